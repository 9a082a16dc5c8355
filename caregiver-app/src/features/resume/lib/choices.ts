import { ALL_OPTION, NONE_OPTION } from '@dolbom/shared-api/contracts';

/**
 * 모두 가능 and 해당 없음 each stand alone: choosing one clears the others, choosing another option
 * clears it.
 */
export function withAllOption<T extends string>(before: readonly T[], after: T[]): T[] {
  for (const alone of [ALL_OPTION, NONE_OPTION] as T[]) {
    if (after.includes(alone) && !before.includes(alone)) return [alone];
  }
  for (const alone of [ALL_OPTION, NONE_OPTION] as T[]) {
    if (after.includes(alone) && after.length > 1) return after.filter((v) => v !== alone);
  }
  return after;
}

/** 0 is the 모두 가능 chip of the grade step: it selects grades 1–6 (spec §5), and clears them again. */
export const ALL_RANKS = [1, 2, 3, 4, 5, 6] as const;
export function ranksAfter(before: readonly number[], after: number[]): number[] {
  const hadAll = ALL_RANKS.every((r) => before.includes(r));
  if (after.includes(0) && !hadAll) return [...ALL_RANKS];
  if (!after.includes(0) && hadAll) return after.length === ALL_RANKS.length ? [] : after;
  return after.filter((r) => r !== 0);
}

export { formatCertificate } from '../../../lib/format';
