import useSWR from 'swr';
import { api } from '@dolbom/shared-api';
import type { NearElderDetail } from '@dolbom/shared-api/contracts';
import { apiPath } from '../lib/format';

/** GET /api/caregiver/near?elderId= — an elder's posting with the match reasons. */
export const elderDetailKey = (elderId: number) => apiPath('/api/caregiver/near', { elderId });
export const getElderDetail = (elderId: number) => api.get<NearElderDetail>(elderDetailKey(elderId));
export const useElderDetail = (elderId: number) =>
  useSWR<NearElderDetail>(Number.isInteger(elderId) && elderId > 0 ? elderDetailKey(elderId) : null);
