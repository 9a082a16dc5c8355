// What each idempotent creating route made, so that a replay first checks the record is still there
// (issue 29): a bookmark saved with a key, then deleted, must not be "created" again by replaying the
// stored 201 for the same key. Each check reads the first answer (and the query) of the route and says
// whether its record exists for the caller. A route with `config.idempotent` needs an entry here
// (server/test/safety/idempotency.test.ts holds every route to it).
import { and, eq, notLike, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import {
  applies,
  contacts,
  contracts,
  elders,
  jobs,
  managerBookmarks,
  messages,
  reports,
  resumes,
  reviews,
  substituteRequests,
  users,
} from '../db/schema';

export interface StoredAnswer {
  userId: number;
  /** The stored JSON answer of the first request. */
  answer: Record<string, unknown>;
  /** The query string of the request (the same as the first one's: it is part of the fingerprint). */
  query: Record<string, unknown>;
}

export type RecordCheck = (db: Db, stored: StoredAnswer) => Promise<boolean>;

/** An id from an answer or a query, or -1 (matches nothing) when there is none. */
const idOf = (value: unknown): number => {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : -1;
};

async function exists(db: Db, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(table)
    .where(where)
    .limit(1);
  return Boolean(row);
}

const ownReport: RecordCheck = (db, { userId, answer }) =>
  exists(db, reports, and(eq(reports.id, idOf(answer.reportId)), eq(reports.reporterId, userId)));

const ownMessage: RecordCheck = (db, { userId, answer }) =>
  exists(db, messages, and(eq(messages.id, idOf(answer.messageId)), eq(messages.senderId, userId)));

/** Issue 34: the review written (the answer's `mine`), by its writer. */
const ownReview: RecordCheck = (db, { userId, answer }) =>
  exists(
    db,
    reviews,
    and(
      eq(reviews.id, idOf((answer.mine as { reviewId?: unknown } | null)?.reviewId)),
      eq(reviews.writerId, userId),
    ),
  );

/** A sign-up's account, unless it was deleted since (its login id is then `~deleted<id>`). */
const liveAccount: RecordCheck = (db, { answer }) =>
  exists(db, users, and(eq(users.id, idOf(answer.userId)), notLike(users.loginId, '~%')));

/** The contract of the answer (a contract goes only with its job). */
const liveContract: RecordCheck = (db, { answer }) =>
  exists(db, contracts, eq(contracts.id, idOf(answer.contractId)));

export const IDEMPOTENT_RECORDS: Readonly<Record<string, RecordCheck>> = {
  'POST /api/manager/substitutes': (db, { userId, answer }) =>
    exists(
      db,
      substituteRequests,
      and(eq(substituteRequests.id, idOf(answer.id)), eq(substituteRequests.managerId, userId)),
    ),
  'POST /api/manager/elder/create': (db, { userId, answer }) =>
    exists(db, elders, and(eq(elders.id, idOf(answer.elderId)), eq(elders.managerId, userId))),
  'POST /api/manager/contact': (db, { userId, answer }) =>
    exists(db, contacts, and(eq(contacts.id, idOf(answer.contactId)), eq(contacts.managerId, userId))),
  'POST /api/manager/bookmark': (db, { userId, answer }) =>
    exists(
      db,
      managerBookmarks,
      and(eq(managerBookmarks.id, idOf(answer.bookmarkId)), eq(managerBookmarks.managerId, userId)),
    ),
  'POST /api/caregiver/near': (db, { userId, answer }) =>
    exists(db, applies, and(eq(applies.id, idOf(answer.applyId)), eq(applies.caregiverId, userId))),
  'POST /api/caregiver/main/accept': (db, { userId, query }) =>
    exists(
      db,
      contacts,
      and(
        eq(contacts.id, idOf(query.contact)),
        eq(contacts.caregiverId, userId),
        eq(contacts.status, 'accepted'),
      ),
    ),
  // Issue 31: a proposal's job (whatever became of it since: an answer, an ending) is the record.
  'POST /api/manager/jobs': (db, { userId, answer }) =>
    exists(db, jobs, and(eq(jobs.id, idOf(answer.jobId)), eq(jobs.managerId, userId))),
  // Issue 32: a message is its record (deleted only with its conversation, 90 days after it ended).
  'POST /api/caregiver/conversations/:conversationId/messages': ownMessage,
  'POST /api/manager/conversations/:conversationId/messages': ownMessage,
  'POST /api/caregiver/jobs/:jobId/review': ownReview,
  'POST /api/manager/jobs/:jobId/review': ownReview,
  'POST /api/caregiver/resume/create': (db, { userId }) =>
    exists(db, resumes, eq(resumes.caregiverId, userId)),
  'POST /api/caregiver/reports': ownReport,
  'POST /api/manager/reports': ownReport,
  'POST /api/manager/register': liveAccount,
  'POST /api/caregiver/register': liveAccount,
  // Issue 33: a contract's version, signature or change request lives as long as its contract.
  'POST /api/manager/jobs/:jobId/contract': liveContract,
  'POST /api/caregiver/contracts/:contractId/sign': liveContract,
  'POST /api/manager/contracts/:contractId/sign': liveContract,
  'POST /api/caregiver/contracts/:contractId/change-requests': liveContract,
};
