import useSWR from 'swr';
import { api } from '@dolbom/shared-api';
import type { CaregiverRange, NearAllResponse } from '@dolbom/shared-api/contracts';
import { apiPath } from '../../../lib/format';

const PAGE_SIZE = 10;

/** GET /api/caregiver/near/all?range=&page=&size= — every elder in range, nearest first. */
export const nearEldersKey = (range: CaregiverRange, page: number) =>
  apiPath('/api/caregiver/near/all', { range, page, size: PAGE_SIZE });
export const getNearElders = (range: CaregiverRange, page: number) =>
  api.get<NearAllResponse>(nearEldersKey(range, page));
export const useNearElders = (range: CaregiverRange, page: number) =>
  useSWR<NearAllResponse>(nearEldersKey(range, page));
