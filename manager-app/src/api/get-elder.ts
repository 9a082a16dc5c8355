import useSWR from 'swr';
import { api } from '@dolbom/shared-api';
import type { ElderDetail } from './types';

/** GET /api/manager/elder/{elderId}: every registration field, for editing. */
export const elderKey = (elderId: number) => `/api/manager/elder/${elderId}`;
export const getElder = (elderId: number) => api.get<ElderDetail>(elderKey(elderId));
export function useElder(elderId: number | null) {
  return useSWR<ElderDetail>(elderId ? elderKey(elderId) : null, { revalidateIfStale: false });
}
