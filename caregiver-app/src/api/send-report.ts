import { api, idempotencyHeaders } from '@dolbom/shared-api';
import type { CaregiverReportBody, ReportCreated } from '@dolbom/shared-api/contracts';

/** POST /api/caregiver/reports → 201 { reportId, status }; 409 이미 신고했어요; 404 when not hers to see. */
export const sendReport = (body: CaregiverReportBody, requestKey?: string) =>
  api.post<ReportCreated>('/api/caregiver/reports', body, { headers: idempotencyHeaders(requestKey) });
