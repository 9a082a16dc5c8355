// Contacts held until the sender is verified (issue 29, ADR 0031). A member who is not VERIFIED may write
// contacts; caregivers do not see them (admin/visibility.ts reachesCaregivers) and are not told. The
// decision on the membership settles them in its own transaction: verified → each is delivered (received
// now, the caregiver notified, push and SMS as she chose); refused → deleted, as if never sent.
import { and, eq } from 'drizzle-orm';
import type { MembershipStatus } from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { contacts, managers } from '../../db/schema';
import { notifyContactEvent } from '../notifications/repository';

const heldBy = (managerId: number) => and(eq(contacts.managerId, managerId), eq(contacts.status, 'pending'));

/** Delivers the member's held contacts (inside the approval's transaction); answers how many. */
export async function deliverHeldContacts(tx: Db, managerId: number, now: Date): Promise<number> {
  // The caregiver receives it now: it comes first in her list, and "방금" is when she got it.
  const rows = await tx.update(contacts).set({ createdAt: now }).where(heldBy(managerId)).returning();
  for (const row of rows) await notifyContactEvent(tx, 'contact_received', row, now);
  return rows.length;
}

/** Deletes the member's held contacts (inside the refusal's transaction); answers how many. */
export async function dropHeldContacts(tx: Db, managerId: number): Promise<number> {
  const rows = await tx.delete(contacts).where(heldBy(managerId)).returning({ id: contacts.id });
  return rows.length;
}

/**
 * The sender's membership status, read with a share lock inside a new contact's transaction: a decision
 * (an UPDATE of that row) waits for the contact to commit, or the contact waits for the decision. Either
 * way the contact is told to its caregiver exactly once — by its own transaction if the sender is verified
 * by then, else by the approval — and a refusal never leaves one behind. Null for a non-member.
 */
export async function lockSenderStatus(tx: Db, managerId: number): Promise<MembershipStatus | null> {
  const [row] = await tx
    .select({ status: managers.status })
    .from(managers)
    .where(eq(managers.userId, managerId))
    .for('share');
  return row?.status ?? null;
}
