import { isApiError, UNKNOWN_ERROR_MESSAGE } from '@dolbom/shared-api';
import { messages } from '@dolbom/shared-ui';

/** 13000 → '13,000' (spec §5: thousands separators are shown). */
export function thousands(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 13000 → '13,000원'. */
export const won = (n: number) => `${thousands(n)}원`;

/** '시급 13,000원'. */
export const wageText = (wageType: string, wage: number) => `${wageType} ${won(wage)}`;

/** A 일급/월급 per hour, so wages compare (issue 30): '시급으로 약 12,222원'. */
export const perHourText = (perHour: number) => `시급으로 약 ${won(perHour)}`;

/** The one distance text of both remotes and the server (`약 1km 이내`, `약 2.2km`). */
export { distanceText } from '@dolbom/shared-api/constants';

/** '2026-11-20T…' → '11월 20일'. */
export function dayText(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : `${d.getMonth() + 1}월 ${d.getDate()}일`;
}

/** The Korean message to show for a failed call. */
export function errorText(e: unknown): string {
  return isApiError(e) ? e.message : UNKNOWN_ERROR_MESSAGE;
}

/** Builds an API path with its query; it is also the SWR key (keys are API paths). */
export function apiPath(path: string, query: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.append(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** What a failed load says: the server's message for a 4xx (e.g. not found), the shared text otherwise. */
export function loadErrorText(e: unknown): string {
  return isApiError(e) && e.status >= 400 && e.status < 500 ? e.message : messages.loadError;
}

/** Digits → 0000-0000000 (the certificate number). */
export function formatCertificate(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, 11);
  return d.length > 4 ? `${d.slice(0, 4)}-${d.slice(4)}` : d;
}

const WEEKDAYS = ['월', '화', '수', '목', '금', '토', '일'] as const;

/** [0,1,2,3,4] → '월~금', [0,2] → '월·수' (three or more days in a row joined with ~). */
export function daysText(days: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < days.length;) {
    let j = i;
    while (j + 1 < days.length && days[j + 1] === days[j]! + 1) j += 1;
    const run = days.slice(i, j + 1).map((d) => WEEKDAYS[d] ?? '');
    parts.push(run.length >= 3 ? `${run[0]}~${run[run.length - 1]}` : run.join('·'));
    i = j + 1;
  }
  return parts.join('·');
}

/** An elder's week in one line: days with the same hours together (`월~금 13:00~18:00, 토 09:00~12:00`). */
export function scheduleText(schedule: ReadonlyArray<{ start: string; end: string } | null>): string {
  const byHours = new Map<string, number[]>();
  schedule.slice(0, 7).forEach((day, i) => {
    if (!day) return;
    const hours = `${day.start.slice(0, 5)}~${day.end.slice(0, 5)}`;
    byHours.set(hours, [...(byHours.get(hours) ?? []), i]);
  });
  return [...byHours].map(([hours, days]) => `${daysText(days)} ${hours}`).join(', ');
}
