// The operators' report list (GET /api/admin/reports?status=, POST …/:id/resolve { note }), as the certs
// helper defines it in shared-api/src/contracts/admin-reports.ts.
import type { AuditEntry } from '@dolbom/shared-api/contracts';

export type ReportStatus = 'OPEN' | 'RESOLVED';
export type ReportTargetType = 'ELDER' | 'CONTACT' | 'CAREGIVER';

export interface ReportPerson {
  id: number;
  loginId: string;
  name: string;
  role: string;
}

export interface AdminReport {
  id: number;
  reporter: ReportPerson | null;
  targetType: ReportTargetType;
  targetId: number;
  /** e.g. `어르신 김영희 (방문 요양 · 강남구 역삼동)`. */
  targetLabel: string;
  /** The account responsible for the target, for suspension. */
  targetUser: ReportPerson | null;
  reason: string;
  reasonLabel: string;
  text: string;
  createdAt: string;
  status: ReportStatus;
  resolvedAt: string | null;
  resolvedBy: NonNullable<AuditEntry['actor']> | null;
  resolutionNote: string | null;
}

/** Longest operator note (the server's reportResolveBodySchema), and its message. */
export const REPORT_NOTE_MAX = 200;
export const REPORT_NOTE_MESSAGE = '*내용은 200자 이내로 입력해주세요.';
