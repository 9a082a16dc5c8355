// Option lists → levels (PRODUCT.md "Care needs are ordinal").
// Elder: the need in a category is the highest level among the options chosen; nothing chosen = 1.
// Caregiver: the capability is the highest level among the options chosen (식사 도움 = 2 … 모두 가능 = 4).
// Nothing chosen (or `해당 없음`, the explicit form of it) = 1, read as "can assist only an elder who manages alone (need 1)": choosing no help
// in a category is the caregiver saying they offer none there, and level 1 is exactly "no help needed".
import {
  ALL_OPTION,
  NONE_OPTION,
  CAREGIVER_MEAL_OPTIONS,
  CAREGIVER_MOBILITY_OPTIONS,
  CAREGIVER_TOILETING_OPTIONS,
  DAILY_ITEMS,
  ELDER_MEAL_OPTIONS,
  ELDER_MOBILITY_OPTIONS,
  ELDER_TOILETING_OPTIONS,
  MAX_LEVEL,
  type Category,
  type DailyItem,
  type Level,
} from './options';
import type { CaregiverForMatching, ElderForMatching } from './types';

export interface Levels {
  meal: Level;
  toileting: Level;
  mobility: Level;
  /** 일상 items, in DAILY_ITEMS order, without duplicates. */
  daily: DailyItem[];
}

type Options = Pick<ElderForMatching, 'meal' | 'toileting' | 'mobility' | 'daily'>;
type Capabilities = Pick<CaregiverForMatching, 'meal' | 'toileting' | 'mobility' | 'daily'>;

function highest(
  chosen: readonly string[],
  list: readonly string[],
  levelOfIndex: (i: number) => number,
): Level {
  let level = 1;
  for (const option of chosen) {
    if (option === NONE_OPTION) continue; // 해당 없음 = nothing chosen (level 1)
    const i = list.indexOf(option);
    // Data is validated on the way in; an unknown option here is a bug, so fail loudly.
    if (i < 0) throw new RangeError(`matching: unknown option "${option}"`);
    level = Math.max(level, levelOfIndex(i));
  }
  return level as Level;
}

function dailySet(chosen: readonly string[], allowAll: boolean): DailyItem[] {
  if (allowAll && chosen.includes(ALL_OPTION)) return [...DAILY_ITEMS];
  for (const option of chosen) {
    if (option === NONE_OPTION) continue;
    if (!(DAILY_ITEMS as readonly string[]).includes(option)) {
      throw new RangeError(`matching: unknown 일상 option "${option}"`);
    }
  }
  return DAILY_ITEMS.filter((item) => chosen.includes(item));
}

const elderLevel = (i: number) => i + 1;
// Caregiver lists: three options at levels 2, 3, 4, then 모두 가능 (= the top level).
const caregiverLevel = (i: number) => Math.min(i + 2, MAX_LEVEL);

export function elderNeedLevels(elder: Options): Levels {
  return {
    meal: highest(elder.meal, ELDER_MEAL_OPTIONS, elderLevel),
    toileting: highest(elder.toileting, ELDER_TOILETING_OPTIONS, elderLevel),
    mobility: highest(elder.mobility, ELDER_MOBILITY_OPTIONS, elderLevel),
    daily: dailySet(elder.daily, false),
  };
}

export function caregiverCapabilityLevels(caregiver: Capabilities): Levels {
  return {
    meal: highest(caregiver.meal, CAREGIVER_MEAL_OPTIONS, caregiverLevel),
    toileting: highest(caregiver.toileting, CAREGIVER_TOILETING_OPTIONS, caregiverLevel),
    mobility: highest(caregiver.mobility, CAREGIVER_MOBILITY_OPTIONS, caregiverLevel),
    daily: dailySet(caregiver.daily, true),
  };
}

/** A card's four task tags (일상, 이동, 식사, 배변). */
export type TaskTags = Record<Category, boolean>;

/**
 * For an elder: lit when help is needed (level above 1; any 일상 item).
 * For a caregiver: lit when they can give help there (capability above 1; any 일상 item).
 * Both read the same way off the levels, so one function serves both kinds of card.
 */
export function taskTags(levels: Levels): TaskTags {
  return {
    meal: levels.meal > 1,
    toileting: levels.toileting > 1,
    mobility: levels.mobility > 1,
    daily: levels.daily.length > 0,
  };
}

/** Per category: does the capability meet the need (일상: the elder's set within the caregiver's)? */
export function categoriesMet(need: Levels, capability: Levels): Record<Category, boolean> {
  return {
    meal: capability.meal >= need.meal,
    toileting: capability.toileting >= need.toileting,
    mobility: capability.mobility >= need.mobility,
    daily: need.daily.every((item) => capability.daily.includes(item)),
  };
}
