// The operators' report list (GET /api/admin/reports?status=, POST …/:id/resolve { note }): the shared contracts.
import { REPORT_MESSAGES } from '@dolbom/shared-api/contracts';

export type { AdminReport, ReportStatus, ReportTargetType } from '@dolbom/shared-api/contracts';
/** Longest operator note (the server's reportResolveBodySchema), and its message. */
export { REPORT_TEXT_MAX as REPORT_NOTE_MAX } from '@dolbom/shared-api/contracts';
export const REPORT_NOTE_MESSAGE = REPORT_MESSAGES.text;
