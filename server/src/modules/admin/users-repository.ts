// 회원 조회 and 이용 정지 (issue 13). Suspending an account, in one transaction: mark it, end every live
// session (ended_sessions + NOTIFY, docs/adr/0006-sessions.md, so every API process refuses its access
// tokens at once and its refresh tokens are revoked), and write the audit row. Its postings and resume
// leave every list through notSuspended() (./visibility.ts); sign-in and refresh check suspended_at.
import { count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_MESSAGES,
  ERROR_CODES,
  koreanDate,
  pageOf,
  type AdminUser,
  type AdminUserDetail,
  type Page,
} from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { caregivers, centers, elders, managers, resumes, users } from '../../db/schema';
import { AppError, conflict, notFound } from '../../errors';
import { liveSessionsOf, recordEnded } from '../auth/ended-sessions';
import { auditOf, recordAudit } from './audit';
import { endJobsOfAccount } from '../jobs/jobs-repository';

const userColumns = {
  id: users.id,
  loginId: users.loginId,
  name: users.name,
  phone: users.phone,
  role: users.role,
  createdAt: users.createdAt,
  suspendedAt: users.suspendedAt,
  centerId: centers.id,
  centerName: centers.name,
};

const usersWithCenter = (db: Db) =>
  db
    .select(userColumns)
    .from(users)
    .leftJoin(managers, eq(managers.userId, users.id))
    .leftJoin(centers, eq(centers.id, managers.centerId));
type UserListRow = Awaited<ReturnType<typeof usersWithCenter>>[number];

function toAdminUser(r: UserListRow): AdminUser {
  return {
    id: r.id,
    loginId: r.loginId,
    name: r.name,
    phone: r.phone,
    role: r.role,
    createdAt: r.createdAt.toISOString(),
    suspendedAt: r.suspendedAt ? r.suspendedAt.toISOString() : null,
    centerName: r.centerName ?? null,
  };
}

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Login id or name containing q (any case), or a phone containing q's digits (dashes ignored). */
function matching(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = `%${likeEscape(text)}%`;
  const digits = text.replace(/\D/g, '');
  return or(
    ilike(users.loginId, pattern),
    ilike(users.name, pattern),
    digits.length >= 3 && /^[\d\s-]+$/.test(text)
      ? sql`replace(${users.phone}, '-', '') like ${`%${digits}%`}`
      : undefined,
  );
}

/** Users whose login id, name or phone matches q (all without q), newest first. */
export async function findUsers(
  db: Db,
  q: string | undefined,
  paging: { page: number; size: number },
): Promise<Page<AdminUser>> {
  const where = matching(q);
  const [rows, [total]] = await Promise.all([
    usersWithCenter(db)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(paging.size)
      .offset(paging.page * paging.size),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return pageOf(rows.map(toAdminUser), total?.n ?? 0, paging);
}

/** One user with the summary of their role and the audit rows about them; null when there is none. */
export async function userDetail(db: Db, id: number): Promise<AdminUserDetail | null> {
  const [row] = await usersWithCenter(db).where(eq(users.id, id));
  if (!row) return null;
  let caregiver: AdminUserDetail['caregiver'] = null;
  let manager: AdminUserDetail['manager'] = null;
  if (row.role === 'ROLE_CAREGIVER') {
    const [c] = await db
      .select({ jobOpen: caregivers.jobOpen, resumeOf: resumes.caregiverId })
      .from(caregivers)
      .leftJoin(resumes, eq(resumes.caregiverId, caregivers.userId))
      .where(eq(caregivers.userId, id));
    caregiver = c ? { resumeRegistered: c.resumeOf !== null, jobOpen: c.jobOpen } : null;
  } else if (row.role === 'ROLE_MANAGER' && row.centerId !== null && row.centerName !== null) {
    const [n] = await db.select({ n: count() }).from(elders).where(eq(elders.managerId, id));
    manager = { centerId: row.centerId, centerName: row.centerName, elderCount: n?.n ?? 0 };
  }
  return { ...toAdminUser(row), caregiver, manager, history: await auditOf(db, 'user', id) };
}

/** The locked user row of a suspend / unsuspend; 404 when missing, 403 for an operator. */
async function lockTarget(tx: Db, id: number) {
  const [row] = await tx
    .select({ role: users.role, suspendedAt: users.suspendedAt, loginId: users.loginId })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  if (!row) throw notFound();
  if (row.role === 'ROLE_ADMIN')
    throw new AppError(403, ERROR_CODES.FORBIDDEN, ADMIN_MESSAGES.cannotSuspendAdmin);
  return row;
}

/**
 * Suspends the account: marks it, ends every live session and records who did it and why, in one
 * transaction. Answers the ended session ids, for the caller's own process to refuse at once.
 */
export async function suspendUser(
  db: Db,
  actorId: number,
  id: number,
  reason: string,
  now: Date = new Date(),
): Promise<{ endedSessions: string[] }> {
  return db.transaction(async (tx) => {
    const target = await lockTarget(tx, id);
    if (target.suspendedAt) throw conflict(ADMIN_MESSAGES.alreadySuspended);
    await tx
      .update(users)
      .set({ suspendedAt: sql`now()` })
      .where(eq(users.id, id));
    const sessions = await liveSessionsOf(tx, id);
    await recordEnded(tx, sessions, 'suspended');
    // Issue 31: the account's jobs end (`이용 정지`) and the other side is told.
    await endJobsOfAccount(tx, id, '이용 정지', koreanDate(now), now);
    await recordAudit(tx, {
      actorId,
      action: 'user.suspend',
      targetType: 'user',
      targetId: id,
      detail: { reason, loginId: target.loginId, endedSessions: sessions.length },
    });
    return { endedSessions: sessions };
  });
}

/** Lifts a suspension: the account signs in again and its postings and resume are listed again. */
export async function unsuspendUser(db: Db, actorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await lockTarget(tx, id);
    if (!target.suspendedAt) throw conflict(ADMIN_MESSAGES.notSuspended);
    await tx.update(users).set({ suspendedAt: null }).where(eq(users.id, id));
    await recordAudit(tx, {
      actorId,
      action: 'user.unsuspend',
      targetType: 'user',
      targetId: id,
      detail: { loginId: target.loginId, suspendedAt: target.suspendedAt.toISOString() },
    });
  });
}
