// The derived columns stored next to the option lists (issue 6: "store the levels as indexed columns,
// written on every create/update"). Repositories spread these into every insert and update of an
// elder or a resume, so SQL can filter on plain integers.
import { DAILY_ITEMS, type DailyItem } from './options';
import { caregiverCapabilityLevels, elderNeedLevels } from './levels';
import type { CaregiverForMatching, ElderForMatching } from './types';

/** 일상 items as bits in DAILY_ITEMS order (bit i = item i). */
export function dailyMask(items: readonly DailyItem[]): number {
  return items.reduce((mask, item) => mask | (1 << DAILY_ITEMS.indexOf(item)), 0);
}

/** Accepted grades as bits (bit r = grade r). */
export function rankMask(ranks: readonly number[]): number {
  return ranks.reduce((mask, r) => mask | (1 << r), 0);
}

export function elderLevelColumns(
  elder: Pick<ElderForMatching, 'meal' | 'toileting' | 'mobility' | 'daily'>,
) {
  const need = elderNeedLevels(elder);
  return {
    mealLevel: need.meal,
    toiletingLevel: need.toileting,
    mobilityLevel: need.mobility,
    dailyMask: dailyMask(need.daily),
  };
}

export function resumeLevelColumns(
  resume: Pick<CaregiverForMatching, 'meal' | 'toileting' | 'mobility' | 'daily' | 'elderRank'>,
) {
  const capability = caregiverCapabilityLevels(resume);
  return {
    mealLevel: capability.meal,
    toiletingLevel: capability.toileting,
    mobilityLevel: capability.mobility,
    dailyMask: dailyMask(capability.daily),
    rankMask: rankMask(resume.elderRank),
  };
}
