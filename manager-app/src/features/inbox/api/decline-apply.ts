import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '@dolbom/shared-api';
import { keysUnder } from '../../../api/query';
import { myPageKey } from '../../../api/get-mypage';

/** DELETE /api/manager/apply/{applyId}: decline, which deletes the apply for good. */
export const declineApply = (applyId: number) => api.del<void>(`/api/manager/apply/${applyId}`);

export function useDeclineApply() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (applyId: number) => {
      await declineApply(applyId);
      await mutate(keysUnder('/api/manager/apply', myPageKey));
    },
    [mutate],
  );
}
