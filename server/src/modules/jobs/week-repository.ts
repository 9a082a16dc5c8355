// 내 일정 (the caregiver's week and pay), 배정 현황 (the manager's elders: who works when) and the counts
// of the manager home's elder switcher (issue 31).
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  belowMinimum,
  minimumHourlyWage,
  payEstimate,
  yearOf,
  type Assignments,
  type CaregiverWeek,
  type ElderCounts,
  type WeekVisit,
} from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { applies, contacts, elders, jobs } from '../../db/schema';
import { notFound } from '../../errors';
import { notSuspended } from '../admin/visibility';
import { absencesOf, substituteVisitsOf } from '../substitutes/repository';
import { jobsQuery, jobSummary, weekOut } from './views';

/** Her active jobs' visits by weekday and hour, her weekly hours and the pay estimate; her open proposals. */
export async function caregiverWeek(db: Db, caregiverId: number, now: Date): Promise<CaregiverWeek> {
  const rows = await jobsQuery(db)
    .where(and(eq(jobs.caregiverId, caregiverId), inArray(jobs.status, ['active', 'proposed'])))
    .orderBy(asc(jobs.startDate), asc(jobs.id));
  const active = rows.filter((r) => r.job.status === 'active');
  const days: WeekVisit[][] = Array.from({ length: 7 }, () => []);
  const summaries = active.map((r) => jobSummary(r, 'caregiver', now));
  summaries.forEach((job) => {
    job.schedule.forEach((day, d) => {
      if (day)
        days[d]!.push({
          jobId: job.jobId,
          start: day.start,
          end: day.end,
          title: job.title,
          centerName: job.centerName,
        });
    });
  });
  for (const day of days) day.sort((a, b) => a.start.localeCompare(b.start) || a.jobId - b.jobId);
  const estimate = payEstimate(active.map((r) => r.job));
  const year = yearOf(now);
  return {
    days,
    weeklyHours: estimate.weeklyHours,
    pay: {
      total: estimate.total,
      jobs: summaries.map((job, i) => ({
        ...estimate.jobs[i]!,
        jobId: job.jobId,
        title: job.title,
        centerName: job.centerName,
        belowMinimum: belowMinimum(job.hourlyWage, now),
      })),
    },
    minimumWage: { year, hourly: minimumHourlyWage(year) },
    belowMinimum: summaries.some((job) => belowMinimum(job.hourlyWage, now)),
    jobs: summaries,
    proposals: rows.filter((r) => r.job.status === 'proposed').map((r) => jobSummary(r, 'caregiver', now)),
    substitutes: await substituteVisitsOf(db, caregiverId, now),
  };
}

/** 배정 현황: per elder of the manager (or the one asked for), its schedule and who works when. */
export async function assignments(
  db: Db,
  managerId: number,
  elderId: number | undefined,
  now: Date,
): Promise<Assignments> {
  const own = and(
    eq(elders.managerId, managerId),
    elderId !== undefined ? eq(elders.id, elderId) : undefined,
  );
  const [elderRows, jobRows] = await Promise.all([
    db
      .select({ id: elders.id, name: elders.name, schedule: elders.schedule, closedAt: elders.closedAt })
      .from(elders)
      .where(own)
      .orderBy(asc(elders.name)),
    jobsQuery(db)
      .where(
        and(
          eq(jobs.managerId, managerId),
          elderId !== undefined ? eq(jobs.elderId, elderId) : undefined,
          inArray(jobs.status, ['proposed', 'active']),
        ),
      )
      .orderBy(desc(jobs.status), asc(jobs.startDate), asc(jobs.id)),
  ]);
  if (elderId !== undefined && elderRows.length === 0) throw notFound();
  const gaps = await absencesOf(db, { jobIds: jobRows.map((r) => r.job.id) }, now);
  return {
    elders: elderRows.map((e) => ({
      elderId: e.id,
      elderName: e.name,
      recruiting: e.closedAt === null,
      schedule: weekOut(e.schedule),
      jobs: jobRows.filter((r) => r.job.elderId === e.id).map((r) => jobSummary(r, 'manager', now)),
      absences: gaps.filter((a) => jobRows.some((r) => r.job.id === a.jobId && r.job.elderId === e.id)),
    })),
  };
}

/**
 * The home's elder switcher: per elder, pending applies (as 받은 지원함 counts them: not from a suspended
 * caregiver), contacts not answered yet and active jobs — one statement.
 */
export async function elderCounts(db: Db, managerId: number): Promise<ElderCounts> {
  // Qualified by hand: drizzle writes a bare "id" inside a select's sql, which the subqueries would read
  // as their own row's id.
  const elderId = sql.raw('"elders"."id"');
  const rows = await db
    .select({
      elderId: elders.id,
      newApplies: sql<number>`(select count(*) from ${applies} a where a.elder_id = ${elderId}
        and a.status = 'pending' and ${notSuspended(sql`a.caregiver_id`)})`.mapWith(Number),
      unansweredContacts: sql<number>`(select count(*) from ${contacts} c where c.elder_id = ${elderId}
        and c.status = 'pending' and ${notSuspended(sql`c.caregiver_id`)})`.mapWith(Number),
      activeJobs: sql<number>`(select count(*) from ${jobs} j where j.elder_id = ${elderId}
        and j.status = 'active')`.mapWith(Number),
    })
    .from(elders)
    .where(eq(elders.managerId, managerId))
    .orderBy(asc(elders.id));
  return { elders: rows };
}
