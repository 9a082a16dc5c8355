// 대체 근무 (issue 35, PRODUCT.md "대체 근무" and "API of the features above", ADR 0042): `이날 못 가요` on a
// caregiver's job, the manager's substitute request, the caregiver's list of requests with 수락, the
// `대체 근무 알림 받기` setting and the no-show record (`연락 없이 오지 않았어요`) with her reply. The form
// and the server run the same checks (`substituteProblems`, the one minimum-wage table).
import { z } from 'zod';
import { WEEKDAY_LABELS } from './care-options';
import { addDays, dayInterval, koreanDate, minutesOf, type JobWeek } from './job-rules';
import { minimumHourlyWage, yearOf } from './minimum-wage';
import { minimumWageMessage, MAX_HOURLY_WAGE } from './jobs-api';
import { recordIdSchema, textSchema } from './primitives';
import { isRealDate } from './signup';
import { absenceSchema } from './substitute-shapes';

export * from './substitute-shapes';

export const SUBSTITUTE_MESSAGES = {
  job: '근무 번호를 확인해주세요.',
  request: '대체 요청 번호를 확인해주세요.',
  noShow: '기록 번호를 확인해주세요.',
  caregiver: '요양보호사 번호를 확인해주세요.',
  elder: '어르신 번호를 확인해주세요.',
  dates: '날짜를 1개 이상 골라주세요.',
  datesMax: '날짜는 한 번에 14개까지 고를 수 있어요.',
  date: '날짜를 다시 골라주세요.',
  dateRange: '오늘부터 60일 안의 날짜를 골라주세요.',
  pastDate: '지난 날짜는 고를 수 없어요.',
  beforeStart: '근무 시작일부터 고를 수 있어요.',
  reason: '사유를 1~200자로 적어주세요.',
  time: '시간을 다시 골라주세요.',
  hours: '시작 시간은 끝나는 시간보다 빨라야 해요.',
  hourlyWage: '시급을 숫자로 입력해주세요.',
  hourlyWageMax: '시급은 100,000원 이하로 입력해주세요.',
  note: '메모는 300자 안으로 적어주세요.',
  reply: '답변을 1~300자로 적어주세요.',
  alerts: '알림 받기를 켜거나 꺼주세요.',
  /** 409s */
  closed: '마감되었어요',
  cancelled: '취소된 요청이에요.',
  notActive: '근무 중인 일정에만 쓸 수 있어요.',
  clash: '그 시간에 다른 근무가 있어요.',
  alreadyReplied: '이미 답변했어요.',
} as const;
const M = SUBSTITUTE_MESSAGES;

/** How many people one wave asks, how long it waits before the next, and how many waves at most. */
export const SUBSTITUTE_WAVE_SIZE = 50;
export const SUBSTITUTE_WAVE_MINUTES = 15;
export const SUBSTITUTE_MAX_WAVES = 3;
/** How far from the elder a substitute is looked for: the widest radius of the candidate lists (5 km). */
export const SUBSTITUTE_RADIUS_KM = 5;
/** Dates a request or an absence may name: from today up to 60 days ahead, at most 14 at once. */
export const SUBSTITUTE_DAYS_AHEAD = 60;
export const SUBSTITUTE_MAX_DATES = 14;

/** `대체 필요` · `대체 요청 중` · `대체 확정`: what 배정 현황 says of a visit she cannot make. */
export const ABSENCE_STATUS_LABELS = {
  needed: '대체 필요',
  requested: '대체 요청 중',
  covered: '대체 확정',
} as const;
export type AbsenceStatus = keyof typeof ABSENCE_STATUS_LABELS;

export const SUBSTITUTE_STATUS_LABELS = {
  open: '모집 중',
  taken: '마감되었어요',
  cancelled: '취소되었어요',
} as const;
export type SubstituteStatus = keyof typeof SUBSTITUTE_STATUS_LABELS;

export const NO_SHOW_TEXT = '연락 없이 오지 않았어요';

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const dateSchema = textSchema(M.date).trim().regex(DATE_RE, M.date).refine(isRealDate, M.date);
const datesSchema = z
  .array(dateSchema, { error: M.dates })
  .min(1, M.dates)
  .max(SUBSTITUTE_MAX_DATES, M.datesMax)
  // The same day twice is one day.
  .transform((days) => [...new Set(days)].sort());
const timeSchema = textSchema(M.time).regex(TIME_RE, M.time);

/** `2026-12-03 (목)` */
export function dateLabel(date: string): string {
  return `${date} (${WEEKDAY_LABELS[weekdayOf(date)]})`;
}
/** Weekday of a `yyyy-mm-dd`, 0 = Monday. */
export function weekdayOf(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** Dates outside [today, today + 60 days] (the form's clock or the server's). */
export function datesOutOfRange(dates: readonly string[], now: Date): string | null {
  const today = koreanDate(now);
  const last = addDays(today, SUBSTITUTE_DAYS_AHEAD);
  if (dates.some((d) => d < today)) return M.pastDate;
  if (dates.some((d) => d > last)) return M.dateRange;
  return null;
}

/** Dates that are not visit days of the job's week: `화·목에는 방문이 없어요.` */
export function notVisitDays(dates: readonly string[], week: JobWeek): string | null {
  const off = [...new Set(dates.map(weekdayOf))].filter((d) => !dayInterval(week[d])).sort();
  return off.length ? `${off.map((d) => WEEKDAY_LABELS[d]).join('·')}에는 방문이 없어요.` : null;
}

// ---------------------------------------------------------------- 이날 못 가요
/** POST /api/caregiver/jobs/{jobId}/absence */
export const absenceBodySchema = z.object({
  dates: datesSchema,
  reason: textSchema(M.reason).trim().min(1, M.reason).max(200, M.reason),
});
export type AbsenceBody = z.input<typeof absenceBodySchema>;

export const absenceResponseSchema = z.object({ absences: z.array(absenceSchema) });
export type AbsenceResponse = z.infer<typeof absenceResponseSchema>;

// ---------------------------------------------------------------- the manager's request
/** POST /api/manager/substitutes */
export const substituteBodySchema = z
  .object({
    jobId: recordIdSchema(M.job),
    dates: datesSchema,
    start: timeSchema,
    end: timeSchema,
    hourlyWage: z
      .number({ error: M.hourlyWage })
      .int(M.hourlyWage)
      .min(0, M.hourlyWage)
      .max(MAX_HOURLY_WAGE, M.hourlyWageMax),
    note: textSchema(M.note).trim().max(300, M.note).default(''),
  })
  .refine((b) => minutesOf(b.start) < minutesOf(b.end), { message: M.hours, path: ['end'] });
export type SubstituteBody = z.input<typeof substituteBodySchema>;
export type SubstituteInput = z.output<typeof substituteBodySchema>;

/**
 * The checks that need today and the job's week, as `{ field: message }` (empty when it passes): the
 * dates' window, every date a visit day and the hours inside that day's visit, and the minimum wage of
 * the latest date's year (the one table of minimum-wage.ts).
 */
export function substituteProblems(
  body: Pick<SubstituteInput, 'dates' | 'start' | 'end' | 'hourlyWage'>,
  week: JobWeek,
  now: Date,
): Record<string, string> {
  const out: Record<string, string> = {};
  const range = datesOutOfRange(body.dates, now);
  const off = notVisitDays(body.dates, week);
  if (range) out['dates'] = range;
  else if (off) out['dates'] = off;
  else {
    const [s, e] = [minutesOf(body.start), minutesOf(body.end)];
    const outside = [...new Set(body.dates.map(weekdayOf))].filter((d) => {
      const visit = dayInterval(week[d]);
      return !visit || s < visit[0] || e > visit[1];
    });
    if (outside.length)
      out['start'] = `${outside.map((d) => WEEKDAY_LABELS[d]).join('·')} 방문 시간 안에서 골라주세요.`;
  }
  const year = Math.max(yearOf(now), ...body.dates.map(yearOf));
  const minimum = minimumHourlyWage(year);
  if (body.hourlyWage < minimum) out['hourlyWage'] = minimumWageMessage(minimum, year);
  return out;
}

export const substituteIdParamsSchema = z.object({ id: recordIdSchema(M.request) });
export const substituteListQuerySchema = z.object({ elderId: recordIdSchema(M.elder).optional() });

/** A request as the manager sees it. */
export const managerSubstituteSchema = z.object({
  id: z.number().int(),
  jobId: z.number().int().nullable(),
  elderId: z.number().int(),
  elderName: z.string(),
  dates: z.array(z.string()),
  start: z.string(),
  end: z.string(),
  hourlyWage: z.number().int(),
  note: z.string(),
  status: z.enum(['open', 'taken', 'cancelled']),
  label: z.string(),
  /** How many were asked so far, and in how many waves. */
  asked: z.number().int(),
  wave: z.number().int(),
  substituteId: z.number().int().nullable(),
  substituteName: z.string().nullable(),
  createdAt: z.string(),
});
export type ManagerSubstitute = z.infer<typeof managerSubstituteSchema>;
export const managerSubstituteListSchema = z.object({ content: z.array(managerSubstituteSchema) });

/** A request as a caregiver who was asked sees it: never the elder's name; the note once it is hers. */
export const caregiverSubstituteSchema = z.object({
  id: z.number().int(),
  dates: z.array(z.string()),
  start: z.string(),
  end: z.string(),
  hourlyWage: z.number().int(),
  /** The posting's title (never the elder's name) and the center. */
  title: z.string(),
  centerName: z.string(),
  /** What the elder needs help with (the posting's care options). */
  needs: z.array(z.string()),
  /** The manager's note for the visit: only to the one who goes. */
  note: z.string().nullable(),
  /** `open` (수락 possible), `mine` (she goes), `closed` (마감되었어요: someone else took it or it was cancelled). */
  state: z.enum(['open', 'mine', 'closed']),
  label: z.string(),
  /** She applied to this elder before (the first wave asks them first). */
  applicant: z.boolean(),
  askedAt: z.string(),
});
export type CaregiverSubstitute = z.infer<typeof caregiverSubstituteSchema>;
export const caregiverSubstituteListSchema = z.object({
  /** `대체 근무 알림 받기` */
  alerts: z.boolean(),
  content: z.array(caregiverSubstituteSchema),
});
export type CaregiverSubstituteList = z.infer<typeof caregiverSubstituteListSchema>;

export const substituteAlertsBodySchema = z.object({ alerts: z.boolean({ error: M.alerts }) });
export type SubstituteAlertsBody = z.infer<typeof substituteAlertsBodySchema>;
export const substituteAlertsSchema = substituteAlertsBodySchema;

// ---------------------------------------------------------------- 연락 없이 오지 않았어요
/** POST /api/manager/no-shows: on a job's visit (the regular caregiver) or on a substitute request (its substitute). */
export const noShowBodySchema = z
  .object({
    jobId: recordIdSchema(M.job).optional(),
    substituteId: recordIdSchema(M.request).optional(),
    date: dateSchema,
  })
  .refine((b) => (b.jobId === undefined) !== (b.substituteId === undefined), {
    message: M.job,
    path: ['jobId'],
  });
export type NoShowBody = z.input<typeof noShowBodySchema>;
export const noShowIdParamsSchema = z.object({ id: recordIdSchema(M.noShow) });
export const noShowReplyBodySchema = z.object({
  reply: textSchema(M.reply).trim().min(1, M.reply).max(300, M.reply),
});
export type NoShowReplyBody = z.input<typeof noShowReplyBodySchema>;
export const caregiverIdParamsSchema = z.object({ caregiverId: recordIdSchema(M.caregiver) });

export const noShowSchema = z.object({
  id: z.number().int(),
  caregiverId: z.number().int(),
  date: z.string(),
  text: z.string(),
  centerName: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NoShow = z.infer<typeof noShowSchema>;
/** The caregiver's record as managers see it (and her own): the count and each with her reply. */
export const noShowRecordSchema = z.object({ count: z.number().int(), content: z.array(noShowSchema) });
export type NoShowRecord = z.infer<typeof noShowRecordSchema>;
