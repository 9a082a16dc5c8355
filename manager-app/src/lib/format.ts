import { rankLabel } from '@dolbom/shared-api/contracts';

/** 13000 → '13,000' (spec §5: thousands separators are shown). */
export function formatNumber(n: number): string {
  return Math.trunc(n).toLocaleString('ko-KR');
}

/** What the wage field holds after typing: the digits as a number; a non-number becomes 0 (spec §5). */
export function parseWage(input: string): number {
  const digits = input.replace(/\D/g, '').slice(0, 8);
  const n = Number(digits);
  return Number.isFinite(n) ? n : 0;
}

/** '시급 13,000원'. */
export function wageText(wage: number, wageType = '시급'): string {
  return `${wageType} ${formatNumber(wage)}원`;
}

/** The one distance text of both remotes and the server (`약 1km 이내`, `약 2.2km`). */
export { distanceText } from '@dolbom/shared-api/contracts';

/** Age in full years on today's date from yyyy-mm-dd. */
export function ageOf(birth: string, today = new Date()): number {
  const [y, m, d] = birth.split('-').map(Number) as [number, number, number];
  let age = today.getFullYear() - y;
  if (today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d)) age -= 1;
  return age;
}

export { rankLabel };

/** '2026-11-22T…' → '2026.11.22'. */
export function dateText(iso: string): string {
  return iso.slice(0, 10).replace(/-/g, '.');
}

/** `경력 3년` / `경력 1년 미만`; nothing without experience entries (issue 15). */
export function careerText(years: number | null | undefined): string {
  if (years === null || years === undefined) return '';
  return years < 1 ? '경력 1년 미만' : `경력 ${years}년`;
}

/** The caregiver's age group and years of experience, whichever are known (`60대`, `경력 3년`; issue 15). */
export function caregiverFacts(
  ageGroup: string | null | undefined,
  years: number | null | undefined,
): string[] {
  return [ageGroup ?? '', careerText(years)].filter(Boolean);
}

/**
 * `60대 · 경력 10년 · 방금 전` from its parts, leaving out the empty ones. Each part keeps its words
 * together (no-break spaces), so a narrow card wraps between parts, never inside `방금 전`.
 */
export function metaLine(parts: readonly string[]): string {
  return parts
    .filter(Boolean)
    .map((p) => p.replace(/ /g, '\u00a0'))
    .join(' · ');
}
