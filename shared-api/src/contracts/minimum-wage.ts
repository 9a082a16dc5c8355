// The minimum hourly wage of each year (최저임금위원회 고시), in ONE place: the forms, the server's checks,
// the wage ranges of elder registration and contacts, and 내 일정's below-minimum warning all read it.
// Add next year's line when it is announced (every August); a year after the last line reads the last.
// Zod-free.

export const MINIMUM_HOURLY_WAGES: Readonly<Record<number, number>> = {
  2024: 9_860,
  2025: 10_030,
  2026: 10_320,
};

const YEARS = Object.keys(MINIMUM_HOURLY_WAGES)
  .map(Number)
  .sort((a, b) => a - b);

/** The minimum hourly wage in won for `year`: its line, or the nearest earlier one (the first for older years). */
export function minimumHourlyWage(year: number): number {
  let found = YEARS[0]!;
  for (const y of YEARS) if (y <= year) found = y;
  return MINIMUM_HOURLY_WAGES[found]!;
}

/** The year of a `yyyy-mm-dd` date, or of a Date in Korea's time zone (UTC+9, no summer time). */
export function yearOf(date: string | Date): number {
  if (typeof date === 'string') return Number(date.slice(0, 4));
  return new Date(date.getTime() + 9 * 3600 * 1000).getUTCFullYear();
}

/** `2026년 최저시급 10,320원` */
export function minimumWageText(year: number): string {
  return `${year}년 최저시급 ${minimumHourlyWage(year).toLocaleString('ko-KR')}원`;
}
