// Connections and jobs (issue 31, PRODUCT.md "After the match" and "API of the features above"): the
// request bodies the forms check and the server repeats, and the answers of every route. Routes and
// what each answers are listed in docs/jobs-api.md; the model in docs/adr/0035-connections-and-jobs.md.
// Response schemas are plain (no transforms, dates as ISO strings, days as `yyyy-mm-dd`).
import { z } from 'zod';
import { WEEKDAY_LABELS, WORK_TYPES } from './care-options';
import { elderCardSchema } from './caregiver-api';
import {
  JOB_END_REASONS,
  JOB_STATUSES,
  jobPaySchema,
  jobSummarySchema,
  jobWeekOutSchema,
} from './job-shapes';
import {
  addDays,
  daysOutside,
  koreanDate,
  LAST_DAY_WINDOW_DAYS,
  minutesOf,
  proposalMinimumWage,
  START_DATE_FUTURE_DAYS,
  START_DATE_PAST_DAYS,
  type JobWeek,
} from './job-rules';
import { pageQuerySchema, pageSchema } from './page';
import { recordIdSchema, textSchema } from './primitives';
import { isRealDate } from './signup';
import { absenceSchema, substituteVisitSchema } from './substitute-shapes';

export const JOB_MESSAGES = {
  connection: '연결 번호를 확인해주세요.',
  job: '근무 번호를 확인해주세요.',
  elder: '어르신 번호를 확인해주세요.',
  status: '근무 상태를 다시 선택해주세요.',
  startDate: '근무 시작일을 골라주세요.',
  startDateRange: '근무 시작일은 지난 30일부터 1년 뒤까지 고를 수 있어요.',
  schedule: '근무 요일을 1개 이상 골라주세요.',
  dayHours: '시작 시간은 끝나는 시간보다 빨라야 해요.',
  time: '시간을 다시 골라주세요.',
  hourlyWage: '시급을 숫자로 입력해주세요.',
  hourlyWageMax: '시급은 100,000원 이하로 입력해주세요.',
  workType: '근무 형태를 골라주세요.',
  keepOpen: '계속 모집할지 골라주세요.',
  talkReason: '이야기하고 싶은 내용을 200자 안으로 적어주세요.',
  lastDay: '마지막 근무일을 골라주세요.',
  lastDayRange: '마지막 근무일은 근무 시작일 뒤, 오늘부터 90일 안으로 골라주세요.',
  endReason: '종료 사유를 골라주세요.',
  endNote: '사유는 200자 안으로 적어주세요.',
  /** 403 / 409 answers */
  connectionEnded: '끝난 연결이에요. 새로 연락하거나 지원해주세요.',
  openJobExists: '이미 채용 제안 중이거나 근무 중이에요.',
  notProposed: '이미 답한 채용 제안이에요.',
  notActive: '근무 중이 아니에요.',
  clash: '다른 근무와 시간이 겹쳐요.',
  experienceFull: '경력은 3개까지 넣을 수 있어요. 이력서에서 하나를 지운 뒤 다시 해주세요.',
  experienceAdded: '이미 경력에 넣은 근무예요.',
  experienceActive: '근무가 끝난 뒤에 경력으로 넣을 수 있어요.',
  resumeMissing: '이력서를 먼저 써주세요.',
} as const;
const M = JOB_MESSAGES;

/** `100,000원` at most: the 시급 range of wage-ranges.ts. */
export const MAX_HOURLY_WAGE = 100_000;

// ---------------------------------------------------------------- request pieces
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

const dateSchema = (message: string) =>
  textSchema(message).trim().regex(DATE_RE, message).refine(isRealDate, message);

/** One weekday's visit, 'HH:MM'. */
export const jobDaySchema = z
  .object({
    start: textSchema(M.time).regex(TIME_RE, M.time),
    end: textSchema(M.time).regex(TIME_RE, M.time),
  })
  .refine((d) => minutesOf(d.start) < minutesOf(d.end), { message: M.dayHours, path: ['end'] });
export type JobDayInput = z.infer<typeof jobDaySchema>;

/** Seven entries, Monday first; null = no visit; at least one visit. */
export const jobScheduleSchema = z
  .array(jobDaySchema.nullable(), { error: M.schedule })
  .length(7, M.schedule)
  .refine((days) => days.some((d) => d !== null), M.schedule);

const hourlyWageSchema = z
  .number({ error: M.hourlyWage })
  .int(M.hourlyWage)
  .min(0, M.hourlyWage)
  .max(MAX_HOURLY_WAGE, M.hourlyWageMax);

/** `시급은 2026년 최저시급 10,320원 이상이어야 해요.` */
export const minimumWageMessage = (minimum: number, year: number) =>
  `시급은 ${year}년 최저시급 ${minimum.toLocaleString('ko-KR')}원 이상이어야 해요.`;

/** `화·목 방문 시간이 어르신 일정을 벗어나요.` */
export const outsideScheduleMessage = (days: readonly number[]) =>
  `${days.map((d) => WEEKDAY_LABELS[d]).join('·')} 방문 시간이 어르신 일정을 벗어나요.`;

/** POST /api/manager/jobs: propose a job on a connection (채용 제안). */
export const jobProposalBodySchema = z.object({
  connectionId: recordIdSchema(M.connection),
  /** `yyyy-mm-dd` */
  startDate: dateSchema(M.startDate),
  schedule: jobScheduleSchema,
  hourlyWage: hourlyWageSchema,
  workType: z.enum(WORK_TYPES, { error: M.workType }),
  /** `계속 모집하기`: the posting stays open when the job is confirmed (an elder may need two caregivers). */
  keepOpen: z.boolean({ error: M.keepOpen }).default(false),
});
export type JobProposalBody = z.input<typeof jobProposalBodySchema>;
export type JobProposal = z.output<typeof jobProposalBodySchema>;

/**
 * The checks of a proposal that need today and the elder's schedule, as `{ field: message }` (empty
 * when it passes): the start date's window, the minimum wage of its year (or this year's, if later), and
 * every visit inside the elder's hours. The form runs it with its clock, the server with its own.
 */
export function proposalProblems(
  p: Pick<JobProposal, 'startDate' | 'schedule' | 'hourlyWage'>,
  elderSchedule: JobWeek,
  now: Date,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const today = koreanDate(now);
  if (
    p.startDate < addDays(today, -START_DATE_PAST_DAYS) ||
    p.startDate > addDays(today, START_DATE_FUTURE_DAYS)
  )
    problems.startDate = M.startDateRange;
  const minimum = proposalMinimumWage(p.startDate, now);
  if (p.hourlyWage < minimum.hourly) problems.hourlyWage = minimumWageMessage(minimum.hourly, minimum.year);
  const outside = daysOutside(p.schedule, elderSchedule);
  if (outside.length) problems.schedule = outsideScheduleMessage(outside);
  return problems;
}

/** POST /api/caregiver/jobs/{jobId}/decline: `다시 이야기해요` with a short reason. */
export const jobTalkBodySchema = z.object({
  reason: textSchema(M.talkReason).trim().min(1, M.talkReason).max(200, M.talkReason),
});
export type JobTalkBody = z.input<typeof jobTalkBodySchema>;

/** POST /api/{caregiver|manager}/jobs/{jobId}/end: `근무 종료` with the last day and a reason. */
export const jobEndBodySchema = z.object({
  /** `yyyy-mm-dd` */
  lastDay: dateSchema(M.lastDay),
  reason: z.enum(JOB_END_REASONS, { error: M.endReason }),
  /** A few words more (for 기타 above all); optional. */
  note: textSchema(M.endNote).trim().max(200, M.endNote).default(''),
});
export type JobEndBody = z.input<typeof jobEndBodySchema>;

/** The last day's window: not before the job's start, within 90 days of today either way. */
export function lastDayProblem(lastDay: string, startDate: string, now: Date): string | null {
  const today = koreanDate(now);
  if (lastDay < startDate) return M.lastDayRange;
  if (lastDay < addDays(today, -LAST_DAY_WINDOW_DAYS) || lastDay > addDays(today, LAST_DAY_WINDOW_DAYS))
    return M.lastDayRange;
  return null;
}

// ---------------------------------------------------------------- params and queries
export const jobIdParamsSchema = z.object({ jobId: recordIdSchema(M.job) });
export const connectionIdParamsSchema = z.object({ connectionId: recordIdSchema(M.connection) });

const statusFilter = z.enum(JOB_STATUSES, { error: M.status }).optional();
/** GET /api/caregiver/jobs?status=&page=&size= */
export const caregiverJobsQuerySchema = pageQuerySchema.extend({ status: statusFilter });
export type CaregiverJobsQuery = z.input<typeof caregiverJobsQuerySchema>;
/** GET /api/manager/jobs?elderId=&status=&page=&size=: one elder's jobs, or every elder's. */
export const managerJobsQuerySchema = pageQuerySchema.extend({
  elderId: recordIdSchema(M.elder).optional(),
  status: statusFilter,
});
export type ManagerJobsQuery = z.input<typeof managerJobsQuerySchema>;
/** GET /api/{role}/connections?page=&size= (the manager may add elderId=). */
export const caregiverConnectionsQuerySchema = pageQuerySchema;
export const managerConnectionsQuerySchema = pageQuerySchema.extend({
  elderId: recordIdSchema(M.elder).optional(),
});
/** GET /api/manager/assignments?elderId=: one elder's, or every elder's. */
export const assignmentsQuerySchema = z.object({ elderId: recordIdSchema(M.elder).optional() });

// ---------------------------------------------------------------- answers
/** Another of her jobs that a week clashes with, and how (`월·수 오전에 다른 근무가 있어요`). */
export const jobClashSchema = z.object({
  jobId: z.number().int(),
  title: z.string(),
  centerName: z.string(),
  weekdays: z.array(z.number().int()),
  text: z.string(),
});
export type JobClash = z.infer<typeof jobClashSchema>;

/** An elder of the manager's that is open (모집 중): what `다른 어르신 제안하기` offers after an end. */
export const offerElderSchema = z.object({
  elderId: z.number().int(),
  elderName: z.string(),
  title: z.string(),
});
export type OfferElder = z.infer<typeof offerElderSchema>;

/** GET /api/{caregiver|manager}/jobs/{jobId} and the answer of every job call. */
export const jobDetailSchema = jobSummarySchema.extend({
  pay: jobPaySchema,
  /**
   * The minimum hourly wage that applies to the job — of its start year or of this year, whichever is
   * later (job-rules.ts proposalMinimumWage, from the one table of years) — that year, and whether the
   * job's wage is below it (the detail warns).
   */
  minimumWage: z.number().int(),
  minimumWageYear: z.number().int(),
  belowMinimum: z.boolean(),
  /** The phones of PRODUCT.md "Phones": the manager's (the contact's, or the profile's for an apply)
   * and the caregiver's (as she gave it when accepting or applying). '' after an account is deleted. */
  managerPhone: z.string(),
  caregiverPhone: z.string(),
  /** The elder's schedule, 'HH:MM' (the manager's re-proposal starts from it); null for the caregiver. */
  elderSchedule: jobWeekOutSchema.nullable(),
  /** Caregiver, while proposed or active: her other active jobs this week clashes with. Manager: []. */
  clashes: z.array(jobClashSchema),
  /** Caregiver, after 어르신 입원/별세: the same center's open postings (`같은 센터의 다른 어르신`). */
  sameCenterPostings: z.array(elderCardSchema),
  /** Manager, after 어르신 입원/별세: the manager's open elders to offer her (`다른 어르신 제안하기`). */
  offerElders: z.array(offerElderSchema),
  /** Manager: a new proposal can be made on this job's connection (none proposed or active). */
  canProposeAgain: z.boolean(),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

export const jobPageSchema = pageSchema(jobSummarySchema);
export type JobPage = z.infer<typeof jobPageSchema>;

/** GET /api/caregiver/week: 내 일정. */
export const weekVisitSchema = z.object({
  jobId: z.number().int(),
  start: z.string(),
  end: z.string(),
  title: z.string(),
  centerName: z.string(),
});
export type WeekVisit = z.infer<typeof weekVisitSchema>;
export const weekPayJobSchema = jobPaySchema.extend({
  jobId: z.number().int(),
  title: z.string(),
  centerName: z.string(),
  belowMinimum: z.boolean(),
});
export const caregiverWeekSchema = z.object({
  /** Seven lists, Monday first, each day's visits by start time (active jobs only). */
  days: z.array(z.array(weekVisitSchema)),
  weeklyHours: z.number(),
  /** `예상 월급 (세전)`: the sum, and each job's parts. */
  pay: z.object({ total: z.number().int(), jobs: z.array(weekPayJobSchema) }),
  minimumWage: z.object({ year: z.number().int(), hourly: z.number().int() }),
  /** Some job pays below this year's minimum. */
  belowMinimum: z.boolean(),
  /** Her active jobs, and the proposals waiting for her answer. */
  jobs: z.array(jobSummarySchema),
  proposals: z.array(jobSummarySchema),
  /** Issue 35: the visits she took as a substitute, from today on, each on its date only. */
  substitutes: z.array(substituteVisitSchema),
});
export type CaregiverWeek = z.infer<typeof caregiverWeekSchema>;

/** GET /api/manager/assignments: 배정 현황, per elder who works when (proposed and active jobs). */
export const assignmentSchema = z.object({
  elderId: z.number().int(),
  elderName: z.string(),
  recruiting: z.boolean(),
  /** The elder's schedule, 'HH:MM'. */
  schedule: jobWeekOutSchema,
  jobs: z.array(jobSummarySchema),
  /** Issue 35: visits her caregiver cannot make (`이날 못 가요`), from today on: `대체 필요` until covered. */
  absences: z.array(absenceSchema),
});
export type Assignment = z.infer<typeof assignmentSchema>;
export const assignmentsSchema = z.object({ elders: z.array(assignmentSchema) });
export type Assignments = z.infer<typeof assignmentsSchema>;

/** GET /api/manager/elder-counts: the home's elder switcher, one line per elder of the manager. */
export const elderCountSchema = z.object({
  elderId: z.number().int(),
  /** Pending applies (받은 지원 waiting for her answer). */
  newApplies: z.number().int(),
  /** Pending contacts (보낸 연락 the caregiver has not answered). */
  unansweredContacts: z.number().int(),
  /** Active jobs (근무 중). */
  activeJobs: z.number().int(),
});
export type ElderCount = z.infer<typeof elderCountSchema>;
export const elderCountsSchema = z.object({ elders: z.array(elderCountSchema) });
export type ElderCounts = z.infer<typeof elderCountsSchema>;

/** POST /api/caregiver/jobs/{jobId}/experience: the resume's experience after the job was added. */
export const jobExperienceResponseSchema = z.object({
  experience: z.array(
    z.object({
      startDate: z.string(),
      endDate: z.string(),
      work: z.string(),
      center: z.string(),
    }),
  ),
});
export type JobExperienceResponse = z.infer<typeof jobExperienceResponseSchema>;
