import useSWR from 'swr';
import { api } from '@dolbom/shared-api';
import type { ManagerMyPage } from './types';

/** GET /api/manager/mypage: profile, center and the counts of the three lists. */
export const myPageKey = '/api/manager/mypage';
export const getMyPage = () => api.get<ManagerMyPage>(myPageKey);
export function useMyPage() {
  return useSWR<ManagerMyPage>(myPageKey);
}
