// The manager's contacts to caregivers (보낸 연락함). One pending contact per elder and caregiver
// (contacts_one_pending_idx); withdrawing deletes the row, so a new contact may follow.
import { and, count, desc, eq, sql, type Placeholder } from 'drizzle-orm';
import {
  ageGroupOf,
  ERROR_CODES,
  MEMBERSHIP_MESSAGES,
  MEMBERSHIP_PROOF_MESSAGES,
  type ManagerContactRequest,
  type OutgoingContact,
  type OutgoingContactDetail,
} from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { connectionOf, withConnectionIds } from '../jobs/connections-repository';
import { totalOver } from '../../db/window-page';
import type { BoxStatus } from '../care/tab-status';
import { caregivers, contacts, elders, resumes, users, type ContactRow } from '../../db/schema';
import { experienceYears, possibleTasks } from './caregivers-repository';
import { AppError, conflict, isUniqueViolation } from '../../errors';
import { MANAGER_SERVER_MESSAGES } from './errors';
import { notifyContactEvent } from '../notifications/repository';
import { elderPage, elderPageStatements, type PageRequest } from './paging';
import { notSuspended } from '../admin/visibility';
import { certificateVerifiedSql } from '../certificates/repository';
import { lockSenderStatus } from '../membership/held-contacts';
import { managerVerified } from '../membership/repository';

const forbiddenWith = (message: string) => new AppError(403, ERROR_CODES.FORBIDDEN, message);

export async function insertContact(db: Db, managerId: number, body: ManagerContactRequest): Promise<number> {
  const duplicate = () => conflict(MANAGER_SERVER_MESSAGES.duplicateContact);
  const [pending] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        eq(contacts.elderId, body.elderId),
        eq(contacts.caregiverId, body.caregiverId),
        eq(contacts.status, 'pending'),
      ),
    )
    .limit(1);
  if (pending) throw duplicate();
  try {
    return await db.transaction(async (tx) => {
      // Nothing from an unverified member reaches a caregiver (ADR 0031): the contact is held, and the
      // approval tells her. A refused member's contact could never be delivered.
      const sender = await lockSenderStatus(tx, managerId);
      if (sender === 'REFUSED') throw forbiddenWith(MEMBERSHIP_PROOF_MESSAGES.refusedContact);
      // Issue 30: a member who left the center speaks for it no more.
      if (sender === 'LEFT') throw forbiddenWith(MEMBERSHIP_MESSAGES.leftCannotContact);
      const [row] = await tx
        .insert(contacts)
        .values({ ...body, managerId, status: 'pending' })
        .returning();
      if (!row) throw new Error('insert contacts returned no row');
      if (sender === 'VERIFIED') await notifyContactEvent(tx, 'contact_received', row, new Date());
      return row.id;
    });
  } catch (err) {
    // A double submit: the other request's row won the partial unique index.
    if (isUniqueViolation(err)) throw duplicate();
    throw err;
  }
}

const outgoingColumns = {
  contact: contacts,
  elderName: elders.name,
  caregiverName: users.name,
  profileImage: caregivers.profileImage,
  birthYear: caregivers.birthYear,
  certificateVerified: certificateVerifiedSql(contacts.caregiverId),
  // Held: pending while its sender is not a verified member (the caregiver has not received it).
  held: sql<boolean>`(${contacts.status} = 'pending' and not ${managerVerified(contacts.managerId)})`,
  resume: {
    title: resumes.title,
    experience: resumes.experience,
    isNegotiableTime: resumes.isNegotiableTime,
    meal: resumes.meal,
    toileting: resumes.toileting,
    mobility: resumes.mobility,
    daily: resumes.daily,
  },
};

type OutgoingRow = {
  contact: ContactRow;
  elderName: string;
  caregiverName: string;
  profileImage: string | null;
  birthYear: number | null;
  certificateVerified: boolean;
  held: boolean;
  resume: {
    title: string;
    experience: { startDate: string; endDate: string; current?: boolean }[];
    isNegotiableTime: boolean;
    meal: string[];
    toileting: string[];
    mobility: string[];
    daily: string[];
  } | null;
};

function outgoing({
  contact: c,
  elderName,
  caregiverName,
  profileImage,
  birthYear,
  resume,
  certificateVerified,
  held,
}: OutgoingRow): Omit<OutgoingContact, 'connectionId'> {
  const accepted = c.status === 'accepted';
  return {
    managerContactId: c.id,
    elderId: c.elderId,
    elderName,
    caregiverId: c.caregiverId,
    title: resume?.title ?? '',
    wage: c.wage,
    wageType: c.wageType as OutgoingContact['wageType'],
    negotiable: resume?.isNegotiableTime ?? false,
    possibleTasks: possibleTasks(resume),
    createdAt: c.createdAt.toISOString(),
    status: c.status,
    caregiverName,
    profileImage,
    caregiverPhone: accepted ? c.caregiverPhone : null,
    caregiverMessage: accepted ? c.caregiverMessage : null,
    ageGroup: ageGroupOf(birthYear),
    experienceYears: resume ? experienceYears(resume.experience) : null,
    certificateVerified,
    held,
  };
}

/** Contacts with what their cards show; `total` is how many rows the where matched (for pages). */
function outgoingQuery(db: Db) {
  return db
    .select({ ...outgoingColumns, total: totalOver() })
    .from(contacts)
    .innerJoin(elders, eq(elders.id, contacts.elderId))
    .innerJoin(users, eq(users.id, contacts.caregiverId))
    .innerJoin(caregivers, eq(caregivers.userId, contacts.caregiverId))
    .leftJoin(resumes, eq(resumes.caregiverId, contacts.caregiverId));
}

function outgoingWhere(
  managerId: number | Placeholder,
  elderId: number | Placeholder | null,
  status: BoxStatus | Placeholder,
) {
  return and(
    eq(contacts.managerId, managerId),
    elderId === null ? undefined : eq(contacts.elderId, elderId),
    eq(contacts.status, status),
    notSuspended(contacts.caregiverId),
  );
}

/** 보낸 연락함's page with its total, for every elder or one (prepared once per shape, issue 16). */
function outgoingPageQuery(db: Db, oneElder: boolean) {
  return outgoingQuery(db)
    .where(
      outgoingWhere(
        sql.placeholder('managerId'),
        oneElder ? sql.placeholder('elderId') : null,
        sql.placeholder('status'),
      ),
    )
    .orderBy(desc(contacts.createdAt), desc(contacts.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(oneElder ? 'manager_contacts_page_of_elder' : 'manager_contacts_page');
}
const outgoingPages = elderPageStatements(outgoingPageQuery);

/** One elder's contacts (elderId), or every contact the manager sent (elderId null), newest first. */
export async function listContacts(
  db: Db,
  managerId: number,
  elderId: number | null,
  status: BoxStatus,
  paging: PageRequest,
) {
  const page = await elderPage(
    db,
    outgoingPages,
    { elderId, params: { managerId, status }, paging },
    () =>
      db
        .select({ n: count() })
        .from(contacts)
        .where(outgoingWhere(managerId, elderId, status)),
    outgoing,
  );
  return withConnectionIds(db, 'contact', page, (c) => c.managerContactId);
}

/** The caller's own contact, or null (another manager's contact looks missing). */
export async function findOwnContact(
  db: Db,
  managerId: number,
  contactId: number,
  now: Date = new Date(),
): Promise<OutgoingContactDetail | null> {
  const [row] = await outgoingQuery(db).where(
    and(eq(contacts.id, contactId), eq(contacts.managerId, managerId)),
  );
  if (!row) return null;
  const connection =
    row.contact.status === 'accepted'
      ? await connectionOf(db, 'manager', managerId, { contactId }, now)
      : null;
  return {
    ...outgoing(row),
    workType: row.contact.workType as OutgoingContactDetail['workType'],
    message: row.contact.message,
    phone: row.contact.phone,
    connectionId: connection?.connectionId ?? null,
    connection,
  };
}

/** Deletes the caller's pending contact: 'deleted', 'accepted' (409) or 'missing' (404). */
export async function withdrawContact(db: Db, managerId: number, contactId: number) {
  const mine = and(eq(contacts.id, contactId), eq(contacts.managerId, managerId));
  const deleted = await db.transaction(async (tx) => {
    const sender = await lockSenderStatus(tx, managerId);
    const rows = await tx
      .delete(contacts)
      .where(and(mine, eq(contacts.status, 'pending')))
      .returning();
    // A held contact never reached the caregiver: she is not told it was withdrawn either.
    if (sender === 'VERIFIED') {
      for (const row of rows) await notifyContactEvent(tx, 'contact_withdrawn', row, new Date());
    }
    return rows;
  });
  if (deleted.length > 0) return 'deleted' as const;
  const [left] = await db.select({ id: contacts.id }).from(contacts).where(mine);
  return left ? ('accepted' as const) : ('missing' as const);
}
