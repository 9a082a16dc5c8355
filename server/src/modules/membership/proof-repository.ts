// A member's proof photo and second request (issue 29, ADR 0031). A member who is not verified sends a
// photo of the center's 장기요양기관 지정서, 사업자등록증 or 재직증명서 (at sign-up, with the one-time upload
// token, or later from the home); operators see it in the membership queue. A refused member may ask
// again once: the new proof puts the request back in the queue (request_count 2), and a second refusal
// is final.
import { and, count, eq, sql } from 'drizzle-orm';
import type { ManagerMembership } from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { centers, contacts, managers, users } from '../../db/schema';
import { centerVerified, notifyMembershipRequested } from './repository';

/** How many times a member may ask: once at sign-up, once more after a refusal. */
export const MAX_REQUESTS = 2;

export type ProofResult = { oldKey: string | null; askedAgain: boolean } | 'missing' | 'verified' | 'no-more';

/**
 * Sets the proof of the member's request, inside the caller's transaction (the sign-up's upload token is
 * consumed in the same one). A pending member replaces it; a refused member asks again with it, once.
 * The row is locked, so two uploads racing make one second request. `oldKey` is the replaced file's key,
 * to remove after the commit.
 */
export async function attachProof(tx: Db, userId: number, key: string, now: Date): Promise<ProofResult> {
  const [member] = await tx
    .select({
      status: managers.status,
      requestCount: managers.requestCount,
      proofKey: managers.proofKey,
      centerId: managers.centerId,
      name: users.name,
    })
    .from(managers)
    .innerJoin(users, eq(users.id, managers.userId))
    .where(eq(managers.userId, userId))
    .for('update', { of: managers });
  if (!member) return 'missing';
  if (member.status === 'VERIFIED') return 'verified';
  const askedAgain = member.status === 'REFUSED';
  if (askedAgain && member.requestCount >= MAX_REQUESTS) return 'no-more';
  await tx
    .update(managers)
    .set({
      proofKey: key,
      proofAt: now,
      ...(askedAgain
        ? {
            status: 'PENDING' as const,
            requestCount: member.requestCount + 1,
            requestedAt: now,
            decidedAt: null,
            decidedBy: null,
            decidedByOperator: false,
          }
        : {}),
    })
    .where(eq(managers.userId, userId));
  // Back in the queue: the center's verified members are told, as for a sign-up (none: the operators').
  if (askedAgain)
    await notifyMembershipRequested(tx, { userId, centerId: member.centerId, name: member.name });
  return { oldKey: member.proofKey, askedAgain };
}

/** The proof photo's key of a membership (a manager's user id), or null. */
export async function proofKeyOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ key: managers.proofKey }).from(managers).where(eq(managers.userId, userId));
  return row?.key ?? null;
}

/** The caller's membership as the home and the proof screen show it; null for a non-member. */
export async function membershipView(db: Db, userId: number): Promise<ManagerMembership | null> {
  const held = db
    .select({ n: count() })
    .from(contacts)
    .where(and(eq(contacts.managerId, managers.userId), eq(contacts.status, 'pending')));
  const [row] = await db
    .select({
      status: managers.status,
      centerId: managers.centerId,
      centerName: centers.name,
      proofAt: managers.proofAt,
      requestCount: managers.requestCount,
      firstMember: sql<boolean>`not ${centerVerified(managers.centerId)}`,
      // Pending contacts are held exactly while their sender is not verified.
      heldContacts: sql<number>`case when ${managers.status} = 'VERIFIED' then 0 else (${held}) end`.mapWith(
        Number,
      ),
    })
    .from(managers)
    .innerJoin(centers, eq(centers.id, managers.centerId))
    .where(eq(managers.userId, userId));
  if (!row) return null;
  return {
    ...row,
    proofAt: row.proofAt?.toISOString() ?? null,
    canAskAgain: row.status === 'REFUSED' && row.requestCount < MAX_REQUESTS,
  };
}
