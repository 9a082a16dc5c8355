import { useCallback } from 'react';
import { api, idempotencyHeaders } from '@dolbom/shared-api';
import { applyBodySchema, type ApplyResponse, type CareReplyBody } from '@dolbom/shared-api/contracts';
import { apiPath } from '../../../lib/format';
import { KEY_PREFIX, useRevalidate } from '../../../lib/revalidate';

export const applyInputSchema = applyBodySchema;
export type ApplyInput = CareReplyBody;

/** POST /api/caregiver/near?elderId= {phone, message} → { applyId, title }. */
export const applyToElder = (elderId: number, body: ApplyInput, requestKey?: string) =>
  api.post<ApplyResponse>(apiPath('/api/caregiver/near', { elderId }), body, {
    headers: idempotencyHeaders(requestKey),
  });

/** Applies, then revalidates the elder's detail (apply status), the near lists and 보낸 지원함. */
export function useApplyToElder() {
  const revalidate = useRevalidate();
  return useCallback(
    async (elderId: number, body: ApplyInput, requestKey?: string) => {
      const r = await applyToElder(elderId, body, requestKey);
      void revalidate(KEY_PREFIX.near, KEY_PREFIX.mypage);
      return r;
    },
    [revalidate],
  );
}
