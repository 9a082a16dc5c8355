// Brute-force reference lists: every pair checked in memory. Small data only — the property test
// compares the SQL queries with these, and the benchmark times them as the baseline.
import { haversineKm } from '../geo/distance';
import { isCandidate } from './filters';
import type { ManagerSort } from './options';
import type { CandidateResult, NearElderResult } from './ranking';
import { matchScore } from './score';
import type { CaregiverForMatching, ElderForMatching } from './types';

export type { CandidateResult, NearElderResult };

/**
 * Lexicographic order over key tuples (smaller first). The reference writes its orders out here on its
 * own, from PRODUCT.md, rather than borrowing the production comparators (ranking.ts) it is checked
 * against: accuracy = score desc, time_match = schedule share desc, high_salary = desired wage desc,
 * each then nearer caregiver and lower id; the near list nearest first, then newest, then lower id.
 */
function byKeys<T>(keys: (x: T) => number[]) {
  return (a: T, b: T) => {
    const ka = keys(a);
    const kb = keys(b);
    for (let i = 0; i < ka.length; i++) {
      if (ka[i]! < kb[i]!) return -1;
      if (ka[i]! > kb[i]!) return 1;
    }
    return 0;
  };
}

const candidateKeys = (sort: ManagerSort) => (r: CandidateResult) => [
  -(sort === 'accuracy' ? r.score : sort === 'time_match' ? r.overlap.share : r.caregiver.wage),
  r.distanceKm,
  r.caregiver.id,
];

const nearKeys = (r: NearElderResult) => [r.distanceKm, -r.elder.createdAt.getTime(), r.elder.id];

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
    .sort(byKeys(candidateKeys(sort)));
}

/** The elders the caregiver is a candidate for, nearest first (then newest, then lower id). */
export function referenceNearElders(
  caregiver: CaregiverForMatching,
  elders: readonly ElderForMatching[],
  radiusKm: number,
): NearElderResult[] {
  return (
    elders
      // 구인 비공개 only hides the caregiver from managers; their own near list is the same either way.
      .filter((elder) => isCandidate(elder, { ...caregiver, jobOpen: true }, radiusKm))
      .map((elder) => {
        const distanceKm = haversineKm(elder, caregiver);
        return { elder, distanceKm, ...matchScore(elder, caregiver, distanceKm, radiusKm) };
      })
      .sort(byKeys(nearKeys))
  );
}
