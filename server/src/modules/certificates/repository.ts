// 요양보호사 자격증 reviews (issue 13): one row per caregiver, its photo in private storage. A new photo
// replaces the row (new id, PENDING); an operator confirms or refuses a PENDING one (audited). A
// manager sees `자격 확인됨` only while the confirmed number is still the resume's number.
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  adminCertificatePhotoPath,
  CERTIFICATE_MESSAGES,
  pageOf,
  type AdminCertificate,
  type CaregiverCertificate,
  type CertificateStatus,
  type Page,
} from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { certificateReviews, resumes, users, type CertificateReviewRow } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { recordAudit } from '../admin/audit';
import { recordNotification } from '../notifications/repository';

/** The caregiver's 자격증 screen (caregiver remote), opened from 내 정보 and from the notification. */
export const CERTIFICATE_SCREEN = '/mypage/certificate';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function caregiverView(row: CertificateReviewRow | undefined): CaregiverCertificate {
  if (!row) {
    return { status: 'NONE', certificateCode: null, refuseReason: null, submittedAt: null, decidedAt: null };
  }
  return {
    status: row.status,
    certificateCode: row.certificateCode,
    refuseReason: row.refuseReason,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: iso(row.decidedAt),
  };
}

export async function certificateOf(db: Db, caregiverId: number): Promise<CertificateReviewRow | undefined> {
  const [row] = await db
    .select()
    .from(certificateReviews)
    .where(eq(certificateReviews.caregiverId, caregiverId));
  return row;
}

/** The number of the caregiver's resume, if she has one. */
export async function resumeCertificateCode(db: Db, caregiverId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ code: resumes.certificateCode })
    .from(resumes)
    .where(eq(resumes.caregiverId, caregiverId));
  return row?.code;
}

/**
 * Starts a new review with a new photo: the old row (and its decision) goes, a PENDING one with a new
 * id comes. Answers the new row and the old photo's key (to delete once committed). The number sent
 * with the photo becomes the resume's too (issue 30: a refused certificate is corrected on one screen,
 * and managers' 자격 확인됨 holds only while the confirmed number is the resume's).
 */
export async function submitCertificate(
  db: Db,
  caregiverId: number,
  certificateCode: string,
  photoKey: string,
  now: Date,
): Promise<{ row: CertificateReviewRow; oldKey: string | null }> {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .delete(certificateReviews)
      .where(eq(certificateReviews.caregiverId, caregiverId))
      .returning({ photoKey: certificateReviews.photoKey });
    const [row] = await tx
      .insert(certificateReviews)
      .values({ caregiverId, certificateCode, photoKey, status: 'PENDING', submittedAt: now })
      .returning();
    await tx
      .update(resumes)
      .set({ certificateCode })
      .where(
        and(eq(resumes.caregiverId, caregiverId), sql`${resumes.certificateCode} <> ${certificateCode}`),
      );
    if (!row) throw new Error('certificate insert returned nothing');
    return { row, oldKey: old?.photoKey ?? null };
  });
}

/**
 * The resume was saved with `code`: a review made for another number starts over (PENDING with the
 * new number), since a confirmation vouches for one number. Call inside the resume's transaction.
 */
export async function followResumeCode(db: Db, caregiverId: number, code: string): Promise<void> {
  await db
    .update(certificateReviews)
    .set({ certificateCode: code, status: 'PENDING', decidedAt: null, decidedBy: null, refuseReason: null })
    .where(
      and(
        eq(certificateReviews.caregiverId, caregiverId),
        sql`${certificateReviews.certificateCode} <> ${code}`,
      ),
    );
}

/** Of these caregivers, those whose certificate is confirmed for the number now on their resume. */
export async function verifiedCaregiverIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const rows = await db
    .select({ id: certificateReviews.caregiverId })
    .from(certificateReviews)
    .innerJoin(resumes, eq(resumes.caregiverId, certificateReviews.caregiverId))
    .where(
      and(
        inArray(certificateReviews.caregiverId, unique),
        eq(certificateReviews.status, 'CONFIRMED'),
        eq(certificateReviews.certificateCode, resumes.certificateCode),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

// ---------------------------------------------------------------- operators
const caregiverUser = alias(users, 'caregiver_user');
const decider = alias(users, 'decider');

const adminColumns = {
  review: certificateReviews,
  loginId: caregiverUser.loginId,
  name: caregiverUser.name,
  deciderId: decider.id,
  deciderLoginId: decider.loginId,
  deciderName: decider.name,
};

type AdminRow = {
  review: CertificateReviewRow;
  loginId: string;
  name: string;
  deciderId: number | null;
  deciderLoginId: string | null;
  deciderName: string | null;
};

function adminView(r: AdminRow): AdminCertificate {
  const { review } = r;
  return {
    id: review.id,
    caregiverId: review.caregiverId,
    loginId: r.loginId,
    name: r.name,
    certificateCode: review.certificateCode,
    submittedAt: review.submittedAt.toISOString(),
    status: review.status,
    photoUrl: adminCertificatePhotoPath(review.id),
    decidedAt: iso(review.decidedAt),
    decidedBy:
      r.deciderId !== null && r.deciderLoginId !== null && r.deciderName !== null
        ? { id: r.deciderId, loginId: r.deciderLoginId, name: r.deciderName }
        : null,
    refuseReason: review.refuseReason,
  };
}

const adminSelect = (db: Db) =>
  db
    .select(adminColumns)
    .from(certificateReviews)
    .innerJoin(caregiverUser, eq(caregiverUser.id, certificateReviews.caregiverId))
    .leftJoin(decider, eq(decider.id, certificateReviews.decidedBy));

/** One page of the queue in one status, oldest submission first (the queue is worked in order). */
export async function listCertificates(
  db: Db,
  q: { status: CertificateStatus; page: number; size: number },
): Promise<Page<AdminCertificate>> {
  const where = eq(certificateReviews.status, q.status);
  const [rows, [total]] = await Promise.all([
    adminSelect(db)
      .where(where)
      .orderBy(asc(certificateReviews.submittedAt), asc(certificateReviews.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: count() }).from(certificateReviews).where(where),
  ]);
  return pageOf(rows.map(adminView), total?.n ?? 0, q);
}

export async function adminCertificate(db: Db, id: number): Promise<AdminCertificate> {
  const [row] = await adminSelect(db).where(eq(certificateReviews.id, id));
  if (!row) throw notFound();
  return adminView(row);
}

export async function certificatePhotoKey(db: Db, id: number): Promise<string> {
  const [row] = await db
    .select({ key: certificateReviews.photoKey })
    .from(certificateReviews)
    .where(eq(certificateReviews.id, id));
  if (!row) throw notFound();
  return row.key;
}

/** Confirms or refuses a PENDING review and records it in the audit log, in one transaction. */
export async function decideCertificate(
  db: Db,
  id: number,
  actorId: number,
  decision: { status: 'CONFIRMED' } | { status: 'REFUSED'; reason: string },
  now: Date,
): Promise<AdminCertificate> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(certificateReviews)
      .set({
        status: decision.status,
        decidedBy: actorId,
        decidedAt: now,
        refuseReason: decision.status === 'REFUSED' ? decision.reason : null,
      })
      .where(and(eq(certificateReviews.id, id), eq(certificateReviews.status, 'PENDING')))
      .returning();
    if (!row) {
      const [exists] = await tx
        .select({ id: certificateReviews.id })
        .from(certificateReviews)
        .where(eq(certificateReviews.id, id));
      throw exists ? conflict(CERTIFICATE_MESSAGES.alreadyDecided) : notFound();
    }
    // PRODUCT.md "Trust" (issue 30): she is told, with the reason, and the notification opens the one
    // screen where a refused certificate is corrected.
    await recordNotification(tx, {
      userId: row.caregiverId,
      type: decision.status === 'CONFIRMED' ? 'certificate_confirmed' : 'certificate_refused',
      refId: row.id,
      title:
        decision.status === 'REFUSED'
          ? `확인되지 않은 이유: ${decision.reason}`
          : `자격증 번호 ${row.certificateCode}`,
      target: CERTIFICATE_SCREEN,
    });
    await recordAudit(tx, {
      actorId,
      action: decision.status === 'CONFIRMED' ? 'certificate.confirm' : 'certificate.refuse',
      targetType: 'certificate',
      targetId: id,
      detail: {
        caregiverId: row.caregiverId,
        certificateCode: row.certificateCode,
        ...(decision.status === 'REFUSED' ? { reason: decision.reason } : {}),
      },
    });
  });
  return adminCertificate(db, id);
}

/**
 * SQL: the caregiver in `caregiverId` has 자격 확인됨 — a CONFIRMED review for the number now on the
 * resume. For the manager's list queries (one indexed lookup per row: certificate_reviews.caregiver_id
 * is unique, resumes keyed by caregiver).
 */
export function certificateVerifiedSql(caregiverId: AnyPgColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from certificate_reviews cr join resumes cr_r on cr_r.caregiver_id = cr.caregiver_id where cr.caregiver_id = ${caregiverId} and cr.status = 'CONFIRMED' and cr.certificate_code = cr_r.certificate_code)`;
}
