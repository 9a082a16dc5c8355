// What a contract version says (issue 33): the 단시간근로자 표준근로계약서's fields filled from the job, both
// profiles and the manager's body; the form's first values; and the SHA-256 of a version's content.
import { createHash } from 'node:crypto';
import {
  ANNUAL_LEAVE_TEXT,
  DELIVERY_TEXT,
  FULL_WEEK_MINUTES,
  hoursOf,
  INSURANCES,
  JUHYU_MIN_WEEKLY_MINUTES,
  MAX_JUHYU_MINUTES,
  defaultContractDay,
  workMinutes,
  type ContractFields,
  type ContractInput,
  type Insurance,
} from '@dolbom/shared-api/contracts';
import { elderArea } from '../caregiver/elder-title';
import { weekOut, type JobRowWithParties } from '../jobs/views';

/** What the job's read does not carry: her birth year and the center's address. */
export interface ContractParties {
  birthYear: number | null;
  centerAddress: string;
}

/** 방문 요양 and the elder's care needs in words (no diagnosis, no name: what the work is). */
export function dutiesOf(row: JobRowWithParties, needs: readonly string[]): string {
  const list = needs.filter(Boolean).join(', ');
  return (list ? `${row.job.workType}: ${list}` : row.job.workType).slice(0, 300);
}

/** The form's first values: the job's days with the breaks the law asks, its wage, 매월 10일 계좌 입금. */
export function draftOf(row: JobRowWithParties, needs: readonly string[]): ContractInput {
  const days = weekOut(row.job.schedule).map((d) => (d ? defaultContractDay(d.start, d.end) : null));
  const weekly = days.reduce((n, d) => n + (d ? workMinutes(d) : 0), 0);
  // 산재보험 covers everyone; the other three from 15 hours a week (월 60시간).
  const covered = weekly >= JUHYU_MIN_WEEKLY_MINUTES;
  return {
    startDate: row.job.startDate,
    endDate: null,
    days,
    hourlyWage: row.job.hourlyWage,
    payDay: 10,
    payMethod: '계좌 입금',
    duties: dutiesOf(row, needs),
    insurance: Object.fromEntries(INSURANCES.map((k) => [k, k === 'industrial' || covered])) as Record<
      Insurance,
      boolean
    >,
    extra: '',
  };
}

export function fieldsOf(
  row: JobRowWithParties,
  parties: ContractParties,
  body: ContractInput,
): ContractFields {
  const weekly = body.days.reduce((n, d) => n + (d ? workMinutes(d) : 0), 0);
  const juhyu = weekly >= JUHYU_MIN_WEEKLY_MINUTES;
  return {
    employer: {
      centerName: row.centerName,
      centerAddress: parties.centerAddress,
      managerName: row.managerName,
    },
    employee: { name: row.caregiverName, birthYear: parties.birthYear },
    startDate: body.startDate,
    endDate: body.endDate,
    workplace: elderArea(row.elder.jibunAddress, row.elder.roadAddress),
    workType: row.job.workType,
    duties: body.duties,
    days: body.days.map((d) =>
      d ? { start: d.start, end: d.end, breakStart: d.breakStart, breakEnd: d.breakEnd } : null,
    ),
    weeklyWorkMinutes: weekly,
    hourlyWage: body.hourlyWage,
    juhyu,
    juhyuHours: juhyu
      ? hoursOf(Math.min((weekly * MAX_JUHYU_MINUTES) / FULL_WEEK_MINUTES, MAX_JUHYU_MINUTES))
      : 0,
    payDay: body.payDay,
    payMethod: body.payMethod,
    annualLeave: ANNUAL_LEAVE_TEXT,
    insurance: body.insurance,
    delivery: DELIVERY_TEXT,
    extra: body.extra,
  };
}

/** The body a version was made from (the form's values when the manager edits it again). */
export function bodyOf(f: ContractFields): ContractInput {
  return {
    startDate: f.startDate,
    endDate: f.endDate,
    days: f.days.map((d) => (d ? { ...d } : null)),
    hourlyWage: f.hourlyWage,
    payDay: f.payDay,
    payMethod: f.payMethod,
    duties: f.duties,
    insurance: f.insurance,
    extra: f.extra,
  };
}

/** JSON with every object's keys sorted: one text for one content, whatever the order it was built in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

export const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** What both signatures sign and every page of the PDF prints: the contract, its version and its fields. */
export function contentHashOf(contractId: number, version: number, fields: ContractFields): string {
  return sha256(canonicalJson({ contractId, version, fields }));
}
