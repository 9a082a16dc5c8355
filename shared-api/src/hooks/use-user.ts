import useSWR from 'swr';
import type { User } from '../contracts/constants';
import { userKey } from '../auth/auth-api';

/** The role fetch (`GET /api/user`): the guard asks the server who the user is. */
export function useUser() {
  return useSWR<User>(userKey);
}
