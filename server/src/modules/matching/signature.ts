// The hard filters of filters.ts (all but the radius) as one integer per row (issue 16, migration 0019).
//
// An elder's needs and a resume's capabilities are each a set of bits in the same places, and a caregiver
// can take an elder exactly when her resume's bits hold every bit of the elder's:
//   (resume & elder) = elder
// - 식사, 배변, 이동 (4 bits each, from bit 0, 4, 8): a need level n is bit n − 1; a capability level L holds
//   bits 0 … L − 1, every need it meets (capability ≥ need).
// - 일상 (6 bits from bit 12): the daily masks themselves (the elder's items ⊆ the caregiver's).
// - grade (6 bits from bit 18): the elder's grade r is bit 17 + r; the resume holds its accepted grades.
// - gender (2 bits from bit 24): the elder's gender, male bit 24 and female bit 25; the resume holds the
//   genders it accepts (EVERY both).
// The database computes these columns itself (`match_sig`, generated in schema.ts with the same bits);
// the counts of rank-sql.ts test them against the elder's or caregiver's bits from here.
// server/test/matching/resume-sync.test.ts checks that the database's bits are these, and
// __tests__/columns.test.ts that the test is filters.ts's.
import type { ElderForMatching } from './types';
import type { Level, PreferredGender } from './options';

const MEAL = 0;
const TOILETING = 4;
const MOBILITY = 8;
const DAILY = 12;
const RANK = 17;
const GENDER = 24;

/** The bits of need level `n` (1–4) of a category at `at`. */
const needBit = (n: number, at: number) => (1 << (n - 1)) << at;
/** The bits of capability level `level` (1–4): every need up to it. */
const capabilityBits = (level: number, at: number) => ((1 << level) - 1) << at;

/** An elder's needs (her stored level columns, grade and gender). */
export function needSignature(e: {
  mealLevel: number;
  toiletingLevel: number;
  mobilityLevel: number;
  dailyMask: number;
  rank: number;
  gender: ElderForMatching['gender'];
}): number {
  return (
    needBit(e.mealLevel, MEAL) |
    needBit(e.toiletingLevel, TOILETING) |
    needBit(e.mobilityLevel, MOBILITY) |
    (e.dailyMask << DAILY) |
    ((1 << e.rank) << RANK) |
    ((e.gender === 'male' ? 1 : 2) << GENDER)
  );
}

/** A resume's capabilities (its stored level columns, accepted grades and preferred gender). */
export function capabilitySignature(r: {
  mealLevel: Level | number;
  toiletingLevel: Level | number;
  mobilityLevel: Level | number;
  dailyMask: number;
  rankMask: number;
  preferredGender: PreferredGender;
}): number {
  const genders = r.preferredGender === 'EVERY' ? 3 : r.preferredGender === 'male' ? 1 : 2;
  return (
    capabilityBits(r.mealLevel, MEAL) |
    capabilityBits(r.toiletingLevel, TOILETING) |
    capabilityBits(r.mobilityLevel, MOBILITY) |
    (r.dailyMask << DAILY) |
    ((r.rankMask & 0b1111110) << RANK) |
    (genders << GENDER)
  );
}

/** Whether a resume with capabilities `capability` passes the hard filters for an elder with needs `need`. */
export const takes = (capability: number, need: number) => (capability & need) === need;
