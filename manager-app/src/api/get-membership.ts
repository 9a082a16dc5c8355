import useSWR from 'swr';
import { api } from '@dolbom/shared-api';
import type { ManagerMembership } from '@dolbom/shared-api/contracts';

/**
 * GET /api/manager/membership: my membership as the home's banner and the proof screen show it (issue
 * 29: until verified, my elders are unlisted and my contacts held).
 */
export const membershipKey = '/api/manager/membership';
export const getMembership = () => api.get<ManagerMembership>(membershipKey);
export function useMembership() {
  return useSWR<ManagerMembership>(membershipKey);
}

/** My contacts wait for the verification: the screens that send or list them say so. */
export const contactsHeld = (m: ManagerMembership | undefined) => m !== undefined && m.status !== 'VERIFIED';
