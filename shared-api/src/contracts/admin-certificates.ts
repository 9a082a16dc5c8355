// 요양보호사 자격증 (issue 13, PRODUCT.md "Trust"): a caregiver may add a photo of the certificate; it is
// stored privately (never a public URL) and only operators see it. An operator confirms it against the
// certificate number or refuses it with a reason; managers then see `자격 확인됨` and, always, the number
// masked (`2015-12*****`).
//
// Caregiver:
//   POST /api/caregiver/certificate   multipart: `file` (PNG/JPG by content, ≤ 5 MB) and `certificateCode`
//                                     (optional when a resume exists: its number is used) → 201 CaregiverCertificate.
//                                     A new photo replaces the old one and starts a new review (PENDING, new id).
//   GET  /api/caregiver/certificate   → CaregiverCertificate (status NONE before any photo)
// Operator (ROLE_ADMIN; every decision is written to the audit log):
//   GET  /api/admin/certificates?status=PENDING&page=&size=   → Page<AdminCertificate>, oldest first
//   GET  /api/admin/certificates/:id/photo   → the image bytes (image/png | image/jpeg, Cache-Control: no-store).
//        Fetch it with the Authorization header and show it through URL.createObjectURL (an <img src> cannot
//        carry the token); CSP img-src allows blob:.
//   POST /api/admin/certificates/:id/confirm   (no body)           → AdminCertificate; 409 unless PENDING
//   POST /api/admin/certificates/:id/refuse    { reason }          → AdminCertificate; 409 unless PENDING
import { z } from 'zod';
import { auditActorSchema } from './admin';
import { pageQuerySchema, pageSchema } from './page';
import { recordIdSchema, textSchema } from './primitives';

export const CERTIFICATE_STATUSES = ['PENDING', 'CONFIRMED', 'REFUSED'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

export const CERTIFICATE_MESSAGES = {
  /** What the caregiver reads per status (내정보, resume step 2). */
  status: {
    PENDING: '자격 확인 중',
    CONFIRMED: '자격 확인됨',
    REFUSED: '확인되지 않음',
  } satisfies Record<CertificateStatus, string>,
  /** The manager's badge on cards and the caregiver detail. */
  verifiedBadge: '자격 확인됨',
  reason: '*확인되지 않은 이유를 1자 이상 100자 이내로 입력해주세요.',
  id: '*잘못된 번호예요.',
  status400: '*상태를 다시 선택해주세요.',
  fileMissing: '자격증 사진을 골라주세요.',
  photoType: 'PNG 또는 JPG 파일만 업로드할 수 있습니다.',
  alreadyDecided: '이미 처리한 자격증이에요.',
} as const;
const M = CERTIFICATE_MESSAGES;

/** Longest refuse reason. */
export const CERTIFICATE_REASON_MAX = 100;

/**
 * The number as a manager sees it: the first 7 characters (`2015-12`), the rest as `*`
 * (`2015-1234567` → `2015-12*****`, PRODUCT.md "Trust").
 */
export function maskCertificateCode(code: string): string {
  const keep = 7;
  if (code.length <= keep) return code;
  return code.slice(0, keep) + '*'.repeat(code.length - keep);
}

// ---------------------------------------------------------------- caregiver
/** GET/POST /api/caregiver/certificate: the caregiver's own certificate review. */
export const caregiverCertificateSchema = z.object({
  /** NONE: no photo sent yet. */
  status: z.enum(['NONE', ...CERTIFICATE_STATUSES]),
  /** The number the photo was sent for (the resume's), in full: it is her own. */
  certificateCode: z.string().nullable(),
  /** Why an operator refused it (status REFUSED). */
  refuseReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type CaregiverCertificate = z.infer<typeof caregiverCertificateSchema>;

// ---------------------------------------------------------------- operator
export const adminCertificateQuerySchema = pageQuerySchema.extend({
  status: z.enum(CERTIFICATE_STATUSES, { error: M.status400 }).default('PENDING'),
});
export type AdminCertificateQuery = z.input<typeof adminCertificateQuerySchema>;

export const adminCertificateIdParamsSchema = z.object({ id: recordIdSchema(M.id) });

/** One certificate in the operators' queue. */
export const adminCertificateSchema = z.object({
  id: z.number().int(),
  caregiverId: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  /** In full: operators check it against the photo. */
  certificateCode: z.string(),
  submittedAt: z.string(),
  status: z.enum(CERTIFICATE_STATUSES),
  /** Path of the photo (GET with the operator's token). */
  photoUrl: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: auditActorSchema.nullable(),
  refuseReason: z.string().nullable(),
});
export type AdminCertificate = z.infer<typeof adminCertificateSchema>;
export const adminCertificatePageSchema = pageSchema(adminCertificateSchema);

export const certificateRefuseBodySchema = z.object({
  reason: textSchema(M.reason).trim().min(1, M.reason).max(CERTIFICATE_REASON_MAX, M.reason),
});
export type CertificateRefuseBody = z.input<typeof certificateRefuseBodySchema>;

/** The photo path of one certificate, for operators. */
export const adminCertificatePhotoPath = (id: number) => `/api/admin/certificates/${id}/photo`;
