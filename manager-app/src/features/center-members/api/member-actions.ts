import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '@dolbom/shared-api';
import type { MemberHandover, MemberLeft } from '@dolbom/shared-api/contracts';
import { keysUnder } from '../../../api/query';
import { centerMembersKey } from './get-center-members';

const memberUrl = (userId: number) => `/api/manager/center/members/${userId}`;

/** POST …/members/{userId}/leave (퇴사), …/handover {toUserId} (어르신 넘기기), DELETE …/{userId} (지우기). */
export const memberActions = {
  leave: (userId: number) => api.post<MemberLeft>(`${memberUrl(userId)}/leave`),
  handover: (userId: number, toUserId: number) =>
    api.post<MemberHandover>(`${memberUrl(userId)}/handover`, { toUserId }),
  remove: (userId: number) => api.del<void>(memberUrl(userId)),
};

/** Runs one member action; the list (and, after a handover, every manager list) then shows what is true. */
export function useMemberAction() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async <T>(run: () => Promise<T>): Promise<T> => {
      try {
        return await run();
      } finally {
        await mutate(keysUnder(centerMembersKey, '/api/manager/elder'));
      }
    },
    [mutate],
  );
}
