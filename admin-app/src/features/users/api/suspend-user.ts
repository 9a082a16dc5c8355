import { useSWRConfig } from 'swr';
import { api } from '@dolbom/shared-api';
import { ADMIN_MESSAGES } from '@dolbom/shared-api/contracts';
import { keysUnder } from '../../../lib/query';
import { AUDIT_PATH } from '../../audit/api/get-audit';
import { USERS_PATH } from './find-users';
import type { AdminUser } from './types';

/** The same rule and messages as the server's suspendRequestSchema (trimmed, 1–200 characters). */
export const SUSPEND_TEXT = {
  reason: ADMIN_MESSAGES.reason,
  reasonLong: ADMIN_MESSAGES.reasonLong,
  maxLength: 200,
} as const;

/**
 * POST /api/admin/users/:id/suspend (with a reason) and /unsuspend. Both answer the user as the lookup
 * shows them now; the lookup, the detail and the audit log are read again.
 */
export function useSuspension() {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(keysUnder(USERS_PATH, AUDIT_PATH));
  return {
    suspend: async (id: number, reason: string) => {
      const user = await api.post<AdminUser>(`${USERS_PATH}/${id}/suspend`, { reason });
      await refresh();
      return user;
    },
    unsuspend: async (id: number) => {
      const user = await api.post<AdminUser>(`${USERS_PATH}/${id}/unsuspend`);
      await refresh();
      return user;
    },
  };
}
