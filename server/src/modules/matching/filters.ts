// The hard filters of issue 6, one caregiver × one elder at a time. This is the brute-force reference
// that the SQL candidate queries are property-tested against: keep it plain and independent of SQL
// (it derives levels from the option lists itself instead of reading stored level columns).
import { withinRadius } from '../geo/distance';
import { caregiverCapabilityLevels, elderNeedLevels } from './levels';
import type { CaregiverForMatching, ElderForMatching } from './types';

/** Why a caregiver is not a candidate for an elder; in the order checked. */
export type FilterFailure =
  | 'resume' // no resume registered
  | 'jobClosed' // job search switched off
  | 'meal'
  | 'toileting'
  | 'mobility'
  | 'daily' // an elder 일상 item the caregiver does not do
  | 'grade' // elder grade not among the caregiver's accepted grades
  | 'gender' // caregiver prefers the other gender
  | 'distance'; // farther than the radius

/** Every hard filter the pair fails; empty means the caregiver is a candidate. */
export function candidateFailures(
  elder: ElderForMatching,
  caregiver: CaregiverForMatching,
  radiusKm: number,
): FilterFailure[] {
  const failures: FilterFailure[] = [];
  if (!caregiver.resumeRegistered) failures.push('resume');
  if (!caregiver.jobOpen) failures.push('jobClosed');
  const need = elderNeedLevels(elder);
  const capability = caregiverCapabilityLevels(caregiver);
  if (capability.meal < need.meal) failures.push('meal');
  if (capability.toileting < need.toileting) failures.push('toileting');
  if (capability.mobility < need.mobility) failures.push('mobility');
  if (!need.daily.every((item) => capability.daily.includes(item))) failures.push('daily');
  if (!caregiver.elderRank.includes(elder.rank)) failures.push('grade');
  if (caregiver.preferredGender !== 'EVERY' && caregiver.preferredGender !== elder.gender)
    failures.push('gender');
  // Inclusive: a caregiver exactly on the circle is in range (the one rule: geo/distance.ts withinRadius).
  if (!withinRadius(elder, caregiver, radiusKm)) failures.push('distance');
  return failures;
}

/** A caregiver is a candidate for an elder only if every hard filter holds. */
export function isCandidate(
  elder: ElderForMatching,
  caregiver: CaregiverForMatching,
  radiusKm: number,
): boolean {
  return candidateFailures(elder, caregiver, radiusKm).length === 0;
}
