// 지원: apply to an elder, withdraw a pending apply, and 보낸 지원함. One pending apply per elder and
// caregiver (the partial unique index makes a double submit one row); a withdrawn or declined elder
// may be applied to again.
import { and, count, desc, eq, sql, type Placeholder } from 'drizzle-orm';
import {
  CAREGIVER_API_MESSAGES,
  ERROR_CODES,
  type ApplyCard,
  type CaregiverApplyTab,
  type Page,
} from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { connectionIdsOf } from '../jobs/connections-repository';
import { prepared } from '../../db/prepared';
import { limitOffset, totalOver, windowPage } from '../../db/window-page';
import { applies, centers, declinedApplies, elders, managers, resumes, users } from '../../db/schema';
import { AppError, conflict, isUniqueViolation, notFound } from '../../errors';
import { statusOfTab } from '../care/tab-status';
import { iso, loadElderView, postingParts, postingTitle } from './elders-repository';
import { notifyApplyEvent } from '../notifications/repository';
import { reachesCaregivers } from '../admin/visibility';

const duplicateApply = () => conflict(CAREGIVER_API_MESSAGES.applyDuplicate);
const applyNotPending = () => conflict(CAREGIVER_API_MESSAGES.applyNotPending);
/** A posting the manager closed (모집 완료) takes no new applies; existing ones stay. */
const postingClosed = () =>
  new AppError(409, ERROR_CODES.POSTING_CLOSED, CAREGIVER_API_MESSAGES.postingClosed);
/** PRODUCT.md "Data rules": a caregiver without a resume cannot apply (she is asked to write one). */
const resumeRequired = () =>
  new AppError(409, ERROR_CODES.RESUME_REQUIRED, CAREGIVER_API_MESSAGES.resumeRequired);

export async function applyToElder(
  db: Db,
  caregiverId: number,
  elderId: number,
  reply: { phone: string; message: string },
  now: Date,
): Promise<{ applyId: number; title: string }> {
  const { elder } = await loadElderView(db, elderId);
  if (elder.closedAt) throw postingClosed();
  const [resume] = await db
    .select({ id: resumes.caregiverId })
    .from(resumes)
    .where(eq(resumes.caregiverId, caregiverId));
  if (!resume) throw resumeRequired();
  const [pending] = await db
    .select({ id: applies.id })
    .from(applies)
    .where(
      and(eq(applies.elderId, elderId), eq(applies.caregiverId, caregiverId), eq(applies.status, 'pending')),
    );
  if (pending) throw duplicateApply();
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(applies)
        .values({ elderId, caregiverId, phone: reply.phone, message: reply.message, createdAt: now })
        .returning();
      if (!inserted) throw new Error('apply insert returned nothing');
      await notifyApplyEvent(tx, 'apply_received', inserted, now);
      return inserted;
    });
    return { applyId: row.id, title: postingTitle(elder, now) };
  } catch (err) {
    // Two submits at once: the second loses on the partial unique index.
    if (isUniqueViolation(err)) throw duplicateApply();
    throw err;
  }
}

/** Withdraw: only the caller's own pending apply (another's → 404, accepted → 409). */
export async function withdrawApply(db: Db, caregiverId: number, applyId: number): Promise<void> {
  const [own] = await db
    .select({ status: applies.status })
    .from(applies)
    .where(and(eq(applies.id, applyId), eq(applies.caregiverId, caregiverId)));
  if (!own) throw notFound();
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(applies)
      .where(
        and(eq(applies.id, applyId), eq(applies.caregiverId, caregiverId), eq(applies.status, 'pending')),
      )
      .returning();
    for (const row of rows) await notifyApplyEvent(tx, 'apply_withdrawn', row, new Date());
    return rows;
  });
  if (deleted.length === 0) throw applyNotPending();
}

/** The caregiver's applies to postings still listed (내 정보's count); `caregiverId` may be a placeholder. */
export function appliesCountQuery(db: Db, caregiverId: number | Placeholder) {
  return db
    .select({ n: count() })
    .from(applies)
    .innerJoin(elders, eq(elders.id, applies.elderId))
    .where(and(eq(applies.caregiverId, caregiverId), reachesCaregivers(elders.managerId)));
}

export async function countApplies(db: Db, caregiverId: number): Promise<number> {
  const [row] = await appliesCountQuery(db, caregiverId);
  return row?.n ?? 0;
}

/**
 * 보낸 지원함: pending or accepted applies, newest first; accepted ones show the manager's own phone
 * (PRODUCT.md "Phones": the elder's phone is the family's and never reaches a caregiver).
 */
const sentAppliesPage = prepared((db) =>
  db
    .select({
      apply: applies,
      elder: elders,
      center: centers,
      managerStatus: managers.status,
      managerPhone: users.phone,
      total: totalOver(),
    })
    .from(applies)
    .innerJoin(elders, eq(elders.id, applies.elderId))
    .innerJoin(managers, eq(managers.userId, elders.managerId))
    .innerJoin(users, eq(users.id, managers.userId))
    .innerJoin(centers, eq(centers.id, managers.centerId))
    .where(sentWhere(sql.placeholder('caregiverId'), sql.placeholder('status')))
    .orderBy(desc(applies.createdAt), desc(applies.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('caregiver_sent_applies_page'),
);

function sentWhere(caregiverId: Placeholder | number, status: Placeholder | 'pending' | 'accepted') {
  return and(
    eq(applies.caregiverId, caregiverId),
    eq(applies.status, status),
    reachesCaregivers(elders.managerId),
  );
}

export async function sentApplies(
  db: Db,
  caregiverId: number,
  q: { tab: CaregiverApplyTab; page: number; size: number },
  now: Date,
): Promise<Page<ApplyCard>> {
  if (q.tab === 'declined') return declinedApplyPage(db, caregiverId, q, now);
  const status = statusOfTab(q.tab);
  const rows = await sentAppliesPage(db).execute({ caregiverId, status, ...limitOffset(q) });
  const countAll = async () => {
    const [row] = await db
      .select({ n: count() })
      .from(applies)
      .innerJoin(elders, eq(elders.id, applies.elderId))
      .where(sentWhere(caregiverId, status));
    return row?.n ?? 0;
  };
  const connectionIds = await connectionIdsOf(
    db,
    'apply',
    rows.map((r) => r.apply.id),
  );
  return windowPage(rows, q, countAll, ({ apply, elder, center, managerStatus, managerPhone }) => ({
    applyId: apply.id,
    ...postingParts({ elder, center, managerStatus }, now),
    createdAt: iso(apply.createdAt),
    status: apply.status,
    managerPhone: apply.status === 'accepted' ? managerPhone : null,
    declinedAt: null,
    connectionId: connectionIds.get(apply.id) ?? null,
  }));
}

/** 보낸 지원함 · 거절 (issue 30): the applies a center declined, newest decline first. */
async function declinedApplyPage(
  db: Db,
  caregiverId: number,
  q: { page: number; size: number },
  now: Date,
): Promise<Page<ApplyCard>> {
  const where = and(eq(declinedApplies.caregiverId, caregiverId), reachesCaregivers(elders.managerId));
  const rows = await db
    .select({
      declined: declinedApplies,
      elder: elders,
      center: centers,
      managerStatus: managers.status,
      total: totalOver(),
    })
    .from(declinedApplies)
    .innerJoin(elders, eq(elders.id, declinedApplies.elderId))
    .innerJoin(managers, eq(managers.userId, elders.managerId))
    .innerJoin(centers, eq(centers.id, managers.centerId))
    .where(where)
    .orderBy(desc(declinedApplies.declinedAt), desc(declinedApplies.applyId))
    .limit(q.size)
    .offset(q.page * q.size);
  const countAll = async () => {
    const [row] = await db
      .select({ n: count() })
      .from(declinedApplies)
      .innerJoin(elders, eq(elders.id, declinedApplies.elderId))
      .where(where);
    return row?.n ?? 0;
  };
  return windowPage(rows, q, countAll, ({ declined, elder, center, managerStatus }) => ({
    applyId: declined.applyId,
    ...postingParts({ elder, center, managerStatus }, now),
    createdAt: iso(declined.appliedAt),
    status: 'declined' as const,
    managerPhone: null,
    declinedAt: iso(declined.declinedAt),
    connectionId: null,
  }));
}
