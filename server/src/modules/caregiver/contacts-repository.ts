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
import { caregivers, centers, contacts, elders, managers, resumes, type ContactRow } from '../../db/schema';
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
  CAREGIVER_WITH_SAVED,
  toCaregiverWithSaved,
  type CaregiverWithSaved,
  type CaregiverWithSavedRow,
  scoreElder,
  scoreParts,
  type ElderView,
  type Scored,
} from './elders-repository';
import { reachesCaregivers } from '../admin/visibility';
import { connectionIdsOf, connectionOf, createConnection } from '../jobs/connections-repository';

const contactNotPending = () => conflict(CAREGIVER_API_MESSAGES.contactNotPending);

interface ContactView extends ElderView {
  contact: ContactRow;
}

/**
 * The caller (her matching view and saved elders) with her contacts, each with its elder and the sending
 * manager's center, newest first — one statement (issue 16: the lists made two round trips, and a round
 * trip was a quarter of a list's cost). A caregiver with no such contact is one row whose contact is
 * null. A contact whose sender is not a manager is left out, as the inner join to managers did (its
 * elder and its manager's center always exist: foreign keys).
 */
function contactsQuery(db: Db, filter: 'all' | 'status' | 'id') {
  return db
    .select({
      ...CAREGIVER_WITH_SAVED,
      contact: contacts,
      elder: elders,
      center: centers,
      managerStatus: managers.status,
    })
    .from(caregivers)
    .leftJoin(resumes, eq(resumes.caregiverId, caregivers.userId))
    .leftJoin(
      contacts,
      and(
        eq(contacts.caregiverId, caregivers.userId),
        reachesCaregivers(contacts.managerId),
        sql`${contacts.managerId} in (select m.user_id from ${managers} m)`,
        filter === 'status' ? eq(contacts.status, sql.placeholder('status')) : undefined,
        filter === 'id' ? eq(contacts.id, sql.placeholder('contactId')) : undefined,
      ),
    )
    .leftJoin(elders, eq(elders.id, contacts.elderId))
    .leftJoin(managers, eq(managers.userId, contacts.managerId))
    .leftJoin(centers, eq(centers.id, managers.centerId))
    .where(eq(caregivers.userId, sql.placeholder('caregiverId')))
    .orderBy(desc(contacts.createdAt), desc(contacts.id))
    .prepare(`caregiver_with_contacts_by_${filter}`);
}
// Built once per database handle (issue 16: building this join's SQL was a fifth of the home list's CPU).
const contactsOf = prepared((db) => contactsQuery(db, 'all'));
const contactsWithStatus = prepared((db) => contactsQuery(db, 'status'));
const contactById = prepared((db) => contactsQuery(db, 'id'));

type CaregiverContactRow = CaregiverWithSavedRow & {
  contact: ContactRow | null;
  elder: ContactView['elder'];
  center: ContactView['center'];
  managerStatus: ContactView['managerStatus'];
};

/** The caller and her contacts (all, with one status, or the one contact), in one read. */
async function loadContacts(
  db: Db,
  caregiverId: number,
  where: { status?: ContactRow['status']; contactId?: number } = {},
): Promise<{ me: CaregiverWithSaved; views: ContactView[] }> {
  const rows = (await (where.contactId !== undefined
    ? contactById(db).execute({ caregiverId, contactId: where.contactId })
    : where.status
      ? contactsWithStatus(db).execute({ caregiverId, status: where.status })
      : contactsOf(db).execute({ caregiverId }))) as CaregiverContactRow[];
  if (!rows[0]) throw notFound();
  const views: ContactView[] = [];
  for (const { contact, elder, center, managerStatus } of rows) {
    if (contact) views.push({ contact, elder, center, managerStatus });
  }
  return { me: toCaregiverWithSaved(db, rows[0]), views };
}

async function loadOwnContact(
  db: Db,
  caregiverId: number,
  contactId: number,
): Promise<{ me: CaregiverWithSaved; view: ContactView }> {
  const { me, views } = await loadContacts(db, caregiverId, { contactId });
  if (!views[0]) throw notFound();
  return { me, view: views[0] };
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

/**
 * Home: every pending contact, ordered by score, newest or hourly wage. The range only weighs the score:
 * a center that contacted her is shown whatever the radius (PRODUCT.md "Data rules"; issue 30: a contact
 * from 2.9 km was hidden by 도보 15분 while the bell said 1).
 */
export async function mainList(
  db: Db,
  caregiverId: number,
  q: { radiusKm: number; order: CaregiverOrder; page: number; size: number },
  now: Date,
): Promise<Page<ContactCard> & { address: string }> {
  const { me, views: pending } = await loadContacts(db, caregiverId, { status: 'pending' });
  const { caregiver, saved } = me;
  const rows = pending.map((view, index) => ({
    view,
    index,
    scored: scoreElder(view.elder, caregiver, q.radiusKm),
  }));
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
  // The contact with her matching view and saved elders, in one read (issue 16).
  const {
    view,
    me: { caregiver, saved },
  } = await loadOwnContact(db, caregiverId, contactId);
  const scored = scoreElder(view.elder, caregiver, DETAIL_RADIUS_KM);
  const connection =
    view.contact.status === 'accepted'
      ? await connectionOf(db, 'caregiver', caregiverId, { contactId }, now)
      : null;
  return {
    ...contactCard(view, scored, saved.has(view.elder.id), now),
    center: centerObject(view.center),
    status: view.contact.status,
    workType: view.contact.workType,
    managerPhone: managerPhoneOf(view.contact),
    connection,
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
  const { view } = await loadOwnContact(db, caregiverId, contactId);
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
    for (const row of rows) {
      await notifyContactEvent(tx, 'contact_accepted', row, now);
      // The accepted contact is a connection (issue 31): both names, the phones, a job to propose.
      await createConnection(tx, { ...row, contactId: row.id }, now);
    }
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

/** The elder of one of the caller's contacts (for 저장 on a contact); a held contact is not hers yet. */
export async function contactElderId(db: Db, caregiverId: number, contactId: number): Promise<number> {
  const [row] = await db
    .select({ elderId: contacts.elderId })
    .from(contacts)
    .where(
      and(
        eq(contacts.id, contactId),
        eq(contacts.caregiverId, caregiverId),
        reachesCaregivers(contacts.managerId),
      ),
    );
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
  const {
    views,
    me: { caregiver, saved },
  } = await loadContacts(db, caregiverId, { status });
  const page = toPage(views, q.page, q.size);
  const connectionIds = await connectionIdsOf(
    db,
    'contact',
    page.content.map((v) => v.contact.id),
  );
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
      connectionId: connectionIds.get(view.contact.id) ?? null,
    })),
  };
}
