// The near list's one line per card (PRODUCT.md "Near picks"): `내 조건에 맞아요`, or the one main reason
// the elder does not fit the caregiver's resume. The hard filters come first (in filters.ts order), then
// the week (unless either side said 시간 협의 가능), then the wage. Distance is not a reason: every card
// of the list is already in range. Job search switched off does not count (it only hides from managers).
import { candidateFailures, type FilterFailure } from './filters';
import { CATEGORY_LABELS, TIME_SLOTS, WEEKDAYS, WEEKDAY_LABELS } from './options';
import { dayRange, scheduleOverlap } from './schedule';
import type { CaregiverForMatching, ElderForMatching } from './types';
import { formatWon, hourlyOffer } from './wage';
import { caregiverCapabilityLevels, elderNeedLevels } from './levels';

export const FITS_TEXT = '내 조건에 맞아요';

const SLOT_NAMES = ['오전', '오후', '저녁'] as const;

/** 이 or 가 after a Korean word (final consonant or not). */
function subject(word: string): string {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  return code >= 0 && code < 11172 && code % 28 !== 0 ? '이' : '가';
}

function filterReason(
  f: FilterFailure,
  elder: ElderForMatching,
  caregiver: CaregiverForMatching,
): string | null {
  switch (f) {
    case 'meal':
    case 'toileting':
    case 'mobility':
      return `${CATEGORY_LABELS[f]} 도움이 가능해야 해요`;
    case 'daily': {
      const can = caregiverCapabilityLevels(caregiver).daily;
      const missing = elderNeedLevels(elder).daily.filter((item) => !can.includes(item));
      return `일상 도움(${missing.join(', ')})이 가능해야 해요`;
    }
    case 'grade':
      return `${elder.rank}등급은 희망 등급이 아니에요`;
    case 'gender':
      return `${elder.gender === 'male' ? '남자' : '여자'} 어르신은 희망하지 않았어요`;
    default:
      return null; // resume, jobClosed, distance: not a reason on a card of this list
  }
}

/** `월·수 오전이 맞지 않아요`: the elder's days (and parts of day) the caregiver's week does not cover. */
export function scheduleMismatch(elder: ElderForMatching, caregiver: CaregiverForMatching): string | null {
  if (elder.negotiable || caregiver.isNegotiableTime) return null;
  const days: string[] = [];
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
    if (uncovered) days.push(WEEKDAY_LABELS[weekday]);
  }
  if (!days.length) return null;
  const when =
    outsideSlots || !slots.size
      ? '시간'
      : [...slots]
          .sort()
          .map((s) => SLOT_NAMES[s])
          .join('·');
  return `${days.join('·')} ${when}${subject(when)} 맞지 않아요`;
}

/** The offer per hour is below the caregiver's desired hourly wage. */
export function wageMismatch(elder: ElderForMatching, caregiver: CaregiverForMatching): string | null {
  if (!(caregiver.wage > 0)) return null;
  const offer = hourlyOffer(elder.wageType, elder.wage, scheduleOverlap(elder.schedule, [], []));
  if (offer === null || offer >= caregiver.wage) return null;
  return `시급이 희망(${formatWon(caregiver.wage)}원)보다 낮아요`;
}

/** The main reason the elder does not fit the caregiver's resume, or null when it fits. */
export function mainMismatch(elder: ElderForMatching, caregiver: CaregiverForMatching): string | null {
  for (const f of candidateFailures(elder, { ...caregiver, jobOpen: true }, Infinity)) {
    const reason = filterReason(f, elder, caregiver);
    if (reason) return reason;
  }
  return scheduleMismatch(elder, caregiver) ?? wageMismatch(elder, caregiver);
}

/** The card's line: null without a resume (the remote asks to write one instead). */
export function fitText(elder: ElderForMatching, caregiver: CaregiverForMatching): string | null {
  if (!caregiver.resumeRegistered) return null;
  return mainMismatch(elder, caregiver) ?? FITS_TEXT;
}
