import { useSWRConfig } from 'swr';
import { api } from '@dolbom/shared-api';
import { keysUnder, withQuery } from '../../../lib/query';
import { AUDIT_PATH } from '../../audit/api/get-audit';
import type { MembershipDecision } from './types';

/** GET /api/admin/memberships?page=: pending requests of centers that have no verified member yet. */
export const MEMBERSHIPS_PATH = '/api/admin/memberships';
export const membershipsKey = (page: number) => withQuery(MEMBERSHIPS_PATH, { page, size: 20 });

/** POST /api/admin/memberships/:id/approve | refuse; the queue and the audit log are read again. */
export function useDecideMembership() {
  const { mutate } = useSWRConfig();
  return async (id: number, decision: 'approve' | 'refuse') => {
    const answer = await api.post<MembershipDecision>(`${MEMBERSHIPS_PATH}/${id}/${decision}`);
    await mutate(keysUnder(MEMBERSHIPS_PATH, AUDIT_PATH, '/api/admin/users'));
    return answer;
  };
}
