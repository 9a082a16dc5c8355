import useSWR from 'swr';
import type { Page } from '@dolbom/shared-api';
import { getCountedList } from '../../../api/counted-list';
import { withQuery } from '../../../api/query';
import type { ManagerBookmark } from '../../../api/types';

/** GET /api/manager/bookmark?elderId=: caregivers saved for one elder, or (no elderId) for all. */
export const bookmarksKey = (elderId: number | null, page = 0, size = 50) =>
  withQuery('/api/manager/bookmark', { elderId, page, size });
export function useBookmarks(elderId: number | null) {
  return useSWR<Page<ManagerBookmark>>(bookmarksKey(elderId), getCountedList<ManagerBookmark>);
}
