// 출생 연도 (issue 15, finding 22): a caregiver types it at sign-up and in 내 정보 수정; managers see only
// the age group it gives (`60대`), never the year. One rule for the form and the server.
import { z } from 'zod';

export const BIRTH_YEAR_MESSAGES = {
  required: '출생 연도를 입력해주세요.',
  format: '출생 연도를 4자리로 확인해주세요. (예: 1962)',
} as const;

/** The oldest year accepted. */
export const MIN_BIRTH_YEAR = 1940;
/** Caregivers are adults: the latest year accepted is this year − 18. */
export const maxBirthYear = (today = new Date()) => today.getFullYear() - 18;

const FOUR_DIGITS = z
  .string()
  .trim()
  .regex(/^\d{4}$/, BIRTH_YEAR_MESSAGES.format);
// The upper bound moves with the calendar, so it is a refinement, not a fixed `max`.
const yearInRange = <T extends string | number>() =>
  z.coerce
    .number<T>({ error: BIRTH_YEAR_MESSAGES.format })
    .int(BIRTH_YEAR_MESSAGES.format)
    .min(MIN_BIRTH_YEAR, BIRTH_YEAR_MESSAGES.format)
    .refine((y) => y <= maxBirthYear(), BIRTH_YEAR_MESSAGES.format);

/** A 4-digit year from 1940 to this year − 18, as a JSON number or the text of the form's field. */
export const birthYearSchema = z
  .union([z.number(), FOUR_DIGITS], { error: BIRTH_YEAR_MESSAGES.format })
  .pipe(yearInRange<string | number>());

/** The form's field: required (empty says so), then the same rule as the server. */
export const birthYearFieldSchema = z
  .string()
  .trim()
  .min(1, BIRTH_YEAR_MESSAGES.required)
  .pipe(FOUR_DIGITS)
  .pipe(yearInRange<string>());

/** `60대` from the year of birth (age this year, by decade); null when the year is unknown. */
export function ageGroupOf(birthYear: number | null | undefined, today = new Date()): string | null {
  if (birthYear === null || birthYear === undefined) return null;
  const age = today.getFullYear() - birthYear;
  if (age < 10) return null;
  return `${Math.floor(age / 10) * 10}대`;
}
