// The short Korean reasons shown under a match (PRODUCT.md: `식사·이동 가능, 주 5일 중 4일 가능, 1.1km`).
// Only reasons for a fit are given here; what does not fit is said by fit.ts (mismatches).
import { CATEGORIES, CATEGORY_LABELS, type Category } from './options';
import type { ScheduleOverlap } from './schedule';
import { formatWon } from './wage';
import { distanceText } from '@dolbom/shared-api/contracts';

export const REASON_TEXT = {
  negotiable: '시간 협의 가능',
  family: '가족 동거 가능',
  pet: '반려동물 가능',
} as const;

/** `식사·이동 가능`: the categories the elder needs help in that the caregiver covers; null if none. */
export function tasksReason(
  needed: Record<Category, boolean>,
  met: Record<Category, boolean>,
): string | null {
  const labels = CATEGORIES.filter((c) => needed[c] && met[c]).map((c) => CATEGORY_LABELS[c]);
  return labels.length ? `${labels.join('·')} 가능` : null;
}

/** 150 minutes → `2시간 30분`; 600 → `10시간`. */
export function hoursText(minutes: number): string {
  const whole = Math.round(minutes);
  const h = Math.floor(whole / 60);
  const m = whole % 60;
  if (h === 0) return `${m}분`;
  return m === 0 ? `${h}시간` : `${h}시간 ${m}분`;
}

/**
 * The week, said so it cannot be misread (issue 30): `주 5일 모두 가능` when every hour is covered;
 * `주 5일 중 4일 가능` when some days are covered entirely (what does not fit is said beside it, fit.ts);
 * when no day is, the hours: `주 25시간 중 10시간 가능` (it read `주 5일 중 5일 일부 가능` before);
 * null when nothing overlaps or the elder has no hours.
 */
export function scheduleReason(o: ScheduleOverlap): string | null {
  if (o.elderDays > 0 && o.daysCovered === o.elderDays) return `주 ${o.elderDays}일 모두 가능`;
  if (o.daysCovered > 0) return `주 ${o.elderDays}일 중 ${o.daysCovered}일 가능`;
  if (o.daysPartlyCovered > 0)
    return `주 ${hoursText(o.elderMinutes)} 중 ${hoursText(o.coveredMinutes)} 가능`;
  return null;
}

/**
 * `약 1.1km`, or `약 1km 이내` below 1 km: the one rule of every distance text (shared-api
 * contracts/distance-text.ts), so the reasons say what the card and 근무 조건 say.
 */
export function distanceReason(km: number): string {
  return distanceText(km);
}

/** `시급 13,000원 이상`: the offer (per hour) meets the caregiver's desired hourly wage. */
export function wageReason(desiredPerHour: number): string {
  return `시급 ${formatWon(desiredPerHour)}원 이상`;
}
