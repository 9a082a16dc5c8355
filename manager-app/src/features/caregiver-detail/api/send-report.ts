import { api, idempotencyHeaders } from '@dolbom/shared-api';
import type { ManagerReportBody, ReportCreated } from '@dolbom/shared-api/contracts';

/** POST /api/manager/reports → 201 { reportId, status }; 409 이미 신고했어요; 404 when not reachable. */
export const sendReport = (body: ManagerReportBody, requestKey?: string) =>
  api.post<ReportCreated>('/api/manager/reports', body, { headers: idempotencyHeaders(requestKey) });
