import { useCallback } from 'react';
import { api } from '@dolbom/shared-api';
import type { BookmarkToggleResponse } from '@dolbom/shared-api/contracts';
import { apiPath } from '../lib/format';
import { KEY_PREFIX, useRevalidate } from '../lib/revalidate';

/** POST /api/caregiver/near/bookmark?elderId= — saves or unsaves the elder (the state wanted). */
export const toggleElderBookmark = (elderId: number, bookmarked?: boolean) =>
  api.post<BookmarkToggleResponse>(
    apiPath('/api/caregiver/near/bookmark', { elderId }),
    bookmarked === undefined ? undefined : { bookmarked },
  );

/** Toggles, then revalidates every list that shows the elder's 저장 state and the my-page counts. */
export function useToggleElderBookmark() {
  const revalidate = useRevalidate();
  return useCallback(
    async (elderId: number, bookmarked?: boolean) => {
      const r = await toggleElderBookmark(elderId, bookmarked);
      void revalidate(KEY_PREFIX.main, KEY_PREFIX.near, KEY_PREFIX.mypage);
      return r;
    },
    [revalidate],
  );
}
