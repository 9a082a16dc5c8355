import useSWR from 'swr';
import { api, type Page } from '@dolbom/shared-api';
import type { ApplyCard, CaregiverApplyTab } from '@dolbom/shared-api/contracts';
import { apiPath } from '../../../lib/format';

/** GET /api/caregiver/mypage/applies?tab=&page=&size= — 보낸 지원함. */
export const myAppliesKey = (tab: CaregiverApplyTab, page: number) =>
  apiPath('/api/caregiver/mypage/applies', { tab, page, size: 10 });
export const getMyApplies = (tab: CaregiverApplyTab, page: number) =>
  api.get<Page<ApplyCard>>(myAppliesKey(tab, page));
export const useMyApplies = (tab: CaregiverApplyTab, page: number) =>
  useSWR<Page<ApplyCard>>(myAppliesKey(tab, page));
