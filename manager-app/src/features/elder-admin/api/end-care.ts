import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '@dolbom/shared-api';
import type { ElderCareEndReason } from '@dolbom/shared-api/contracts';
import { keysUnder } from '../../../api/query';
import type { ElderDetail } from '../../../api/types';

/** POST /api/manager/elder/{elderId}/end: 돌봄 종료 (입원, 별세, 종결). */
export const endCare = (elderId: number, reason: ElderCareEndReason) =>
  api.post<ElderDetail>(`/api/manager/elder/${elderId}/end`, { reason });

/** Ends the care and refreshes every list that showed the elder, its applies, contacts and jobs. */
export function useEndCare() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (elderId: number, reason: ElderCareEndReason) => {
      const ended = await endCare(elderId, reason);
      await mutate(keysUnder('/api/manager'));
      return ended;
    },
    [mutate],
  );
}
