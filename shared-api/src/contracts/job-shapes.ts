// The shapes of a job and a connection (issue 31) as both roles read them. Kept apart from jobs-api.ts
// (routes' bodies and the job detail) so that caregiver-api.ts and manager-api.ts can put a connection on
// their contact and apply answers without an import cycle.
import { z } from 'zod';
import { WORK_TYPES } from './care-options';
import { pageSchema } from './page';

// ---------------------------------------------------------------- values
/** proposed (채용 제안) → active (근무 중) | talk (다시 이야기해요); active → ended (근무 종료). */
export const JOB_STATUSES = ['proposed', 'active', 'talk', 'ended'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  proposed: '채용 제안',
  active: '근무 중',
  talk: '다시 이야기해요',
  ended: '근무 종료',
};

/** The reasons a person chooses when ending a job (PRODUCT.md). */
export const JOB_END_REASONS = ['어르신 입원', '어르신 별세', '개인 사정', '계약 기간 끝', '기타'] as const;
export type JobEndReason = (typeof JOB_END_REASONS)[number];
/** The reasons the server writes when an account ends its jobs. */
export const JOB_SYSTEM_END_REASONS = ['탈퇴', '이용 정지', '돌봄 종료'] as const;
export type JobSystemEndReason = (typeof JOB_SYSTEM_END_REASONS)[number];
export const ALL_JOB_END_REASONS = [...JOB_END_REASONS, ...JOB_SYSTEM_END_REASONS] as const;
/** The reasons after which the caregiver is shown the same center's other elders first. */
export const ELDER_GONE_REASONS: readonly JobEndReason[] = ['어르신 입원', '어르신 별세'];

export const JOB_ENDED_BY = ['caregiver', 'manager', 'system'] as const;
export type JobEndedBy = (typeof JOB_ENDED_BY)[number];

/** The notification text to a caregiver whose pending apply or contact ended because a job was confirmed. */
export const RECRUITING_CLOSED_TEXT = '다른 요양보호사와 연결되어 모집이 마감되었어요.';

// ---------------------------------------------------------------- answers
/** A visit day as answered: 'HH:MM'. */
export const jobDayOutSchema = z.object({ start: z.string(), end: z.string() }).nullable();
export const jobWeekOutSchema = z.array(jobDayOutSchema);

/** One job's monthly estimate (job-rules.ts jobPay), for `어떻게 계산했나요`. */
export const jobPaySchema = z.object({
  hourlyWage: z.number().int(),
  weeklyMinutes: z.number().int(),
  weeklyHours: z.number(),
  basePay: z.number().int(),
  juhyu: z.boolean(),
  juhyuHours: z.number(),
  juhyuPay: z.number().int(),
  total: z.number().int(),
});
export type JobPayOut = z.infer<typeof jobPaySchema>;

/**
 * A job as both sides see it in lists. `elderName` only for the manager (a caregiver sees the posting's
 * `title`, never the elder's name); `caregiverName` is her real name.
 */
export const jobSummarySchema = z.object({
  jobId: z.number().int(),
  connectionId: z.number().int(),
  elderId: z.number().int(),
  caregiverId: z.number().int(),
  managerId: z.number().int(),
  status: z.enum(JOB_STATUSES),
  /** `yyyy-mm-dd` */
  startDate: z.string(),
  /** Seven entries, Monday first, 'HH:MM'. */
  schedule: jobWeekOutSchema,
  hourlyWage: z.number().int(),
  workType: z.enum(WORK_TYPES),
  keepOpen: z.boolean(),
  weeklyHours: z.number(),
  /** The posting's card title (`방문 요양 · 강남구 역삼동 · 여 82세 · 3등급`). */
  title: z.string(),
  elderName: z.string().nullable(),
  caregiverName: z.string(),
  managerName: z.string(),
  centerId: z.number().int(),
  centerName: z.string(),
  proposedAt: z.string(),
  confirmedAt: z.string().nullable(),
  talkReason: z.string().nullable(),
  talkAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** `yyyy-mm-dd` */
  lastDay: z.string().nullable(),
  endReason: z.enum(ALL_JOB_END_REASONS).nullable(),
  endNote: z.string().nullable(),
  endedBy: z.enum(JOB_ENDED_BY).nullable(),
  /** Caregiver: this job is on her resume's experience already (지난 근무 shows the tap only until then). */
  experienceAdded: z.boolean(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

/**
 * A connection (`연결됨`): one accepted contact or apply between a caregiver, an elder and its manager.
 * Both names, the center and the phones of "Phones"; the current job (proposed, active or talk) or the
 * last one. `elderName` only for the manager.
 */
export const connectionSchema = z.object({
  connectionId: z.number().int(),
  elderId: z.number().int(),
  caregiverId: z.number().int(),
  managerId: z.number().int(),
  /** The accepted contact or apply the connection came from (one of the two). */
  contactId: z.number().int().nullable(),
  applyId: z.number().int().nullable(),
  createdAt: z.string(),
  /** When an account of the two was deleted or suspended; null while it lasts. */
  endedAt: z.string().nullable(),
  title: z.string(),
  elderName: z.string().nullable(),
  caregiverName: z.string(),
  caregiverPhone: z.string(),
  managerName: z.string(),
  managerPhone: z.string(),
  centerId: z.number().int(),
  centerName: z.string(),
  /** The job in progress (proposed, active, talk), else the latest one, else null. */
  job: jobSummarySchema.nullable(),
  /** Manager: `채용 제안하기` is possible (the connection lasts, no job is proposed or active for the pair). */
  canPropose: z.boolean(),
});
export type Connection = z.infer<typeof connectionSchema>;
export const connectionPageSchema = pageSchema(connectionSchema);
