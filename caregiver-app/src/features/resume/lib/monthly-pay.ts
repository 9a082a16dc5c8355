import { TIME_SLOTS } from '@dolbom/shared-api/contracts';

/** Weeks in a month on average (365 / 12 / 7), the figure Korean payroll uses. */
export const WEEKS_PER_MONTH = 4.345;

/** Hours a week: days × the hours of the chosen slots (9–12 = 3, 12–18 = 6, 18–21 = 3). */
export function weeklyHours(workDay: readonly number[], workTimeSlot: readonly number[]): number {
  const perDay = TIME_SLOTS.filter((s) => workTimeSlot.includes(s.slot)).reduce(
    (sum, s) => sum + (s.endMinute - s.startMinute) / 60,
    0,
  );
  return workDay.length * perDay;
}

export interface MonthlyPay {
  weeklyHours: number;
  base: number;
  /** 주휴수당: paid when the week has 15 hours or more (weekly hours / 40 × 8 hours, at most 8). */
  holiday: number;
  total: number;
}

/** Estimated monthly pay = weekly hours × wage × 4.345, plus weekly holiday pay from 15 hours a week. */
export function monthlyPay(hours: number, wage: number): MonthlyPay {
  const base = Math.round(hours * wage * WEEKS_PER_MONTH);
  const holidayHours = hours >= 15 ? (Math.min(hours, 40) / 40) * 8 : 0;
  const holiday = Math.round(holidayHours * wage * WEEKS_PER_MONTH);
  return { weeklyHours: hours, base, holiday, total: base + holiday };
}
