import {
  ageGroupOf,
  BIRTH_YEAR_MESSAGES,
  birthYearFieldSchema,
  birthYearSchema,
  caregiverRegisterSchema,
  maxBirthYear,
  updateProfileRequestSchema,
} from '..';

const messageOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? undefined : r.error?.issues[0]?.message;

describe('출생 연도', () => {
  it('accepts 4-digit years from 1940 to this year − 18, as a number or as typed', () => {
    expect(birthYearSchema.parse(1962)).toBe(1962);
    expect(birthYearSchema.parse(' 1962 ')).toBe(1962);
    expect(birthYearSchema.parse(1940)).toBe(1940);
    expect(birthYearSchema.parse(maxBirthYear())).toBe(new Date().getFullYear() - 18);
  });

  it('refuses anything else with one message', () => {
    for (const bad of [1939, maxBirthYear() + 1, 62, '62', '19６2', '1962년', 1962.5, null, '']) {
      expect(messageOf(birthYearSchema.safeParse(bad))).toBe(BIRTH_YEAR_MESSAGES.format);
    }
  });

  it('the form field says it is required when empty, and applies the same rule', () => {
    expect(messageOf(birthYearFieldSchema.safeParse('  '))).toBe(BIRTH_YEAR_MESSAGES.required);
    expect(messageOf(birthYearFieldSchema.safeParse('196'))).toBe(BIRTH_YEAR_MESSAGES.format);
    expect(messageOf(birthYearFieldSchema.safeParse('1930'))).toBe(BIRTH_YEAR_MESSAGES.format);
    expect(birthYearFieldSchema.parse('1962')).toBe(1962);
  });

  it('is optional on the sign-up and profile requests, and checked when sent', () => {
    const profile = { name: '김돌봄', phone: '010-1234-5678' };
    expect(updateProfileRequestSchema.safeParse(profile).success).toBe(true);
    const bad = updateProfileRequestSchema.safeParse({ ...profile, birthYear: 2020 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['birthYear']);
    const shape = caregiverRegisterSchema.safeParse({ birthYear: 1930 });
    expect(shape.error?.issues.some((i) => i.path[0] === 'birthYear')).toBe(true);
  });
});

describe('ageGroupOf', () => {
  const today = new Date('2026-11-23T00:00:00Z');
  it('gives the decade of this year’s age', () => {
    expect(ageGroupOf(1962, today)).toBe('60대');
    expect(ageGroupOf(1966, today)).toBe('60대');
    expect(ageGroupOf(1967, today)).toBe('50대');
    expect(ageGroupOf(1956, today)).toBe('70대');
  });
  it('is null when the year is unknown', () => {
    expect(ageGroupOf(null, today)).toBeNull();
    expect(ageGroupOf(undefined, today)).toBeNull();
  });
});
