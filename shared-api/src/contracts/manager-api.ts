// Request and response shapes of the manager calls (spec §3, §7; PRODUCT.md), used by the server's
// route schemas and the manager remote's fetchers. Bodies that a form also checks (elder, contact,
// center) live in care-forms.ts; this file adds queries, path params and responses.
//
// Response schemas are plain (no transforms, dates as ISO strings): the server's serializer encodes
// every answer through them, so they must describe the JSON exactly.
import { z } from 'zod';
import {
  DAILY_ITEMS,
  ELDER_MEAL_OPTIONS,
  ELDER_MOBILITY_OPTIONS,
  ELDER_TOILETING_OPTIONS,
  FAMILY_OPTIONS,
  GENDERS,
  MANAGER_DISTANCES,
  MANAGER_SORTS,
  PET_OPTIONS,
  WAGE_TYPES,
  WORK_TYPES,
} from './care-options';
import { contactBodySchema, elderBodySchema } from './care-forms';
import { DEFAULT_PAGE_SIZE } from './page';
import { MAX_PAGE, recordIdSchema, textSchema, wholeNumberSchema } from './primitives';
import { connectionSchema } from './job-shapes';
import { MEMBERSHIP_STATUSES } from './admin-memberships';
import { experienceEntrySchema, SIGNUP_MESSAGES } from './signup';

export const MANAGER_API_MESSAGES = {
  elder: '어르신을 선택해주세요.',
  distance: '거리를 다시 선택해주세요.',
  sort: '정렬 기준을 다시 선택해주세요.',
  tab: '대기 또는 수락 중에서 선택해주세요.',
  id: '잘못된 번호예요.',
  /** 409 of POST /api/manager/contact (api.md). */
  duplicateContact: '이미 연락을 보낸 요양보호사예요. 답변을 기다려주세요.',
} as const;
const M = MANAGER_API_MESSAGES;

// ---------------------------------------------------------------- shared pieces
/** Card tags 일상 이동 식사 배변 (api.md TaskFlags). */
export const managerTaskFlagsSchema = z.object({
  meal: z.boolean(),
  toileting: z.boolean(),
  mobility: z.boolean(),
  daily: z.boolean(),
});
export type ManagerTaskFlags = z.infer<typeof managerTaskFlagsSchema>;

const positiveId = recordIdSchema(M.id);
const idParams = <K extends string>(key: K) =>
  z.object({ [key]: positiveId } as Record<K, typeof positiveId>);

export const managerElderIdParamsSchema = idParams('elderId');
export const managerCaregiverIdParamsSchema = idParams('caregiverId');
export const managerContactIdParamsSchema = idParams('contactId');
export const managerBookmarkIdParamsSchema = idParams('bookmarkId');
export const managerApplyIdParamsSchema = idParams('applyId');
export const managerCenterIdParamsSchema = idParams('centerId');

const pageShape = {
  page: wholeNumberSchema(M.id, 0, MAX_PAGE).default(0),
  size: wholeNumberSchema(M.id, 1, 50).default(DEFAULT_PAGE_SIZE),
};
/**
 * `elderId=` or `name=` (the manager's elder of that name). An empty `name=` is no name (issue 30: the
 * spec's old client sends `name=` before an elder is chosen): the lists then answer every elder, and
 * the candidate search, which needs one, says `어르신을 선택해주세요`.
 */
const elderRefShape = {
  elderId: positiveId.optional(),
  name: textSchema(M.elder)
    .trim()
    .max(20, M.elder)
    .transform((name) => name || undefined)
    .optional(),
};

/**
 * The manager's `distance` as the spec's old client writes it too (issue 30): spaces are ignored
 * (`도보20분 이내`) and `3km`/`5km` (or `도보15분`) mean the same as with 이내.
 */
export function normalizeManagerDistance(value: string): string {
  const compact = value.replace(/\s+/g, '').toLowerCase();
  return /^(도보\d+분|\d+km)$/.test(compact) ? `${compact}이내` : compact;
}
const distanceSchema = z
  .string({ error: M.distance })
  .transform(normalizeManagerDistance)
  .pipe(z.enum(MANAGER_DISTANCES, { error: M.distance }))
  .describe(`${MANAGER_DISTANCES.join(' | ')} (spaces ignored; 이내 may be left out)`);
const hasElderRef = (q: { elderId?: number; name?: string }) => q.elderId !== undefined || !!q.name;
const elderRefCheck = { message: M.elder, path: ['elderId'] };

export const MANAGER_TABS = ['pending', 'approved'] as const;
export type ManagerTab = (typeof MANAGER_TABS)[number];
const tabSchema = z.enum(MANAGER_TABS, { error: M.tab }).default('pending');

export const managerElderRefQuerySchema = z.object(elderRefShape).refine(hasElderRef, elderRefCheck);
export type ManagerElderRefQuery = z.input<typeof managerElderRefQuerySchema>;

/** GET /api/manager/elder/individual */
export const candidatesQuerySchema = z
  .object({
    ...elderRefShape,
    distance: distanceSchema.default('도보15분이내'),
    sort: z.enum(MANAGER_SORTS, { error: M.sort }).default('accuracy'),
    ...pageShape,
  })
  .refine(hasElderRef, elderRefCheck);
export type CandidatesQuery = z.input<typeof candidatesQuerySchema>;

/**
 * GET /api/manager/{caregiverId}: the spec's call has no query; then the answer is the resume detail
 * without match reasons. With `elderId=` or `name=` it is scored for that elder; `distance` (optional)
 * scores the pair against the home list's radius, so the detail shows the card's score; without it
 * the widest radius (5 km) is used.
 */
export const caregiverDetailQuerySchema = z.object({
  ...elderRefShape,
  distance: distanceSchema.optional(),
});
export type CaregiverDetailQuery = z.input<typeof caregiverDetailQuerySchema>;

/**
 * GET /api/manager/contact and GET /api/manager/apply: with `elderId=` or `name=` one elder's items;
 * without either, every elder of the manager (PRODUCT.md "Lists across elders").
 */
export const managerTabListQuerySchema = z.object({ ...elderRefShape, tab: tabSchema, ...pageShape });
export type ManagerTabListQuery = z.input<typeof managerTabListQuerySchema>;
export const managerContactListQuerySchema = managerTabListQuerySchema;
export const managerApplyListQuerySchema = managerTabListQuerySchema;

/** GET /api/manager/bookmark: one elder's bookmarks with `elderId=`/`name=`, else every elder's. */
export const managerBookmarkListQuerySchema = z.object({ ...elderRefShape, ...pageShape });
export type ManagerBookmarkListQuery = z.input<typeof managerBookmarkListQuerySchema>;

// ---------------------------------------------------------------- elders
/**
 * PUT /api/manager/elder/{elderId}: the registration body, but the name may carry the ` (2)` that a
 * repeated name got on create, so a form that sends back what it loaded passes.
 */
export const elderUpdateBodySchema = elderBodySchema.safeExtend({
  name: textSchema(SIGNUP_MESSAGES.nameRequired)
    .trim()
    .min(1, SIGNUP_MESSAGES.nameRequired)
    .regex(/^[가-힣]{1,10}( \(\d{1,3}\))?$/, SIGNUP_MESSAGES.nameFormat),
});
export type ElderUpdateBody = z.input<typeof elderUpdateBodySchema>;

/** PUT /api/manager/elder/{elderId}/posting: close (모집 완료) or reopen (모집 중) the posting. */
export const elderPostingBodySchema = z.object({
  recruiting: z.boolean({ error: '모집 중인지 선택해주세요.' }),
});
export type ElderPostingBody = z.input<typeof elderPostingBodySchema>;
export const elderPostingResponseSchema = z.object({ elderId: z.number().int(), recruiting: z.boolean() });
export type ElderPostingResponse = z.infer<typeof elderPostingResponseSchema>;

/**
 * 돌봄 종료 (issue 30): POST /api/manager/elder/{elderId}/end. The posting closes for good, the elder's
 * pending applies and contacts end (the caregivers are told), her jobs and connections end.
 */
export const ELDER_CARE_END_REASONS = ['입원', '별세', '종결'] as const;
export type ElderCareEndReason = (typeof ELDER_CARE_END_REASONS)[number];
export const ELDER_CARE_MESSAGES = {
  reason: '돌봄을 마치는 이유를 선택해주세요.',
  alreadyEnded: '이미 돌봄을 마친 어르신이에요.',
} as const;
export const elderCareEndBodySchema = z.object({
  reason: z.enum(ELDER_CARE_END_REASONS, { error: ELDER_CARE_MESSAGES.reason }),
});
export type ElderCareEndBody = z.input<typeof elderCareEndBodySchema>;
/** Why the elder's care ended, or null while it goes on. */
const careEndedSchema = z.enum(ELDER_CARE_END_REASONS).nullable();

export const elderCreateResponseSchema = z.object({ elderId: z.number().int(), name: z.string() });
export type ElderCreateResponse = z.infer<typeof elderCreateResponseSchema>;

export const elderListItemSchema = z.object({
  elderId: z.number().int(),
  elderName: z.string(),
  gender: z.enum(GENDERS),
  rank: z.number().int(),
  /** Road address. */
  address: z.string(),
  /** yyyy-mm-dd */
  birth: z.string(),
  /** 모집 중 (true) or 모집 완료 (false): a closed posting is hidden from caregivers. */
  recruiting: z.boolean(),
  careEnded: careEndedSchema,
});
export type ElderListItem = z.infer<typeof elderListItemSchema>;
export const elderListResponseSchema = z.array(elderListItemSchema);

/** GET/PUT /api/manager/elder/{elderId}: every registration field as saved, plus the id. */
export const managerElderDetailSchema = z.object({
  elderId: z.number().int(),
  recruiting: z.boolean(),
  careEnded: careEndedSchema,
  name: z.string(),
  gender: z.enum(GENDERS),
  birth: z.string(),
  address: z.object({
    zonecode: z.string(),
    roadAddress: z.string(),
    jibunAddress: z.string(),
    bcode: z.string(),
  }),
  rank: z.number().int(),
  /** Seven entries, Monday first; times 'HH:MM:SS'; null = no care that day. */
  schedule: z.array(z.object({ start: z.string(), end: z.string() }).nullable()),
  negotiable: z.boolean(),
  meal: z.array(z.enum(ELDER_MEAL_OPTIONS)),
  toileting: z.array(z.enum(ELDER_TOILETING_OPTIONS)),
  mobility: z.array(z.enum(ELDER_MOBILITY_OPTIONS)),
  daily: z.array(z.enum(DAILY_ITEMS)),
  workRequirement: z.enum(WORK_TYPES),
  wageType: z.enum(WAGE_TYPES),
  wage: z.number().int(),
  family: z.enum(FAMILY_OPTIONS),
  pet: z.enum(PET_OPTIONS),
  phone: z.string(),
  message: z.string(),
});
export type ManagerElderDetail = z.infer<typeof managerElderDetailSchema>;

// ---------------------------------------------------------------- candidates and caregiver detail
/**
 * One part of the match score (issue 30: `61점` explained): what it is (`근무 시간`), the whole points it
 * earned and its weight. The parts of a card add up to its `score`.
 */
export const scorePartSchema = z.object({
  label: z.string(),
  points: z.number().int(),
  max: z.number().int(),
});
export type ScorePart = z.infer<typeof scorePartSchema>;

/**
 * Our additions where a caregiver is matched to an elder (issue 30): `mismatches`, what does not fit
 * (`월~금 오후가 맞지 않아요`, `반려동물은 어렵다고 했어요`) as `reasons` says what fits; and `scoreParts`.
 */
const matchExplainedShape = {
  mismatches: z.array(z.string()),
  scoreParts: z.array(scorePartSchema),
};

/**
 * Issue 34: centers' 후기 of the caregiver — `센터 후기 3건 · 시간 약속 4.8`, `후기 2건` under three reviews
 * (reviewTotals), null without any — and their count.
 */
const caregiverReviewFields = {
  reviews: z.string().nullable(),
  reviewCount: z.number().int(),
};

export const caregiverCardSchema = z.object({
  caregiverId: z.number().int(),
  /** The resume title. */
  title: z.string(),
  /** When the resume was written (ISO). */
  createdAt: z.string(),
  /** Desired hourly wage. */
  wage: z.number().int(),
  /** The resume's isNegotiableTime. */
  negotiable: z.boolean(),
  possibleTasks: managerTaskFlagsSchema,
  isBookmarks: z.boolean(),
  bookmarkId: z.number().int().nullable(),
  score: z.number(),
  reasons: z.array(z.string()),
  ...matchExplainedShape,
  distanceKm: z.number(),
  name: z.string(),
  profileImage: z.string().nullable(),
  /** This elder's contact still waiting for the caregiver's answer (the card shows 연락함), or null. */
  pendingContactId: z.number().int().nullable(),
  /** Whole years of the resume's experience entries (their periods summed), null without any. */
  experienceYears: z.number().int().nullable(),
  /** The caregiver's age group (`60대`) from the 출생 연도, null when unknown; the year itself is never sent. */
  ageGroup: z.string().nullable(),
  /** 자격 확인됨: an operator confirmed the certificate for the number on the resume (issue 13). */
  certificateVerified: z.boolean(),
  ...caregiverReviewFields,
});
export type CaregiverCard = z.infer<typeof caregiverCardSchema>;
/**
 * The manager's four lists of spec §7 (elder/individual, apply, contact, bookmark) are bare JSON
 * arrays, paged by `page`/`size`, with the count of all items in the `X-Total-Count` header
 * (PRODUCT.md "Values the spec leaves open").
 */
const BARE_LIST_DESCRIPTION =
  'One page (query page, size) as a bare array; the count of all items is in the X-Total-Count header.';
export const caregiverCardListSchema = z.array(caregiverCardSchema).describe(BARE_LIST_DESCRIPTION);

/** A resume as the manager reads it (spec §3 Resume fields). */
export const managerResumeViewSchema = z.object({
  jobPosition: z.array(z.string()),
  hasDementiaTraining: z.string(),
  /** Masked for managers (`2015-12*****`, PRODUCT.md "Trust"). */
  certificateCode: z.string(),
  hasVehicle: z.boolean(),
  workPlace: z.array(z.string()),
  workDay: z.array(z.number().int()),
  workTimeSlot: z.array(z.number().int()),
  isNegotiableTime: z.boolean(),
  wage: z.number().int(),
  elderRank: z.array(z.number().int()),
  meal: z.array(z.string()),
  toileting: z.array(z.string()),
  mobility: z.array(z.string()),
  daily: z.array(z.string()),
  preferredGender: z.string(),
  isFamilyPreferred: z.boolean(),
  isPetPreferred: z.boolean(),
  /** `current` (issue 30): 현재 근무 중, with endDate ''. */
  experience: z.array(experienceEntrySchema),
  introduction: z.string(),
  title: z.string(),
});
export type ManagerResumeView = z.infer<typeof managerResumeViewSchema>;

/**
 * GET /api/manager/{caregiverId}[?elderId=]: without an elder, `score` and `distanceKm` are null, `reasons`,
 * `mismatches` and `scoreParts` empty, and the bookmark and pending contact are null (both belong to an elder).
 */
export const caregiverDetailSchema = managerResumeViewSchema.extend({
  /** The spec's Resume (§3) at the top level (the same values as `resume`), with its ids and photo. */
  resumeId: z.number().int(),
  /** The caregiver main card's fields (§3), as on the candidate card. */
  createdAt: z.string(),
  negotiable: z.boolean(),
  caregiverId: z.number().int(),
  name: z.string(),
  profileImage: z.string().nullable(),
  resume: managerResumeViewSchema,
  possibleTasks: managerTaskFlagsSchema,
  score: z.number().nullable(),
  reasons: z.array(z.string()),
  /** Empty without an elder. */
  ...matchExplainedShape,
  distanceKm: z.number().nullable(),
  isBookmarks: z.boolean(),
  bookmarkId: z.number().int().nullable(),
  pendingContactId: z.number().int().nullable(),
  /** Whole years of the resume's experience entries (their periods summed), null without any. */
  experienceYears: z.number().int().nullable(),
  /** The caregiver's age group (`60대`) from the 출생 연도, null when unknown; the year itself is never sent. */
  ageGroup: z.string().nullable(),
  /** 자격 확인됨: an operator confirmed the certificate for the number on the resume (issue 13). */
  certificateVerified: z.boolean(),
  /** Issue 31: with an elder, the latest connection between the caregiver and that elder, else null. */
  connection: connectionSchema.nullable(),
  ...caregiverReviewFields,
});
export type CaregiverDetail = z.infer<typeof caregiverDetailSchema>;

// ---------------------------------------------------------------- contacts
/** POST /api/manager/contact as the server reads it (defaults applied). */
export type ManagerContactRequest = z.output<typeof contactBodySchema>;
export const contactCreateResponseSchema = z.object({ contactId: z.number().int() });
export type ContactCreateResponse = z.infer<typeof contactCreateResponseSchema>;

export const outgoingContactSchema = z.object({
  managerContactId: z.number().int(),
  elderId: z.number().int(),
  /** The elder the contact is about (the lists show every elder's items). */
  elderName: z.string(),
  caregiverId: z.number().int(),
  /** The caregiver's resume title. */
  title: z.string(),
  /** The offer sent with the contact. */
  wage: z.number().int(),
  wageType: z.enum(WAGE_TYPES),
  /** The caregiver's isNegotiableTime. */
  negotiable: z.boolean(),
  possibleTasks: managerTaskFlagsSchema,
  createdAt: z.string(),
  status: z.enum(['pending', 'accepted']),
  caregiverName: z.string(),
  profileImage: z.string().nullable(),
  /** Only when accepted. */
  caregiverPhone: z.string().nullable(),
  caregiverMessage: z.string().nullable(),
  /** Whole years of the resume's experience entries (their periods summed), null without any. */
  experienceYears: z.number().int().nullable(),
  /** The caregiver's age group (`60대`) from the 출생 연도, null when unknown; the year itself is never sent. */
  ageGroup: z.string().nullable(),
  /** 자격 확인됨: an operator confirmed the certificate for the number on the resume (issue 13). */
  certificateVerified: z.boolean(),
  /**
   * Issue 29 (ADR 0031): the sender is not a verified member yet, so the caregiver has not received it
   * (`센터 인증 후 요양보호사에게 전달돼요`); it is delivered the moment the membership is verified.
   */
  held: z.boolean(),
  /** Issue 31: the connection of an accepted contact (GET /api/manager/connections/{id}), else null. */
  connectionId: z.number().int().nullable(),
});
export type OutgoingContact = z.infer<typeof outgoingContactSchema>;
export const outgoingContactListSchema = z.array(outgoingContactSchema).describe(BARE_LIST_DESCRIPTION);

export const outgoingContactDetailSchema = outgoingContactSchema.extend({
  workType: z.enum(WORK_TYPES),
  /** The manager's message and phone as sent. */
  message: z.string(),
  phone: z.string(),
  /** Issue 31: once accepted, the connection (both names, the phones, the job, 채용 제안하기); else null. */
  connection: connectionSchema.nullable(),
});
export type OutgoingContactDetail = z.infer<typeof outgoingContactDetailSchema>;

// ---------------------------------------------------------------- bookmarks
export const managerBookmarkBodySchema = z.object({
  elderId: recordIdSchema(M.elder),
  caregiverId: recordIdSchema(M.id),
});
export type ManagerBookmarkBody = z.input<typeof managerBookmarkBodySchema>;
export const managerBookmarkCreateResponseSchema = z.object({ bookmarkId: z.number().int() });

export const managerBookmarkSchema = z.object({
  bookmarkId: z.number().int(),
  elderId: z.number().int(),
  /** The elder the caregiver was saved for. */
  elderName: z.string(),
  caregiverId: z.number().int(),
  caregiverName: z.string(),
  profileImage: z.string().nullable(),
  /** Match reasons for the elder. */
  caregiverSupport: z.array(z.string()),
  /** What does not fit the elder (issue 30), as plainly as `caregiverSupport` says what does. */
  mismatches: z.array(z.string()),
  /** = caregiverId (a caregiver has one resume). */
  resumeId: z.number().int(),
  title: z.string(),
  wage: z.number().int(),
  negotiable: z.boolean(),
  possibleTasks: managerTaskFlagsSchema,
  /** Whole years of the resume's experience entries (their periods summed), null without any. */
  experienceYears: z.number().int().nullable(),
  /** The caregiver's age group (`60대`) from the 출생 연도, null when unknown; the year itself is never sent. */
  ageGroup: z.string().nullable(),
  /** 자격 확인됨: an operator confirmed the certificate for the number on the resume (issue 13). */
  certificateVerified: z.boolean(),
});
export type ManagerBookmark = z.infer<typeof managerBookmarkSchema>;
export const managerBookmarkListSchema = z.array(managerBookmarkSchema).describe(BARE_LIST_DESCRIPTION);

// ---------------------------------------------------------------- applies
export const applyEntrySchema = z.object({
  applyId: z.number().int(),
  elderId: z.number().int(),
  /** The elder applied to. */
  elderName: z.string(),
  caregiverId: z.number().int(),
  /** The caregiver's resume title. */
  title: z.string(),
  createdAt: z.string(),
  /** The caregiver's desired hourly wage. */
  wage: z.number().int(),
  negotiable: z.boolean(),
  centerName: z.string(),
  /** Per category: does the caregiver meet the elder's need there. */
  satisfyTasks: managerTaskFlagsSchema,
  status: z.enum(['pending', 'accepted']),
  caregiverName: z.string(),
  profileImage: z.string().nullable(),
  /** The caregiver's phone, only when accepted. */
  phone: z.string().nullable(),
  /** The applicant's message (also while pending, so 수락 is an informed choice). */
  message: z.string().nullable(),
  /** Whole years of the resume's experience entries (their periods summed), null without any. */
  experienceYears: z.number().int().nullable(),
  /** The caregiver's age group (`60대`) from the 출생 연도, null when unknown; the year itself is never sent. */
  ageGroup: z.string().nullable(),
  /** 자격 확인됨: an operator confirmed the certificate for the number on the resume (issue 13). */
  certificateVerified: z.boolean(),
  /** Issue 31: the connection of an accepted apply (GET /api/manager/connections/{id}), else null. */
  connectionId: z.number().int().nullable(),
});
export type ApplyEntry = z.infer<typeof applyEntrySchema>;
export const applyEntryListSchema = z.array(applyEntrySchema).describe(BARE_LIST_DESCRIPTION);

// ---------------------------------------------------------------- my page and center
export const managerMyPageSchema = z.object({
  managerId: z.number().int(),
  name: z.string(),
  phoneNumber: z.string(),
  centerId: z.number().int(),
  centerName: z.string(),
  hasCar: z.boolean(),
  oneLineIntro: z.string(),
  /** Counts over all of the manager's elders. */
  sentContacts: z.number().int(),
  bookmarks: z.number().int(),
  applys: z.number().int(),
  /** Issue 13: the manager's membership of the center (`승인 대기` until verified). Added field. */
  membershipStatus: z.enum(MEMBERSHIP_STATUSES),
});
export type ManagerMyPage = z.infer<typeof managerMyPageSchema>;

/**
 * PATCH /api/manager/{centerId} answer: the spec's Center profile (center, hasCar, shortPr, centerId;
 * `shortPr` is sent as `oneLineIntro`, so both carry the same text) plus the center's name.
 */
export const centerProfileSchema = z.object({
  /** The center's name. */
  center: z.string(),
  hasCar: z.boolean(),
  shortPr: z.string(),
  centerId: z.number().int(),
  centerName: z.string(),
  oneLineIntro: z.string(),
});
export type CenterProfile = z.infer<typeof centerProfileSchema>;
