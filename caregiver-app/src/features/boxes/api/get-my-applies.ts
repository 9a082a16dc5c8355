import useSWR from 'swr';
import { api, type Page } from '@dolbom/shared-api';
import type { ApplyCard, CaregiverTab } from '@dolbom/shared-api/contracts';
import { apiPath } from '../../../lib/format';

/** GET /api/caregiver/mypage/applies?tab=&page=&size= — 보낸 지원함. */
export const myAppliesKey = (tab: CaregiverTab, page: number) =>
  apiPath('/api/caregiver/mypage/applies', { tab, page, size: 10 });
export const getMyApplies = (tab: CaregiverTab, page: number) =>
  api.get<Page<ApplyCard>>(myAppliesKey(tab, page));
export const useMyApplies = (tab: CaregiverTab, page: number) =>
  useSWR<Page<ApplyCard>>(myAppliesKey(tab, page));
