import useSWR from 'swr';
import { api } from '@dolbom/shared-api';
import type { CenterMembers } from '@dolbom/shared-api/contracts';

/** GET /api/manager/center/members: my status, the verified members and (if I am verified) requests. */
export const centerMembersKey = '/api/manager/center/members';
export const getCenterMembers = () => api.get<CenterMembers>(centerMembersKey);
export function useCenterMembers() {
  return useSWR<CenterMembers>(centerMembersKey);
}
