// 퇴사, 인계, 목록에서 지우기 (issue 30): a verified member of a center marks a colleague as left (LEFT),
// hands a leaving colleague's elders to another verified colleague, and removes a member who left and has
// no elders from the list. Each change, its audit row and its notifications commit together.
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { MEMBERSHIP_MESSAGES as M, type MemberHandover, type MemberLeft } from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { connections, contacts, elders, jobs, managerBookmarks, managers, users } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { recordAudit } from '../admin/audit';
import { ELDER_NAMES_LOCK, freeName } from '../manager/elders-repository';
import { recordNotification } from '../notifications/repository';
import { membershipOf, type Membership } from './repository';

/** Where the notifications lead: 어르신 관리 of the manager remote. */
const ELDERS_SCREEN = '/elder-admin';

export type MemberRefusal = 'not-verified' | 'other-center' | 'missing';

/** The caller (a verified member) and the member `userId` of the same center, or why not. */
export async function colleagues(
  db: Db,
  callerId: number,
  userId: number,
): Promise<{ me: Membership; target: Membership } | MemberRefusal> {
  const me = await membershipOf(db, callerId);
  if (!me || me.status !== 'VERIFIED') return 'not-verified';
  const target = await membershipOf(db, userId);
  if (!target) return 'missing';
  if (target.centerId !== me.centerId) return 'other-center';
  return { me, target };
}

async function nameOf(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? '';
}

/** 퇴사: a verified colleague (never oneself) becomes LEFT. */
export async function markLeft(db: Db, me: Membership, target: Membership, now: Date): Promise<MemberLeft> {
  if (target.userId === me.userId) throw conflict(M.leaveSelf);
  if (target.status !== 'VERIFIED') throw conflict(M.leaveNotVerified);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(managers)
      .set({ status: 'LEFT', leftAt: now })
      .where(and(eq(managers.userId, target.userId), eq(managers.status, 'VERIFIED')))
      .returning({ userId: managers.userId, status: managers.status });
    if (!row) throw conflict(M.leaveNotVerified);
    await recordAudit(tx, {
      actorId: me.userId,
      action: 'membership.leave',
      targetType: 'membership',
      targetId: target.userId,
      detail: { centerId: target.centerId },
    });
    return row;
  });
}

/**
 * 인계: every elder of `from` moves to `toUserId` (a verified colleague of the same center), each under a
 * name free among the colleague's elders (`이름 (2)`); with them their connections, jobs, pending contacts
 * and bookmarks. Both are told; the move is audited.
 */
export async function handOver(
  db: Db,
  me: Membership,
  from: Membership,
  toUserId: number,
): Promise<MemberHandover> {
  if (from.status !== 'LEFT' && from.status !== 'VERIFIED') throw conflict(M.handoverFrom);
  const to = await membershipOf(db, toUserId);
  if (!to || to.centerId !== me.centerId || to.status !== 'VERIFIED' || to.userId === from.userId)
    throw conflict(M.handoverTo);
  return db.transaction(async (tx) => {
    // The colleague's names are picked one write at a time (elders-repository.ts).
    await tx.execute(sql`select pg_advisory_xact_lock(${ELDER_NAMES_LOCK}, ${to.userId})`);
    const moving = await tx
      .select({ id: elders.id, name: elders.name })
      .from(elders)
      .where(eq(elders.managerId, from.userId))
      .for('update');
    for (const elder of moving) {
      const name = await freeName(tx, to.userId, elder.name);
      await tx
        .update(elders)
        .set({ managerId: to.userId, name, updatedAt: new Date() })
        .where(eq(elders.id, elder.id));
    }
    const ids = moving.map((e) => e.id);
    const result: MemberHandover = {
      fromUserId: from.userId,
      toUserId: to.userId,
      elders: ids.length,
      connections: 0,
      jobs: 0,
      contacts: 0,
    };
    if (ids.length > 0) {
      result.connections = (
        await tx
          .update(connections)
          .set({ managerId: to.userId })
          .where(inArray(connections.elderId, ids))
          .returning({ id: connections.id })
      ).length;
      result.jobs = (
        await tx
          .update(jobs)
          .set({ managerId: to.userId })
          .where(inArray(jobs.elderId, ids))
          .returning({ id: jobs.id })
      ).length;
      result.contacts = (
        await tx
          .update(contacts)
          .set({ managerId: to.userId })
          .where(and(inArray(contacts.elderId, ids), eq(contacts.status, 'pending')))
          .returning({ id: contacts.id })
      ).length;
      await tx
        .update(managerBookmarks)
        .set({ managerId: to.userId })
        .where(inArray(managerBookmarks.elderId, ids));
      const [fromName, toName] = await Promise.all([nameOf(tx, from.userId), nameOf(tx, to.userId)]);
      await recordNotification(tx, {
        userId: to.userId,
        type: 'elders_received',
        refId: from.userId,
        title: `${fromName} 님의 어르신 ${ids.length}명`,
        target: ELDERS_SCREEN,
        subjectUserId: from.userId,
      });
      await recordNotification(tx, {
        userId: from.userId,
        type: 'elders_handed_off',
        refId: to.userId,
        title: `${toName} 님에게 어르신 ${ids.length}명`,
        target: ELDERS_SCREEN,
        subjectUserId: to.userId,
      });
    }
    await recordAudit(tx, {
      actorId: me.userId,
      action: 'membership.handover',
      targetType: 'membership',
      targetId: from.userId,
      detail: { ...result, elderIds: ids },
    });
    return result;
  });
}

/** 목록에서 지우기: a member who left and has no elders is removed from the center's list. */
export async function removeLeft(db: Db, me: Membership, target: Membership, now: Date): Promise<void> {
  if (target.status !== 'LEFT') throw conflict(M.removeNotLeft);
  await db.transaction(async (tx) => {
    const [owned] = await tx.select({ n: count() }).from(elders).where(eq(elders.managerId, target.userId));
    if ((owned?.n ?? 0) > 0) throw conflict(M.removeHasElders);
    const [row] = await tx
      .update(managers)
      .set({ removedAt: now })
      .where(and(eq(managers.userId, target.userId), eq(managers.status, 'LEFT'), isNull(managers.removedAt)))
      .returning({ userId: managers.userId });
    if (!row) throw notFound(M.notFound);
    await recordAudit(tx, {
      actorId: me.userId,
      action: 'membership.remove',
      targetType: 'membership',
      targetId: target.userId,
      detail: { centerId: target.centerId },
    });
  });
}
