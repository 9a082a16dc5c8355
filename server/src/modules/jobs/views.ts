// A connection or a job with both parties (issue 31): one read joins the connection to its elder, both
// users, the manager's center and the accepted contact or apply (whose phones are the ones of PRODUCT.md
// "Phones"). What each role sees is decided here: a caregiver gets the posting's title, never the
// elder's name.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  jobPay,
  proposalMinimumWage,
  type Connection,
  type JobDetail,
  type JobSummary,
  type WorkType,
} from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import {
  applies,
  centers,
  connections,
  contacts,
  elders,
  jobs,
  managers,
  users,
  type StoredJobDay,
} from '../../db/schema';
import { elderTitle } from '../caregiver/elder-title';

export type Role = 'caregiver' | 'manager';

const caregiverUser = alias(users, 'cg_user');
const managerUser = alias(users, 'mg_user');

/** What a connection's answer reads besides the connection itself. */
const PARTIES = {
  connection: connections,
  elder: {
    id: elders.id,
    name: elders.name,
    gender: elders.gender,
    birth: elders.birth,
    rank: elders.rank,
    jibunAddress: elders.jibunAddress,
    roadAddress: elders.roadAddress,
    workRequirement: elders.workRequirement,
    schedule: elders.schedule,
    closedAt: elders.closedAt,
    wage: elders.wage,
    wageType: elders.wageType,
  },
  caregiverName: caregiverUser.name,
  managerName: managerUser.name,
  managerProfilePhone: managerUser.phone,
  centerId: centers.id,
  centerName: centers.name,
  contactPhone: contacts.phone,
  contactCaregiverPhone: contacts.caregiverPhone,
  contactWorkType: contacts.workType,
  applyPhone: applies.phone,
};

/**
 * Connections with their parties (and any `extra` columns, e.g. a conversation's counts); add
 * `.where(…)` over connections' columns, then order and page.
 */
export function connectionsQuery<E extends Record<string, SQL.Aliased | SQL>>(db: Db, extra: E = {} as E) {
  return db
    .select({ ...PARTIES, ...extra })
    .from(connections)
    .innerJoin(elders, eq(elders.id, connections.elderId))
    .innerJoin(caregiverUser, eq(caregiverUser.id, connections.caregiverId))
    .innerJoin(managerUser, eq(managerUser.id, connections.managerId))
    .innerJoin(managers, eq(managers.userId, connections.managerId))
    .innerJoin(centers, eq(centers.id, managers.centerId))
    .leftJoin(contacts, eq(contacts.id, connections.contactId))
    .leftJoin(applies, eq(applies.id, connections.applyId))
    .$dynamic();
}

/** Jobs with their parties; add `.where(…)` over jobs' columns, then order and page. */
export function jobsQuery(db: Db) {
  return db
    .select({ job: jobs, ...PARTIES })
    .from(jobs)
    .innerJoin(connections, eq(connections.id, jobs.connectionId))
    .innerJoin(elders, eq(elders.id, connections.elderId))
    .innerJoin(caregiverUser, eq(caregiverUser.id, connections.caregiverId))
    .innerJoin(managerUser, eq(managerUser.id, connections.managerId))
    .innerJoin(managers, eq(managers.userId, connections.managerId))
    .innerJoin(centers, eq(centers.id, managers.centerId))
    .leftJoin(contacts, eq(contacts.id, connections.contactId))
    .leftJoin(applies, eq(applies.id, connections.applyId))
    .$dynamic();
}

export type PartiesRow = Awaited<ReturnType<typeof connectionsQuery>>[number];
export type JobRowWithParties = Awaited<ReturnType<typeof jobsQuery>>[number];

/** The owner condition of a role: the caller's own rows only. */
export const ownJob = (role: Role, userId: number) =>
  role === 'caregiver' ? eq(jobs.caregiverId, userId) : eq(jobs.managerId, userId);
export const ownConnection = (role: Role, userId: number) =>
  role === 'caregiver' ? eq(connections.caregiverId, userId) : eq(connections.managerId, userId);

/** 'HH:MM' of a stored day (an elder's carries ':SS'). */
const hhmm = (t: string) => t.slice(0, 5);
export const weekOut = (week: ReadonlyArray<StoredJobDay | undefined>) =>
  Array.from({ length: 7 }, (_, d) => {
    const day = week[d];
    return day ? { start: hhmm(day.start), end: hhmm(day.end) } : null;
  });

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The phones of PRODUCT.md "Phones": the contact's (or the manager's profile for an apply) and hers. */
export function phonesOf(p: PartiesRow) {
  const fromContact = p.connection.contactId !== null;
  return {
    managerPhone: (fromContact ? p.contactPhone : p.managerProfilePhone) ?? '',
    caregiverPhone: (fromContact ? p.contactCaregiverPhone : p.applyPhone) ?? '',
  };
}

/** The posting's card title with a work type (the job's, the contact's or the posting's own). */
export function titleOf(p: PartiesRow, workType: string, now: Date): string {
  return elderTitle({ ...p.elder, workType }, now);
}

export function jobSummary(row: JobRowWithParties, role: Role, now: Date): JobSummary {
  const { job } = row;
  return {
    jobId: job.id,
    connectionId: job.connectionId,
    elderId: job.elderId,
    caregiverId: job.caregiverId,
    managerId: job.managerId,
    status: job.status,
    startDate: job.startDate,
    schedule: weekOut(job.schedule),
    hourlyWage: job.hourlyWage,
    workType: job.workType as WorkType,
    keepOpen: job.keepOpen,
    weeklyHours: jobPay(job).weeklyHours,
    title: titleOf(row, job.workType, now),
    elderName: role === 'manager' ? row.elder.name : null,
    caregiverName: row.caregiverName,
    managerName: row.managerName,
    centerId: row.centerId,
    centerName: row.centerName,
    proposedAt: job.proposedAt.toISOString(),
    confirmedAt: iso(job.confirmedAt),
    talkReason: job.talkReason,
    talkAt: iso(job.talkAt),
    endedAt: iso(job.endedAt),
    lastDay: job.lastDay,
    endReason: job.endReason as JobSummary['endReason'],
    endNote: job.endNote,
    endedBy: job.endedBy,
    experienceAdded: role === 'caregiver' && job.experienceAddedAt !== null,
  };
}

/** The parts of a job detail that need no other read; the repository adds clashes, postings and offers. */
export function jobDetailBase(
  row: JobRowWithParties,
  role: Role,
  now: Date,
): Omit<JobDetail, 'clashes' | 'sameCenterPostings' | 'offerElders' | 'canProposeAgain'> {
  const { job } = row;
  // A job starting next year is held to next year's minimum; one that started before, to this year's.
  const minimum = proposalMinimumWage(job.startDate, now);
  return {
    ...jobSummary(row, role, now),
    pay: jobPay(job),
    minimumWage: minimum.hourly,
    minimumWageYear: minimum.year,
    belowMinimum: job.hourlyWage < minimum.hourly,
    ...phonesOf(row),
    elderSchedule: role === 'manager' ? weekOut(row.elder.schedule) : null,
  };
}

/** The work type a connection came with: the contact's, or the posting's for an apply. */
export const connectionWorkType = (p: PartiesRow) => p.contactWorkType ?? p.elder.workRequirement;

export function connectionOut(
  p: PartiesRow,
  role: Role,
  job: JobSummary | null,
  canPropose: boolean,
  now: Date,
): Connection {
  const c = p.connection;
  return {
    connectionId: c.id,
    elderId: c.elderId,
    caregiverId: c.caregiverId,
    managerId: c.managerId,
    contactId: c.contactId,
    applyId: c.applyId,
    createdAt: c.createdAt.toISOString(),
    endedAt: iso(c.endedAt),
    title: titleOf(p, connectionWorkType(p), now),
    elderName: role === 'manager' ? p.elder.name : null,
    caregiverName: p.caregiverName,
    managerName: p.managerName,
    centerId: p.centerId,
    centerName: p.centerName,
    ...phonesOf(p),
    job,
    canPropose: role === 'manager' && canPropose,
  };
}

/** The latest job of each connection (the one in progress, else the last), by connection id. */
export async function latestJobs(
  db: Db,
  connectionIds: readonly number[],
  role: Role,
  now: Date,
): Promise<Map<number, JobSummary>> {
  if (connectionIds.length === 0) return new Map();
  const rows = await jobsQuery(db).where(
    and(
      inArray(jobs.connectionId, [...connectionIds]),
      sql`${jobs.id} = (select max(lj.id) from jobs lj where lj.connection_id = ${jobs.connectionId})`,
    ),
  );
  return new Map(rows.map((r) => [r.job.connectionId, jobSummary(r, role, now)]));
}

/** Pairs (caregiver, elder) that have a proposed or active job: a manager may not propose another. */
export async function pairsWithOpenJob(
  db: Db,
  pairs: ReadonlyArray<{ caregiverId: number; elderId: number }>,
) {
  if (pairs.length === 0) return new Set<string>();
  const rows = await db
    .select({ caregiverId: jobs.caregiverId, elderId: jobs.elderId })
    .from(jobs)
    .where(
      and(
        inArray(jobs.status, ['proposed', 'active']),
        inArray(
          jobs.elderId,
          pairs.map((p) => p.elderId),
        ),
      ),
    );
  return new Set(rows.map((r) => `${r.caregiverId}:${r.elderId}`));
}

/** Connections with their latest job and whether a proposal is possible, in the role's view. */
export async function connectionsOut(
  db: Db,
  rows: PartiesRow[],
  role: Role,
  now: Date,
): Promise<Connection[]> {
  const [latest, open] = await Promise.all([
    latestJobs(
      db,
      rows.map((r) => r.connection.id),
      role,
      now,
    ),
    role === 'manager'
      ? pairsWithOpenJob(
          db,
          rows.map((r) => r.connection),
        )
      : Promise.resolve(new Set<string>()),
  ]);
  return rows.map((r) =>
    connectionOut(
      r,
      role,
      latest.get(r.connection.id) ?? null,
      r.connection.endedAt === null && !open.has(`${r.connection.caregiverId}:${r.connection.elderId}`),
      now,
    ),
  );
}
