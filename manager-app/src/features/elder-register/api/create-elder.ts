import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '@dolbom/shared-api';
import { elderBodySchema, type ElderBody } from '@dolbom/shared-api/contracts';
import { eldersKey } from '../../../api/get-elders';

export { elderBodySchema as createElderSchema };
export type CreateElderInput = ElderBody;

/** POST /api/manager/elder/create → { elderId, name } (a repeated name comes back as `이름 (2)`). */
export const createElder = (body: CreateElderInput) =>
  api.post<{ elderId: number; name: string }>('/api/manager/elder/create', body);

export function useCreateElder() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: CreateElderInput) => {
      const created = await createElder(body);
      await mutate(eldersKey);
      return created;
    },
    [mutate],
  );
}
