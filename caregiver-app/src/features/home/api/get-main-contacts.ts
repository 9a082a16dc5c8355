import useSWR, { preload } from 'swr';
import type { CaregiverMainListResponse, CaregiverOrder, CaregiverRange } from '@dolbom/shared-api/contracts';
import { api } from '@dolbom/shared-api';
import { apiPath } from '../../../lib/format';
import { filtersOf } from '../../../lib/range';

export const PAGE_SIZE = 10;

/** GET /api/caregiver/main/list: received pending contacts in range, plus the caregiver's address. */
export const mainContactsKey = (range: CaregiverRange, order: CaregiverOrder, page: number) =>
  apiPath('/api/caregiver/main/list', { range, order, page, size: PAGE_SIZE });

export const getMainContacts = (range: CaregiverRange, order: CaregiverOrder, page: number) =>
  api.get<CaregiverMainListResponse>(mainContactsKey(range, order, page));

export function useMainContacts(range: CaregiverRange, order: CaregiverOrder, page = 0) {
  return useSWR<CaregiverMainListResponse>(mainContactsKey(range, order, page));
}

/**
 * RoleModule.prefetch: on /, the first page for the URL's range and order starts as soon as the remote's
 * code is here (a signed-in cold start), with the key the home then reads (PagedList uses the SWR fetcher).
 */
export function prefetchHome() {
  if (window.location.pathname !== '/') return;
  const { range, order } = filtersOf(new URLSearchParams(window.location.search));
  preload(mainContactsKey(range, order, 0), (key: string) => api.get(key)).catch(() => undefined);
}
