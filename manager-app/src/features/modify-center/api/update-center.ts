import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '@dolbom/shared-api';
import {
  centerProfileBodySchema,
  type CenterProfile,
  type CenterProfileBody,
} from '@dolbom/shared-api/contracts';
import { myPageKey } from '../../../api/get-mypage';

export { centerProfileBodySchema as updateCenterSchema };
export type UpdateCenterInput = CenterProfileBody;

/** PATCH /api/manager/{centerId}: 차량 보유 and 한 줄 소개 (only the manager's own center). */
export const updateCenter = (body: UpdateCenterInput) =>
  api.patch<CenterProfile>(`/api/manager/${body.centerId}`, body);

export function useUpdateCenter() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: UpdateCenterInput) => {
      const saved = await updateCenter(body);
      await mutate(myPageKey);
      return saved;
    },
    [mutate],
  );
}
