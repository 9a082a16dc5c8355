// What does not fit, said as plainly as what fits (issue 30, item 8). The near list's one line per card
// (PRODUCT.md "Near picks": `내 조건에 맞아요`, or the one main reason the elder does not fit the
// caregiver's resume) is the first of `mismatches`, so a card's line is always on its detail too.
// Order: the hard filters (filters.ts order), then the hours her active jobs have taken (`월·수 오후에 다른
// 근무가 있어요`, even when either side said 시간 협의 가능: those hours are not hers to negotiate), the week
// (unless either side said 시간 협의 가능), the wage, family and pets. Distance is not a reason: every card of a list is already in range. Job search
// switched off does not count (it only hides from managers).
import { candidateFailures } from './filters';
import {
  CATEGORY_LABELS,
  ELDER_MEAL_OPTIONS,
  ELDER_MOBILITY_OPTIONS,
  ELDER_TOILETING_OPTIONS,
  TIME_SLOTS,
  WEEKDAYS,
  WEEKDAY_LABELS,
} from './options';
import { dayRange, mergedBooked, scheduleOverlap, takenSeconds } from './schedule';
import type { CaregiverForMatching, ElderForMatching } from './types';
import { formatWon, hourlyOffer } from './wage';
import { caregiverCapabilityLevels, elderNeedLevels } from './levels';

export const FITS_TEXT = '내 조건에 맞아요';

const SLOT_NAMES = ['오전', '오후', '저녁'] as const;
const NEED_OPTIONS = {
  meal: ELDER_MEAL_OPTIONS,
  toileting: ELDER_TOILETING_OPTIONS,
  mobility: ELDER_MOBILITY_OPTIONS,
} as const;

/** Who reads the sentence: the caregiver about her own resume, or a manager about hers. */
export type Viewer = 'caregiver' | 'manager';

/** One thing that does not fit, worded for each reader (most sentences read the same for both). */
export interface Mismatch {
  kind:
    'meal' | 'toileting' | 'mobility' | 'daily' | 'grade' | 'gender' | 'schedule' | 'wage' | 'family' | 'pet';
  caregiver: string;
  manager: string;
}

/** 이 or 가 after a Korean word (final consonant or not). */
function subject(word: string): string {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  return code >= 0 && code < 11172 && code % 28 !== 0 ? '이' : '가';
}

const both = (kind: Mismatch['kind'], text: string): Mismatch => ({ kind, caregiver: text, manager: text });

/** The hard filters the pair fails, as sentences (resume, job switch and distance say nothing here). */
function filterMismatches(elder: ElderForMatching, caregiver: CaregiverForMatching): Mismatch[] {
  const out: Mismatch[] = [];
  const need = elderNeedLevels(elder);
  for (const f of candidateFailures(elder, { ...caregiver, jobOpen: true }, Infinity)) {
    switch (f) {
      case 'meal':
      case 'toileting':
      case 'mobility': {
        const label = CATEGORY_LABELS[f];
        const needed = NEED_OPTIONS[f][need[f] - 1] ?? '';
        out.push({
          kind: f,
          caregiver: `${label} 도움이 가능해야 해요`,
          manager: `${label} 도움(${needed})은 이력서에 없어요`,
        });
        break;
      }
      case 'daily': {
        const can = caregiverCapabilityLevels(caregiver).daily;
        const missing = need.daily.filter((item) => !can.includes(item)).join(', ');
        out.push({
          kind: 'daily',
          caregiver: `일상 도움(${missing})이 가능해야 해요`,
          manager: `일상 도움(${missing})은 이력서에 없어요`,
        });
        break;
      }
      case 'grade':
        out.push(both('grade', `${elder.rank}등급은 희망 등급이 아니에요`));
        break;
      case 'gender':
        out.push(both('gender', `${elder.gender === 'male' ? '남자' : '여자'} 어르신은 희망하지 않았어요`));
        break;
      default:
        break; // resume, jobClosed, distance: not a reason on a card
    }
  }
  return out;
}

/** 월·수, or 월~금 for three or more days in a row. */
export function weekdaysText(days: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < days.length;) {
    let j = i;
    while (j + 1 < days.length && days[j + 1] === days[j]! + 1) j += 1;
    const run = days.slice(i, j + 1).map((d) => WEEKDAY_LABELS[d]!);
    parts.push(run.length >= 3 ? `${run[0]}~${run[run.length - 1]}` : run.join('·'));
    i = j + 1;
  }
  return parts.join('·');
}

/** `월·수 오전이 맞지 않아요`: the elder's days (and parts of day) the caregiver's week does not cover. */
export function scheduleMismatch(elder: ElderForMatching, caregiver: CaregiverForMatching): string | null {
  if (elder.negotiable || caregiver.isNegotiableTime) return null;
  const days: number[] = [];
  const slots = new Set<number>();
  let outsideSlots = false;
  for (const weekday of WEEKDAYS) {
    const range = dayRange(elder.schedule[weekday]);
    if (!range) continue;
    const [start, end] = range;
    const works = caregiver.workDay.includes(weekday);
    let uncovered = false;
    let inSlots = 0;
    TIME_SLOTS.forEach(({ slot, startMinute, endMinute }) => {
      const part = Math.min(end, endMinute * 60) - Math.max(start, startMinute * 60);
      if (part <= 0) return;
      inSlots += part;
      if (!works || !caregiver.workTimeSlot.includes(slot)) {
        uncovered = true;
        slots.add(slot);
      }
    });
    if (inSlots < end - start) {
      uncovered = true;
      outsideSlots = true;
    }
    if (uncovered) days.push(weekday);
  }
  if (!days.length) return null;
  const when =
    outsideSlots || !slots.size
      ? '시간'
      : [...slots]
          .sort()
          .map((s) => SLOT_NAMES[s])
          .join('·');
  return `${weekdaysText(days)} ${when}${subject(when)} 맞지 않아요`;
}

/**
 * `월·수 오후에 다른 근무가 있어요`: the elder's days and parts of day (slots) that the caregiver's active jobs
 * have already taken (issue 31), or null when none clash.
 */
export function bookedClash(elder: ElderForMatching, caregiver: CaregiverForMatching): string | null {
  const booked = caregiver.booked ?? [];
  if (!booked.length) return null;
  const days: number[] = [];
  const slots = new Set<number>();
  for (const weekday of WEEKDAYS) {
    const range = dayRange(elder.schedule[weekday]);
    if (!range) continue;
    const taken = mergedBooked(booked, weekday);
    let clashes = false;
    TIME_SLOTS.forEach(({ slot, startMinute, endMinute }) => {
      const from = Math.max(range[0], startMinute * 60);
      const to = Math.min(range[1], endMinute * 60);
      if (to > from && takenSeconds(taken, from, to) > 0) {
        clashes = true;
        slots.add(slot);
      }
    });
    if (clashes) days.push(weekday);
  }
  if (!days.length) return null;
  const when = [...slots]
    .sort()
    .map((s) => SLOT_NAMES[s])
    .join('·');
  return `${weekdaysText(days)} ${when}에 다른 근무가 있어요`;
}

/** The offer per hour is below the caregiver's desired hourly wage (a 일급/월급 says what it is per hour). */
export function wageMismatch(elder: ElderForMatching, caregiver: CaregiverForMatching): string | null {
  if (!(caregiver.wage > 0)) return null;
  const offer = hourlyOffer(elder.wageType, elder.wage, scheduleOverlap(elder.schedule, [], []));
  if (offer === null || offer >= caregiver.wage) return null;
  const perHour = elder.wageType === '시급' ? '시급이' : `시급으로 약 ${formatWon(offer)}원,`;
  return `${perHour} 희망(${formatWon(caregiver.wage)}원)보다 낮아요`;
}

/** Everything that does not fit, in the card's order; empty without a resume (nothing to compare). */
export function mismatches(elder: ElderForMatching, caregiver: CaregiverForMatching): Mismatch[] {
  if (!caregiver.resumeRegistered) return [];
  const out = filterMismatches(elder, caregiver);
  const clash = bookedClash(elder, caregiver);
  if (clash) out.push(both('schedule', clash));
  const week = scheduleMismatch(elder, caregiver);
  if (week) out.push(both('schedule', week));
  const wage = wageMismatch(elder, caregiver);
  if (wage) out.push(both('wage', wage));
  if (elder.family === '집에 있어요' && !caregiver.isFamilyPreferred)
    out.push({
      kind: 'family',
      caregiver: '가족 동거는 어렵다고 하셨어요',
      manager: '가족 동거는 어렵다고 했어요',
    });
  if (elder.pet === '있어요' && !caregiver.isPetPreferred)
    out.push({
      kind: 'pet',
      caregiver: '반려동물은 어렵다고 하셨어요',
      manager: '반려동물은 어렵다고 했어요',
    });
  return out;
}

/** The sentences for one reader. */
export function mismatchTexts(
  elder: ElderForMatching,
  caregiver: CaregiverForMatching,
  viewer: Viewer,
): string[] {
  return mismatches(elder, caregiver).map((m) => m[viewer]);
}

/** The main reason the elder does not fit the caregiver's resume, or null when it fits. */
export function mainMismatch(elder: ElderForMatching, caregiver: CaregiverForMatching): string | null {
  return mismatches(elder, { ...caregiver, resumeRegistered: true })[0]?.caregiver ?? null;
}

/** The card's line: null without a resume (the remote asks to write one instead). */
export function fitText(elder: ElderForMatching, caregiver: CaregiverForMatching): string | null {
  if (!caregiver.resumeRegistered) return null;
  return mainMismatch(elder, caregiver) ?? FITS_TEXT;
}

/** A card's fit: its line, whether it fits, and every sentence against (the detail lists them all). */
export interface Fit {
  fit: string | null;
  fits: boolean;
  mismatches: string[];
}
export function fitOf(elder: ElderForMatching, caregiver: CaregiverForMatching): Fit {
  const list = mismatchTexts(elder, caregiver, 'caregiver');
  const fit = caregiver.resumeRegistered ? (list[0] ?? FITS_TEXT) : null;
  return { fit, fits: fit === FITS_TEXT, mismatches: list };
}
