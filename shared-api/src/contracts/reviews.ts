// 후기 both ways (issue 34, PRODUCT.md "후기 (reviews both ways)", ADR 0041). After a job has lasted four
// weeks, or when it ends, each side reviews the other once per job: the caregiver the center, the manager
// the caregiver — three 1–5 ratings, 다시 (함께) 일하고 싶어요 yes/no and up to 200 characters. A review is
// hidden until both have written theirs or 14 days have passed since the first; then both are visible
// together, and the late side can no longer write (nobody answers in revenge). Totals show numbers only
// from REVIEW_NUMBERS_FROM reviews on.
//
//   GET  /api/{role}/jobs/{jobId}/review                      → JobReviewState (the caller's job only)
//   POST /api/{role}/jobs/{jobId}/review  ReviewBody          → 201 JobReviewState; 409 not open yet,
//        already written or closed (the other's review is already visible)
//   GET  /api/caregiver/centers/{centerId}/reviews?cursor=&size=    → ReviewPage (caregivers' reviews of it)
//   GET  /api/manager/caregivers/{caregiverId}/reviews?cursor=&size= → ReviewPage (centers' reviews of her)
//   GET  /api/admin/reviews/{reviewId}, POST …/hide { reason } → AdminReview (reported reviews only)
import { z } from 'zod';
import { recordIdSchema, textSchema } from './primitives';

/** A review's text is at most this long (PRODUCT.md). */
export const REVIEW_TEXT_MAX = 200;
/** A review opens this many days after the job's start (four weeks), or when the job ends. */
export const REVIEW_OPENS_AFTER_DAYS = 28;
/** A review nobody answered becomes visible this many days after it was written. */
export const REVIEW_HIDDEN_DAYS = 14;
/** Totals show their numbers from this many visible reviews on (`후기 2건` below). */
export const REVIEW_NUMBERS_FROM = 3;
/** Reviews in one page of a center's or a caregiver's reviews (`size`, at most 50). */
export const REVIEW_PAGE_SIZE = 10;

export type ReviewSide = 'caregiver' | 'manager';

/** The questions of each side's review, in the order of `ratings`, and its yes/no question. */
export const REVIEW_QUESTIONS: Record<
  ReviewSide,
  { ratings: readonly [string, string, string]; again: string }
> = {
  caregiver: {
    ratings: ['약속한 급여를 제때 줬어요', '일정을 지켜줬어요', '어려운 일에 도와줬어요'],
    again: '다시 일하고 싶어요',
  },
  manager: { ratings: ['시간 약속', '돌봄 태도', '소통'], again: '다시 함께 일하고 싶어요' },
};

export const REVIEW_MESSAGES = {
  job: '근무 번호를 확인해주세요.',
  center: '센터 번호를 확인해주세요.',
  caregiver: '요양보호사 번호를 확인해주세요.',
  review: '후기 번호를 확인해주세요.',
  rating: '1점부터 5점 중에서 골라주세요.',
  again: '예 또는 아니요를 골라주세요.',
  text: `후기는 ${REVIEW_TEXT_MAX}자 안으로 적어주세요.`,
  cursor: '불러올 위치를 확인해주세요.',
  notYet: '근무를 시작하고 4주가 지나거나 근무가 끝나면 후기를 쓸 수 있어요.',
  already: '이 근무의 후기는 이미 썼어요.',
  closed: '후기를 쓸 수 있는 기간이 지났어요.',
  hideReason: '가리는 이유를 200자 안으로 적어주세요.',
  /** Shown instead of a review an operator hid. */
  hidden: '운영자가 가린 후기예요.',
  waiting: '상대방도 후기를 쓰면 함께 공개돼요.',
} as const;
const M = REVIEW_MESSAGES;

const ratingSchema = z.coerce
  .number<number | string>({ error: M.rating })
  .int(M.rating)
  .min(1, M.rating)
  .max(5, M.rating);

/** POST /api/{role}/jobs/{jobId}/review: the three ratings in the side's question order. */
export const reviewBodySchema = z.object({
  ratings: z.tuple([ratingSchema, ratingSchema, ratingSchema], { error: M.rating }),
  again: z.boolean({ error: M.again }),
  text: textSchema(M.text).trim().max(REVIEW_TEXT_MAX, M.text).default(''),
});
export type ReviewBody = z.input<typeof reviewBodySchema>;

export const centerIdParamsSchema = z.object({ centerId: recordIdSchema(M.center) });
export const reviewCaregiverIdParamsSchema = z.object({ caregiverId: recordIdSchema(M.caregiver) });
export const reviewIdParamsSchema = z.object({ reviewId: recordIdSchema(M.review) });
export const reviewPageQuerySchema = z.object({
  size: z.coerce
    .number<number | string>({ error: M.cursor })
    .int(M.cursor)
    .min(1, M.cursor)
    .max(50, M.cursor)
    .default(REVIEW_PAGE_SIZE),
  cursor: z
    .string({ error: M.cursor })
    .regex(/^\d{1,13}-\d{1,9}$/, M.cursor)
    .optional(),
});

/** POST /api/admin/reviews/{id}/hide */
export const hideReviewBodySchema = z.object({
  reason: z.string({ error: M.hideReason }).trim().min(1, M.hideReason).max(200, M.hideReason),
});

/** A review as one of the job's two parties reads it. */
export const reviewSchema = z.object({
  reviewId: z.number().int(),
  jobId: z.number().int(),
  /** The writer's side. */
  from: z.enum(['caregiver', 'manager']),
  mine: z.boolean(),
  /** In REVIEW_QUESTIONS[from].ratings order (empty when an operator hid it and it is not mine). */
  ratings: z.array(z.number().int()),
  again: z.boolean().nullable(),
  /** '' when an operator hid it (its writer still reads her own). */
  text: z.string(),
  hidden: z.boolean(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const REVIEW_STATES = ['notYet', 'open', 'waiting', 'visible', 'closed'] as const;
/**
 * `notYet`: the job has not lasted four weeks (opensOn says when) or never started; `open`: the caller may
 * write; `waiting`: hers is written, the other's is not visible yet (revealAt: at the latest); `visible`:
 * hers (if any) and the other's are visible; `closed`: the other's became visible before she wrote.
 */
export type ReviewState = (typeof REVIEW_STATES)[number];

export const jobReviewStateSchema = z.object({
  jobId: z.number().int(),
  side: z.enum(['caregiver', 'manager']),
  state: z.enum(REVIEW_STATES),
  /** `yyyy-mm-dd` the review opens on (an active job younger than four weeks), else null. */
  opensOn: z.string().nullable(),
  /** ISO time both become visible at the latest (14 days after the first), while waiting. */
  revealAt: z.string().nullable(),
  /** The other side has written (its content stays hidden until visible). */
  otherWritten: z.boolean(),
  /** Whom the review is about: the center's name or the caregiver's. */
  aboutName: z.string(),
  /** The center's id (a caregiver's link to its reviews) or the caregiver's (a manager's). */
  aboutId: z.number().int(),
  mine: reviewSchema.nullable(),
  theirs: reviewSchema.nullable(),
});
export type JobReviewState = z.infer<typeof jobReviewStateSchema>;

/** The totals of a center or a caregiver as shown; `line` null without reviews. */
export const reviewTotalsSchema = z.object({
  count: z.number().int(),
  /** `요양보호사 후기 5건 · 다시 일하고 싶어요 80%`, `센터 후기 3건 · 시간 약속 4.8`, `후기 2건`, or null. */
  line: z.string().nullable(),
  /** Each question's average (one decimal) and the share that said yes (%), from REVIEW_NUMBERS_FROM on. */
  averages: z.array(z.number()).nullable(),
  againPercent: z.number().int().nullable(),
});
export type ReviewTotals = z.infer<typeof reviewTotalsSchema>;

/** One review on a center's or a caregiver's page: no writer, no ratings of one person, only the text. */
export const publicReviewSchema = z.object({
  reviewId: z.number().int(),
  text: z.string(),
  /** `2026년 11월`: when it became visible. */
  month: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const reviewPageSchema = z.object({
  /** The center's name or the caregiver's. */
  name: z.string(),
  totals: reviewTotalsSchema,
  /** Newest first; reviews without text are counted in the totals, not listed. */
  content: z.array(publicReviewSchema),
  /** Ask again with `cursor` for the next (older) page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

export const adminReviewSchema = z.object({
  reviewId: z.number().int(),
  jobId: z.number().int(),
  from: z.enum(['caregiver', 'manager']),
  caregiverName: z.string(),
  managerName: z.string(),
  centerName: z.string(),
  questions: z.array(z.string()),
  ratings: z.array(z.number().int()),
  again: z.boolean(),
  text: z.string(),
  createdAt: z.string(),
  visibleAt: z.string(),
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

// ---------------------------------------------------------------- totals as shown

/** What a subject's stored totals are (the review columns of a center's or a caregiver's row). */
export interface StoredReviewTotals {
  reviewCount: number;
  reviewAgain: number;
  reviewSum1: number;
  reviewSum2: number;
  reviewSum3: number;
}

const oneDecimal = (sum: number, count: number) => Math.round((sum * 10) / count) / 10;

/**
 * The totals of a center (`of` = 'center': caregivers' reviews) or a caregiver ('caregiver': centers'),
 * numbers only from REVIEW_NUMBERS_FROM reviews on — a single reviewer must not be identifiable.
 */
export function reviewTotals(of: 'center' | 'caregiver', t: StoredReviewTotals): ReviewTotals {
  const count = t.reviewCount;
  if (count === 0) return { count, line: null, averages: null, againPercent: null };
  if (count < REVIEW_NUMBERS_FROM)
    return { count, line: `후기 ${count}건`, averages: null, againPercent: null };
  const averages = [t.reviewSum1, t.reviewSum2, t.reviewSum3].map((s) => oneDecimal(s, count));
  const againPercent = Math.round((t.reviewAgain * 100) / count);
  const line =
    of === 'center'
      ? `요양보호사 후기 ${count}건 · 다시 일하고 싶어요 ${againPercent}%`
      : `센터 후기 ${count}건 · 시간 약속 ${averages[0]!.toFixed(1)}`;
  return { count, line, averages, againPercent };
}
