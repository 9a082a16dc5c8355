// fast-check generators of elders and caregivers; reusable by the later SQL property test.
import fc from 'fast-check';
import {
  CAREGIVER_DAILY_OPTIONS,
  CAREGIVER_MEAL_OPTIONS,
  CAREGIVER_MOBILITY_OPTIONS,
  CAREGIVER_TOILETING_OPTIONS,
  DAILY_ITEMS,
  ELDER_MEAL_OPTIONS,
  ELDER_MOBILITY_OPTIONS,
  ELDER_TOILETING_OPTIONS,
  FAMILY_OPTIONS,
  GENDERS,
  PET_OPTIONS,
  PREFERRED_GENDERS,
  WAGE_TYPES,
  WEEKDAYS,
  type TimeSlot,
} from '../options';
import type { CaregiverForMatching, DayHours, ElderForMatching } from '../types';

const subset = <T>(items: readonly T[]) => fc.subarray([...items]);
const hhmm = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00`);
const day: fc.Arbitrary<DayHours | null> = fc.oneof(
  fc.constant(null),
  fc.constant({ start: '09:00:00', end: '18:00:00' }),
  fc.record({ start: hhmm, end: hhmm }), // includes end ≤ start (no hours)
);
// Around 역삼동, within about ±6 km.
const lat = fc.double({ min: 37.45, max: 37.55, noNaN: true });
const lng = fc.double({ min: 126.98, max: 127.1, noNaN: true });

export const elderArb: fc.Arbitrary<ElderForMatching> = fc.record({
  id: fc.nat(),
  gender: fc.constantFrom(...GENDERS),
  rank: fc.integer({ min: 1, max: 6 }),
  lat,
  lng,
  schedule: fc.array(day, { minLength: 7, maxLength: 7 }),
  negotiable: fc.boolean(),
  meal: subset(ELDER_MEAL_OPTIONS),
  toileting: subset(ELDER_TOILETING_OPTIONS),
  mobility: subset(ELDER_MOBILITY_OPTIONS),
  daily: subset(DAILY_ITEMS),
  wageType: fc.constantFrom(...WAGE_TYPES),
  wage: fc.integer({ min: 0, max: 3_000_000 }),
  family: fc.constantFrom(...FAMILY_OPTIONS),
  pet: fc.constantFrom(...PET_OPTIONS),
  createdAt: fc.date({ min: new Date('2024-01-01'), max: new Date('2026-01-01'), noInvalidDate: true }),
});

export const caregiverArb: fc.Arbitrary<CaregiverForMatching> = fc.record({
  id: fc.nat(),
  resumeRegistered: fc.boolean(),
  jobOpen: fc.boolean(),
  lat,
  lng,
  workDay: subset(WEEKDAYS),
  workTimeSlot: subset<TimeSlot>([0, 1, 2]),
  isNegotiableTime: fc.boolean(),
  wage: fc.integer({ min: 0, max: 30_000 }),
  elderRank: subset([1, 2, 3, 4, 5, 6]),
  meal: subset(CAREGIVER_MEAL_OPTIONS),
  toileting: subset(CAREGIVER_TOILETING_OPTIONS),
  mobility: subset(CAREGIVER_MOBILITY_OPTIONS),
  daily: subset(CAREGIVER_DAILY_OPTIONS),
  preferredGender: fc.constantFrom(...PREFERRED_GENDERS),
  isFamilyPreferred: fc.boolean(),
  isPetPreferred: fc.boolean(),
});

export const radiusArb = fc.constantFrom(1.25, 1.65, 3, 5);
