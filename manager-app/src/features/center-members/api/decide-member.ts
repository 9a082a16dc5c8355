import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '@dolbom/shared-api';
import type { MembershipDecision } from '@dolbom/shared-api/contracts';
import { centerMembersKey } from './get-center-members';

export type MemberDecision = 'approve' | 'refuse';

/** POST /api/manager/center/members/{userId}/approve | refuse (a verified member, same center only). */
export const decideMember = (userId: number, decision: MemberDecision) =>
  api.post<MembershipDecision>(`/api/manager/center/members/${userId}/${decision}`);

export function useDecideMember() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (userId: number, decision: MemberDecision) => {
      try {
        return await decideMember(userId, decision);
      } finally {
        // Decided or already decided by a colleague: the list shows what is true now.
        await mutate(centerMembersKey);
      }
    },
    [mutate],
  );
}
