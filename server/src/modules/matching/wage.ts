// Wage fit: the elder's offer against the caregiver's desired hourly wage.
// An offer that is not hourly is turned into an hourly rate with the elder's own weekly hours:
// 일급 and 건별 (per visit) over the average hours of a working day, 월급 over the weekly hours × 52 / 12.
import type { WageType } from './options';
import type { ScheduleOverlap } from './schedule';

const WEEKS_PER_MONTH = 52 / 12;
/** An offer this far below the desired wage (or further) earns no wage points; linear in between. */
export const WAGE_FLOOR_RATIO = 0.8;

/** The offer per hour in won, or null when it cannot be known (a non-hourly offer and no hours). */
export function hourlyOffer(
  wageType: WageType,
  wage: number,
  week: Pick<ScheduleOverlap, 'elderMinutes' | 'elderDays'>,
): number | null {
  if (wageType === '시급') return wage;
  if (week.elderMinutes <= 0 || week.elderDays <= 0) return null;
  const weeklyHours = week.elderMinutes / 60;
  if (wageType === '월급') return wage / (weeklyHours * WEEKS_PER_MONTH);
  return wage / (weeklyHours / week.elderDays); // 일급, 건별
}

/**
 * 0–1: 1 when the offer meets the desired wage (or none is desired), 0 at or below 80 % of it,
 * linear between; 0.5 (neither good nor bad) when the hourly offer is unknown.
 */
export function wageFit(offerPerHour: number | null, desiredPerHour: number): number {
  if (!(desiredPerHour > 0)) return 1;
  if (offerPerHour === null) return 0.5;
  const ratio = offerPerHour / desiredPerHour;
  return Math.min(1, Math.max(0, (ratio - WAGE_FLOOR_RATIO) / (1 - WAGE_FLOOR_RATIO)));
}

/** 13000 → '13,000' (no locale data needed). */
export function formatWon(won: number): string {
  return String(Math.round(won)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
