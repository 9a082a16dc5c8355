// The operators' certificate queue (GET /api/admin/certificates?status=, …/:id/photo, …/:id/confirm|refuse),
// as the certs helper defines it in shared-api/src/contracts/admin-certificates.ts.
import type { AuditEntry } from '@dolbom/shared-api/contracts';

export type CertificateStatus = 'PENDING' | 'CONFIRMED' | 'REFUSED';

export interface AdminCertificate {
  id: number;
  caregiverId: number;
  loginId: string;
  name: string;
  /** In full: operators check it against the photo. */
  certificateCode: string;
  submittedAt: string;
  status: CertificateStatus;
  /** Path of the photo (GET with the operator's token). */
  photoUrl: string;
  decidedAt: string | null;
  decidedBy: NonNullable<AuditEntry['actor']> | null;
  refuseReason: string | null;
}

/** Longest refuse reason, and its message (the server's certificateRefuseBodySchema). */
export const CERTIFICATE_REASON_MAX = 100;
export const CERTIFICATE_REASON_MESSAGE = '*확인되지 않은 이유를 1자 이상 100자 이내로 입력해주세요.';
