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

export const CAREGIVER_API_MESSAGES = {
  range: '*거리 범위를 선택해주세요.',
  order: '*정렬 기준을 선택해주세요.',
  tab: '*목록 종류를 선택해주세요.',
  page: '*페이지 번호를 확인해주세요.',
  size: '*한 페이지 개수는 1개 이상 50개 이하로 입력해주세요.',
  contact: '*연락 번호를 확인해주세요.',
  elderId: '*어르신 번호를 확인해주세요.',
  applyId: '*지원 번호를 확인해주세요.',
  jobOpen: '*구인 공개 여부를 선택해주세요.',
  /** 409s */
  contactNotPending: '이미 처리된 연락이에요.',
  applyNotPending: '이미 처리된 지원이에요.',
  applyDuplicate: '이미 지원한 어르신이에요. 답변을 기다려주세요.',
  resumeExists: '이미 등록한 이력서가 있어요.',
  resumeMissing: '등록한 이력서가 없어요.',
} as const;
const M = CAREGIVER_API_MESSAGES;

// ---------------------------------------------------------------- query pieces
const idSchema = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);

export const caregiverPageQuerySchema = z.object({
  page: z.coerce.number({ error: M.page }).int(M.page).min(0, M.page).default(0),
  size: z.coerce
    .number({ error: M.size })
    .int(M.size)
    .min(1, M.size)
    .max(50, M.size)
    .default(DEFAULT_PAGE_SIZE),
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
/** GET /api/caregiver/mypage/contacts and /applies ?tab=pending|approved&page=&size= */
export const mypageTabQuerySchema = z.object({ tab: tabSchema, ...caregiverPageQuerySchema.shape });
export type MypageTabQuery = z.input<typeof mypageTabQuerySchema>;
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

export const centerInfoSchema = z.object({
  name: z.string(),
  finalGrade: z.string(),
  hasCar: z.boolean(),
  oneLineIntro: z.string(),
});
export type CenterInfo = z.infer<typeof centerInfoSchema>;

// ---------------------------------------------------------------- home: received contacts
/** A received contact card. `title`: `방문 요양 · 강남구 역삼동 · 여 82세 · 3등급`. */
export const contactCardSchema = z.object({
  contactId: z.number().int(),
  elderId: z.number().int(),
  title: z.string(),
  /** Center name. */
  center: z.string(),
  createdAt: z.string(),
  wage: z.number().int(),
  wageType: wageTypeSchema,
  negotiable: z.boolean(),
  bookmarked: z.boolean(),
  tasks: taskFlagsSchema,
  distanceKm: z.number(),
  score: z.number().int(),
  reasons: z.array(z.string()),
});
export type ContactCard = z.infer<typeof contactCardSchema>;

/** GET /api/caregiver/main/list: the page plus the caregiver's road address (home header). */
export const caregiverMainListResponseSchema = pageSchema(contactCardSchema).extend({ address: z.string() });
export type CaregiverMainListResponse = z.infer<typeof caregiverMainListResponseSchema>;

/** GET /api/caregiver/main?contact= */
export const contactDetailSchema = contactCardSchema.extend({
  status: careStatusSchema,
  workType: z.string(),
  /** The manager's message. */
  message: z.string(),
  elder: elderInfoSchema,
  centerInfo: centerInfoSchema,
  /** Only once accepted (PRODUCT.md: phones are revealed after acceptance). */
  managerPhone: z.string().nullable(),
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
export const elderCardSchema = z.object({
  elderId: z.number().int(),
  title: z.string(),
  center: z.string(),
  wage: z.number().int(),
  wageType: wageTypeSchema,
  negotiable: z.boolean(),
  bookmarked: z.boolean(),
  tasks: taskFlagsSchema,
  distanceKm: z.number(),
  score: z.number().int(),
  reasons: z.array(z.string()),
});
export type ElderCard = z.infer<typeof elderCardSchema>;

export const NEAR_PICK_KEYS = ['meal', 'toileting', 'mobility', 'daily', 'wage'] as const;
export type NearPickKey = (typeof NEAR_PICK_KEYS)[number];

/** GET /api/caregiver/near/list?range= */
export const nearListResponseSchema = z.object({
  address: z.string(),
  picks: z.object({
    meal: elderCardSchema.nullable(),
    toileting: elderCardSchema.nullable(),
    mobility: elderCardSchema.nullable(),
    daily: elderCardSchema.nullable(),
    wage: elderCardSchema.nullable(),
  }),
});
export type NearListResponse = z.infer<typeof nearListResponseSchema>;

/** GET /api/caregiver/near/all */
export const nearAllResponseSchema = pageSchema(elderCardSchema);
export type NearAllResponse = z.infer<typeof nearAllResponseSchema>;

/**
 * GET /api/caregiver/near?elderId= — api.md's caregiver "ElderDetail". Named NearElderDetail because
 * manager-api.ts exports ElderDetail (the manager's registration view) from the same index.
 */
export const nearElderDetailSchema = elderCardSchema.extend({
  workType: z.string(),
  message: z.string(),
  elder: elderInfoSchema,
  centerInfo: centerInfoSchema,
  /** The caller's pending apply to this elder, if any (for 지원 취소). */
  pendingApplyId: z.number().int().nullable(),
  applyStatus: careStatusSchema.nullable(),
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
  profileImage: z.string().nullable(),
  resumeRegistered: z.boolean(),
  jobOpen: z.boolean(),
  savedEldersCount: z.number().int(),
  managerContactCount: z.number().int(),
  applyCount: z.number().int(),
});
export type MyPage = z.infer<typeof myPageSchema>;

/** POST /api/caregiver/mypage/job-open */
export const jobOpenBodySchema = z.object({ jobOpen: z.boolean({ error: M.jobOpen }) });
export type JobOpenBody = z.infer<typeof jobOpenBodySchema>;
export const jobOpenResponseSchema = jobOpenBodySchema;

/** GET /api/caregiver/mypage/contacts: a received contact with its status. */
export const receivedContactSchema = contactCardSchema.extend({
  status: careStatusSchema,
  managerPhone: z.string().nullable(),
});
export type ReceivedContact = z.infer<typeof receivedContactSchema>;
export const receivedContactsResponseSchema = pageSchema(receivedContactSchema);

/** GET /api/caregiver/mypage/applies */
export const applyCardSchema = z.object({
  applyId: z.number().int(),
  elderId: z.number().int(),
  title: z.string(),
  center: z.string(),
  wage: z.number().int(),
  wageType: wageTypeSchema,
  negotiable: z.boolean(),
  tasks: taskFlagsSchema,
  createdAt: z.string(),
  status: careStatusSchema,
  /** Accepted only: the elder's contact phone. */
  managerPhone: z.string().nullable(),
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
