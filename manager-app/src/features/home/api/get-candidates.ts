import useSWR from 'swr';
import type { Page } from '@dolbom/shared-api';
import type { ManagerDistance, ManagerSort } from '@dolbom/shared-api/contracts';
import { getCountedList } from '../../../api/counted-list';
import { withQuery } from '../../../api/query';
import type { CaregiverCard } from '../../../api/types';

export interface CandidatesQuery {
  elderId: number;
  distance: ManagerDistance;
  sort: ManagerSort;
  page?: number;
  size?: number;
}

/**
 * GET /api/manager/elder/individual: caregivers matching one elder, within a distance, sorted; a bare
 * array with the total in X-Total-Count, read back into a page.
 */
export const candidatesKey = ({ elderId, distance, sort, page = 0, size = 10 }: CandidatesQuery) =>
  withQuery('/api/manager/elder/individual', { elderId, distance, sort, page, size });

export function useCandidates(query: CandidatesQuery | null) {
  return useSWR<Page<CaregiverCard>>(query ? candidatesKey(query) : null, getCountedList<CaregiverCard>, {
    keepPreviousData: false,
  });
}
