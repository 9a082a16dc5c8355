import useSWR from 'swr';
import { api, type Page } from '@dolbom/shared-api';
import type { BookmarkedElder } from '@dolbom/shared-api/contracts';
import { apiPath } from '../../../lib/format';

/** GET /api/caregiver/mypage/bookmarks?page=&size= — saved elders, newest first. */
export const bookmarksKey = (page: number) => apiPath('/api/caregiver/mypage/bookmarks', { page, size: 10 });
export const getBookmarks = (page: number) => api.get<Page<BookmarkedElder>>(bookmarksKey(page));
export const useBookmarks = (page: number) => useSWR<Page<BookmarkedElder>>(bookmarksKey(page));
