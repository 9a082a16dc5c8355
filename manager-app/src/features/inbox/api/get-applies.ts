import useSWR from 'swr';
import type { Page } from '@dolbom/shared-api';
import { getCountedList } from '../../../api/counted-list';
import { withQuery } from '../../../api/query';
import type { ApplyEntry, ListTab } from '../../../api/types';

/** GET /api/manager/apply?elderId=&tab=: applies to one elder, or (no elderId) to every elder. */
export const appliesKey = (elderId: number | null, tab: ListTab, size = 50) =>
  withQuery('/api/manager/apply', { elderId, tab, page: 0, size });
export function useApplies(elderId: number | null, tab: ListTab, size = 50) {
  return useSWR<Page<ApplyEntry>>(appliesKey(elderId, tab, size), getCountedList<ApplyEntry>);
}
