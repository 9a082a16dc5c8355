// 근로계약서 (issue 33, PRODUCT.md "근로계약서"): the 단시간근로자 표준근로계약서 of 고용노동부, filled from a job
// and both profiles plus what the manager adds, read and signed by both sides, one PDF. The body the
// manager's form checks and the server repeats (with the checks that need the job: the same days and
// hours, the year's minimum wage, the legal breaks), the signature, the change request, the answers of
// every route (docs/adr/0040-labor-contracts.md) and the one-line summary on top of the caregiver's screen.
import { z } from 'zod';
import { WEEKDAY_LABELS } from './care-options';
import { dayInterval, minutesOf, proposalMinimumWage, timeOf, type JobWeek } from './job-rules';
import { MAX_HOURLY_WAGE, minimumWageMessage } from './jobs-api';
import { recordIdSchema, textProblem, textSchema, TEXT_MESSAGES } from './primitives';
import { isRealDate } from './signup';

export const CONTRACT_MESSAGES = {
  contract: '계약서 번호를 확인해주세요.',
  version: '계약서 버전을 확인해주세요.',
  startDate: '근로개시일을 골라주세요.',
  endDate: '계약 종료일은 근로개시일 뒤로 골라주세요.',
  days: '근로일과 시업·종업 시간이 근무 내용과 달라요. 근무 시간을 바꾸려면 채용 제안을 다시 해주세요.',
  time: '시간을 다시 골라주세요.',
  breakInside: '휴게 시간은 그날 근무 시간 안에 있어야 해요.',
  hourlyWage: '시급을 숫자로 입력해주세요.',
  hourlyWageMax: '시급은 100,000원 이하로 입력해주세요.',
  payDay: '임금 지급일을 1일부터 31일 사이로 골라주세요.',
  payMethod: '지급 방법을 골라주세요.',
  duties: '업무 내용을 300자 안으로 적어주세요.',
  extra: '덧붙일 내용은 1,000자 안으로 적어주세요.',
  insurance: '사회보험 적용 여부를 골라주세요.',
  name: '이름을 적어주세요.',
  nameMismatch: '계약서에 적힌 이름과 똑같이 적어주세요.',
  signature: '손가락으로 서명을 그려주세요.',
  section: '고칠 부분을 골라주세요.',
  changeText: '고칠 내용을 500자 안으로 적어주세요.',
  /** 409 answers */
  jobNotOpen: '채용 제안 중이거나 근무 중인 근무에만 계약서를 만들 수 있어요.',
  superseded: '계약서가 고쳐졌어요. 새 내용을 읽고 서명해주세요.',
  signedAlready: '이미 두 사람이 서명한 계약서예요.',
  notSigned: '두 사람이 모두 서명한 뒤에 PDF를 받을 수 있어요.',
  unchanged: '바뀐 내용이 없어요.',
} as const;
const M = CONTRACT_MESSAGES;

/** The law's breaks (근로기준법 제54조): 30 minutes from 4 hours of work a day, one hour from 8. */
export const BREAK_RULES = [
  { fromMinutes: 8 * 60, breakMinutes: 60 },
  { fromMinutes: 4 * 60, breakMinutes: 30 },
] as const;

export const PAY_METHODS = ['계좌 입금', '직접 지급'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

export const INSURANCES = ['employment', 'industrial', 'pension', 'health'] as const;
export type Insurance = (typeof INSURANCES)[number];
export const INSURANCE_LABELS: Record<Insurance, string> = {
  employment: '고용보험',
  industrial: '산재보험',
  pension: '국민연금',
  health: '건강보험',
};

/** The 연차유급휴가 line of the standard form. */
export const ANNUAL_LEAVE_TEXT = '통상근로자의 근로시간에 비례하여 연차유급휴가를 부여함 (근로기준법 제18조)';
/** The 교부 line of the standard form. */
export const DELIVERY_TEXT =
  '사업주는 근로계약을 체결함과 동시에 본 계약서를 사본하여 근로자의 교부요구와 관계없이 근로자에게 교부함 (근로기준법 제17조 이행). 돌봄이음에서 두 사람이 같은 PDF를 받아요.';
/** The last line of the standard form. */
export const OTHER_TEXT = '이 계약에 정함이 없는 사항은 근로기준법령에 의함';

/** The sections the caregiver reads one by one (and may ask to change). */
export const CONTRACT_SECTIONS = [
  'parties',
  'period',
  'workplace',
  'duties',
  'hours',
  'wage',
  'leave',
  'insurance',
  'delivery',
  'extra',
] as const;
export type ContractSection = (typeof CONTRACT_SECTIONS)[number];
export const CONTRACT_SECTION_LABELS: Record<ContractSection, string> = {
  parties: '계약 당사자',
  period: '근로계약기간',
  workplace: '근무장소',
  duties: '업무의 내용',
  hours: '근로일 및 근로시간',
  wage: '임금',
  leave: '연차유급휴가',
  insurance: '사회보험 적용',
  delivery: '근로계약서 교부',
  extra: '기타',
};

// ---------------------------------------------------------------- the manager's body
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const time = textSchema(M.time).regex(TIME_RE, M.time);
const dateSchema = (message: string) =>
  textSchema(message).trim().regex(DATE_RE, message).refine(isRealDate, message);

/** One weekday of the contract: the job's 시업 and 종업, and the 휴게 the manager sets (none = null). */
export const contractDaySchema = z.object({
  start: time,
  end: time,
  breakStart: time.nullable().default(null),
  breakEnd: time.nullable().default(null),
});
export type ContractDay = z.output<typeof contractDaySchema>;

/** Multi-line text (the manager's additions): line ends as `\n`, the text rule otherwise. */
const multiline = (max: number, message: string) =>
  z
    .string({ error: message })
    .transform((s) => s.replace(/\r\n?/g, '\n').trim())
    .refine((s) => s.length <= max, message)
    .refine((s) => textProblem(s.replace(/\n/g, ' ')) !== 'control', TEXT_MESSAGES.control)
    .refine((s) => textProblem(s.replace(/\n/g, ' ')) !== 'invisible', TEXT_MESSAGES.invisible);

/** POST /api/manager/jobs/{jobId}/contract: the first version, or a new one of the job's contract. */
export const contractBodySchema = z.object({
  /** `yyyy-mm-dd` */
  startDate: dateSchema(M.startDate),
  /** `yyyy-mm-dd`, or null: 기간의 정함이 없음. */
  endDate: dateSchema(M.endDate).nullable().default(null),
  /** Seven entries, Monday first: the job's visits with their breaks. */
  days: z.array(contractDaySchema.nullable(), { error: M.days }).length(7, M.days),
  hourlyWage: z
    .number({ error: M.hourlyWage })
    .int(M.hourlyWage)
    .min(0, M.hourlyWage)
    .max(MAX_HOURLY_WAGE, M.hourlyWageMax),
  /** 매월 N일 (31 = 말일). */
  payDay: z.number({ error: M.payDay }).int(M.payDay).min(1, M.payDay).max(31, M.payDay),
  payMethod: z.enum(PAY_METHODS, { error: M.payMethod }),
  /** 방문요양 and the elder's care needs in words (prefilled; the manager may reword). */
  duties: textSchema(M.duties).trim().min(1, M.duties).max(300, M.duties),
  insurance: z.object(
    Object.fromEntries(INSURANCES.map((k) => [k, z.boolean({ error: M.insurance })])) as Record<
      Insurance,
      z.ZodBoolean
    >,
    { error: M.insurance },
  ),
  /** What the manager adds (특약), up to 1,000 characters with line breaks. */
  extra: multiline(1000, M.extra).default(''),
});
export type ContractBody = z.input<typeof contractBodySchema>;
export type ContractInput = z.output<typeof contractBodySchema>;

/** Minutes of work of a day: 종업 − 시업 − 휴게. */
export function workMinutes(day: ContractDay): number {
  const span = minutesOf(day.end) - minutesOf(day.start);
  return span - breakMinutes(day);
}
export function breakMinutes(day: Pick<ContractDay, 'breakStart' | 'breakEnd'>): number {
  if (!day.breakStart || !day.breakEnd) return 0;
  return Math.max(0, minutesOf(day.breakEnd) - minutesOf(day.breakStart));
}
/** The break the law asks of a day with this much work (0, 30 or 60 minutes). */
export function requiredBreak(minutesOfWork: number): number {
  return BREAK_RULES.find((r) => minutesOfWork >= r.fromMinutes)?.breakMinutes ?? 0;
}

/** `월·수 휴게 시간이 부족해요. 하루 4시간 이상 일하면 30분, 8시간 이상이면 1시간 이상 쉬어야 해요.` */
export const shortBreakMessage = (days: readonly number[]) =>
  `${days.map((d) => WEEKDAY_LABELS[d]).join('·')} 휴게 시간이 부족해요. 하루 4시간 이상 일하면 30분, 8시간 이상이면 1시간 이상 쉬어야 해요.`;

/**
 * The checks that need the job and today, as `{ field: message }` (empty when it passes): the days and
 * hours are the job's, every break lies inside its day and meets the law, the wage meets the minimum of
 * the start year (or this year's, when later), the end comes after the start.
 */
export function contractProblems(
  body: Pick<ContractInput, 'startDate' | 'endDate' | 'days' | 'hourlyWage'>,
  jobSchedule: JobWeek,
  now: Date,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const short: number[] = [];
  for (let d = 0; d < 7; d += 1) {
    const day = body.days[d] ?? null;
    const job = dayInterval(jobSchedule[d]);
    if (!day || !job) {
      if (day || job) problems.days = M.days;
      continue;
    }
    if (minutesOf(day.start) !== job[0] || minutesOf(day.end) !== job[1]) {
      problems.days = M.days;
      continue;
    }
    if ((day.breakStart === null) !== (day.breakEnd === null)) {
      problems.days ??= M.breakInside;
      continue;
    }
    if (day.breakStart && day.breakEnd) {
      const [bs, be] = [minutesOf(day.breakStart), minutesOf(day.breakEnd)];
      if (!(bs >= job[0] && be <= job[1] && bs < be)) {
        problems.days ??= M.breakInside;
        continue;
      }
    }
    if (breakMinutes(day) < requiredBreak(workMinutes(day))) short.push(d);
  }
  if (short.length && !problems.days) problems.days = shortBreakMessage(short);
  const minimum = proposalMinimumWage(body.startDate, now);
  if (body.hourlyWage < minimum.hourly)
    problems.hourlyWage = minimumWageMessage(minimum.hourly, minimum.year);
  if (body.endDate !== null && body.endDate <= body.startDate) problems.endDate = M.endDate;
  return problems;
}

/**
 * A day of a job as the form first shows it: the job's hours with the break the law asks, placed in the
 * middle of the day (on the half hour).
 */
export function defaultContractDay(start: string, end: string): ContractDay {
  const span = minutesOf(end) - minutesOf(start);
  // The shortest break that meets the law for the work left after it (4h of span: 30 minutes, 3h30 of work).
  const needed = [0, 30, 60].find((b) => b >= requiredBreak(span - b)) ?? 60;
  if (needed === 0) return { start, end, breakStart: null, breakEnd: null };
  const middle = minutesOf(start) + Math.floor((span - needed) / 2 / 30) * 30;
  return { start, end, breakStart: timeOf(middle), breakEnd: timeOf(middle + needed) };
}

// ---------------------------------------------------------------- signing and change requests
/** A signature's drawing box: points are whole numbers in 0–1000 × 0–400 (the pad scales to it). */
export const SIGNATURE_BOX = { width: 1000, height: 400 } as const;
export const SIGNATURE_MAX_STROKES = 100;
export const SIGNATURE_MAX_POINTS = 5000;

const point = z.tuple([
  z.number().int().min(0).max(SIGNATURE_BOX.width),
  z.number().int().min(0).max(SIGNATURE_BOX.height),
]);
/** The drawn signature: strokes of points; at least one line, not a dot, and not a whole scribbled book. */
export const signatureStrokesSchema = z
  .array(z.array(point, { error: M.signature }).min(1, M.signature), { error: M.signature })
  .min(1, M.signature)
  .max(SIGNATURE_MAX_STROKES, M.signature)
  .refine((s) => s.reduce((n, stroke) => n + stroke.length, 0) <= SIGNATURE_MAX_POINTS, M.signature)
  .refine((s) => s.some((stroke) => stroke.length >= 2), M.signature);
export type SignatureStrokes = z.output<typeof signatureStrokesSchema>;

/** POST /api/{role}/contracts/{contractId}/sign: the version read, the typed name and the drawing. */
export const signContractBodySchema = z.object({
  version: z.number({ error: M.version }).int(M.version).min(1, M.version),
  name: textSchema(M.name).trim().min(1, M.name).max(20, M.name),
  strokes: signatureStrokesSchema,
});
export type SignContractBody = z.input<typeof signContractBodySchema>;
export type SignContractInput = z.output<typeof signContractBodySchema>;

/** The typed name must be the signer's own, spaces aside (`박 정숙` is 박정숙). */
export const sameName = (typed: string, name: string) => typed.replace(/\s/g, '') === name.replace(/\s/g, '');

/** POST /api/caregiver/contracts/{contractId}/change-requests: `이 부분을 고쳐주세요`. */
export const contractChangeBodySchema = z.object({
  version: z.number({ error: M.version }).int(M.version).min(1, M.version),
  section: z.enum(CONTRACT_SECTIONS, { error: M.section }),
  text: multiline(500, M.changeText).refine((s) => s.length > 0, M.changeText),
});
export type ContractChangeBody = z.input<typeof contractChangeBodySchema>;
export type ContractChangeInput = z.output<typeof contractChangeBodySchema>;

export const contractIdParamsSchema = z.object({ contractId: recordIdSchema(M.contract) });
/** `?version=` of GET …/contracts/{id} and …/pdf (default: the latest, or the latest signed for the PDF). */
export const contractVersionQuerySchema = z.object({ version: recordIdSchema(M.version).optional() });

// ---------------------------------------------------------------- answers
const dayOut = z
  .object({
    start: z.string(),
    end: z.string(),
    breakStart: z.string().nullable(),
    breakEnd: z.string().nullable(),
  })
  .nullable();

const insuranceOut = z.object(
  Object.fromEntries(INSURANCES.map((k) => [k, z.boolean()])) as Record<Insurance, z.ZodBoolean>,
);

/** What a version says: the form's fields as filled when it was made (never changed afterwards). */
export const contractFieldsSchema = z.object({
  employer: z.object({ centerName: z.string(), centerAddress: z.string(), managerName: z.string() }),
  employee: z.object({ name: z.string(), birthYear: z.number().int().nullable() }),
  startDate: z.string(),
  endDate: z.string().nullable(),
  /** The elder's 시군구 동, never the door. */
  workplace: z.string(),
  workType: z.string(),
  duties: z.string(),
  days: z.array(dayOut),
  weeklyWorkMinutes: z.number().int(),
  hourlyWage: z.number().int(),
  /** 주휴수당 is due (15 hours of work a week or more), and its hours a week. */
  juhyu: z.boolean(),
  juhyuHours: z.number(),
  payDay: z.number().int(),
  payMethod: z.enum(PAY_METHODS),
  annualLeave: z.string(),
  insurance: insuranceOut,
  delivery: z.string(),
  extra: z.string(),
});
export type ContractFields = z.infer<typeof contractFieldsSchema>;

export const contractSignatureSchema = z.object({
  /** The name as typed. */
  name: z.string(),
  signedAt: z.string(),
  /** Each stroke's points as [x, y] in the 1000 × 400 box. */
  strokes: z.array(z.array(z.array(z.number()))),
});
export type ContractSignature = z.infer<typeof contractSignatureSchema>;

export const contractChangeRequestSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  section: z.enum(CONTRACT_SECTIONS),
  text: z.string(),
  createdAt: z.string(),
  /** A later version was made after it. */
  answered: z.boolean(),
});
export type ContractChangeRequest = z.infer<typeof contractChangeRequestSchema>;

export const contractVersionSummarySchema = z.object({
  version: z.number().int(),
  createdAt: z.string(),
  signedByCaregiver: z.boolean(),
  signedByManager: z.boolean(),
  /** Both signed: its PDF exists and never changes. */
  completedAt: z.string().nullable(),
});

export const contractDetailSchema = z.object({
  contractId: z.number().int(),
  jobId: z.number().int(),
  /** The version shown (the latest unless `?version=` asked for another). */
  version: z.number().int(),
  latestVersion: z.number().int(),
  fields: contractFieldsSchema,
  /** `월·수·금 9시~12시, 시급 12,000원, 매월 10일 계좌로` */
  summary: z.string(),
  /** SHA-256 (hex) of the version's content: what both signatures sign, printed on every page. */
  contentHash: z.string(),
  createdAt: z.string(),
  signatures: z.object({
    caregiver: contractSignatureSchema.nullable(),
    manager: contractSignatureSchema.nullable(),
  }),
  completedAt: z.string().nullable(),
  /** SHA-256 (hex) of the stored PDF, once both signed. */
  pdfSha256: z.string().nullable(),
  /** The caller may sign this version (the latest, not yet signed by the caller). */
  canSign: z.boolean(),
  versions: z.array(contractVersionSummarySchema),
  changeRequests: z.array(contractChangeRequestSchema),
});
export type ContractDetail = z.infer<typeof contractDetailSchema>;

/** GET /api/{role}/jobs/{jobId}/contract: the job's contract id, and for the manager the form prefilled. */
export const jobContractSchema = z.object({
  jobId: z.number().int(),
  contractId: z.number().int().nullable(),
  /** Manager: the form's values (the latest version's, or the job's and the profiles' for a first one). */
  draft: z
    .object({
      startDate: z.string(),
      endDate: z.string().nullable(),
      days: z.array(dayOut),
      hourlyWage: z.number().int(),
      payDay: z.number().int(),
      payMethod: z.enum(PAY_METHODS),
      duties: z.string(),
      insurance: insuranceOut,
      extra: z.string(),
    })
    .nullable(),
});
export type JobContract = z.infer<typeof jobContractSchema>;

// ---------------------------------------------------------------- the one-line summary
/** `9시`, `9시 30분`, `13시`. */
export function hourText(time: string): string {
  const m = minutesOf(time);
  const h = Math.floor(m / 60);
  const min = m % 60;
  return min ? `${h}시 ${min}분` : `${h}시`;
}

/**
 * `월·수·금 9시~12시, 시급 12,000원, 매월 10일 계좌로`: days with the same hours together, then the wage
 * and how it is paid, in plain Korean (PRODUCT.md, issue 33).
 */
export function contractSummary(
  f: Pick<ContractFields, 'days' | 'hourlyWage' | 'payDay' | 'payMethod'>,
): string {
  const groups = new Map<string, number[]>();
  f.days.forEach((day, d) => {
    if (!day) return;
    const key = `${hourText(day.start)}~${hourText(day.end)}`;
    groups.set(key, [...(groups.get(key) ?? []), d]);
  });
  const when = [...groups].map(([hours, days]) => `${days.map((d) => WEEKDAY_LABELS[d]).join('·')} ${hours}`);
  const payDay = f.payDay === 31 ? '말일' : `${f.payDay}일`;
  const how = f.payMethod === '계좌 입금' ? '계좌로' : '직접';
  return [...when, `시급 ${f.hourlyWage.toLocaleString('ko-KR')}원`, `매월 ${payDay} ${how}`].join(', ');
}

// ---------------------------------------------------------------- the sections in words
/** `2026년 12월 1일` of a `yyyy-mm-dd`. */
export function contractDateText(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${y}년 ${m}월 ${d}일`;
}
/** `3시간 30분`, `4시간`. */
export const durationText = (minutes: number) =>
  minutes % 60 ? `${Math.floor(minutes / 60)}시간 ${minutes % 60}분` : `${minutes / 60}시간`;

/**
 * Each section's lines as the standard form words them: the same on the phone's reading screen and in
 * the PDF, so what she read is what is printed.
 */
export function contractSectionLines(f: ContractFields): Record<ContractSection, string[]> {
  const payDay = f.payDay === 31 ? '말일' : `${f.payDay}일`;
  const on = INSURANCES.filter((k) => f.insurance[k]).map((k) => INSURANCE_LABELS[k]);
  const off = INSURANCES.filter((k) => !f.insurance[k]).map((k) => INSURANCE_LABELS[k]);
  return {
    parties: [
      `사업주: ${f.employer.centerName}${f.employer.centerAddress ? ` (${f.employer.centerAddress})` : ''}, 담당 ${f.employer.managerName}`,
      `근로자: ${f.employee.name}${f.employee.birthYear ? ` (${f.employee.birthYear}년생)` : ''}`,
    ],
    period: [
      f.endDate
        ? `${contractDateText(f.startDate)}부터 ${contractDateText(f.endDate)}까지`
        : `${contractDateText(f.startDate)}부터 (기간의 정함이 없음)`,
    ],
    workplace: [`어르신 댁 (${f.workplace})`],
    duties: [f.duties],
    hours: [
      ...f.days.flatMap((d, i) => {
        if (!d) return [];
        const rest =
          d.breakStart && d.breakEnd
            ? `휴게 ${d.breakStart}~${d.breakEnd} (${breakMinutes(d)}분)`
            : '휴게 없음';
        return [
          `${WEEKDAY_LABELS[i]}요일: 시업 ${d.start}, 종업 ${d.end}, ${rest}, 근로시간 ${durationText(workMinutes(d))}`,
        ];
      }),
      `주 근로시간 합계: ${durationText(f.weeklyWorkMinutes)}`,
    ],
    wage: [
      `시간급 ${f.hourlyWage.toLocaleString('ko-KR')}원`,
      f.juhyu
        ? `주휴수당: 지급 (주 ${f.juhyuHours}시간분, 1주 소정근로시간 15시간 이상)`
        : '주휴수당: 해당 없음 (1주 소정근로시간 15시간 미만)',
      `임금지급일: 매월 ${payDay} (휴일의 경우는 전일 지급)`,
      `지급방법: ${f.payMethod === '계좌 입금' ? '근로자 명의 예금통장에 입금' : '근로자에게 직접 지급'}`,
    ],
    leave: [f.annualLeave],
    insurance: [
      [on.length ? `적용: ${on.join(', ')}` : '', off.length ? `미적용: ${off.join(', ')}` : '']
        .filter(Boolean)
        .join(' / '),
    ],
    delivery: [f.delivery],
    extra: [...(f.extra ? [f.extra] : []), OTHER_TEXT],
  };
}
