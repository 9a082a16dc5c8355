import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '@dolbom/shared-api';
import type { ManagerMembership } from '@dolbom/shared-api/contracts';
import { membershipKey } from '../../../api/get-membership';
import { myPageKey } from '../../../api/get-mypage';

/**
 * POST /api/manager/membership/proof (multipart `file`) → my membership after it: a pending member's
 * proof, or a refused member's second request (once). The photo is private: only operators see it.
 */
export const sendProof = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return api.post<ManagerMembership>(`${membershipKey}/proof`, form);
};

/** Sends the proof and puts the answer in the cache (the home's banner reads it). */
export function useSendProof() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (file: File) => {
      const membership = await sendProof(file);
      await mutate(membershipKey, membership, { revalidate: false });
      void mutate(myPageKey);
      return membership;
    },
    [mutate],
  );
}
