// Request bodies of the care screens — resume (spec §3 Resume), elder registration (spec §3 Elder
// registration), the accept/apply form, the manager's contact, the center profile — with their Korean
// messages. The wizards check each step with these schemas and the server checks whole bodies with
// the same ones, so the form and the server always agree (CONVENTIONS.md).
import { z } from 'zod';
import {
  CAREGIVER_DAILY_OPTIONS,
  CAREGIVER_MEAL_OPTIONS,
  CAREGIVER_MOBILITY_OPTIONS,
  CAREGIVER_TOILETING_OPTIONS,
  DAILY_ITEMS,
  DEMENTIA_TRAINING,
  ELDER_MEAL_OPTIONS,
  ELDER_MOBILITY_OPTIONS,
  ELDER_RANKS,
  ELDER_TOILETING_OPTIONS,
  FAMILY_OPTIONS,
  GENDERS,
  MAX_RESUME_EXPERIENCES,
  NONE_OPTION,
  PET_OPTIONS,
  PREFERRED_GENDERS,
  WAGE_TYPES,
  WEEKDAYS,
  WORK_PLACES,
  WORK_TYPES,
} from './care-options';
import { recordIdSchema, textSchema } from './primitives';
import { addressSchema, experienceListSchema, nameSchema, phoneSchema } from './signup';
import { checkWageRange, WAGE_RANGES, wageRangeMessage } from './wage-ranges';

export const CARE_FORM_MESSAGES = {
  jobPosition: '희망 근무 형태를 1개 이상 선택해주세요.',
  dementiaTraining: '치매 교육 이수 여부를 선택해주세요.',
  certificateCode: '자격증 번호를 0000-0000000 형식으로 입력해주세요.',
  vehicle: '차량 보유 여부를 선택해주세요.',
  workPlace: '근무 가능 지역을 1개 이상 선택해주세요.',
  workDay: '근무 가능 요일을 1개 이상 선택해주세요.',
  workTimeSlot: '근무 가능 시간을 1개 이상 선택해주세요.',
  wage: '희망 시급을 입력해주세요.',
  wageRange: '급여는 0원 이상 10,000,000원 이하로 입력해주세요.',
  elderRank: '돌볼 수 있는 등급을 1개 이상 선택해주세요.',
  option: '목록에 있는 항목만 선택할 수 있어요.',
  oneLevel: '가장 가까운 한 가지만 선택해주세요.',
  preferredGender: '선호 성별을 선택해주세요.',
  title: '이력서 제목을 입력해주세요. (50자 이내)',
  introduction: '자기소개는 10자 이상 50자 이내로 입력해주세요.',
  gender: '성별을 선택해주세요.',
  birth: '생년월일을 yyyy-mm-dd 형식으로 입력해주세요.',
  rank: '장기요양등급을 선택해주세요.',
  schedule: '근무 요일을 1개 이상 선택해주세요.',
  dayHours: '시작 시간은 종료 시간보다 빨라야 해요.',
  workRequirement: '근무 형태를 선택해주세요.',
  wageType: '급여 형태를 선택해주세요.',
  family: '가족 동거 여부를 선택해주세요.',
  pet: '반려동물 여부를 선택해주세요.',
  familyPreferred: '가족이 함께 있는 집도 괜찮은지 선택해주세요.',
  petPreferred: '반려동물이 있는 집도 괜찮은지 선택해주세요.',
  capability: '하나 이상 고르거나 ‘해당 없음’을 선택해주세요.',
  phone: '휴대전화 번호를 확인해주세요',
  message: '메시지는 200자 이내로 입력해주세요.',
  elderNote: '요양보호사에게 남길 말은 300자 이내로 입력해주세요.',
  oneLineIntro: '한 줄 소개는 300자 이내로 입력해주세요.',
  hasCar: '차량 보유 여부를 선택해주세요.',
  caregiver: '요양보호사 번호를 확인해주세요.',
  elder: '어르신 번호를 확인해주세요.',
  center: '센터 번호를 확인해주세요.',
} as const;

const M = CARE_FORM_MESSAGES;
const CERTIFICATE_RE = /^\d{4}-\d{7}$/;
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$|^24:00(:00)?$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** One of `options` (a literal union, so it survives JSON Schema generation for OpenAPI). */
function oneOf<const T extends string | number>(options: readonly T[], message: string = M.option) {
  return z.literal(options as unknown as [T, ...T[]], { error: message });
}
/** A non-empty list of distinct values from `options`. */
function pickSome<const T extends string | number>(options: readonly T[], message: string) {
  return z
    .array(oneOf(options), { error: message })
    .min(1, message)
    .refine((list) => new Set(list).size === list.length, M.option);
}
/** A possibly empty list of distinct values from `options`. */
function pickAny<const T extends string>(options: readonly T[]) {
  return z
    .array(oneOf(options), { error: M.option })
    .refine((list) => new Set(list).size === list.length, M.option);
}

/** Wage in won: the spec turns a non-number into 0 in the form; the API takes integers 0–10,000,000. */
export const wageSchema = z
  .number({ error: M.wage })
  .int(M.wageRange)
  .min(0, M.wageRange)
  .max(10_000_000, M.wageRange);

/**
 * PRODUCT.md "Data rules" (issue 30): an apply, accept or contact message is up to 200 characters, any
 * length from one (`잘 부탁드려요` is a polite message, not an error; the spec's 10–50 refused it). It
 * stays optional, as the spec's form has it.
 */
export const CARE_MESSAGE_MAX = 200;
export const careMessageSchema = textSchema(M.message).trim().max(CARE_MESSAGE_MAX, M.message);

/** The elder's 요양보호사에게 남길 말 and the center's 한 줄 소개: up to 300 characters (PRODUCT.md). */
export const ELDER_NOTE_MAX = 300;
export const ONE_LINE_INTRO_MAX = 300;
export const elderNoteSchema = textSchema(M.elderNote).trim().max(ELDER_NOTE_MAX, M.elderNote);

/**
 * Resume step 7, one category: at least one option, or `해당 없음` alone (issue 15: an empty choice
 * silently hid the caregiver from every elder needing that help).
 */
function pickCapability<const T extends string>(options: readonly T[]) {
  return z
    .array(oneOf([...options, NONE_OPTION] as const), { error: M.capability })
    .min(1, M.capability)
    .refine((list) => new Set(list).size === list.length, M.option)
    .refine((list) => !list.includes(NONE_OPTION) || list.length === 1, M.option);
}

// ---------------------------------------------------------------- resume
/** The nine resume steps' fields (spec §3 Resume; PRODUCT.md option lists). */
export const resumeStepSchemas = {
  /** 1: 희망 근무 형태 */
  jobPosition: z.object({ jobPosition: pickSome(WORK_TYPES, M.jobPosition) }),
  /** 2: 치매 교육, 자격증 번호, 차량 */
  qualification: z.object({
    hasDementiaTraining: z.enum(DEMENTIA_TRAINING, { error: M.dementiaTraining }),
    certificateCode: textSchema(M.certificateCode).trim().regex(CERTIFICATE_RE, M.certificateCode),
    hasVehicle: z.boolean({ error: M.vehicle }),
  }),
  /** 3: 근무 가능 지역 */
  workPlace: z.object({ workPlace: pickSome(WORK_PLACES, M.workPlace) }),
  /** 4: 요일, 시간대, 시간 협의 */
  schedule: z.object({
    workDay: pickSome(WEEKDAYS, M.workDay),
    workTimeSlot: pickSome([0, 1, 2] as const, M.workTimeSlot),
    isNegotiableTime: z.boolean().default(false),
  }),
  /** 5: 희망 시급 (the 시급 range of wage-ranges.ts) */
  wage: z.object({
    wage: wageSchema
      .min(1, M.wage)
      .min(WAGE_RANGES.시급.min, wageRangeMessage('시급'))
      .max(WAGE_RANGES.시급.max, wageRangeMessage('시급')),
  }),
  /** 6: 돌볼 수 있는 등급 (모두 가능 = 1–6) */
  elderRank: z.object({ elderRank: pickSome(ELDER_RANKS, M.elderRank) }),
  /** 7: 가능한 돌봄 (식사, 배변, 이동, 일상) */
  capabilities: z.object({
    meal: pickCapability(CAREGIVER_MEAL_OPTIONS),
    toileting: pickCapability(CAREGIVER_TOILETING_OPTIONS),
    mobility: pickCapability(CAREGIVER_MOBILITY_OPTIONS),
    daily: pickCapability(CAREGIVER_DAILY_OPTIONS),
  }),
  /** 8: 선호 성별, 가족 동거, 반려동물 */
  preferences: z.object({
    preferredGender: z.enum(PREFERRED_GENDERS, { error: M.preferredGender }).default('EVERY'),
    // No default (issue 15): a preselected 어려워요 silently removed matches; the step needs an answer.
    isFamilyPreferred: z.boolean({ error: M.familyPreferred }),
    isPetPreferred: z.boolean({ error: M.petPreferred }),
  }),
  /** 9: 경력 (최대 3), 자기소개, 제목 */
  introduction: z.object({
    experience: experienceListSchema.max(MAX_RESUME_EXPERIENCES),
    introduction: textSchema(M.introduction)
      .trim()
      .max(50, M.introduction)
      .refine((s) => s.length === 0 || s.length >= 10, M.introduction),
    title: textSchema(M.title).trim().min(1, M.title).max(50, M.title),
  }),
} as const;

/** POST /api/caregiver/resume/create and PUT /api/caregiver/resume: the whole resume. */
export const resumeBodySchema = z.object({
  ...resumeStepSchemas.jobPosition.shape,
  ...resumeStepSchemas.qualification.shape,
  ...resumeStepSchemas.workPlace.shape,
  ...resumeStepSchemas.schedule.shape,
  ...resumeStepSchemas.wage.shape,
  ...resumeStepSchemas.elderRank.shape,
  ...resumeStepSchemas.capabilities.shape,
  ...resumeStepSchemas.preferences.shape,
  ...resumeStepSchemas.introduction.shape,
});
export type ResumeBody = z.input<typeof resumeBodySchema>;
export type Resume = z.output<typeof resumeBodySchema>;

// ---------------------------------------------------------------- elder registration
export const dayHoursSchema = z
  .object({
    start: textSchema().regex(TIME_RE, M.dayHours),
    end: textSchema().regex(TIME_RE, M.dayHours),
  })
  .refine((d) => d.start.slice(0, 5) < d.end.slice(0, 5), { message: M.dayHours, path: ['end'] });
export type DayHoursInput = z.infer<typeof dayHoursSchema>;

/** Seven entries, Monday first; null = no care that day; at least one day. */
export const elderScheduleSchema = z
  .array(dayHoursSchema.nullable(), { error: M.schedule })
  .length(7, M.schedule)
  .refine((days) => days.some((d) => d !== null), M.schedule);

export const elderStepSchemas = {
  /** 1: 이름, 성별, 생년월일, 주소, 등급 */
  basics: z.object({
    name: nameSchema,
    // No default (issue 30): a preselected 남성 was saved unnoticed; the manager chooses.
    gender: z.enum(GENDERS, { error: M.gender }),
    birth: textSchema(M.birth)
      .trim()
      .regex(DATE_RE, M.birth)
      .refine((s) => {
        const d = new Date(`${s}T00:00:00Z`);
        return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s) && s >= '1900-01-01';
      }, M.birth),
    address: addressSchema,
    rank: oneOf(ELDER_RANKS, M.rank),
  }),
  /** 2: 요일별 시간, 시간 협의 */
  schedule: z.object({ schedule: elderScheduleSchema, negotiable: z.boolean().default(false) }),
  /** 3: 식사, 배변, 이동, 일상 */
  needs: z.object({
    // 식사, 배변, 이동 are levels: one of them (an array of at most one on the wire); 일상 is a set.
    meal: pickAny(ELDER_MEAL_OPTIONS).max(1, M.oneLevel),
    toileting: pickAny(ELDER_TOILETING_OPTIONS).max(1, M.oneLevel),
    mobility: pickAny(ELDER_MOBILITY_OPTIONS).max(1, M.oneLevel),
    daily: pickAny(DAILY_ITEMS),
  }),
  /** 4: 근무 형태, 급여 형태, 급여 (in the wage type's range) */
  work: z
    .object({
      workRequirement: z.enum(WORK_TYPES, { error: M.workRequirement }),
      wageType: z.enum(WAGE_TYPES, { error: M.wageType }).default('시급'),
      wage: wageSchema,
    })
    .superRefine(checkWageRange),
  /** 5: 가족, 반려동물, 연락처, 메시지 */
  contact: z.object({
    family: z.enum(FAMILY_OPTIONS, { error: M.family }),
    pet: z.enum(PET_OPTIONS, { error: M.pet }),
    phone: phoneSchema,
    message: elderNoteSchema.default(''),
  }),
} as const;

/** POST /api/manager/elder/create and PUT /api/manager/elder/{elderId}. */
export const elderBodySchema = z
  .object({
    ...elderStepSchemas.basics.shape,
    ...elderStepSchemas.schedule.shape,
    ...elderStepSchemas.needs.shape,
    ...elderStepSchemas.work.shape,
    ...elderStepSchemas.contact.shape,
  })
  .superRefine(checkWageRange);
export type ElderBody = z.input<typeof elderBodySchema>;
export type ElderRegistration = z.output<typeof elderBodySchema>;

// ---------------------------------------------------------------- accept / apply, contact, center
/** Spec §3 contact/apply form: POST /api/caregiver/main/accept?contact= and POST /api/caregiver/near?elderId=. */
export const careReplyBodySchema = z.object({ phone: phoneSchema, message: careMessageSchema.default('') });
export type CareReplyBody = z.input<typeof careReplyBodySchema>;

export const contactStepSchemas = {
  workType: z.object({ workType: z.enum(WORK_TYPES, { error: M.workRequirement }) }),
  wage: z
    .object({ wageType: z.enum(WAGE_TYPES, { error: M.wageType }).default('시급'), wage: wageSchema })
    .superRefine(checkWageRange),
  phone: z.object({ phone: phoneSchema }),
  message: z.object({ message: careMessageSchema.default('') }),
} as const;

/** PRODUCT.md: POST /api/manager/contact. */
export const contactBodySchema = z
  .object({
    caregiverId: recordIdSchema(CARE_FORM_MESSAGES.caregiver),
    elderId: recordIdSchema(CARE_FORM_MESSAGES.elder),
    ...contactStepSchemas.workType.shape,
    ...contactStepSchemas.wage.shape,
    ...contactStepSchemas.phone.shape,
    ...contactStepSchemas.message.shape,
  })
  .superRefine(checkWageRange);
export type ContactBody = z.input<typeof contactBodySchema>;

/** PATCH /api/manager/{centerId}: the center profile a manager edits. */
export const centerProfileBodySchema = z.object({
  centerId: recordIdSchema(CARE_FORM_MESSAGES.center),
  hasCar: z.boolean({ error: M.hasCar }),
  oneLineIntro: textSchema(M.oneLineIntro).trim().max(ONE_LINE_INTRO_MAX, M.oneLineIntro),
});
export type CenterProfileBody = z.input<typeof centerProfileBodySchema>;
