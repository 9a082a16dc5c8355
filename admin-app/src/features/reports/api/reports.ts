import { useSWRConfig } from 'swr';
import { api } from '@dolbom/shared-api';
import { keysUnder, withQuery } from '../../../lib/query';
import { AUDIT_PATH } from '../../audit/api/get-audit';
import type { AdminReport, ReportStatus } from './types';

/** GET /api/admin/reports?status=&page=: reports, newest first. */
export const REPORTS_PATH = '/api/admin/reports';
export const reportsKey = (status: ReportStatus, page: number) =>
  withQuery(REPORTS_PATH, { status, page, size: 20 });

/** POST /api/admin/reports/:id/resolve { note }; the list and the audit log are read again. */
export function useResolveReport() {
  const { mutate } = useSWRConfig();
  return async (id: number, note: string) => {
    const report = await api.post<AdminReport>(`${REPORTS_PATH}/${id}/resolve`, { note });
    await mutate(keysUnder(REPORTS_PATH, AUDIT_PATH));
    return report;
  };
}
