import useSWR from 'swr';
import { api } from '@dolbom/shared-api';
import { withQuery } from './query';
import type { CaregiverDetail } from './types';

/** GET /api/manager/{caregiverId}?elderId=: the resume, with the match reasons for that elder. */
export const caregiverKey = (caregiverId: number, elderId: number) =>
  withQuery(`/api/manager/${caregiverId}`, { elderId });
export const getCaregiver = (caregiverId: number, elderId: number) =>
  api.get<CaregiverDetail>(caregiverKey(caregiverId, elderId));
export function useCaregiver(caregiverId: number, elderId: number | null) {
  return useSWR<CaregiverDetail>(elderId ? caregiverKey(caregiverId, elderId) : null);
}
