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

/** What the manager's candidate order reads of a row; queries.ts ranks light rows by the same keys. */
export interface CandidateRankKeys {
  score: number;
  /** Schedule share, 0–1. */
  share: number;
  /** The caregiver's desired hourly wage. */
  wage: number;
  distanceKm: number;
  /** The caregiver's id. */
  id: number;
}

/**
 * Order of the manager's candidate list. Ties fall to the nearer caregiver, then the lower id, so the
 * order (and so paging) is total:
 * accuracy = score desc; time_match = schedule share desc; high_salary = desired wage desc.
 */
export function compareRankKeys(sort: ManagerSort) {
  const key = (r: CandidateRankKeys) =>
    sort === 'accuracy' ? r.score : sort === 'time_match' ? r.share : r.wage;
  return (a: CandidateRankKeys, b: CandidateRankKeys) =>
    key(b) - key(a) || a.distanceKm - b.distanceKm || a.id - b.id;
}

/** `compareRankKeys` over full results. */
export function compareCandidates(sort: ManagerSort) {
  const compare = compareRankKeys(sort);
  const keys = (r: CandidateResult): CandidateRankKeys => ({
    score: r.score,
    share: r.overlap.share,
    wage: r.caregiver.wage,
    distanceKm: r.distanceKm,
    id: r.caregiver.id,
  });
  return (a: CandidateResult, b: CandidateResult) => compare(keys(a), keys(b));
}

/** Order of the caregiver's near list: nearest first, then newest, then lower id. */
export function compareNear(
  a: { distanceKm: number; createdAt: Date; id: number },
  b: { distanceKm: number; createdAt: Date; id: number },
): number {
  return a.distanceKm - b.distanceKm || b.createdAt.getTime() - a.createdAt.getTime() || a.id - b.id;
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
  return (
    elders
      // 구인 비공개 only hides the caregiver from managers; their own near list is the same either way.
      .filter((elder) => isCandidate(elder, { ...caregiver, jobOpen: true }, radiusKm))
      .map((elder) => {
        const distanceKm = haversineKm(elder, caregiver);
        return { elder, distanceKm, ...matchScore(elder, caregiver, distanceKm, radiusKm) };
      })
      .sort((a, b) =>
        compareNear(
          { distanceKm: a.distanceKm, createdAt: a.elder.createdAt, id: a.elder.id },
          { distanceKm: b.distanceKm, createdAt: b.elder.createdAt, id: b.elder.id },
        ),
      )
  );
}
