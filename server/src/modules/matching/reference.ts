// Brute-force reference lists: every pair checked in memory. Small data only — the property test
// compares the SQL queries with these, and the benchmark times them as the baseline.
import { haversineKm } from '../geo/distance';
import { isCandidate } from './filters';
import type { ManagerSort } from './options';
import { matchScore, type MatchScore } from './score';
import type { CaregiverForMatching, ElderForMatching } from './types';

export interface CandidateResult extends MatchScore {
  caregiver: CaregiverForMatching;
  distanceKm: number;
}

export interface NearElderResult extends MatchScore {
  elder: ElderForMatching;
  distanceKm: number;
}

/**
 * Order of the manager's candidate list. Ties fall to the nearer caregiver, then the lower id, so the
 * order (and so paging) is total:
 * accuracy = score desc; time_match = schedule share desc; high_salary = desired wage desc.
 */
export function compareCandidates(sort: ManagerSort) {
  const key = (r: CandidateResult) =>
    sort === 'accuracy' ? r.score : sort === 'time_match' ? r.overlap.share : r.caregiver.wage;
  return (a: CandidateResult, b: CandidateResult) =>
    key(b) - key(a) || a.distanceKm - b.distanceKm || a.caregiver.id - b.caregiver.id;
}

/** The caregivers who pass every hard filter for the elder, scored and sorted. */
export function referenceCandidates(
  elder: ElderForMatching,
  caregivers: readonly CaregiverForMatching[],
  radiusKm: number,
  sort: ManagerSort = 'accuracy',
): CandidateResult[] {
  return caregivers
    .filter((caregiver) => isCandidate(elder, caregiver, radiusKm))
    .map((caregiver) => {
      const distanceKm = haversineKm(elder, caregiver);
      return { caregiver, distanceKm, ...matchScore(elder, caregiver, distanceKm, radiusKm) };
    })
    .sort(compareCandidates(sort));
}

/** The elders the caregiver is a candidate for, nearest first (then newest, then lower id). */
export function referenceNearElders(
  caregiver: CaregiverForMatching,
  elders: readonly ElderForMatching[],
  radiusKm: number,
): NearElderResult[] {
  return elders
    .filter((elder) => isCandidate(elder, caregiver, radiusKm))
    .map((elder) => {
      const distanceKm = haversineKm(elder, caregiver);
      return { elder, distanceKm, ...matchScore(elder, caregiver, distanceKm, radiusKm) };
    })
    .sort(
      (a, b) =>
        a.distanceKm - b.distanceKm ||
        b.elder.createdAt.getTime() - a.elder.createdAt.getTime() ||
        a.elder.id - b.elder.id,
    );
}
