// Jobs (issue 31, ADR 0035): the manager proposes on a connection, the caregiver confirms or asks to talk,
// either side ends. Every read and change is scoped to the caller (the job's caregiver, or its elder's
// manager): another's job is a 404, whoever asks. Notifications are written in each event's transaction.
import { and, count, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import {
  clashesBetween,
  clashText,
  ELDER_GONE_REASONS,
  ERROR_CODES,
  JOB_MESSAGES,
  lastDayProblem,
  pageOf,
  proposalProblems,
  type JobDetail,
  type JobEndBody,
  type JobEndReason,
  type JobProposal,
  type JobStatus,
  type JobSummary,
  type JobSystemEndReason,
  type Page,
} from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { applies, caregivers, connections, contacts, elders, jobs, type JobRow } from '../../db/schema';
import { AppError, conflict, isUniqueViolation, notFound } from '../../errors';
import { notifyJobEvent, notifyPendingEnded } from './notify';
import { bookedVisits, clashesWithBooked } from './booked-hours';
import { offerEldersFor, sameCenterPostings } from './after-end';
import { endSubstitutesOfJob, releaseVisitsOf } from '../substitutes/repository';
import {
  connectionsQuery,
  jobDetailBase,
  jobsQuery,
  jobSummary,
  ownJob,
  pairsWithOpenJob,
  type JobRowWithParties,
  type Role,
} from './views';

const M = JOB_MESSAGES;

/** A 400 whose fields carry the form's messages (the first one is the answer's message). */
export function invalid(fields: Record<string, string>): AppError {
  return new AppError(400, ERROR_CODES.VALIDATION, Object.values(fields)[0] ?? '', fields);
}
/** A 409 that also names the field (the clash of a week). */
const conflictOn = (field: string, message: string) =>
  new AppError(409, ERROR_CODES.CONFLICT, message, { [field]: message });

async function ownJobRow(db: Db, role: Role, userId: number, jobId: number): Promise<JobRowWithParties> {
  const [row] = await jobsQuery(db).where(and(eq(jobs.id, jobId), ownJob(role, userId)));
  if (!row) throw notFound();
  return row;
}

// ---------------------------------------------------------------- detail
/** Her other active jobs whose week overlaps this one's (only while it is proposed or active). */
async function clashesOf(db: Db, row: JobRowWithParties, now: Date): Promise<JobDetail['clashes']> {
  const { job } = row;
  if (job.status !== 'proposed' && job.status !== 'active') return [];
  const others = await jobsQuery(db).where(
    and(eq(jobs.caregiverId, job.caregiverId), eq(jobs.status, 'active'), ne(jobs.id, job.id)),
  );
  return others.flatMap((other) => {
    const clashes = clashesBetween(job.schedule, other.job.schedule);
    const text = clashText(clashes);
    if (!text) return [];
    const summary = jobSummary(other, 'caregiver', now);
    return [
      {
        jobId: other.job.id,
        title: summary.title,
        centerName: summary.centerName,
        weekdays: [...new Set(clashes.map((c) => c.weekday))],
        text,
      },
    ];
  });
}

const elderGone = (job: JobRow) =>
  job.status === 'ended' && ELDER_GONE_REASONS.includes(job.endReason as JobEndReason);

export async function jobDetail(
  db: Db,
  role: Role,
  userId: number,
  jobId: number,
  now: Date,
): Promise<JobDetail> {
  const row = await ownJobRow(db, role, userId, jobId);
  return detailOf(db, row, role, now);
}

async function detailOf(db: Db, row: JobRowWithParties, role: Role, now: Date): Promise<JobDetail> {
  const { job } = row;
  const gone = elderGone(job);
  const [clashes, postings, offers, open] = await Promise.all([
    role === 'caregiver' ? clashesOf(db, row, now) : Promise.resolve([]),
    role === 'caregiver' && gone
      ? sameCenterPostings(db, job.caregiverId, row.centerId, job.elderId, now)
      : Promise.resolve([]),
    role === 'manager' && gone ? offerEldersFor(db, job.managerId, job.elderId, now) : Promise.resolve([]),
    role === 'manager' ? pairsWithOpenJob(db, [job]) : Promise.resolve(new Set<string>()),
  ]);
  return {
    ...jobDetailBase(row, role, now),
    clashes,
    sameCenterPostings: postings,
    offerElders: offers,
    canProposeAgain:
      role === 'manager' && row.connection.endedAt === null && !open.has(`${job.caregiverId}:${job.elderId}`),
  };
}

// ---------------------------------------------------------------- lists
export async function listJobs(
  db: Db,
  role: Role,
  userId: number,
  q: { status?: JobStatus; elderId?: number; page: number; size: number },
  now: Date,
): Promise<Page<JobSummary>> {
  const where = and(
    ownJob(role, userId),
    q.status ? eq(jobs.status, q.status) : undefined,
    q.elderId !== undefined ? eq(jobs.elderId, q.elderId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    jobsQuery(db)
      .where(where)
      .orderBy(desc(jobs.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: count() }).from(jobs).where(where),
  ]);
  return pageOf(
    rows.map((r) => jobSummary(r, role, now)),
    total?.n ?? 0,
    q,
  );
}

// ---------------------------------------------------------------- propose
/** 채용 제안: a new job on one of the manager's connections (201 with its detail). */
export async function proposeJob(
  db: Db,
  managerId: number,
  body: JobProposal,
  now: Date,
): Promise<JobDetail> {
  const [connection] = await connectionsQuery(db).where(
    and(eq(connections.id, body.connectionId), eq(connections.managerId, managerId)),
  );
  if (!connection) throw notFound();
  if (connection.connection.endedAt !== null) throw conflict(M.connectionEnded);
  const problems = proposalProblems(body, connection.elder.schedule, now);
  if (Object.keys(problems).length > 0) throw invalid(problems);
  const c = connection.connection;
  let jobId: number;
  try {
    jobId = await db.transaction(async (tx) => {
      const [job] = await tx
        .insert(jobs)
        .values({
          connectionId: c.id,
          elderId: c.elderId,
          caregiverId: c.caregiverId,
          managerId,
          status: 'proposed',
          startDate: body.startDate,
          schedule: body.schedule,
          hourlyWage: body.hourlyWage,
          workType: body.workType,
          keepOpen: body.keepOpen,
          proposedAt: now,
        })
        .returning();
      if (!job) throw new Error('insert jobs returned no row');
      await notifyJobEvent(tx, 'job_proposed', job, 'caregiver', now);
      return job.id;
    });
  } catch (err) {
    // jobs_one_open_idx: the pair already has a proposed or active job (or a parallel proposal won).
    if (isUniqueViolation(err)) throw conflict(M.openJobExists);
    throw err;
  }
  return jobDetail(db, 'manager', managerId, jobId, now);
}

// ---------------------------------------------------------------- confirm
/**
 * 근무 확정. One transaction: the job turns active; unless `keepOpen`, the posting closes and every other
 * pending apply and contact for the elder ends with `recruiting_closed`; the manager is told. Her row is
 * locked first, so her confirms run one at a time: a double tap or a second tab finds the job active and
 * answers it unchanged, and two clashing jobs can never both be confirmed.
 */
export async function confirmJob(db: Db, caregiverId: number, jobId: number, now: Date): Promise<JobDetail> {
  await db.transaction(async (tx) => {
    await tx
      .select({ id: caregivers.userId })
      .from(caregivers)
      .where(eq(caregivers.userId, caregiverId))
      .for('update');
    const [job] = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, jobId), eq(jobs.caregiverId, caregiverId)))
      .for('update');
    if (!job) throw notFound();
    if (job.status === 'active') return; // already confirmed: the same answer, nothing again
    if (job.status !== 'proposed') throw conflict(M.notProposed);
    // Her booked hours (every active job's visits), read under the lock on her row.
    const clash = clashText(clashesWithBooked(job.schedule, await bookedVisits(tx, caregiverId)));
    if (clash) throw conflictOn('schedule', clash);
    await tx.update(jobs).set({ status: 'active', confirmedAt: now }).where(eq(jobs.id, job.id));
    if (!job.keepOpen) await closeRecruiting(tx, job, now);
    await notifyJobEvent(tx, 'job_confirmed', job, 'manager', now);
  });
  return jobDetail(db, 'caregiver', caregiverId, jobId, now);
}

/** The posting closes (모집 완료) and every other pending apply and contact for the elder ends, told. */
async function closeRecruiting(tx: Db, job: JobRow, now: Date): Promise<void> {
  await tx
    .update(elders)
    .set({ closedAt: now, updatedAt: now })
    .where(and(eq(elders.id, job.elderId), isNull(elders.closedAt)));
  // Her own pending items for this elder end quietly: she has the job.
  await endPendingOfElder(tx, job.elderId, 'recruiting_closed', now, job.caregiverId);
}

/**
 * Every pending apply and contact of an elder ends (deleted, as a decline does); each caregiver but
 * `quietFor` is told with `type`. Runs in the caller's transaction.
 */
export async function endPendingOfElder(
  tx: Db,
  elderId: number,
  type: 'recruiting_closed' | 'care_ended',
  now: Date,
  quietFor?: number,
): Promise<void> {
  const [elder] = await tx
    .select({ workRequirement: elders.workRequirement })
    .from(elders)
    .where(eq(elders.id, elderId));
  const endedApplies = await tx
    .delete(applies)
    .where(and(eq(applies.elderId, elderId), eq(applies.status, 'pending')))
    .returning({ id: applies.id, caregiverId: applies.caregiverId });
  const endedContacts = await tx
    .delete(contacts)
    .where(and(eq(contacts.elderId, elderId), eq(contacts.status, 'pending')))
    .returning({ id: contacts.id, caregiverId: contacts.caregiverId, workType: contacts.workType });
  for (const a of endedApplies.filter((a) => a.caregiverId !== quietFor))
    await notifyPendingEnded(
      tx,
      type,
      { kind: 'apply', ...a, elderId, workType: elder?.workRequirement ?? '' },
      now,
    );
  for (const c of endedContacts.filter((c) => c.caregiverId !== quietFor))
    await notifyPendingEnded(tx, type, { kind: 'contact', ...c, elderId }, now);
}

// ---------------------------------------------------------------- 다시 이야기해요
export async function talkAboutJob(
  db: Db,
  caregiverId: number,
  jobId: number,
  reason: string,
  now: Date,
): Promise<JobDetail> {
  const changed = await db.transaction(async (tx) => {
    const [job] = await tx
      .update(jobs)
      .set({ status: 'talk', talkReason: reason, talkAt: now })
      .where(and(eq(jobs.id, jobId), eq(jobs.caregiverId, caregiverId), eq(jobs.status, 'proposed')))
      .returning();
    if (job) await notifyJobEvent(tx, 'job_talk', job, 'manager', now);
    return Boolean(job);
  });
  if (!changed) {
    await ownJobRow(db, 'caregiver', caregiverId, jobId); // 404 when not hers
    throw conflict(M.notProposed);
  }
  return jobDetail(db, 'caregiver', caregiverId, jobId, now);
}

// ---------------------------------------------------------------- end
/**
 * 근무 종료 by either side: an active job ends at once (her hours are free again); the other side is told;
 * its substitute requests for visits after the last day are cancelled.
 */
export async function endJob(
  db: Db,
  role: Role,
  userId: number,
  jobId: number,
  body: Required<JobEndBody>,
  now: Date,
): Promise<JobDetail> {
  const row = await ownJobRow(db, role, userId, jobId);
  if (row.job.status !== 'active') throw conflict(M.notActive);
  const problem = lastDayProblem(body.lastDay, row.job.startDate, now);
  if (problem) throw invalid({ lastDay: problem });
  const changed = await db.transaction(async (tx) => {
    const [job] = await tx
      .update(jobs)
      .set({
        status: 'ended',
        endedAt: now,
        lastDay: body.lastDay,
        endReason: body.reason,
        endNote: body.note,
        endedBy: role,
      })
      .where(and(eq(jobs.id, jobId), ownJob(role, userId), eq(jobs.status, 'active')))
      .returning();
    if (!job) return false;
    await notifyJobEvent(tx, 'job_ended', job, role === 'caregiver' ? 'manager' : 'caregiver', now);
    // Its substitute visits after the last day go with it (ADR 0044).
    await endSubstitutesOfJob(tx, job, now);
    return true;
  });
  if (!changed) throw conflict(M.notActive);
  return jobDetail(db, role, userId, jobId, now);
}

// ---------------------------------------------------------------- accounts and elders
/**
 * The proposed and active jobs `where` selects end (by the system, last day today) and the side `tell`
 * names is told, their substitute requests after today cancelled (ADR 0044); the connections
 * `connectionsWhere` selects end. Runs in the caller's transaction.
 */
async function endJobsAndConnections(
  tx: Db,
  where: { jobs: SQL; connections: SQL },
  reason: JobSystemEndReason | JobEndReason,
  tell: (job: JobRow) => Role,
  today: string,
  now: Date,
): Promise<void> {
  const ended = await tx
    .update(jobs)
    .set({ status: 'ended', endedAt: now, lastDay: today, endReason: reason, endNote: '', endedBy: 'system' })
    .where(and(where.jobs, inArray(jobs.status, ['proposed', 'active'])))
    .returning();
  for (const job of ended) {
    await notifyJobEvent(tx, 'job_ended', job, tell(job), now);
    await endSubstitutesOfJob(tx, job, now);
  }
  await tx
    .update(connections)
    .set({ endedAt: now })
    .where(and(where.connections, isNull(connections.endedAt)));
}

/**
 * An account deleted or suspended: its proposed and active jobs end (`탈퇴` / `이용 정지`, by the system,
 * last day today) and the other side is told; its connections end; the substitute visits she took from
 * today on open again for someone else, her managers told. Runs in the account change's transaction.
 */
export async function endJobsOfAccount(
  tx: Db,
  userId: number,
  reason: '탈퇴' | '이용 정지',
  today: string,
  now: Date,
): Promise<void> {
  await endJobsAndConnections(
    tx,
    {
      jobs: sql`(${jobs.caregiverId} = ${userId} or ${jobs.managerId} = ${userId})`,
      connections: sql`(${connections.caregiverId} = ${userId} or ${connections.managerId} = ${userId})`,
    },
    reason,
    (job) => (job.caregiverId === userId ? 'manager' : 'caregiver'),
    today,
    now,
  );
  await releaseVisitsOf(tx, userId, today, now);
}

/**
 * 돌봄 종료 (issue 30): the elder's proposed and active jobs end with `reason` (입원 and 별세 as
 * `어르신 입원`/`어르신 별세`, so she is shown the center's other elders) and each caregiver is told; the
 * elder's connections end. Runs in the care end's transaction.
 */
export async function endJobsOfElder(
  tx: Db,
  elderId: number,
  reason: JobEndReason | '돌봄 종료',
  today: string,
  now: Date,
): Promise<void> {
  await endJobsAndConnections(
    tx,
    { jobs: eq(jobs.elderId, elderId), connections: eq(connections.elderId, elderId) },
    reason,
    () => 'caregiver',
    today,
    now,
  );
}
