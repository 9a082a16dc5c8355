import useSWR from 'swr';
import { api } from '@dolbom/shared-api';
import type { MyPage } from '@dolbom/shared-api/contracts';

/** GET /api/caregiver/mypage — profile, resume status, job-open flag and the three counts. */
export const myPageKey = '/api/caregiver/mypage';
export const getMyPage = () => api.get<MyPage>(myPageKey);
export const useMyPage = () => useSWR<MyPage>(myPageKey);
