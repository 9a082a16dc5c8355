// The manager's side of 대체 근무 (issue 35, ADR 0042): the substitute request (with the form run's
// Idempotency-Key: a double tap or a retry makes one), its list and cancelling. 배정 현황 shows the visits
// a caregiver cannot make (`대체 필요`). SWR keys are the API paths.
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api, idempotencyHeaders } from '@dolbom/shared-api';
import type { ManagerSubstitute, SubstituteBody } from '@dolbom/shared-api/contracts';
import { keysUnder } from '../../../api/query';
import { assignmentsKey } from '../../jobs/api/jobs';

export const substitutesKey = '/api/manager/substitutes';
const KEYS = keysUnder(substitutesKey, assignmentsKey);

export const useManagerSubstitutes = () => useSWR<{ content: ManagerSubstitute[] }>(substitutesKey);

export function useCreateSubstitute() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: SubstituteBody, requestKey: string) => {
      const made = await api.post<ManagerSubstitute>(substitutesKey, body, {
        headers: idempotencyHeaders(requestKey),
      });
      void mutate(KEYS);
      return made;
    },
    [mutate],
  );
}

export function useCancelSubstitute() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number) => {
      const answer = await api.post<ManagerSubstitute>(`${substitutesKey}/${id}/cancel`);
      void mutate(KEYS);
      return answer;
    },
    [mutate],
  );
}
