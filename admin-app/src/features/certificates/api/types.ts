// The operators' certificate queue (GET /api/admin/certificates?status=, …/:id/photo, …/:id/confirm|refuse):
// the shared contracts.
import { CERTIFICATE_MESSAGES } from '@dolbom/shared-api/contracts';

export type { AdminCertificate, CertificateStatus } from '@dolbom/shared-api/contracts';
/** Longest refuse reason, and its message (the server's certificateRefuseBodySchema). */
export { CERTIFICATE_REASON_MAX } from '@dolbom/shared-api/contracts';
export const CERTIFICATE_REASON_MESSAGE = CERTIFICATE_MESSAGES.reason;
