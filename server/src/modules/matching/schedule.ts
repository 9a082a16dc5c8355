// Weekly schedule overlap: the elder's hours (per weekday start–end) against the caregiver's
// days × slots (0 = 9–12, 1 = 12–18, 2 = 18–21). Arithmetic in whole seconds, so "fully covered" is an
// exact comparison even when a time carries seconds.
import { TIME_SLOTS, WEEKDAYS, type TimeSlot, type Weekday } from './options';
import type { BookedSpan, DayHours, ElderSchedule } from './types';

const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** 'HH:MM' or 'HH:MM:SS' → seconds after midnight; '24:00' is the end of the day. */
export function parseTime(value: string): number {
  const m = TIME.exec(value);
  const [h, min, s] = [Number(m?.[1]), Number(m?.[2]), Number(m?.[3] ?? 0)];
  if (!m || min > 59 || s > 59 || h > 24 || (h === 24 && (min > 0 || s > 0))) {
    throw new RangeError(`schedule: bad time "${value}"`);
  }
  return h * 3600 + min * 60 + s;
}

/** The day's hours as [start, end) seconds, or null for a day off or an end not after the start. */
export function dayRange(day: DayHours | null | undefined): [number, number] | null {
  if (!day) return null;
  const start = parseTime(day.start);
  const end = parseTime(day.end);
  // No overnight shifts: an end at or before the start means no hours that day.
  return end > start ? [start, end] : null;
}

export interface ScheduleOverlap {
  /** Covered minutes / the elder's weekly minutes, 0–1; 0 when the elder has no hours at all. */
  share: number;
  elderMinutes: number;
  coveredMinutes: number;
  /** Weekdays on which the elder has hours. */
  elderDays: number;
  /** Of those, days whose hours the caregiver covers entirely. */
  daysCovered: number;
  /** Of those, days on which the caregiver covers at least a minute (includes daysCovered). */
  daysPartlyCovered: number;
}

const SLOT_SECONDS = TIME_SLOTS.map((s) => [s.startMinute * 60, s.endMinute * 60] as const);

// A list scores one elder against many caregivers: parse the elder's week once per schedule object.
const rangesCache = new WeakMap<ElderSchedule, ReadonlyArray<[number, number] | null>>();
function rangesOf(schedule: ElderSchedule): ReadonlyArray<[number, number] | null> {
  let ranges = rangesCache.get(schedule);
  if (!ranges) {
    ranges = WEEKDAYS.map((weekday) => dayRange(schedule[weekday]));
    rangesCache.set(schedule, ranges);
  }
  return ranges;
}

/**
 * The booked spans of one weekday, sorted and merged where they overlap or touch, so that the time they
 * take inside any range is the sum of their parts.
 */
export function mergedBooked(booked: readonly BookedSpan[], weekday: number): Array<[number, number]> {
  const spans = booked
    .filter((b) => b.weekday === weekday && b.end > b.start)
    .map((b): [number, number] => [b.start, b.end])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const out: Array<[number, number]> = [];
  for (const [start, end] of spans) {
    const last = out[out.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
}

/** Seconds of [start, end) that the merged spans take. */
export function takenSeconds(spans: ReadonlyArray<readonly [number, number]>, start: number, end: number) {
  let taken = 0;
  for (const [b, e] of spans) taken += Math.max(0, Math.min(end, e) - Math.max(start, b));
  return taken;
}

/**
 * How much of the elder's week the caregiver can work. A slot counts only on the caregiver's days,
 * and only the part of it inside the elder's hours counts (a slot partly covered counts partly).
 * Elder hours outside 9–21 can never be covered. Slots do not overlap, so the sum is exact. Hours her
 * active jobs have taken (`booked`, issue 31) are not hers to give: they are left out of every slot.
 */
export function scheduleOverlap(
  schedule: ElderSchedule,
  caregiverDays: readonly Weekday[],
  caregiverSlots: readonly TimeSlot[],
  booked: readonly BookedSpan[] = [],
): ScheduleOverlap {
  const days = new Set<number>(caregiverDays);
  const slots = new Set<number>(caregiverSlots);
  const ranges = rangesOf(schedule);
  let elderSeconds = 0;
  let coveredSeconds = 0;
  let elderDays = 0;
  let daysCovered = 0;
  let daysPartlyCovered = 0;
  for (const weekday of WEEKDAYS) {
    const range = ranges[weekday];
    if (!range) continue;
    const [start, end] = range;
    elderDays += 1;
    elderSeconds += end - start;
    if (!days.has(weekday)) continue;
    let covered = 0;
    const taken = booked.length ? mergedBooked(booked, weekday) : [];
    SLOT_SECONDS.forEach(([slotStart, slotEnd], slot) => {
      if (!slots.has(slot)) return;
      const from = Math.max(start, slotStart);
      const to = Math.min(end, slotEnd);
      if (to > from) covered += to - from - takenSeconds(taken, from, to);
    });
    coveredSeconds += covered;
    if (covered > 0) daysPartlyCovered += 1;
    if (covered === end - start) daysCovered += 1;
  }
  return {
    share: elderSeconds === 0 ? 0 : coveredSeconds / elderSeconds,
    elderMinutes: elderSeconds / 60,
    coveredMinutes: coveredSeconds / 60,
    elderDays,
    daysCovered,
    daysPartlyCovered,
  };
}

/** resumes.booked (flat (weekday, start, end) triples, migration 0046) as spans. */
export function bookedSpans(flat: readonly number[] | null | undefined): BookedSpan[] {
  const out: BookedSpan[] = [];
  if (!flat) return out;
  for (let i = 0; i + 2 < flat.length; i += 3) {
    out.push({ weekday: Number(flat[i]), start: Number(flat[i + 1]), end: Number(flat[i + 2]) });
  }
  return out;
}
