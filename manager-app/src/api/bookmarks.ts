import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '@dolbom/shared-api';
import { keysUnder } from './query';
import { myPageKey } from './get-mypage';

export interface CreateBookmarkInput {
  elderId: number;
  caregiverId: number;
}

/** POST /api/manager/bookmark → { bookmarkId }. */
export const createBookmark = (input: CreateBookmarkInput) =>
  api.post<{ bookmarkId: number }>('/api/manager/bookmark', input);
/** DELETE /api/manager/bookmark/{bookmarkId}. */
export const deleteBookmark = (bookmarkId: number) => api.del<void>(`/api/manager/bookmark/${bookmarkId}`);

/**
 * Saves or unsaves a caregiver for an elder and refreshes every list that shows it (home cards,
 * 저장함, the caregiver's detail, my page counts). Returns the new bookmarkId (null when unsaved).
 */
export function useToggleBookmark() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (input: CreateBookmarkInput & { bookmarkId: number | null }): Promise<number | null> => {
      let next: number | null = null;
      if (input.bookmarkId !== null) await deleteBookmark(input.bookmarkId);
      else
        next = (await createBookmark({ elderId: input.elderId, caregiverId: input.caregiverId })).bookmarkId;
      void mutate(
        keysUnder(
          '/api/manager/bookmark',
          '/api/manager/elder/individual',
          `/api/manager/${input.caregiverId}`,
          myPageKey,
        ),
      );
      return next;
    },
    [mutate],
  );
}
