import useSWR from 'swr';
import { userKey, type User } from '@dolbom/shared-api';

/** The role fetch (`GET /api/user`): the guard asks the server who the user is. */
export function useUser() {
  return useSWR<User>(userKey);
}
