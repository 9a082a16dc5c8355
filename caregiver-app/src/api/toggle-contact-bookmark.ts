import { useCallback } from 'react';
import { api } from '@dolbom/shared-api';
import type { BookmarkToggleResponse } from '@dolbom/shared-api/contracts';
import { apiPath } from '../lib/format';
import { KEY_PREFIX, useRevalidate } from '../lib/revalidate';

/** POST /api/caregiver/main/bookmark?contact= — toggles the saved state of the contact's elder. */
export const toggleContactBookmark = (contactId: number) =>
  api.post<BookmarkToggleResponse>(apiPath('/api/caregiver/main/bookmark', { contact: contactId }));

export function useToggleContactBookmark() {
  const revalidate = useRevalidate();
  return useCallback(
    async (contactId: number) => {
      const r = await toggleContactBookmark(contactId);
      void revalidate(KEY_PREFIX.main, KEY_PREFIX.near, KEY_PREFIX.mypage);
      return r;
    },
    [revalidate],
  );
}
