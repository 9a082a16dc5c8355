import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '@dolbom/shared-api';
import { elderBodySchema, type ElderBody } from '@dolbom/shared-api/contracts';
import { keysUnder } from '../../../api/query';
import type { ElderDetail } from '../../../api/types';

export { elderBodySchema as updateElderSchema };
export type UpdateElderInput = ElderBody;

/** PUT /api/manager/elder/{elderId}: the whole registration again. */
export const updateElder = (elderId: number, body: UpdateElderInput) =>
  api.put<ElderDetail>(`/api/manager/elder/${elderId}`, body);

/** Saves and refreshes the elder list, the elder and every list that depends on the elder's needs. */
export function useUpdateElder() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (elderId: number, body: UpdateElderInput) => {
      const saved = await updateElder(elderId, body);
      void mutate(keysUnder('/api/manager/elder'));
      return saved;
    },
    [mutate],
  );
}
