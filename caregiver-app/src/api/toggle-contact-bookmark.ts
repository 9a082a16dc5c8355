import { useCallback } from 'react';
import { api } from '@dolbom/shared-api';
import type { BookmarkToggleResponse } from '@dolbom/shared-api/contracts';
import { apiPath } from '../lib/format';
import { KEY_PREFIX, useRevalidate } from '../lib/revalidate';

/** POST /api/caregiver/main/bookmark?contact= — saves or unsaves the contact's elder. */
export const toggleContactBookmark = (contactId: number, bookmarked?: boolean) =>
  api.post<BookmarkToggleResponse>(
    apiPath('/api/caregiver/main/bookmark', { contact: contactId }),
    bookmarked === undefined ? undefined : { bookmarked },
  );

export function useToggleContactBookmark() {
  const revalidate = useRevalidate();
  return useCallback(
    async (contactId: number, bookmarked?: boolean) => {
      const r = await toggleContactBookmark(contactId, bookmarked);
      void revalidate(KEY_PREFIX.main, KEY_PREFIX.near, KEY_PREFIX.mypage);
      return r;
    },
    [revalidate],
  );
}
