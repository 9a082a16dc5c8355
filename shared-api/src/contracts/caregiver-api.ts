// Request and response shapes of the caregiver calls (spec §3, §7; PRODUCT.md), used by the server's
// route schemas and the caregiver remote's fetchers. Field names are the contract of
// /work/brief/api.md "Caregiver"; the server may add fields, never rename these.
// Names shared with manager-api.ts are prefixed (NearElderDetail, caregiverApplyIdParamsSchema).
// Dates travel as ISO strings. Every query field carries a Korean message (400 answers show it).
import { z } from 'zod';
import {
  CAREGIVER_ORDERS,
  CAREGIVER_RANGES,
  DEFAULT_CAREGIVER_ORDER,
  DEFAULT_CAREGIVER_RANGE,
  GENDERS,
  WAGE_TYPES,
} from './care-options';
import { careReplyBodySchema, resumeBodySchema } from './care-forms';
import { DEFAULT_PAGE_SIZE, pageSchema } from './page';
import { MAX_PAGE, recordIdSchema, wholeNumberSchema } from './primitives';
import { experienceEntrySchema } from './signup';
import { connectionSchema } from './job-shapes';

export const CAREGIVER_API_MESSAGES = {
  range: '거리 범위를 선택해주세요.',
  order: '정렬 기준을 선택해주세요.',
  tab: '목록 종류를 선택해주세요.',
  page: '페이지 번호를 확인해주세요.',
  size: '한 페이지 개수는 1개 이상 50개 이하로 입력해주세요.',
  contact: '연락 번호를 확인해주세요.',
  elderId: '어르신 번호를 확인해주세요.',
  applyId: '지원 번호를 확인해주세요.',
  jobOpen: '구인 공개 여부를 선택해주세요.',
  /** 409s */
  contactNotPending: '이미 처리된 연락이에요.',
  applyNotPending: '이미 처리된 지원이에요.',
  applyDuplicate: '이미 지원한 어르신이에요. 답변을 기다려주세요.',
  resumeExists: '이미 등록한 이력서가 있어요.',
  resumeMissing: '등록한 이력서가 없어요.',
  /** Issue 30: an apply without a resume reached the social worker as 시급 0원 and no title. */
  resumeRequired: '지원하려면 이력서가 필요해요. 1분 이력서를 먼저 써주세요.',
  postingClosed: '모집이 끝난 어르신이에요. 다른 어르신을 찾아보세요.',
} as const;
const M = CAREGIVER_API_MESSAGES;

// ---------------------------------------------------------------- query pieces
const idSchema = recordIdSchema;

export const caregiverPageQuerySchema = z.object({
  page: wholeNumberSchema(M.page, 0, MAX_PAGE).default(0),
  size: wholeNumberSchema(M.size, 1, 50).default(DEFAULT_PAGE_SIZE),
});
const rangeSchema = z.enum(CAREGIVER_RANGES, { error: M.range }).default(DEFAULT_CAREGIVER_RANGE);
const orderSchema = z.enum(CAREGIVER_ORDERS, { error: M.order }).default(DEFAULT_CAREGIVER_ORDER);

export const CAREGIVER_TABS = ['pending', 'approved'] as const;
export type CaregiverTab = (typeof CAREGIVER_TABS)[number];
const tabSchema = z.enum(CAREGIVER_TABS, { error: M.tab }).default('pending');

/** GET /api/caregiver/main/list?range=&order=&page=&size= */
export const caregiverMainListQuerySchema = z.object({
  range: rangeSchema,
  order: orderSchema,
  ...caregiverPageQuerySchema.shape,
});
export type CaregiverMainListQuery = z.input<typeof caregiverMainListQuerySchema>;

/** ?contact={contactId}: GET /api/caregiver/main, POST main/accept, main/reject, main/bookmark. */
export const contactQuerySchema = z.object({ contact: idSchema(M.contact) });
/** ?elderId=: GET/POST /api/caregiver/near, POST near/bookmark. */
export const elderIdQuerySchema = z.object({ elderId: idSchema(M.elderId) });
/** DELETE /api/caregiver/apply/{applyId} */
export const caregiverApplyIdParamsSchema = z.object({ applyId: idSchema(M.applyId) });

/** GET /api/caregiver/near/list?range= */
export const nearListQuerySchema = z.object({ range: rangeSchema });
/** GET /api/caregiver/near/all?range=&page=&size= */
export const nearAllQuerySchema = z.object({ range: rangeSchema, ...caregiverPageQuerySchema.shape });
export type NearAllQuery = z.input<typeof nearAllQuerySchema>;
/** GET /api/caregiver/mypage/contacts ?tab=pending|approved&page=&size= */
export const mypageTabQuerySchema = z.object({ tab: tabSchema, ...caregiverPageQuerySchema.shape });
export type MypageTabQuery = z.input<typeof mypageTabQuerySchema>;
/** 보낸 지원함's tabs: 대기, 수락 and (issue 30) 거절 — a declined apply no longer just vanishes. */
export const CAREGIVER_APPLY_TABS = ['pending', 'approved', 'declined'] as const;
export type CaregiverApplyTab = (typeof CAREGIVER_APPLY_TABS)[number];
/** GET /api/caregiver/mypage/applies ?tab=pending|approved|declined&page=&size= */
export const mypageAppliesQuerySchema = z.object({
  tab: z.enum(CAREGIVER_APPLY_TABS, { error: M.tab }).default('pending'),
  ...caregiverPageQuerySchema.shape,
});
/** GET /api/caregiver/mypage/bookmarks?page=&size= */
export const mypageBookmarksQuerySchema = caregiverPageQuerySchema;

// ---------------------------------------------------------------- shared shapes
/** Card tags 일상 이동 식사 배변: lit when the elder needs help there. */
export const taskFlagsSchema = z.object({
  meal: z.boolean(),
  toileting: z.boolean(),
  mobility: z.boolean(),
  daily: z.boolean(),
});
export type TaskFlags = z.infer<typeof taskFlagsSchema>;

export const CARE_STATUSES = ['pending', 'accepted'] as const;
export type CareStatus = (typeof CARE_STATUSES)[number];
export const careStatusSchema = z.enum(CARE_STATUSES);

const wageTypeSchema = z.enum(WAGE_TYPES);

/** One weekday's hours ('HH:MM:SS'); null = no care that day. */
export const dayHoursOutSchema = z.object({ start: z.string(), end: z.string() }).nullable();

/** The elder part of a detail screen (no name, no phone). */
export const elderInfoSchema = z.object({
  gender: z.enum(GENDERS),
  age: z.number().int(),
  rank: z.number().int(),
  /** 시군구 동, e.g. `강남구 역삼동`. */
  address: z.string(),
  /** Seven entries, Monday first, or null when unknown. */
  schedule: z.array(dayHoursOutSchema).nullable(),
  meal: z.array(z.string()),
  toileting: z.array(z.string()),
  mobility: z.array(z.string()),
  daily: z.array(z.string()),
  family: z.string(),
  pet: z.string(),
});
export type ElderInfo = z.infer<typeof elderInfoSchema>;

/**
 * The Center of spec §3 (centerId, centerName, zipCode, detailAddress, hasCar, finalGrade,
 * installationTime), plus the center's one-line introduction (PRODUCT.md: more fields may be added).
 * `installationTime` is the 설치일 as `yyyy-mm-dd` (`''` when unpublished); `finalGrade` the 평가등급 `A`..`E`.
 */
export const centerSchema = z.object({
  centerId: z.number().int(),
  centerName: z.string(),
  zipCode: z.string(),
  detailAddress: z.string(),
  hasCar: z.boolean(),
  finalGrade: z.string(),
  installationTime: z.string(),
  oneLineIntro: z.string(),
  /** Our additions (issue 13): the year of finalGrade's evaluation (`평가 최우수(A) · 2024`), where the
   * center is and its services, from the national 장기요양기관 list. */
  gradeYear: z.number().int().nullable(),
  sido: z.string(),
  sigungu: z.string(),
  services: z.array(z.string()),
});
export type Center = z.infer<typeof centerSchema>;

/** Our addition on every card that names its center (issue 13): the center's grade and its year, shown
 * on the card's center line as `평가 최우수(A) · 2024` (formatCenterGrade); null when it has none. */
export const centerGradeFieldsSchema = z.object({
  centerGrade: z.string().nullable(),
  centerGradeYear: z.number().int().nullable(),
  /**
   * Issue 34: caregivers' 후기 of the center beside its grade — `요양보호사 후기 5건 · 다시 일하고 싶어요
   * 80%`, `후기 2건` under three reviews (reviewTotals), null without any — and its count.
   */
  centerReviews: z.string().nullable(),
  centerReviewCount: z.number().int(),
});

/**
 * Our addition on every elder card and contact of the caregiver (issue 30: what does not fit is shown as
 * plainly as what fits). `fit` is `내 조건에 맞아요` or the one main reason the elder does not fit her
 * resume (`배변 도움이 가능해야 해요`, `월~금 오후가 맞지 않아요`), null without a resume; `fits` says
 * which; `mismatches` lists every reason against (the first is `fit`), empty when it fits or without a
 * resume. The same on a card and on its detail.
 */
export const fitFieldsSchema = z.object({
  fit: z.string().nullable(),
  fits: z.boolean(),
  mismatches: z.array(z.string()),
});

// ---------------------------------------------------------------- home: received contacts
/**
 * A received contact card: the spec's Contact (§3) — contactId, center (the center's name on a list
 * item; the Center object on the detail), title, createdAt, wage, negotiable, bookmarked, the four task
 * booleans at the top level, message, elder — plus our extra fields.
 * `title`: `방문 요양 · 강남구 역삼동 · 여 82세 · 3등급`.
 */
export const contactCardSchema = z.object({
  contactId: z.number().int(),
  elderId: z.number().int(),
  title: z.string(),
  /** Center name. */
  center: z.string(),
  ...centerGradeFieldsSchema.shape,
  /** Our addition (issue 13): the sending manager is a verified member of the center (`센터 인증`). */
  centerVerified: z.boolean(),
  createdAt: z.string(),
  wage: z.number().int(),
  wageType: wageTypeSchema,
  negotiable: z.boolean(),
  bookmarked: z.boolean(),
  ...taskFlagsSchema.shape,
  /** The manager's message. */
  message: z.string(),
  elder: elderInfoSchema,
  distanceKm: z.number(),
  score: z.number().int(),
  reasons: z.array(z.string()),
  ...fitFieldsSchema.shape,
});
export type ContactCard = z.infer<typeof contactCardSchema>;

/** GET /api/caregiver/main/list: the page plus the caregiver's road address (home header). */
export const caregiverMainListResponseSchema = pageSchema(contactCardSchema).extend({ address: z.string() });
export type CaregiverMainListResponse = z.infer<typeof caregiverMainListResponseSchema>;

/** GET /api/caregiver/main?contact=: `center` is the Center object (PRODUCT.md "Wire format"). */
export const contactDetailSchema = contactCardSchema.extend({
  center: centerSchema,
  status: careStatusSchema,
  workType: z.string(),
  /** Only once accepted (PRODUCT.md: phones are revealed after acceptance). */
  managerPhone: z.string().nullable(),
  /** Issue 31: once accepted, the connection (both names, the center, the phones, the job); else null. */
  connection: connectionSchema.nullable(),
});
export type ContactDetail = z.infer<typeof contactDetailSchema>;

/** POST /api/caregiver/main/accept?contact= body. */
export const acceptContactBodySchema = careReplyBodySchema;
/** → the contact's title and the manager's phone. */
export const acceptContactResponseSchema = z.object({ title: z.string(), phone: z.string() });
export type AcceptContactResponse = z.infer<typeof acceptContactResponseSchema>;

/** POST main/bookmark?contact= and near/bookmark?elderId= */
export const bookmarkToggleResponseSchema = z.object({ bookmarked: z.boolean() });
/**
 * Optional body of main/bookmark and near/bookmark: the state wanted, so a retried request cannot
 * silently unsave. Without it the call toggles (spec; older clients).
 */
export const bookmarkSetBodySchema = z.object({ bookmarked: z.boolean() }).nullish();
export type BookmarkSetBody = z.infer<typeof bookmarkSetBodySchema>;
export type BookmarkToggleResponse = z.infer<typeof bookmarkToggleResponseSchema>;

// ---------------------------------------------------------------- near elders
/**
 * An elder card: the spec's nearby job (§3) — title, center (the center's name), wage, negotiable,
 * elderId, bookmarked and the four task booleans at the top level — plus our extra fields.
 */
export const elderCardSchema = z.object({
  elderId: z.number().int(),
  title: z.string(),
  center: z.string(),
  ...centerGradeFieldsSchema.shape,
  /** Our addition (issue 13): the posting's manager is a verified member of the center (`센터 인증`). */
  centerVerified: z.boolean(),
  wage: z.number().int(),
  wageType: wageTypeSchema,
  negotiable: z.boolean(),
  bookmarked: z.boolean(),
  ...taskFlagsSchema.shape,
  distanceKm: z.number(),
  score: z.number().int(),
  reasons: z.array(z.string()),
  /** Our addition (issue 15): when the elder was posted (ISO), for the card's `3일 전`. */
  postedAt: z.string(),
  ...fitFieldsSchema.shape,
  /**
   * Our addition (issue 30): the offer per hour in won (rounded), a 일급/월급/건별 turned into hours with
   * the elder's own week — what `가장 높은 급여` compares; null when it cannot be known (no hours).
   */
  wagePerHour: z.number().int().nullable(),
});
export type ElderCard = z.infer<typeof elderCardSchema>;

export const NEAR_PICK_KEYS = ['meal', 'toileting', 'mobility', 'daily', 'wage'] as const;
export type NearPickKey = (typeof NEAR_PICK_KEYS)[number];

/**
 * GET /api/caregiver/near/list?range=: the spec's grouped picks at the top level, one card or null
 * each (PRODUCT.md "Near picks"), plus the caregiver's road address.
 */
export const nearListResponseSchema = z.object({
  meal: elderCardSchema.nullable(),
  toileting: elderCardSchema.nullable(),
  mobility: elderCardSchema.nullable(),
  daily: elderCardSchema.nullable(),
  wage: elderCardSchema.nullable(),
  address: z.string(),
});
export type NearListResponse = z.infer<typeof nearListResponseSchema>;

/**
 * An item of GET /api/caregiver/near/all: every open elder in range, for every caregiver (issue 15),
 * each with its fit line (`fit`, `fits`; every elder card carries them since issue 30).
 */
export const nearAllItemSchema = elderCardSchema;
export type NearAllItem = z.infer<typeof nearAllItemSchema>;

/** GET /api/caregiver/near/all */
export const nearAllResponseSchema = pageSchema(nearAllItemSchema);
export type NearAllResponse = z.infer<typeof nearAllResponseSchema>;

/**
 * GET /api/caregiver/near?elderId= — api.md's caregiver "ElderDetail". Named NearElderDetail because
 * manager-api.ts exports ElderDetail (the manager's registration view) from the same index.
 * As the contact detail (spec §3 Contact), `center` is the Center object and `createdAt` is there: the
 * spec's old client reads both (issue 30); `centerName` is the name the card shows.
 */
export const nearElderDetailSchema = elderCardSchema.extend({
  center: centerSchema,
  /** The center's name (the card's `center`). */
  centerName: z.string(),
  /** When the elder was posted (ISO), = `postedAt`. */
  createdAt: z.string(),
  workType: z.string(),
  message: z.string(),
  elder: elderInfoSchema,
  /** The same Center object as `center` (what our remote read before issue 30; kept for it). */
  centerInfo: centerSchema,
  /** The caller's pending apply to this elder, if any (for 지원 취소). */
  pendingApplyId: z.number().int().nullable(),
  applyStatus: careStatusSchema.nullable(),
  /** Our addition (issue 30): the manager closed the posting (모집 완료); it takes no applies. */
  closed: z.boolean(),
  /** Issue 31: her latest connection with this elder (an accepted apply or contact), else null. */
  connection: connectionSchema.nullable(),
});
export type NearElderDetail = z.infer<typeof nearElderDetailSchema>;

/** POST /api/caregiver/near?elderId= body {phone, message}. */
export const applyBodySchema = careReplyBodySchema;
export const applyResponseSchema = z.object({ applyId: z.number().int(), title: z.string() });
export type ApplyResponse = z.infer<typeof applyResponseSchema>;

// ---------------------------------------------------------------- my page and its lists
export const myPageSchema = z.object({
  name: z.string(),
  address: z.string(),
  /** Our addition (issue 15): the profile phone, prefilled in accept/apply step 1 (PRODUCT.md "Phones"). */
  phone: z.string(),
  profileImage: z.string().nullable(),
  resumeRegistered: z.boolean(),
  jobOpen: z.boolean(),
  savedEldersCount: z.number().int(),
  managerContactCount: z.number().int(),
  applyCount: z.number().int(),
  /** Our addition (issue 15): the introduction and experience typed at sign-up, prefilled into a new resume. */
  introduction: z.string(),
  /** `current` (issue 30): 현재 근무 중, with endDate ''. */
  experience: z.array(experienceEntrySchema),
});
export type MyPage = z.infer<typeof myPageSchema>;

/**
 * POST /api/caregiver/mypage/job-open: no body flips the switch (the spec's call); `{jobOpen}` sets it.
 */
export const jobOpenBodySchema = z.object({ jobOpen: z.boolean({ error: M.jobOpen }).optional() }).nullish();
export type JobOpenBody = z.infer<typeof jobOpenBodySchema>;
/** What our remote sends: the new value, explicitly, so a retried request cannot flip it back. */
export const jobOpenSetBodySchema = z.object({ jobOpen: z.boolean({ error: M.jobOpen }) });
export type JobOpenSetBody = z.infer<typeof jobOpenSetBodySchema>;
/** → `isJobOpen` (spec) and the same value as `jobOpen` (the my-page field's name). */
export const jobOpenResponseSchema = z.object({ isJobOpen: z.boolean(), jobOpen: z.boolean() });
export type JobOpenResponse = z.infer<typeof jobOpenResponseSchema>;

/** GET /api/caregiver/mypage/contacts: a received contact with its status. */
export const receivedContactSchema = contactCardSchema.extend({
  status: careStatusSchema,
  managerPhone: z.string().nullable(),
  /** Issue 31: the connection of an accepted contact (GET /api/caregiver/connections/{id}), else null. */
  connectionId: z.number().int().nullable(),
});
export type ReceivedContact = z.infer<typeof receivedContactSchema>;
export const receivedContactsResponseSchema = pageSchema(receivedContactSchema);

/** GET /api/caregiver/mypage/applies */
export const applyCardSchema = z.object({
  applyId: z.number().int(),
  elderId: z.number().int(),
  title: z.string(),
  center: z.string(),
  ...centerGradeFieldsSchema.shape,
  /** Our addition (issue 13): the posting's manager is a verified member of the center (`센터 인증`). */
  centerVerified: z.boolean(),

  wage: z.number().int(),
  wageType: wageTypeSchema,
  negotiable: z.boolean(),
  ...taskFlagsSchema.shape,
  createdAt: z.string(),
  /** `declined` only under ?tab=declined (issue 30). */
  status: z.enum(['pending', 'accepted', 'declined']),
  /** Accepted only: the manager's phone (PRODUCT.md "Phones"; never the elder's family phone). */
  managerPhone: z.string().nullable(),
  /** Our addition (issue 30): when the center declined it; null unless declined. */
  declinedAt: z.string().nullable(),
  /** Issue 31: the connection of an accepted apply (GET /api/caregiver/connections/{id}), else null. */
  connectionId: z.number().int().nullable(),
});
export type ApplyCard = z.infer<typeof applyCardSchema>;
export const appliesResponseSchema = pageSchema(applyCardSchema);

/** GET /api/caregiver/mypage/bookmarks: saved elders, newest first. */
export const bookmarkedElderSchema = elderCardSchema.extend({ bookmarkId: z.number().int() });
export type BookmarkedElder = z.infer<typeof bookmarkedElderSchema>;
export const bookmarksResponseSchema = pageSchema(bookmarkedElderSchema);

// ---------------------------------------------------------------- resume
/** POST /api/caregiver/resume/create, PUT /api/caregiver/resume: body and answer are the Resume. */
export const resumeResponseSchema = resumeBodySchema;
