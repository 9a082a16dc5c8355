// Shared pieces of the 대체 근무 tests: dates by weekday, a job's week, the caller's notifications.
import { addDays, koreanDate, weekdayOf, type AppNotification } from '@dolbom/shared-api/contracts';
import type { Caller } from '../helpers/requests';

export const today = () => koreanDate(new Date());

/** The first date after `after` (today) on weekday `d` (0 = Monday). */
export const next = (d: number, after = today()) => {
  let date = addDays(after, 1);
  while (weekdayOf(date) !== d) date = addDays(date, 1);
  return date;
};

/** A job's week: `start`–`end` on `days` (0 = Monday). */
export const week = (days: number[], start: string, end: string) =>
  Array.from({ length: 7 }, (_, d) => (days.includes(d) ? { start, end } : null));

/** The caller's latest 50 notifications. */
export const notifications = async (who: Caller) =>
  ((await who('GET', '/api/notifications?size=50')).json() as { content: AppNotification[] }).content;
