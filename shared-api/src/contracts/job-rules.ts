// The pure rules of a job (issue 31, PRODUCT.md "After the match"), shared by the forms and the server
// so that both say the same thing: a week of visits, its hours, the pay estimate of 내 일정, whether a
// proposal sits inside the elder's schedule, clashes between two weeks, and the dates a proposal and an
// end may carry. Times are 'HH:MM' (an elder's schedule may carry ':SS', which is read and ignored).
// Arithmetic is in whole minutes, so "15 hours or more" is an exact comparison. Zod-free.
import { TIME_SLOTS, WEEKDAY_LABELS } from './care-options';
import { minimumHourlyWage, yearOf } from './minimum-wage';

/** One weekday's visit; null = no visit that day. */
export type JobDay = { start: string; end: string } | null;
/** Seven entries, Monday first. */
export type JobWeek = ReadonlyArray<JobDay | undefined>;

/** Weeks in a month on average (365.25 / 12 / 7, the figure 고용노동부 uses). */
export const WEEKS_PER_MONTH = 4.345;
/** 주휴수당 is due from 15 hours a week (근로기준법 제18조 3항). */
export const JUHYU_MIN_WEEKLY_MINUTES = 15 * 60;
/** A full week (40 hours) earns 8 hours of 주휴; fewer hours earn their share, never more than 8. */
export const FULL_WEEK_MINUTES = 40 * 60;
export const MAX_JUHYU_MINUTES = 8 * 60;

const TIME = /^(\d{2}):(\d{2})(?::\d{2})?$/;

/** 'HH:MM' (or 'HH:MM:SS') → minutes after midnight; '24:00' is the end of the day; NaN when not a time. */
export function minutesOf(time: string): number {
  const m = TIME.exec(time);
  if (!m) return NaN;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (min > 59 || h > 24 || (h === 24 && min > 0)) return NaN;
  return h * 60 + min;
}

/** 'HH:MM' of minutes after midnight. */
export function timeOf(minutes: number): string {
  const h = Math.floor(minutes / 60);
  return `${String(h).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The day's [start, end) in minutes, or null for no visit (or an end not after the start). */
export function dayInterval(day: JobDay | undefined): [number, number] | null {
  if (!day) return null;
  const start = minutesOf(day.start);
  const end = minutesOf(day.end);
  return Number.isFinite(start) && Number.isFinite(end) && end > start ? [start, end] : null;
}

export function weeklyMinutes(week: JobWeek): number {
  let total = 0;
  for (let d = 0; d < 7; d += 1) {
    const iv = dayInterval(week[d]);
    if (iv) total += iv[1] - iv[0];
  }
  return total;
}

/** Hours with at most two decimals (14.9, 15, 22.5). */
export const hoursOf = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

// ---------------------------------------------------------------- pay (PRODUCT.md "내 일정")
export interface JobPayInput {
  hourlyWage: number;
  schedule: JobWeek;
}

/** One job's monthly estimate, with the parts 내 일정 shows when she taps `어떻게 계산했나요`. */
export interface JobPay {
  hourlyWage: number;
  weeklyMinutes: number;
  weeklyHours: number;
  /** hourly × weekly hours × 4.345, in won. */
  basePay: number;
  /** 주휴 is due (15 hours a week or more). */
  juhyu: boolean;
  /** 주휴 hours a week: weekly hours ÷ 40 × 8, at most 8; 0 below 15 hours. */
  juhyuHours: number;
  /** juhyuHours × hourly × 4.345, in won. */
  juhyuPay: number;
  /** basePay + juhyuPay. */
  total: number;
}

/**
 * A job's monthly pay before tax: hourly × weekly hours × 4.345, plus 주휴 when the job's own weekly
 * hours are 15 or more — (weekly hours ÷ 40) × 8 hours, at most 8, × hourly, per week. Each part is
 * rounded to the won, so the parts shown always add up to the total.
 */
export function jobPay({ hourlyWage, schedule }: JobPayInput): JobPay {
  const minutes = weeklyMinutes(schedule);
  const juhyu = minutes >= JUHYU_MIN_WEEKLY_MINUTES;
  const juhyuMinutes = juhyu
    ? Math.min((minutes * MAX_JUHYU_MINUTES) / FULL_WEEK_MINUTES, MAX_JUHYU_MINUTES)
    : 0;
  const basePay = Math.round((hourlyWage * minutes * WEEKS_PER_MONTH) / 60);
  const juhyuPay = Math.round((hourlyWage * juhyuMinutes * WEEKS_PER_MONTH) / 60);
  return {
    hourlyWage,
    weeklyMinutes: minutes,
    weeklyHours: hoursOf(minutes),
    basePay,
    juhyu,
    juhyuHours: hoursOf(juhyuMinutes),
    juhyuPay,
    total: basePay + juhyuPay,
  };
}

/** Several jobs: each job's 주휴 is its own (15 hours with one center, not across centers). */
export function payEstimate(jobs: readonly JobPayInput[]): {
  jobs: JobPay[];
  weeklyHours: number;
  total: number;
} {
  const pays = jobs.map(jobPay);
  return {
    jobs: pays,
    weeklyHours: hoursOf(pays.reduce((s, p) => s + p.weeklyMinutes, 0)),
    total: pays.reduce((s, p) => s + p.total, 0),
  };
}

/** The wage is below the minimum of the year (`now` in Korea). */
export const belowMinimum = (hourlyWage: number, now: Date) => hourlyWage < minimumHourlyWage(yearOf(now));

// ---------------------------------------------------------------- the elder's schedule and clashes
/** Weekdays whose visit is not inside the elder's hours that day (no hours that day counts as outside). */
export function daysOutside(week: JobWeek, elderSchedule: JobWeek): number[] {
  const out: number[] = [];
  for (let d = 0; d < 7; d += 1) {
    const visit = dayInterval(week[d]);
    if (!visit) continue;
    const elder = dayInterval(elderSchedule[d]);
    if (!elder || visit[0] < elder[0] || visit[1] > elder[1]) out.push(d);
  }
  return out;
}

/** One weekday on which two weeks overlap, with the shared minutes. */
export interface Clash {
  weekday: number;
  start: number;
  end: number;
}

/** Where two weeks overlap (touching ends do not: 09:00–12:00 and 12:00–15:00 do not clash). */
export function clashesBetween(a: JobWeek, b: JobWeek): Clash[] {
  const out: Clash[] = [];
  for (let d = 0; d < 7; d += 1) {
    const x = dayInterval(a[d]);
    const y = dayInterval(b[d]);
    if (!x || !y) continue;
    const start = Math.max(x[0], y[0]);
    const end = Math.min(x[1], y[1]);
    if (end > start) out.push({ weekday: d, start, end });
  }
  return out;
}

/** 오전 (before noon), 오후 (12–18), 저녁 (from 18): the parts of day the cards speak of. */
const PARTS = ['오전', '오후', '저녁'] as const;
const PART_BOUNDS: ReadonlyArray<[number, number]> = [
  [0, TIME_SLOTS[1].startMinute],
  [TIME_SLOTS[1].startMinute, TIME_SLOTS[2].startMinute],
  [TIME_SLOTS[2].startMinute, 24 * 60],
];

/** `월·수 오전`: the days and the parts of day a list of intervals touches. */
export function whenText(intervals: readonly Clash[]): string {
  const days = [...new Set(intervals.map((c) => c.weekday))].sort((a, b) => a - b);
  const parts = new Set<number>();
  for (const c of intervals)
    PART_BOUNDS.forEach(([s, e], i) => {
      if (Math.min(c.end, e) > Math.max(c.start, s)) parts.add(i);
    });
  const partText = [...parts]
    .sort()
    .map((i) => PARTS[i])
    .join('·');
  return `${days.map((d) => WEEKDAY_LABELS[d]).join('·')} ${partText}`;
}

/** `월·수 오전에 다른 근무가 있어요` (PRODUCT.md), or null when nothing clashes. */
export function clashText(intervals: readonly Clash[]): string | null {
  return intervals.length ? `${whenText(intervals)}에 다른 근무가 있어요` : null;
}

// ---------------------------------------------------------------- dates
/** Today's date in Korea (UTC+9), `yyyy-mm-dd`. */
export function koreanDate(now: Date): string {
  return new Date(now.getTime() + 9 * 3600 * 1000).toISOString().slice(0, 10);
}

/** `yyyy-mm-dd` moved by whole days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A proposal may start up to 30 days back (a job already begun) and up to a year ahead. */
export const START_DATE_PAST_DAYS = 30;
export const START_DATE_FUTURE_DAYS = 365;
/** An end's last day: from the job's start, and within 90 days of today either way. */
export const LAST_DAY_WINDOW_DAYS = 90;

/** The minimum wage a proposal must meet: its start year's, or this year's when that is later. */
export function proposalMinimumWage(startDate: string, now: Date): { year: number; hourly: number } {
  const year = Math.max(yearOf(startDate), yearOf(now));
  return { year, hourly: minimumHourlyWage(year) };
}
