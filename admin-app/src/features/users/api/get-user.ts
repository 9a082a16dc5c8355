import useSWR from 'swr';
import { USERS_PATH } from './find-users';
import type { AdminUserDetail } from './types';

/** GET /api/admin/users/:id: the user, their role's summary and the audit rows about them. */
export const userKey = (id: number) => `${USERS_PATH}/${id}`;
export function useAdminUser(id: number) {
  return useSWR<AdminUserDetail>(Number.isInteger(id) && id > 0 ? userKey(id) : null);
}
