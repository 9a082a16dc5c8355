// The production order of the lists: the SQL `ORDER BY` of queries.ts and the in-memory comparators
// that settle the window it returns. The brute-force reference (reference.ts) orders with its own code:
// nothing in production imports it, so the property test compares two independent implementations.
import type { ManagerSort } from './options';
import type { MatchScore } from './score';
import type { CaregiverForMatching, ElderForMatching } from './types';

export interface CandidateResult extends MatchScore {
  caregiver: CaregiverForMatching;
  distanceKm: number;
}

export interface NearElderResult extends MatchScore {
  elder: ElderForMatching;
  distanceKm: number;
}

/** What the manager's candidate order reads of a row. */
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
 * Order of the manager's candidate list (PRODUCT.md): accuracy = score desc; time_match = schedule
 * share desc; high_salary = desired wage desc; ties to the nearer caregiver, then the lower id, so the
 * order (and so paging) is total.
 */
export function compareRankKeys(sort: ManagerSort) {
  const key = (r: CandidateRankKeys) =>
    sort === 'accuracy' ? r.score : sort === 'time_match' ? r.share : r.wage;
  return (a: CandidateRankKeys, b: CandidateRankKeys) =>
    key(b) - key(a) || a.distanceKm - b.distanceKm || a.id - b.id;
}

/** What the caregiver's near order reads of a row. */
export interface NearRankKeys {
  distanceKm: number;
  createdAt: Date;
  id: number;
}

/** Order of the caregiver's near list: nearest first, then newest, then lower id. */
export function compareNearKeys(a: NearRankKeys, b: NearRankKeys): number {
  return a.distanceKm - b.distanceKm || b.createdAt.getTime() - a.createdAt.getTime() || a.id - b.id;
}
