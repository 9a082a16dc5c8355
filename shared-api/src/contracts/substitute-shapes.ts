// The answers of 대체 근무 (issue 35) that 내 일정 and 배정 현황 carry (jobs-api.ts), apart from the request
// bodies so that jobs-api.ts and substitutes.ts do not import each other.
import { z } from 'zod';

export const absenceSchema = z.object({
  absenceId: z.number().int(),
  jobId: z.number().int(),
  date: z.string(),
  reason: z.string(),
  caregiverName: z.string(),
  status: z.enum(['needed', 'requested', 'covered']),
  /** `대체 필요` · `대체 요청 중` · `대체 확정` */
  label: z.string(),
  /** The substitute who goes, once one accepted. */
  substituteName: z.string().nullable(),
});
export type Absence = z.infer<typeof absenceSchema>;
/** A visit she took as a substitute, in her 내 일정 on that day only. */
export const substituteVisitSchema = z.object({
  requestId: z.number().int(),
  date: z.string(),
  weekday: z.number().int(),
  start: z.string(),
  end: z.string(),
  title: z.string(),
  centerName: z.string(),
  needs: z.array(z.string()),
  note: z.string(),
  hourlyWage: z.number().int(),
});
export type SubstituteVisit = z.infer<typeof substituteVisitSchema>;
