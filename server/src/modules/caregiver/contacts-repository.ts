// Received contacts (home list, contact detail, accept, reject) and the inbox lists of my page.
// Every contact is looked up with the caller's id, so another caregiver's contact is a 404.
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  CAREGIVER_API_MESSAGES,
  type CaregiverOrder,
  type CaregiverTab,
  type ContactCard,
  type ContactDetail,
  type Page,
  type ReceivedContact,
  type WageType,
} from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { centers, contacts, elders, managers, type ContactRow } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { statusOfTab } from '../care/tab-status';
import { hourlyOffer, toPage } from '../matching';
import { elderTitle } from './elder-title';
import { notifyContactEvent } from '../notifications/repository';
import {
  DETAIL_RADIUS_KM,
  centerGradeParts,
  centerObject,
  elderInfo,
  elderTasks,
  iso,
  loadCaregiverWithSaved,
  scoreElder,
  scoreParts,
  type ElderView,
  type Scored,
} from './elders-repository';
import { notSuspended } from '../admin/visibility';

const contactNotPending = () => conflict(CAREGIVER_API_MESSAGES.contactNotPending);

interface ContactView extends ElderView {
  contact: ContactRow;
}

/** The caller's contacts with their elder and the sending manager's center, newest first. */
function contactsQuery(db: Db, filter: 'all' | 'status' | 'id') {
  return db
    .select({ contact: contacts, elder: elders, center: centers, managerStatus: managers.status })
    .from(contacts)
    .innerJoin(elders, eq(elders.id, contacts.elderId))
    .innerJoin(managers, eq(managers.userId, contacts.managerId))
    .innerJoin(centers, eq(centers.id, managers.centerId))
    .where(
      and(
        eq(contacts.caregiverId, sql.placeholder('caregiverId')),
        notSuspended(contacts.managerId),
        filter === 'status' ? eq(contacts.status, sql.placeholder('status')) : undefined,
        filter === 'id' ? eq(contacts.id, sql.placeholder('contactId')) : undefined,
      ),
    )
    .orderBy(desc(contacts.createdAt), desc(contacts.id))
    .prepare(`caregiver_contacts_by_${filter}`);
}
// Built once per database handle (issue 16: building this join's SQL was a fifth of the home list's CPU).
const contactsOf = prepared((db) => contactsQuery(db, 'all'));
const contactsWithStatus = prepared((db) => contactsQuery(db, 'status'));
const contactById = prepared((db) => contactsQuery(db, 'id'));

async function loadContacts(
  db: Db,
  caregiverId: number,
  where: { status?: ContactRow['status']; contactId?: number } = {},
): Promise<ContactView[]> {
  if (where.contactId !== undefined) {
    return contactById(db).execute({ caregiverId, contactId: where.contactId });
  }
  if (where.status) return contactsWithStatus(db).execute({ caregiverId, status: where.status });
  return contactsOf(db).execute({ caregiverId });
}

async function loadOwnContact(db: Db, caregiverId: number, contactId: number): Promise<ContactView> {
  const [view] = await loadContacts(db, caregiverId, { contactId });
  if (!view) throw notFound();
  return view;
}

export function contactTitle(view: Pick<ContactView, 'contact' | 'elder'>, now: Date): string {
  return elderTitle({ ...view.elder, workType: view.contact.workType }, now);
}

function contactCard(view: ContactView, scored: Scored, bookmarked: boolean, now: Date): ContactCard {
  const { contact, elder, center } = view;
  return {
    contactId: contact.id,
    elderId: elder.id,
    title: contactTitle(view, now),
    center: center.name,
    ...centerGradeParts(center),
    centerVerified: view.managerStatus === 'VERIFIED',
    createdAt: iso(contact.createdAt),
    wage: contact.wage,
    wageType: contact.wageType as WageType,
    negotiable: elder.negotiable,
    bookmarked,
    ...elderTasks(elder),
    message: contact.message,
    elder: elderInfo(elder, now),
    ...scoreParts(scored),
  };
}

const managerPhoneOf = (contact: ContactRow) => (contact.status === 'accepted' ? contact.phone : null);

/** Home: pending contacts whose elder is within the radius, ordered by score, newest or hourly wage. */
export async function mainList(
  db: Db,
  caregiverId: number,
  q: { radiusKm: number; order: CaregiverOrder; page: number; size: number },
  now: Date,
): Promise<Page<ContactCard> & { address: string }> {
  // Independent reads, issued together (on PostgreSQL they run on two pooled connections).
  const [me, pending] = await Promise.all([
    loadCaregiverWithSaved(db, caregiverId),
    loadContacts(db, caregiverId, { status: 'pending' }),
  ]);
  const { caregiver, saved } = me;
  const rows = pending
    .map((view, index) => ({ view, index, scored: scoreElder(view.elder, caregiver, q.radiusKm) }))
    .filter((r) => r.scored.distanceKm <= q.radiusKm);
  const perHour = (r: (typeof rows)[number]) =>
    hourlyOffer(r.view.contact.wageType as WageType, r.view.contact.wage, r.scored.overlap) ?? 0;
  // `index` is the newest-first position, the tie-break of every order.
  if (q.order === '1') rows.sort((a, b) => b.scored.score - a.scored.score || a.index - b.index);
  else if (q.order === '3') rows.sort((a, b) => perHour(b) - perHour(a) || a.index - b.index);
  const cards = rows.map((r) => contactCard(r.view, r.scored, saved.has(r.view.elder.id), now));
  return { ...toPage(cards, q.page, q.size), address: me.address };
}

export async function contactDetail(
  db: Db,
  caregiverId: number,
  contactId: number,
  now: Date,
): Promise<ContactDetail> {
  // Her matching view and saved elders in one read (issue 16), beside the contact.
  const [view, { caregiver, saved }] = await Promise.all([
    loadOwnContact(db, caregiverId, contactId),
    loadCaregiverWithSaved(db, caregiverId),
  ]);
  const scored = scoreElder(view.elder, caregiver, DETAIL_RADIUS_KM);
  return {
    ...contactCard(view, scored, saved.has(view.elder.id), now),
    center: centerObject(view.center),
    status: view.contact.status,
    workType: view.contact.workType,
    managerPhone: managerPhoneOf(view.contact),
  };
}

/** Accept a pending contact with the caregiver's phone and message; answers the manager's phone. */
export async function acceptContact(
  db: Db,
  caregiverId: number,
  contactId: number,
  reply: { phone: string; message: string },
  now: Date,
): Promise<{ title: string; phone: string }> {
  const view = await loadOwnContact(db, caregiverId, contactId);
  const [updated] = await db.transaction(async (tx) => {
    const rows = await tx
      .update(contacts)
      .set({
        status: 'accepted',
        caregiverPhone: reply.phone,
        caregiverMessage: reply.message,
        acceptedAt: now,
      })
      .where(
        and(
          eq(contacts.id, contactId),
          eq(contacts.caregiverId, caregiverId),
          eq(contacts.status, 'pending'),
        ),
      )
      .returning();
    for (const row of rows) await notifyContactEvent(tx, 'contact_accepted', row, now);
    return rows;
  });
  if (!updated) throw contactNotPending();
  return { title: contactTitle(view, now), phone: updated.phone };
}

/** Decline: the pending contact is deleted for good. */
export async function rejectContact(db: Db, caregiverId: number, contactId: number): Promise<void> {
  await loadOwnContact(db, caregiverId, contactId);
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(contacts)
      .where(
        and(
          eq(contacts.id, contactId),
          eq(contacts.caregiverId, caregiverId),
          eq(contacts.status, 'pending'),
        ),
      )
      .returning();
    for (const row of rows) await notifyContactEvent(tx, 'contact_declined', row, new Date());
    return rows;
  });
  if (deleted.length === 0) throw contactNotPending();
}

/** The elder of one of the caller's contacts (for 저장 on a contact). */
export async function contactElderId(db: Db, caregiverId: number, contactId: number): Promise<number> {
  const [row] = await db
    .select({ elderId: contacts.elderId })
    .from(contacts)
    .where(and(eq(contacts.id, contactId), eq(contacts.caregiverId, caregiverId)));
  if (!row) throw notFound();
  return row.elderId;
}

/** 받은 연락함: pending or accepted contacts, newest first, with the manager's phone once accepted. */
export async function receivedContacts(
  db: Db,
  caregiverId: number,
  q: { tab: CaregiverTab; page: number; size: number },
  now: Date,
): Promise<Page<ReceivedContact>> {
  const status = statusOfTab(q.tab);
  const [views, { caregiver, saved }] = await Promise.all([
    loadContacts(db, caregiverId, { status }),
    loadCaregiverWithSaved(db, caregiverId),
  ]);
  const page = toPage(views, q.page, q.size);
  return {
    ...page,
    content: page.content.map((view) => ({
      ...contactCard(
        view,
        scoreElder(view.elder, caregiver, DETAIL_RADIUS_KM),
        saved.has(view.elder.id),
        now,
      ),
      status: view.contact.status,
      managerPhone: managerPhoneOf(view.contact),
    })),
  };
}
