import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api, idempotencyHeaders } from '@dolbom/shared-api';
import { elderBodySchema, type ElderBody } from '@dolbom/shared-api/contracts';
import { eldersKey } from '../../../api/get-elders';

export { elderBodySchema as createElderSchema };
export type CreateElderInput = ElderBody;

/**
 * POST /api/manager/elder/create → { elderId, name } (a repeated name comes back as `이름 (2)`). With the
 * wizard run's key, a repeat answers the first elder instead of registering `이름 (2)`.
 */
export const createElder = (body: CreateElderInput, requestKey?: string) =>
  api.post<{ elderId: number; name: string }>('/api/manager/elder/create', body, {
    headers: idempotencyHeaders(requestKey),
  });

export function useCreateElder() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: CreateElderInput, requestKey?: string) => {
      const created = await createElder(body, requestKey);
      await mutate(eldersKey);
      return created;
    },
    [mutate],
  );
}
