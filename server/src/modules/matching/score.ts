// Match score 0–100 and its reasons. Works for any pair, candidate or not (a caregiver's received
// contacts are scored too); for candidates the tasks, grade and gender parts are always full.
import { caregiverCapabilityLevels, categoriesMet, elderNeedLevels, taskTags, type Levels } from './levels';
import { MAX_LEVEL } from './options';
import { REASON_TEXT, distanceReason, scheduleReason, tasksReason, wageReason } from './reasons';
import { scheduleOverlap, type ScheduleOverlap } from './schedule';
import type { CaregiverForMatching, ElderForMatching } from './types';
import { hourlyOffer, wageFit } from './wage';

/**
 * Points per part; they add up to 100. Each part is a fraction 0–1 times its weight.
 *
 * | part     | pts | full marks when                                                | 0 when                          |
 * |----------|-----|----------------------------------------------------------------|---------------------------------|
 * | schedule | 25  | the caregiver's days × slots cover all of the elder's hours    | nothing overlaps / no hours     |
 * | tasks    | 20  | every category the elder needs help in is met (일상 item share) | none is met                     |
 * | distance | 20  | same place; linear 1 − d / radius                              | at or beyond the radius         |
 * | wage     | 10  | hourly offer ≥ desired wage (or none desired); unknown = half  | offer ≤ 80 % of desired         |
 * | surplus  | 5   | capability at the top level where the elder needs less         | capability only equals the need |
 * | grade    | 5   | elder grade among the accepted grades                          | not among them                  |
 * | gender   | 5   | preferred gender EVERY or the elder's                          | the other gender                |
 * | family   | 5   | no family at home, or the caregiver is fine with family        | family at home, caregiver not   |
 * | pet      | 5   | no pet, or the caregiver is fine with pets                     | pet, caregiver not              |
 */
export const WEIGHTS = {
  schedule: 25,
  tasks: 20,
  distance: 20,
  wage: 10,
  surplus: 5,
  grade: 5,
  gender: 5,
  family: 5,
  pet: 5,
} as const;
export type ScorePart = keyof typeof WEIGHTS;
const PARTS = Object.keys(WEIGHTS) as ScorePart[];

export interface MatchScore {
  /** 0–100, an integer. */
  score: number;
  /** Short Korean reasons, in display order. */
  reasons: string[];
  /** Each part as a fraction 0–1 (before weighting), for tests and debugging. */
  parts: Record<ScorePart, number>;
  /** The schedule overlap, for the time_match sort and the detail screen. */
  overlap: ScheduleOverlap;
}

const ORDINAL = ['meal', 'toileting', 'mobility'] as const;

/** Share of what the elder needs help with that the caregiver covers; 1 when the elder needs nothing. */
function tasksPart(need: Levels, capability: Levels): number {
  let needed = 0;
  let met = 0;
  for (const c of ORDINAL) {
    if (need[c] > 1) {
      needed += 1;
      if (capability[c] >= need[c]) met += 1;
    }
  }
  if (need.daily.length > 0) {
    needed += 1;
    met += need.daily.filter((item) => capability.daily.includes(item)).length / need.daily.length;
  }
  return needed === 0 ? 1 : met / needed;
}

/** Mean over 식사, 배변, 이동 of the headroom above the need used, (capability − need) / (4 − need). */
function surplusPart(need: Levels, capability: Levels): number {
  let sum = 0;
  for (const c of ORDINAL) {
    const room = MAX_LEVEL - need[c];
    sum += room === 0 ? (capability[c] >= need[c] ? 1 : 0) : Math.max(0, capability[c] - need[c]) / room;
  }
  return sum / ORDINAL.length;
}

function distancePart(distanceKm: number, radiusKm: number): number {
  if (!(distanceKm >= 0) || !(distanceKm <= radiusKm)) return 0; // NaN or out of range
  return radiusKm > 0 ? 1 - distanceKm / radiusKm : 1;
}

/** What the numeric score reads about a caregiver besides their capability levels. */
export type ScoredCaregiver = Pick<
  CaregiverForMatching,
  | 'workDay'
  | 'workTimeSlot'
  | 'wage'
  | 'elderRank'
  | 'preferredGender'
  | 'isFamilyPreferred'
  | 'isPetPreferred'
  | 'booked'
>;

/** The elder's side of every score, computed once per elder object (lists score one elder many times). */
const needCache = new WeakMap<ElderForMatching, Levels>();
function needOf(elder: ElderForMatching): Levels {
  let need = needCache.get(elder);
  if (!need) {
    need = elderNeedLevels(elder);
    needCache.set(elder, need);
  }
  return need;
}

/**
 * The score without its reasons, from capability levels already known — the stored columns of a
 * resume give them without parsing the option lists. `matchScore` is this plus the reasons, so a list
 * may rank every row with this and build reasons only for the rows it shows.
 */
export function scoreFromLevels(
  elder: ElderForMatching,
  capability: Levels,
  caregiver: ScoredCaregiver,
  distanceKm: number,
  radiusKm: number,
  /** `scheduleOverlap(elder.schedule, caregiver.workDay, caregiver.workTimeSlot, caregiver.booked)` when already known. */
  knownOverlap?: ScheduleOverlap,
): Omit<MatchScore, 'reasons'> & { offer: number | null } {
  const need = needOf(elder);
  const overlap =
    knownOverlap ??
    scheduleOverlap(elder.schedule, caregiver.workDay, caregiver.workTimeSlot, caregiver.booked);
  const offer = hourlyOffer(elder.wageType, elder.wage, overlap);
  const familyAtHome = elder.family === '집에 있어요';
  const hasPet = elder.pet === '있어요';

  const parts: Record<ScorePart, number> = {
    schedule: overlap.share,
    tasks: tasksPart(need, capability),
    distance: distancePart(distanceKm, radiusKm),
    wage: wageFit(offer, caregiver.wage),
    surplus: surplusPart(need, capability),
    grade: caregiver.elderRank.includes(elder.rank) ? 1 : 0,
    gender: caregiver.preferredGender === 'EVERY' || caregiver.preferredGender === elder.gender ? 1 : 0,
    family: !familyAtHome || caregiver.isFamilyPreferred ? 1 : 0,
    pet: !hasPet || caregiver.isPetPreferred ? 1 : 0,
  };
  let total = 0;
  for (const part of PARTS) total += WEIGHTS[part] * parts[part];
  const score = Math.min(100, Math.max(0, Math.round(total)));
  return { score, parts, overlap, offer };
}

export function matchScore(
  elder: ElderForMatching,
  caregiver: CaregiverForMatching,
  distanceKm: number,
  radiusKm: number,
): MatchScore {
  const need = needOf(elder);
  const capability = caregiverCapabilityLevels(caregiver);
  const { score, parts, overlap, offer } = scoreFromLevels(
    elder,
    capability,
    caregiver,
    distanceKm,
    radiusKm,
  );
  const familyAtHome = elder.family === '집에 있어요';
  const hasPet = elder.pet === '있어요';

  const reasons: string[] = [];
  const tasks = tasksReason(taskTags(need), categoriesMet(need, capability));
  if (tasks) reasons.push(tasks);
  const days = scheduleReason(overlap);
  if (days) reasons.push(days);
  if (elder.negotiable || caregiver.isNegotiableTime) reasons.push(REASON_TEXT.negotiable);
  if (Number.isFinite(distanceKm)) reasons.push(distanceReason(distanceKm));
  if (caregiver.wage > 0 && offer !== null && offer >= caregiver.wage)
    reasons.push(wageReason(caregiver.wage));
  if (familyAtHome && caregiver.isFamilyPreferred) reasons.push(REASON_TEXT.family);
  if (hasPet && caregiver.isPetPreferred) reasons.push(REASON_TEXT.pet);

  return { score, reasons, parts, overlap };
}

/** What each part is called where the score is explained (`61점은 이렇게 매겼어요`). */
export const SCORE_PART_LABELS: Record<ScorePart, string> = {
  schedule: '근무 시간',
  tasks: '필요한 돌봄',
  distance: '거리',
  wage: '급여',
  surplus: '돌봄 여유',
  grade: '등급',
  gender: '성별',
  family: '가족 동거',
  pet: '반려동물',
};

export interface ScoreBreakdownItem {
  part: ScorePart;
  label: string;
  /** Whole points this part earned; the items add up to the score. */
  points: number;
  /** The part's weight. */
  max: number;
}

/**
 * The score as whole points per part (issue 30: `61점` explained), in WEIGHTS order. Each part is its
 * weight × its fraction rounded down, and the points the rounding left over go one each to the parts
 * with the largest remainders, so the items add up to exactly `score` and none exceeds its weight.
 */
export function scoreBreakdown(parts: Record<ScorePart, number>, score: number): ScoreBreakdownItem[] {
  const raw = PARTS.map((part) => WEIGHTS[part] * Math.min(1, Math.max(0, parts[part])));
  const items = PARTS.map((part, i) => ({
    part,
    label: SCORE_PART_LABELS[part],
    points: Math.floor(raw[i]! + 1e-9),
    max: WEIGHTS[part],
  }));
  let left = score - items.reduce((sum, item) => sum + item.points, 0);
  const byRemainder = PARTS.map((_, i) => i)
    .filter((i) => items[i]!.points < items[i]!.max)
    .sort((a, b) => raw[b]! - items[b]!.points - (raw[a]! - items[a]!.points) || a - b);
  for (const i of byRemainder) {
    if (left <= 0) break;
    items[i]!.points += 1;
    left -= 1;
  }
  return items;
}
