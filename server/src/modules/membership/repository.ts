// Center memberships (issue 13, docs/adr/0011-center-membership.md). The managers row is the
// membership: PENDING from sign-up, then VERIFIED or REFUSED by a verified member of the same center
// or, for a center with no verified member, by an operator. A decision, its audit row and the
// requester's notification commit together; so do a request and its members' notifications.
import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  pageOf,
  type AdminMembership,
  type CenterMember,
  type CenterMembers,
  type MembershipDecision,
  type MembershipStatus,
  type Page,
} from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { centers, managers, users } from '../../db/schema';
import { recordAudit } from '../admin/audit';
import { notSuspended } from '../admin/visibility';
import { recordNotification } from '../notifications/repository';
import { deliverHeldContacts, dropHeldContacts } from './held-contacts';

/** Where a manager's notifications about memberships lead (routes of the manager remote). */
export const MEMBERS_SCREEN = '/center-members';
export const MY_PAGE = '/mypage';

export interface Membership {
  userId: number;
  centerId: number;
  status: MembershipStatus;
}

export async function membershipOf(db: Db, userId: number): Promise<Membership | null> {
  const [row] = await db
    .select({ userId: managers.userId, centerId: managers.centerId, status: managers.status })
    .from(managers)
    .where(eq(managers.userId, userId));
  return row ?? null;
}

/** SQL: the center in `centerId` has at least one verified member. */
export const centerVerified = (centerId: AnyPgColumn | SQL) =>
  sql<boolean>`exists (select 1 from managers vm where vm.center_id = ${centerId} and vm.status = 'VERIFIED')`;

/** SQL: the manager in `managerId` is a verified member (the `센터 인증` badge on their postings). */
export const managerVerified = (managerId: AnyPgColumn | SQL) =>
  sql<boolean>`exists (select 1 from managers vm where vm.user_id = ${managerId} and vm.status = 'VERIFIED')`;

async function verifiedMemberIds(db: Db, centerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: managers.userId })
    .from(managers)
    .where(and(eq(managers.centerId, centerId), eq(managers.status, 'VERIFIED')));
  return rows.map((r) => r.id);
}

/**
 * A new request (manager sign-up, inside its transaction): one notification to every verified member
 * of the center. None when the center has no verified member: the operators' queue lists it instead.
 */
export async function notifyMembershipRequested(
  tx: Db,
  request: { userId: number; centerId: number; name: string },
): Promise<void> {
  for (const memberId of await verifiedMemberIds(tx, request.centerId)) {
    await recordNotification(tx, {
      userId: memberId,
      type: 'membership_requested',
      refId: request.userId,
      title: `${request.name} 님이 센터 회원 승인을 기다려요`,
      target: MEMBERS_SCREEN,
      subjectUserId: request.userId,
    });
  }
}

const memberColumns = {
  userId: managers.userId,
  name: users.name,
  loginId: users.loginId,
  phone: users.phone,
  status: managers.status,
  requestedAt: managers.requestedAt,
  decidedAt: managers.decidedAt,
  elderCount: sql<number>`(select count(*)::int from elders e where e.manager_id = ${managers.userId})`,
};

type MemberRow = {
  userId: number;
  name: string;
  loginId: string;
  phone: string;
  status: MembershipStatus;
  requestedAt: Date;
  decidedAt: Date | null;
  elderCount: number;
};

const toMember = (r: MemberRow): CenterMember => ({
  ...r,
  requestedAt: r.requestedAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
});

/**
 * 센터 회원 관리: the caller's status, the verified members and (for a verified caller) the requests and
 * the members who left and are not removed yet (issue 30).
 */
export async function centerMembers(db: Db, callerId: number): Promise<CenterMembers | null> {
  const [me] = await db
    .select({ centerId: managers.centerId, status: managers.status, centerName: centers.name })
    .from(managers)
    .innerJoin(centers, eq(centers.id, managers.centerId))
    .where(eq(managers.userId, callerId));
  if (!me) return null;
  const verified = me.status === 'VERIFIED';
  const rows = await db
    .select(memberColumns)
    .from(managers)
    .innerJoin(users, eq(users.id, managers.userId))
    .where(
      and(
        eq(managers.centerId, me.centerId),
        inArray(managers.status, verified ? ['VERIFIED', 'PENDING', 'LEFT'] : ['VERIFIED']),
        isNull(managers.removedAt),
        notSuspended(managers.userId),
      ),
    )
    .orderBy(asc(managers.requestedAt), asc(managers.userId));
  const members = rows.filter((r) => r.status === 'VERIFIED').map(toMember);
  return {
    centerId: me.centerId,
    centerName: me.centerName,
    myStatus: me.status,
    myUserId: callerId,
    // A member who is not verified yet sees who can approve them, not their phone numbers.
    members: verified ? members : members.map((m) => ({ ...m, loginId: '', phone: '' })),
    pending: rows.filter((r) => r.status === 'PENDING').map(toMember),
    left: rows.filter((r) => r.status === 'LEFT').map(toMember),
  };
}

export type DecisionResult = MembershipDecision | 'missing' | 'not-pending' | 'other-center';

/**
 * Approves or refuses a pending membership. `centerId` limits it to one center (a member deciding);
 * an operator passes null. The update only matches a PENDING row, so two deciders racing make one
 * decision; the loser gets 'not-pending'.
 */
export async function decideMembership(
  db: Db,
  input: {
    userId: number;
    decision: 'VERIFIED' | 'REFUSED';
    actorId: number;
    byOperator: boolean;
    centerId: number | null;
  },
  now: Date,
): Promise<DecisionResult> {
  return db.transaction(async (tx) => {
    const target = await membershipOf(tx, input.userId);
    if (!target) return 'missing';
    if (input.centerId !== null && target.centerId !== input.centerId) return 'other-center';
    const [row] = await tx
      .update(managers)
      .set({
        status: input.decision,
        decidedAt: now,
        decidedBy: input.actorId,
        decidedByOperator: input.byOperator,
      })
      .where(and(eq(managers.userId, input.userId), eq(managers.status, 'PENDING')))
      .returning({ id: managers.userId, status: managers.status, decidedAt: managers.decidedAt });
    if (!row) return 'not-pending';
    // The contacts written while waiting (ADR 0031): delivered now, or gone with the refusal.
    const settled =
      input.decision === 'VERIFIED'
        ? { delivered: await deliverHeldContacts(tx, input.userId, now) }
        : { dropped: await dropHeldContacts(tx, input.userId) };
    await recordAudit(tx, {
      actorId: input.actorId,
      action: input.decision === 'VERIFIED' ? 'membership.approve' : 'membership.refuse',
      targetType: 'membership',
      targetId: input.userId,
      detail: { centerId: target.centerId, byOperator: input.byOperator, ...settled },
    });
    const [center] = await tx
      .select({ name: centers.name })
      .from(centers)
      .where(eq(centers.id, target.centerId));
    await recordNotification(tx, {
      userId: input.userId,
      type: input.decision === 'VERIFIED' ? 'membership_approved' : 'membership_refused',
      refId: input.userId,
      title: center?.name ?? '센터',
      target: MY_PAGE,
    });
    return { id: row.id, status: row.status, decidedAt: (row.decidedAt ?? now).toISOString() };
  });
}

/** The operators' queue: pending requests of centers with no verified member, oldest first. */
export async function operatorQueue(
  db: Db,
  paging: { page: number; size: number },
): Promise<Page<AdminMembership>> {
  const where = and(
    eq(managers.status, 'PENDING'),
    sql`not ${centerVerified(managers.centerId)}`,
    notSuspended(managers.userId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: managers.userId,
        status: managers.status,
        requestedAt: managers.requestedAt,
        loginId: users.loginId,
        name: users.name,
        phone: users.phone,
        centerId: centers.id,
        centerName: centers.name,
        address: centers.roadAddress,
        proofAt: managers.proofAt,
        requestCount: managers.requestCount,
      })
      .from(managers)
      .innerJoin(users, eq(users.id, managers.userId))
      .innerJoin(centers, eq(centers.id, managers.centerId))
      .where(where)
      .orderBy(asc(managers.requestedAt), asc(managers.userId))
      .limit(paging.size)
      .offset(paging.page * paging.size),
    db.select({ n: count() }).from(managers).where(where),
  ]);
  const content = rows.map((r): AdminMembership => ({
    id: r.id,
    status: r.status,
    requestedAt: r.requestedAt.toISOString(),
    user: { id: r.id, loginId: r.loginId, name: r.name, phone: r.phone },
    center: { id: r.centerId, name: r.centerName, address: r.address },
    proofAt: r.proofAt?.toISOString() ?? null,
    requestCount: r.requestCount,
  }));
  return pageOf(content, total?.n ?? 0, paging);
}
