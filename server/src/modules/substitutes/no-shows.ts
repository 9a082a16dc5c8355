// `연락 없이 오지 않았어요` (issue 35, ADR 0042): the manager records that a caregiver did not come to a visit
// of her job (or of the substitute visit she took); it counts on the caregiver's record that managers see,
// and she may answer it once.
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  dayInterval,
  koreanDate,
  NO_SHOW_TEXT,
  SUBSTITUTE_MESSAGES,
  weekdayOf,
  type NoShowRecord,
} from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { caregivers, centers, jobs, managers, noShows, substituteRequests } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { invalid } from '../jobs/jobs-repository';
import { recordNotification } from '../notifications/repository';

const M = SUBSTITUTE_MESSAGES;

/** Records a no-show on the manager's own job or taken substitute request; the caregiver is told. */
export async function recordNoShow(
  db: Db,
  managerId: number,
  body: { jobId?: number; substituteId?: number; date: string },
  now: Date,
): Promise<NoShowRecord> {
  let caregiverId: number;
  if (body.jobId !== undefined) {
    const [job] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, body.jobId), eq(jobs.managerId, managerId)));
    if (!job) throw notFound();
    if (body.date < job.startDate || !dayInterval(job.schedule[weekdayOf(body.date)]))
      throw invalid({ date: M.date });
    caregiverId = job.caregiverId;
  } else {
    const [request] = await db
      .select()
      .from(substituteRequests)
      .where(and(eq(substituteRequests.id, body.substituteId!), eq(substituteRequests.managerId, managerId)));
    if (!request) throw notFound();
    if (request.status !== 'taken' || request.substituteId === null) throw conflict(M.closed);
    if (!request.days.includes(body.date)) throw invalid({ date: M.date });
    caregiverId = request.substituteId;
  }
  // Only a visit that has come: today or before.
  if (body.date > koreanDate(now)) throw invalid({ date: M.date });
  await db.transaction(async (tx) => {
    const [added] = await tx
      .insert(noShows)
      .values({
        caregiverId,
        managerId,
        jobId: body.jobId ?? null,
        substituteId: body.substituteId ?? null,
        day: body.date,
      })
      .onConflictDoNothing()
      .returning({ id: noShows.id });
    if (added)
      await recordNotification(tx, {
        userId: caregiverId,
        type: 'no_show_recorded',
        refId: added.id,
        title: `${await centerName(tx, managerId)} · ${body.date}`,
        target: '/no-shows',
        subjectUserId: managerId,
      });
  });
  return noShowRecord(db, caregiverId);
}

const centerName = async (db: Db, managerId: number) =>
  (
    await db
      .select({ name: centers.name })
      .from(managers)
      .innerJoin(centers, eq(centers.id, managers.centerId))
      .where(eq(managers.userId, managerId))
  )[0]?.name ?? '';

/** A caregiver's record: how many, and each with the center that wrote it and her reply. */
export async function noShowRecord(db: Db, caregiverId: number): Promise<NoShowRecord> {
  const [exists] = await db
    .select({ id: caregivers.userId })
    .from(caregivers)
    .where(eq(caregivers.userId, caregiverId));
  if (!exists) throw notFound();
  const rows = await db
    .select({ row: noShows, centerName: centers.name })
    .from(noShows)
    .leftJoin(managers, eq(managers.userId, noShows.managerId))
    .leftJoin(centers, eq(centers.id, managers.centerId))
    .where(eq(noShows.caregiverId, caregiverId))
    .orderBy(desc(noShows.day), desc(noShows.id));
  return {
    count: rows.length,
    content: rows.map(({ row, centerName: center }) => ({
      id: row.id,
      caregiverId: row.caregiverId,
      date: row.day,
      text: NO_SHOW_TEXT,
      centerName: center ?? '',
      reply: row.reply,
      repliedAt: row.repliedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** Her answer to a no-show on her record, once. */
export async function replyToNoShow(
  db: Db,
  caregiverId: number,
  id: number,
  reply: string,
  now: Date,
): Promise<NoShowRecord> {
  const [row] = await db
    .select()
    .from(noShows)
    .where(and(eq(noShows.id, id), eq(noShows.caregiverId, caregiverId)));
  if (!row) throw notFound();
  const [done] = await db
    .update(noShows)
    .set({ reply, repliedAt: now })
    .where(and(eq(noShows.id, id), sql`${noShows.reply} is null`))
    .returning({ id: noShows.id });
  if (!done) throw conflict(M.alreadyReplied);
  return noShowRecord(db, caregiverId);
}
