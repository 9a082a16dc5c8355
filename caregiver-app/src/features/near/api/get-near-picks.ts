import useSWR from 'swr';
import { api } from '@dolbom/shared-api';
import type { CaregiverRange, NearListResponse } from '@dolbom/shared-api/contracts';
import { apiPath } from '../../../lib/format';

/** GET /api/caregiver/near/list?range= — one pick per category (PRODUCT.md near picks). */
export const nearPicksKey = (range: CaregiverRange) => apiPath('/api/caregiver/near/list', { range });
export const getNearPicks = (range: CaregiverRange) => api.get<NearListResponse>(nearPicksKey(range));
export const useNearPicks = (range: CaregiverRange) => useSWR<NearListResponse>(nearPicksKey(range));
