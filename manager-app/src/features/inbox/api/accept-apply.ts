import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '@dolbom/shared-api';
import { keysUnder } from '../../../api/query';
import { myPageKey } from '../../../api/get-mypage';
import type { ApplyEntry } from '../../../api/types';

/** POST /api/manager/apply/{applyId}: accept; the answer carries the caregiver's phone and message. */
export const acceptApply = (applyId: number) => api.post<ApplyEntry>(`/api/manager/apply/${applyId}`);

export function useAcceptApply() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (applyId: number) => {
      const accepted = await acceptApply(applyId);
      await mutate(keysUnder('/api/manager/apply', myPageKey));
      return accepted;
    },
    [mutate],
  );
}
