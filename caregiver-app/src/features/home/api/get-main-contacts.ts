import useSWR from 'swr';
import type { CaregiverMainListResponse, CaregiverOrder, CaregiverRange } from '@dolbom/shared-api/contracts';
import { api } from '@dolbom/shared-api';
import { apiPath } from '../../../lib/format';

export const PAGE_SIZE = 10;

/** GET /api/caregiver/main/list: received pending contacts in range, plus the caregiver's address. */
export const mainContactsKey = (range: CaregiverRange, order: CaregiverOrder, page: number) =>
  apiPath('/api/caregiver/main/list', { range, order, page, size: PAGE_SIZE });

export const getMainContacts = (range: CaregiverRange, order: CaregiverOrder, page: number) =>
  api.get<CaregiverMainListResponse>(mainContactsKey(range, order, page));

export function useMainContacts(range: CaregiverRange, order: CaregiverOrder, page = 0) {
  return useSWR<CaregiverMainListResponse>(mainContactsKey(range, order, page));
}
