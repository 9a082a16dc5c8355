import { useSWRConfig } from 'swr';
import { api } from '@dolbom/shared-api';
import { keysUnder, withQuery } from '../../../lib/query';
import { AUDIT_PATH } from '../../audit/api/get-audit';
import type { AdminCertificate, CertificateStatus } from './types';

/** GET /api/admin/certificates?status=&page=: the queue, oldest first. */
export const CERTIFICATES_PATH = '/api/admin/certificates';
export const certificatesKey = (status: CertificateStatus, page: number) =>
  withQuery(CERTIFICATES_PATH, { status, page, size: 10 });

/** POST …/:id/confirm (no body) and …/:id/refuse { reason }; the queue and the audit log are read again. */
export function useDecideCertificate() {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(keysUnder(CERTIFICATES_PATH, AUDIT_PATH));
  return {
    confirm: async (id: number) => {
      const c = await api.post<AdminCertificate>(`${CERTIFICATES_PATH}/${id}/confirm`);
      await refresh();
      return c;
    },
    refuse: async (id: number, reason: string) => {
      const c = await api.post<AdminCertificate>(`${CERTIFICATES_PATH}/${id}/refuse`, { reason });
      await refresh();
      return c;
    },
  };
}
