// The option lists of PRODUCT.md's care-levels table and the list constants of spec §9, exactly as
// the forms send them (shared by the forms, the server and the matching engine). Elder lists are
// ordered by need level: index 0 is level 1 … index 3 is level 4. Zod-free.

/** The caregiver option that covers a whole category (PRODUCT.md: `모두 가능` covers all). */
export const ALL_OPTION = '모두 가능';
export type AllOption = typeof ALL_OPTION;
/**
 * Resume step 7: the caregiver's explicit "I do not help with this" in a category (issue 15). It stands
 * alone and means what an empty list always meant (capability level 1: only elders who manage alone
 * there, and no 일상 item) — resumes saved before it with an empty category read the same way.
 */
export const NONE_OPTION = '해당 없음';
export type NoneOption = typeof NONE_OPTION;

/** Need and capability levels of the ordinal categories (식사, 배변, 이동). */
export type Level = 1 | 2 | 3 | 4;
export const MAX_LEVEL: Level = 4;

// ---- elder needs (level = index + 1) ----
export const ELDER_MEAL_OPTIONS = [
  '스스로 식사 가능',
  '식사 차림 필요',
  '죽, 반찬 등 요리 필요',
  '콧줄 식사',
] as const;
export const ELDER_TOILETING_OPTIONS = [
  '스스로 배변 가능',
  '배변 실수 시 도움 필요',
  '기저귀 케어 필요',
  '유치도뇨, 방광루, 장루 관리',
] as const;
export const ELDER_MOBILITY_OPTIONS = [
  '스스로 거동 가능',
  '이동 시 부축 도움',
  '휠체어 이동 보조',
  '거동 불가',
] as const;
export type ElderMealOption = (typeof ELDER_MEAL_OPTIONS)[number];
export type ElderToiletingOption = (typeof ELDER_TOILETING_OPTIONS)[number];
export type ElderMobilityOption = (typeof ELDER_MOBILITY_OPTIONS)[number];

/** 일상: a set, not levels. The elder picks from these six; the caregiver picks these or 모두 가능. */
export const DAILY_ITEMS = [
  '청소, 빨래 보조',
  '목욕 보조(몸 씻기)',
  '병원 동행',
  '산책, 간단한 운동 지원',
  '말벗 등 정서 지원',
  '인지 자극 활동',
] as const;
export type DailyItem = (typeof DAILY_ITEMS)[number];

// ---- caregiver capabilities (level = index + 2; 모두 가능 = 4) ----
export const CAREGIVER_MEAL_OPTIONS = ['식사 도움', '요리 가능', '콧줄 식사 도움', ALL_OPTION] as const;
export const CAREGIVER_TOILETING_OPTIONS = [
  '화장실 이용하기',
  '기저귀 교환',
  '배뇨·배변 보조',
  ALL_OPTION,
] as const;
export const CAREGIVER_MOBILITY_OPTIONS = [
  '이동 도움',
  '휠체어 이동 보조',
  '침대에서 휠체어 이동',
  ALL_OPTION,
] as const;
export const CAREGIVER_DAILY_OPTIONS = [...DAILY_ITEMS, ALL_OPTION] as const;
export type CaregiverMealOption = (typeof CAREGIVER_MEAL_OPTIONS)[number];
export type CaregiverToiletingOption = (typeof CAREGIVER_TOILETING_OPTIONS)[number];
export type CaregiverMobilityOption = (typeof CAREGIVER_MOBILITY_OPTIONS)[number];
export type CaregiverDailyOption = (typeof CAREGIVER_DAILY_OPTIONS)[number];

/** The three ordinal categories and 일상, in the table's order (also the order of reason text). */
export const CATEGORIES = ['meal', 'toileting', 'mobility', 'daily'] as const;
export type Category = (typeof CATEGORIES)[number];
export const CATEGORY_LABELS: Record<Category, string> = {
  meal: '식사',
  toileting: '배변',
  mobility: '이동',
  daily: '일상',
};

// ---- people ----
export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
/** A resume's preferred elder gender. `EVERY` is the spec's default; the others equal an elder's gender. */
export const PREFERRED_GENDERS = ['EVERY', ...GENDERS] as const;
export type PreferredGender = (typeof PREFERRED_GENDERS)[number];
/** Elder grades 1–5 plus 6 (인지지원등급). */
export const ELDER_RANKS = [1, 2, 3, 4, 5, 6] as const;
export type ElderRank = (typeof ELDER_RANKS)[number];
export const FAMILY_OPTIONS = ['집에 있어요', '집에 없어요'] as const;
export type FamilyOption = (typeof FAMILY_OPTIONS)[number];
export const PET_OPTIONS = ['있어요', '없어요'] as const;
export type PetOption = (typeof PET_OPTIONS)[number];
export const WAGE_TYPES = ['시급', '건별', '일급', '월급'] as const;
export type WageType = (typeof WAGE_TYPES)[number];

// ---- schedule ----
/** 0 = Monday … 6 = Sunday. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS = ['월', '화', '수', '목', '금', '토', '일'] as const;
/** A resume's work time slots: 0 = 9–12, 1 = 12–18, 2 = 18–21, as minutes after midnight [start, end). */
export const TIME_SLOTS = [
  { slot: 0, startMinute: 9 * 60, endMinute: 12 * 60 },
  { slot: 1, startMinute: 12 * 60, endMinute: 18 * 60 },
  { slot: 2, startMinute: 18 * 60, endMinute: 21 * 60 },
] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number]['slot'];

// ---- radius and sort ----
/** Caregiver `range` values (km, as the query string sends them). */
export const CAREGIVER_RANGES = ['1.25', '1.65', '3', '5'] as const;
export type CaregiverRange = (typeof CAREGIVER_RANGES)[number];
export const DEFAULT_CAREGIVER_RANGE: CaregiverRange = '1.25';
/** Manager `distance` values; they mean the same four radii as the caregiver's range. */
export const MANAGER_DISTANCES = ['도보15분이내', '도보20분이내', '3km이내', '5km이내'] as const;
export type ManagerDistance = (typeof MANAGER_DISTANCES)[number];
export const DEFAULT_MANAGER_DISTANCE: ManagerDistance = '도보15분이내';
export const RADIUS_KM_BY_RANGE: Record<CaregiverRange, number> = {
  '1.25': 1.25,
  '1.65': 1.65,
  '3': 3,
  '5': 5,
};
export const RADIUS_KM_BY_DISTANCE: Record<ManagerDistance, number> = {
  도보15분이내: 1.25,
  도보20분이내: 1.65,
  '3km이내': 3,
  '5km이내': 5,
};

/** Caregiver `order`: 1 = 정확도순 (match score), 2 = 최신순, 3 = 급여 높은 순. */
export const CAREGIVER_ORDERS = ['1', '2', '3'] as const;
export type CaregiverOrder = (typeof CAREGIVER_ORDERS)[number];
export const DEFAULT_CAREGIVER_ORDER: CaregiverOrder = '1';
/** Manager `sort`: match score / share of the elder's weekly hours covered / desired wage, high first. */
export const MANAGER_SORTS = ['accuracy', 'time_match', 'high_salary'] as const;
export type ManagerSort = (typeof MANAGER_SORTS)[number];
export const DEFAULT_MANAGER_SORT: ManagerSort = 'accuracy';

/** The radius of a caregiver `range` or manager `distance` value; undefined for anything else. */
export function radiusKm(value: string): number | undefined {
  if (Object.hasOwn(RADIUS_KM_BY_RANGE, value)) return RADIUS_KM_BY_RANGE[value as CaregiverRange];
  if (Object.hasOwn(RADIUS_KM_BY_DISTANCE, value)) return RADIUS_KM_BY_DISTANCE[value as ManagerDistance];
  return undefined;
}

// ---- resume and elder registration lists (spec §3, §5, §9; PRODUCT.md) ----
/** Work types (spec §5): a resume's jobPosition[] and an elder's workRequirement / a contact's workType. */
export const WORK_TYPES = [
  '방문 요양',
  '입주 요양',
  '방문 목욕',
  '주야간 보호',
  '요양원',
  '병원',
  '병원 동행',
] as const;
export type WorkType = (typeof WORK_TYPES)[number];
export const DEMENTIA_TRAINING = ['COMPLETE', 'INCOMPLETE'] as const;
export type DementiaTraining = (typeof DEMENTIA_TRAINING)[number];
/** A resume's acceptable work places; the same four radii as the caregiver's `range`. */
export const WORK_PLACES = ['WALK_15_MIN', 'WALK_20_MIN', 'WITHIN_3KM', 'WITHIN_5KM'] as const;
export type WorkPlace = (typeof WORK_PLACES)[number];
export const WORK_PLACE_LABELS: Record<WorkPlace, string> = {
  WALK_15_MIN: '도보 15분',
  WALK_20_MIN: '도보 20분',
  WITHIN_3KM: '3km 이내',
  WITHIN_5KM: '5km 이내',
};
export const TIME_SLOT_LABELS = ['9~12시', '12~18시', '18~21시'] as const;
export const GENDER_LABELS: Record<Gender, string> = { male: '남성', female: '여성' };
/** 6 is 인지지원등급; 1–5 are 장기요양등급. */
export function rankLabel(rank: number): string {
  return rank === 6 ? '인지지원등급' : `${rank}등급`;
}
/** Spec §9: recommended hourly wage. */
export const RECOMMENDED_WAGE = 13000;
export const DEFAULT_WAGE_TYPE: WageType = '시급';
/** Spec §4/§9: a weekday toggled on in elder registration gets these hours. */
export const DEFAULT_DAY_HOURS = { start: '09:00:00', end: '18:00:00' } as const;
export const MAX_RESUME_EXPERIENCES = 3;
