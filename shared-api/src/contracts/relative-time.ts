// One relative-time rule for every card of both roles (issue 15: `3일 전` on every card): when a posting,
// contact or apply was made, in words a 60-year-old reads at a glance. Days are counted on the Korean
// calendar (KST), so "어제" means yesterday in Korea wherever the code runs.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const KST_OFFSET = 9 * HOUR;

const kstDay = (t: number) => Math.floor((t + KST_OFFSET) / (24 * HOUR));

/**
 * `방금 전` (under a minute, or a clock a little ahead), `N분 전`, `N시간 전` (same KST day), `어제`,
 * `N일 전` (under a week), `N주 전` (under five weeks), `N개월 전` (under a year), then `N년 전`.
 * An unreadable date gives ''.
 */
export function relativeTimeText(when: string | Date, now: Date = new Date()): string {
  const t = typeof when === 'string' ? Date.parse(when) : when.getTime();
  if (!Number.isFinite(t)) return '';
  const diff = now.getTime() - t;
  if (diff < MINUTE) return '방금 전';
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}분 전`;
  const days = kstDay(now.getTime()) - kstDay(t);
  if (days <= 0) return `${Math.floor(diff / HOUR)}시간 전`;
  if (days === 1) return '어제';
  if (days < 7) return `${days}일 전`;
  if (days < 35) return `${Math.floor(days / 7)}주 전`;
  if (days < 365) return `${Math.max(1, Math.floor(days / 30))}개월 전`;
  return `${Math.floor(days / 365)}년 전`;
}
