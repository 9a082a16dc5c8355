// 신고하기 (issue 13, PRODUCT.md "Trust"): a caregiver reports an elder posting or a contact she
// received; a manager reports a caregiver. One report per reporter and target; operators see them.
//
//   POST /api/caregiver/reports  { targetType: ELDER | CONTACT, targetId, reason, text } → 201 ReportCreated
//   POST /api/manager/reports    { targetType: CAREGIVER, targetId, reason, text }       → 201 ReportCreated
//        The target must be one the reporter can see (elder detail, her own contact, a caregiver with a
//        resume), else 404. A second report of the same target: 409 `이미 신고했어요` (code CONFLICT).
//        Idempotency-Key is honoured (a retried tap answers the first 201).
//   GET  /api/admin/reports?status=&page=&size=   → Page<AdminReport>, newest first
//   POST /api/admin/reports/:id/resolve  { note }  → AdminReport; 409 when already resolved (audited)
import { z } from 'zod';
import { auditActorSchema } from './admin';
import { pageQuerySchema, pageSchema } from './page';
import { recordIdSchema, textSchema } from './primitives';

export const REPORT_REASONS = ['WRONG_INFO', 'INAPPROPRIATE', 'MONEY', 'OTHER'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  WRONG_INFO: '연락처·정보가 사실과 달라요',
  INAPPROPRIATE: '부적절한 말이나 요구',
  MONEY: '돈을 요구해요',
  OTHER: '기타',
};

export const REPORT_TARGET_TYPES = [
  'ELDER',
  'CONTACT',
  'CAREGIVER',
  'MESSAGE',
  'REVIEW',
  'CONTRACT',
] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];
export const REPORT_STATUSES = ['OPEN', 'RESOLVED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Longest free text of a report and of an operator's note. */
export const REPORT_TEXT_MAX = 200;

export const REPORT_MESSAGES = {
  action: '신고하기',
  title: '신고하기',
  reason: '신고 이유를 골라주세요.',
  text: `내용은 ${REPORT_TEXT_MAX}자 이내로 입력해주세요.`,
  textNeeded: '기타를 고르셨다면 내용을 적어주세요.',
  target: '신고할 대상을 확인해주세요.',
  duplicate: '이미 신고했어요',
  done: '신고를 접수했어요',
  id: '잘못된 번호예요.',
  status: '상태를 다시 선택해주세요.',
  alreadyResolved: '이미 처리한 신고예요.',
} as const;
const M = REPORT_MESSAGES;

const reportText = textSchema(M.text).trim().max(REPORT_TEXT_MAX, M.text);

function reportBodySchema<const T extends readonly [ReportTargetType, ...ReportTargetType[]]>(targets: T) {
  return z
    .object({
      targetType: z.enum(targets, { error: M.target }),
      targetId: recordIdSchema(M.target),
      reason: z.enum(REPORT_REASONS, { error: M.reason }),
      text: reportText.default(''),
    })
    .superRefine((body, ctx) => {
      if (body.reason === 'OTHER' && body.text === '') {
        ctx.addIssue({ code: 'custom', path: ['text'], message: M.textNeeded });
      }
    });
}

/** POST /api/caregiver/reports: an elder posting (elder detail), a contact she received, a message or a review (issue 34). */
export const caregiverReportBodySchema = reportBodySchema([
  'ELDER',
  'CONTACT',
  'MESSAGE',
  'REVIEW',
  'CONTRACT',
]);
/** POST /api/manager/reports: a caregiver (caregiver detail), a message of a conversation or a review. */
export const managerReportBodySchema = reportBodySchema(['CAREGIVER', 'MESSAGE', 'REVIEW', 'CONTRACT']);
export type CaregiverReportBody = z.input<typeof caregiverReportBodySchema>;
export type ManagerReportBody = z.input<typeof managerReportBodySchema>;
/** The form's fields (both roles). */
export const reportFormSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: M.reason }),
  text: reportText,
});

export const reportCreatedSchema = z.object({
  reportId: z.number().int(),
  status: z.enum(REPORT_STATUSES),
});
export type ReportCreated = z.infer<typeof reportCreatedSchema>;

// ---------------------------------------------------------------- operator
export const adminReportQuerySchema = pageQuerySchema.extend({
  status: z.enum(REPORT_STATUSES, { error: M.status }).optional(),
});
export type AdminReportQuery = z.input<typeof adminReportQuerySchema>;
export const adminReportIdParamsSchema = z.object({ id: recordIdSchema(M.id) });

const reportPersonSchema = z.object({
  id: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  role: z.string(),
});

export const adminReportSchema = z.object({
  id: z.number().int(),
  /** null once the reporter's account was deleted. */
  reporter: reportPersonSchema.nullable(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.number().int(),
  /** e.g. `어르신 김영희 (방문 요양 · 강남구 역삼동)`, `연락 #12 · 행복요양센터`, `요양보호사 김요양 (caregiver01)`. */
  targetLabel: z.string(),
  /** The account responsible for the target (the elder's or contact's manager, the caregiver), for suspension. */
  targetUser: reportPersonSchema.nullable(),
  reason: z.enum(REPORT_REASONS),
  reasonLabel: z.string(),
  text: z.string(),
  createdAt: z.string(),
  status: z.enum(REPORT_STATUSES),
  resolvedAt: z.string().nullable(),
  resolvedBy: auditActorSchema.nullable(),
  resolutionNote: z.string().nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;
export const adminReportPageSchema = pageSchema(adminReportSchema);

export const reportResolveBodySchema = z.object({ note: reportText.default('') });
export type ReportResolveBody = z.input<typeof reportResolveBodySchema>;
