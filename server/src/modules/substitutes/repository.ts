// 대체 근무 (issue 35, ADR 0042): `이날 못 가요`, the manager's substitute request and its waves, the one
// accept that wins, cancelling, what 내 일정 and 배정 현황 show of it. Every read and change is scoped to
// the caller: a job or request of another manager (even of the same center) is a 404, and a caregiver sees
// only the requests she was asked. Notifications are written in each event's transaction.
import { and, asc, desc, eq, gte, inArray, lte, ne, or, sql } from 'drizzle-orm';
import {
  ABSENCE_STATUS_LABELS,
  addDays,
  datesOutOfRange,
  dateLabel,
  koreanDate,
  minutesOf,
  notVisitDays,
  SUBSTITUTE_MAX_WAVES,
  SUBSTITUTE_RADIUS_KM,
  SUBSTITUTE_MESSAGES,
  SUBSTITUTE_STATUS_LABELS,
  SUBSTITUTE_WAVE_MINUTES,
  SUBSTITUTE_WAVE_SIZE,
  substituteProblems,
  timeOf,
  weekdayOf,
  type Absence,
  type CaregiverSubstitute,
  type CaregiverSubstituteList,
  type JobWeek,
  type ManagerSubstitute,
  type SubstituteInput,
  type SubstituteVisit,
} from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import {
  absences,
  applies,
  caregivers,
  centers,
  connections,
  elders,
  jobs,
  managers,
  substituteOffers,
  substituteRequests,
  users,
  type JobRow,
  type SubstituteRequestRow,
} from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { notSuspended } from '../admin/visibility';
import { bookedVisits, clashesWithBooked } from '../jobs/booked-hours';
import { invalid } from '../jobs/jobs-repository';
import { postingTitle } from '../jobs/notify';
import { loadElderForMatching } from '../matching';
import { substituteRecipients } from '../matching/substitute-recipients';
import { recordNotification } from '../notifications/repository';

const M = SUBSTITUTE_MESSAGES;

const nameOf = async (db: Db, userId: number) =>
  (await db.select({ name: users.name }).from(users).where(eq(users.id, userId)))[0]?.name ?? '';

const centerOf = async (db: Db, managerId: number) =>
  (
    await db
      .select({ name: centers.name })
      .from(managers)
      .innerJoin(centers, eq(centers.id, managers.centerId))
      .where(eq(managers.userId, managerId))
  )[0]?.name ?? '';

/** `12-03(목)·12-05(금)`: the dates of a notification's line. */
const datesText = (days: readonly string[]) => days.map((d) => dateLabel(d).slice(5)).join('·');

/** The week of one visit on the weekdays of `days` (for the clash check against her jobs). */
function visitWeek(days: readonly string[], start: number, end: number): JobWeek {
  const week: Array<{ start: string; end: string } | null> = Array(7).fill(null);
  for (const d of days) week[weekdayOf(d)] = { start: timeOf(start), end: timeOf(end) };
  return week;
}

// ---------------------------------------------------------------- 이날 못 가요
/** Her active job's visit days she cannot make; her manager is told at once (push, SMS when on, 알림). */
export async function reportAbsence(
  db: Db,
  caregiverId: number,
  jobId: number,
  body: { dates: string[]; reason: string },
  now: Date,
): Promise<Absence[]> {
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.caregiverId, caregiverId)));
  if (!job) throw notFound();
  if (job.status !== 'active') throw conflict(M.notActive);
  const problem =
    datesOutOfRange(body.dates, now) ??
    (body.dates.some((d) => d < job.startDate) ? M.beforeStart : null) ??
    notVisitDays(body.dates, job.schedule);
  if (problem) throw invalid({ dates: problem });
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(absences)
      .values(
        body.dates.map((day) => ({
          jobId,
          caregiverId,
          elderId: job.elderId,
          managerId: job.managerId,
          day,
          reason: body.reason,
        })),
      )
      .onConflictDoNothing()
      .returning({ day: absences.day });
    // A second tap (or the same days again) adds nothing and tells nobody twice.
    if (added.length === 0) return;
    const [elder] = await tx.select({ name: elders.name }).from(elders).where(eq(elders.id, job.elderId));
    await recordNotification(tx, {
      userId: job.managerId,
      type: 'absence_reported',
      refId: jobId,
      title: `${await nameOf(tx, caregiverId)} 요양보호사 · ${elder?.name ?? ''} 어르신 · ${datesText(added.map((a) => a.day).sort())}`,
      target: `/assignments?elderId=${job.elderId}`,
      subjectUserId: caregiverId,
    });
  });
  return absencesOf(db, { jobIds: [jobId] }, now);
}

/** Absences from today on, each with what is being done about it (`대체 필요` until someone goes). */
export async function absencesOf(db: Db, scope: { jobIds: number[] }, now: Date): Promise<Absence[]> {
  if (scope.jobIds.length === 0) return [];
  const rows = await db
    .select({ absence: absences, caregiverName: users.name })
    .from(absences)
    .innerJoin(users, eq(users.id, absences.caregiverId))
    .where(and(inArray(absences.jobId, scope.jobIds), gte(absences.day, koreanDate(now))))
    .orderBy(asc(absences.day), asc(absences.id));
  if (rows.length === 0) return [];
  const requests = await db
    .select({ request: substituteRequests, substituteName: users.name })
    .from(substituteRequests)
    .leftJoin(users, eq(users.id, substituteRequests.substituteId))
    .where(and(inArray(substituteRequests.jobId, scope.jobIds), ne(substituteRequests.status, 'cancelled')));
  return rows.map(({ absence, caregiverName }) => {
    const covering = requests.filter(
      (r) => r.request.jobId === absence.jobId && r.request.days.includes(absence.day),
    );
    const taken = covering.find((r) => r.request.status === 'taken');
    const status = taken ? 'covered' : covering.length ? 'requested' : 'needed';
    return {
      absenceId: absence.id,
      jobId: absence.jobId,
      date: absence.day,
      reason: absence.reason,
      caregiverName,
      status,
      label: ABSENCE_STATUS_LABELS[status],
      substituteName: taken?.substituteName ?? null,
    };
  });
}

// ---------------------------------------------------------------- the request and its waves
/** The manager's own active job (another manager's, even of the same center, is a 404). */
async function managersJob(db: Db, managerId: number, jobId: number): Promise<JobRow> {
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.managerId, managerId)));
  if (!job) throw notFound();
  return job;
}

export async function createSubstitute(
  db: Db,
  managerId: number,
  body: SubstituteInput,
  now: Date,
): Promise<ManagerSubstitute> {
  const job = await managersJob(db, managerId, body.jobId);
  if (job.status !== 'active') throw conflict(M.notActive);
  const problems = substituteProblems(body, job.schedule, now);
  if (Object.keys(problems).length) throw invalid(problems);
  const startMinute = minutesOf(body.start);
  const endMinute = minutesOf(body.end);
  const id = await db.transaction(async (tx) => {
    // The same request sent twice (a double tap, a retry) is the one already open.
    const [same] = await tx
      .select({ id: substituteRequests.id })
      .from(substituteRequests)
      .where(
        and(
          eq(substituteRequests.jobId, job.id),
          eq(substituteRequests.status, 'open'),
          sql`${substituteRequests.days} = ${`{${body.dates.join(',')}}`}::date[]`,
          eq(substituteRequests.startMinute, startMinute),
          eq(substituteRequests.endMinute, endMinute),
        ),
      );
    if (same) return same.id;
    const [request] = await tx
      .insert(substituteRequests)
      .values({
        elderId: job.elderId,
        managerId,
        jobId: job.id,
        days: body.dates,
        startMinute,
        endMinute,
        hourlyWage: body.hourlyWage,
        note: body.note,
        nextWaveAt: new Date(now.getTime() + SUBSTITUTE_WAVE_MINUTES * 60_000),
      })
      .returning();
    if (!request) throw new Error('insert substitute_requests returned no row');
    await sendWave(tx, request, 1, now);
    return request.id;
  });
  return managerSubstitute(db, managerId, id);
}

/**
 * One wave: up to SUBSTITUTE_WAVE_SIZE people not asked before — first the elder's earlier applicants
 * (and the caregivers she was connected with) who are free at those hours, then the matching recipients
 * (matching/substitute-recipients.ts). Each is asked once per request (the offer's primary key), with one
 * notification that goes out by push and SMS.
 */
async function sendWave(tx: Db, request: SubstituteRequestRow, wave: number, now: Date): Promise<number> {
  const asked = (
    await tx
      .select({ id: substituteOffers.caregiverId })
      .from(substituteOffers)
      .where(eq(substituteOffers.requestId, request.id))
  ).map((r) => r.id);
  const regular = request.jobId
    ? (await tx.select({ id: jobs.caregiverId }).from(jobs).where(eq(jobs.id, request.jobId)))[0]?.id
    : undefined;
  const excluded = new Set([...asked, ...(regular !== undefined ? [regular] : [])]);
  const visit = { days: request.days, startMinute: request.startMinute, endMinute: request.endMinute };

  const earlier = await tx
    .selectDistinct({ id: applies.caregiverId })
    .from(applies)
    .where(and(eq(applies.elderId, request.elderId), notSuspended(sql`${applies.caregiverId}`)))
    .union(
      tx
        .selectDistinct({ id: connections.caregiverId })
        .from(connections)
        .where(and(eq(connections.elderId, request.elderId), notSuspended(sql`${connections.caregiverId}`))),
    );
  const applicants: number[] = [];
  for (const { id } of earlier.sort((a, b) => a.id - b.id)) {
    if (excluded.has(id) || applicants.length >= SUBSTITUTE_WAVE_SIZE) continue;
    if (await freeAt(tx, id, visit)) applicants.push(id);
  }
  const elder = await loadElderForMatching(tx, request.elderId);
  const matched = elder
    ? await substituteRecipients(tx, {
        elder,
        radiusKm: SUBSTITUTE_RADIUS_KM,
        visit,
        excluded: [...excluded, ...applicants],
        limit: SUBSTITUTE_WAVE_SIZE - applicants.length,
      })
    : [];
  const recipients = [
    ...applicants.map((id) => ({ id, applicant: true })),
    ...matched.map((r) => ({ id: r.id, applicant: false })),
  ];
  if (recipients.length === 0) return 0;
  const added = await tx
    .insert(substituteOffers)
    .values(
      recipients.map((r) => ({ requestId: request.id, caregiverId: r.id, wave, applicant: r.applicant })),
    )
    .onConflictDoNothing()
    .returning({ id: substituteOffers.caregiverId });
  const title = await offerTitle(tx, request, now);
  for (const { id } of added)
    await recordNotification(tx, {
      userId: id,
      type: 'substitute_offered',
      refId: request.id,
      title,
      target: '/substitutes',
      subjectUserId: request.managerId,
    });
  return added.length;
}

/** `행복요양센터 · 방문 요양 · 강남구 역삼동 · 여 82세 · 3등급 · 12-03(목)`: never the elder's name. */
async function offerTitle(db: Db, request: SubstituteRequestRow, now: Date): Promise<string> {
  const title = await postingTitle(db, request.elderId, await workTypeOf(db, request), now);
  return `${await centerOf(db, request.managerId)} · ${title} · ${datesText(request.days)}`;
}

async function workTypeOf(db: Db, request: SubstituteRequestRow): Promise<string> {
  if (request.jobId) {
    const [job] = await db.select({ workType: jobs.workType }).from(jobs).where(eq(jobs.id, request.jobId));
    if (job) return job.workType;
  }
  return '방문 요양';
}

/** Her active jobs and the substitute visits she took leave those hours free (her real hours, unclipped). */
async function freeAt(
  db: Db,
  caregiverId: number,
  visit: { days: readonly string[]; startMinute: number; endMinute: number },
  exceptRequest?: number,
): Promise<boolean> {
  const week = visitWeek(visit.days, visit.startMinute, visit.endMinute);
  if (clashesWithBooked(week, await bookedVisits(db, caregiverId)).length) return false;
  const [taken] = await db
    .select({ id: substituteRequests.id })
    .from(substituteRequests)
    .where(
      and(
        eq(substituteRequests.substituteId, caregiverId),
        eq(substituteRequests.status, 'taken'),
        sql`${substituteRequests.days} && ${`{${visit.days.join(',')}}`}::date[]`,
        sql`${substituteRequests.startMinute} < ${visit.endMinute}`,
        sql`${substituteRequests.endMinute} > ${visit.startMinute}`,
        exceptRequest !== undefined ? ne(substituteRequests.id, exceptRequest) : undefined,
      ),
    );
  return !taken;
}

/**
 * The next wave of every open request whose time has come (nobody took it within
 * SUBSTITUTE_WAVE_MINUTES), at most SUBSTITUTE_MAX_WAVES in all. Each process's timer runs it; a request
 * is claimed with `skip locked`, so two processes never send the same wave.
 */
export async function sendDueWaves(db: Db, now: Date): Promise<number> {
  let sent = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const [due] = await tx
        .select()
        .from(substituteRequests)
        .where(and(eq(substituteRequests.status, 'open'), lte(substituteRequests.nextWaveAt, now)))
        .orderBy(asc(substituteRequests.nextWaveAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return true;
      const wave = due.wave + 1;
      await tx
        .update(substituteRequests)
        .set({
          wave,
          nextWaveAt:
            wave < SUBSTITUTE_MAX_WAVES ? new Date(now.getTime() + SUBSTITUTE_WAVE_MINUTES * 60_000) : null,
        })
        .where(eq(substituteRequests.id, due.id));
      sent += await sendWave(tx, { ...due, wave }, wave, now);
      return false;
    });
    if (done) return sent;
  }
}

// ---------------------------------------------------------------- accept, cancel
/**
 * 수락: the first wins. Her row is locked (her accepts and confirms run one at a time, so two visits at the
 * same hours cannot both become hers) and the request turns `taken` by a conditional UPDATE (`where status
 * = 'open'`): of any number of accepts racing, on any number of processes, one updates the row and the
 * others find it taken — 409 `마감되었어요`. Her second tap answers the same. The manager and the regular
 * caregiver are told who goes; everyone else asked sees it closed.
 */
export async function acceptSubstitute(
  db: Db,
  caregiverId: number,
  id: number,
  now: Date,
): Promise<CaregiverSubstitute> {
  await db.transaction(async (tx) => {
    await tx
      .select({ id: caregivers.userId })
      .from(caregivers)
      .where(eq(caregivers.userId, caregiverId))
      .for('update');
    const [offer] = await tx
      .select({ request: substituteRequests })
      .from(substituteOffers)
      .innerJoin(substituteRequests, eq(substituteRequests.id, substituteOffers.requestId))
      .where(and(eq(substituteOffers.requestId, id), eq(substituteOffers.caregiverId, caregiverId)));
    if (!offer) throw notFound();
    const { request } = offer;
    if (request.status === 'taken' && request.substituteId === caregiverId) return;
    if (request.status === 'cancelled') throw conflict(M.cancelled);
    if (request.status !== 'open') throw conflict(M.closed);
    if (!(await freeAt(tx, caregiverId, request, request.id))) throw conflict(M.clash);
    const [won] = await tx
      .update(substituteRequests)
      .set({ status: 'taken', substituteId: caregiverId, closedAt: now, nextWaveAt: null })
      .where(and(eq(substituteRequests.id, id), eq(substituteRequests.status, 'open')))
      .returning();
    if (!won) throw conflict(M.closed);
    await tellTaken(tx, won, now);
  });
  const mine = (await caregiverSubstitutes(db, caregiverId, now, id)).content[0];
  if (!mine) throw notFound();
  return mine;
}

async function tellTaken(tx: Db, request: SubstituteRequestRow, now: Date): Promise<void> {
  const substituteId = request.substituteId!;
  const name = await nameOf(tx, substituteId);
  const [elder] = await tx.select({ name: elders.name }).from(elders).where(eq(elders.id, request.elderId));
  const when = datesText(request.days);
  await recordNotification(tx, {
    userId: request.managerId,
    type: 'substitute_taken',
    refId: request.id,
    title: `${name} 요양보호사 · ${elder?.name ?? ''} 어르신 · ${when}`,
    target: `/assignments?elderId=${request.elderId}`,
    subjectUserId: substituteId,
  });
  if (request.jobId) {
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, request.jobId));
    if (job && job.caregiverId !== substituteId)
      await recordNotification(tx, {
        userId: job.caregiverId,
        type: 'substitute_taken',
        refId: request.id,
        title: `${name} 요양보호사님이 대신 가요 · ${await postingTitle(tx, job.elderId, job.workType, now)} · ${when}`,
        target: `/jobs/${job.id}`,
        subjectUserId: substituteId,
      });
  }
  await tellAsked(tx, request, 'substitute_closed', now, substituteId);
}

/** Everyone asked (but `except`) is told in the app: the request closed or was cancelled. */
async function tellAsked(
  tx: Db,
  request: SubstituteRequestRow,
  type: 'substitute_closed' | 'substitute_cancelled',
  now: Date,
  except?: number,
): Promise<void> {
  const asked = await tx
    .select({ id: substituteOffers.caregiverId })
    .from(substituteOffers)
    .where(eq(substituteOffers.requestId, request.id));
  const title = await offerTitle(tx, request, now);
  for (const { id } of asked) {
    if (id === except) continue;
    await recordNotification(tx, {
      userId: id,
      type,
      refId: request.id,
      title,
      target: '/substitutes',
      subjectUserId: request.managerId,
    });
  }
}

/**
 * A request is cancelled: everyone asked is told in the app (`substitute_cancelled`); when it was taken,
 * the substitute is told by push and SMS too (`substitute_visit_cancelled`: she must not go). `request` is
 * the row as it was, locked by the caller.
 */
async function cancelRequest(tx: Db, request: SubstituteRequestRow, now: Date): Promise<void> {
  const [cancelled] = await tx
    .update(substituteRequests)
    .set({ status: 'cancelled', closedAt: now, nextWaveAt: null })
    .where(eq(substituteRequests.id, request.id))
    .returning();
  const substituteId = request.status === 'taken' ? (request.substituteId ?? undefined) : undefined;
  await tellAsked(tx, cancelled!, 'substitute_cancelled', now, substituteId);
  if (substituteId !== undefined) await tellVisitCancelled(tx, request, request.days, substituteId, now);
}

/** The substitute's visits on `days` are off: one notification (push, SMS when on, 알림). */
async function tellVisitCancelled(
  tx: Db,
  request: SubstituteRequestRow,
  days: readonly string[],
  substituteId: number,
  now: Date,
): Promise<void> {
  await recordNotification(tx, {
    userId: substituteId,
    type: 'substitute_visit_cancelled',
    refId: request.id,
    title: await offerTitle(tx, { ...request, days: [...days] }, now),
    target: '/substitutes',
    subjectUserId: request.managerId,
  });
}

/** The manager cancels an open or taken request; everyone who was asked is told. */
export async function cancelSubstitute(
  db: Db,
  managerId: number,
  id: number,
  now: Date,
): Promise<ManagerSubstitute> {
  await db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(substituteRequests)
      .where(and(eq(substituteRequests.id, id), eq(substituteRequests.managerId, managerId)))
      .for('update');
    if (!request) throw notFound();
    if (request.status === 'cancelled') return;
    await cancelRequest(tx, request, now);
  });
  return managerSubstitute(db, managerId, id);
}

/**
 * A job ended — by either side for any reason, by its elder's 돌봄 종료, or by an account's 탈퇴 or 이용
 * 정지 (ADR 0044): its open and taken requests lose the visits after its last day. A request with no date
 * left is cancelled as the manager's cancel is (everyone asked told, the substitute of a taken one by push);
 * one with dates on or before the last day keeps those, and a substitute whose later dates went is told
 * which. Runs in the end's transaction; the requests are locked, so an accept racing it either won before
 * (the visit is hers and is cancelled here) or finds the request no longer open.
 */
export async function endSubstitutesOfJob(
  tx: Db,
  job: { id: number; lastDay: string | null },
  now: Date,
): Promise<void> {
  const lastDay = job.lastDay ?? koreanDate(now);
  const requests = await tx
    .select()
    .from(substituteRequests)
    .where(and(eq(substituteRequests.jobId, job.id), inArray(substituteRequests.status, ['open', 'taken'])))
    .orderBy(asc(substituteRequests.id))
    .for('update');
  for (const request of requests) {
    const after = request.days.filter((d) => d > lastDay);
    if (after.length === 0) continue;
    const kept = request.days.filter((d) => d <= lastDay);
    if (kept.length === 0) {
      await cancelRequest(tx, request, now);
      continue;
    }
    await tx.update(substituteRequests).set({ days: kept }).where(eq(substituteRequests.id, request.id));
    if (request.status === 'taken' && request.substituteId !== null)
      await tellVisitCancelled(tx, request, after, request.substituteId, now);
  }
}

/**
 * The substitute who took visits leaves (탈퇴) or is suspended (이용 정지): she will not come, and the elder
 * still needs the visit. Each request she took with a date from `today` on opens again without her (its
 * past dates dropped), its next wave due at once — the one-minute timer sends it to people not asked
 * before; those asked earlier see it open again in their list — and its manager is told
 * (`substitute_released`, push and SMS when on). Runs in the account change's transaction, before the
 * account's rows go (the request's substitute_id would otherwise be set to null while still taken).
 */
export async function releaseVisitsOf(tx: Db, substituteId: number, today: string, now: Date): Promise<void> {
  const taken = await tx
    .select()
    .from(substituteRequests)
    .where(and(eq(substituteRequests.substituteId, substituteId), eq(substituteRequests.status, 'taken')))
    .orderBy(asc(substituteRequests.id))
    .for('update');
  for (const request of taken) {
    const ahead = request.days.filter((d) => d >= today);
    if (ahead.length === 0) continue;
    await tx
      .update(substituteRequests)
      .set({ status: 'open', substituteId: null, closedAt: null, days: ahead, nextWaveAt: now })
      .where(eq(substituteRequests.id, request.id));
    const [elder] = await tx.select({ name: elders.name }).from(elders).where(eq(elders.id, request.elderId));
    await recordNotification(tx, {
      userId: request.managerId,
      type: 'substitute_released',
      refId: request.id,
      title: `${elder?.name ?? ''} 어르신 · ${datesText(ahead)}`,
      target: `/assignments?elderId=${request.elderId}`,
    });
  }
}

// ---------------------------------------------------------------- reads
const managerColumns = {
  request: substituteRequests,
  elderName: elders.name,
  substituteName: users.name,
  asked:
    sql<number>`(select count(*) from ${substituteOffers} o where o.request_id = ${substituteRequests.id})`.mapWith(
      Number,
    ),
};

function managerView(row: {
  request: SubstituteRequestRow;
  elderName: string;
  substituteName: string | null;
  asked: number;
}): ManagerSubstitute {
  const r = row.request;
  return {
    id: r.id,
    jobId: r.jobId,
    elderId: r.elderId,
    elderName: row.elderName,
    dates: r.days,
    start: timeOf(r.startMinute),
    end: timeOf(r.endMinute),
    hourlyWage: r.hourlyWage,
    note: r.note,
    status: r.status,
    label: SUBSTITUTE_STATUS_LABELS[r.status],
    asked: row.asked,
    wave: r.wave,
    substituteId: r.substituteId,
    substituteName: r.status === 'taken' ? row.substituteName : null,
    createdAt: r.createdAt.toISOString(),
  };
}

const managerQuery = (db: Db) =>
  db
    .select(managerColumns)
    .from(substituteRequests)
    .innerJoin(elders, eq(elders.id, substituteRequests.elderId))
    .leftJoin(users, eq(users.id, substituteRequests.substituteId))
    .$dynamic();

async function managerSubstitute(db: Db, managerId: number, id: number): Promise<ManagerSubstitute> {
  const [row] = await managerQuery(db).where(
    and(eq(substituteRequests.id, id), eq(substituteRequests.managerId, managerId)),
  );
  if (!row) throw notFound();
  return managerView(row);
}

/** The manager's requests (of one elder, or all), newest first. */
export async function managerSubstitutes(
  db: Db,
  managerId: number,
  elderId: number | undefined,
): Promise<ManagerSubstitute[]> {
  const rows = await managerQuery(db)
    .where(
      and(
        eq(substituteRequests.managerId, managerId),
        elderId !== undefined ? eq(substituteRequests.elderId, elderId) : undefined,
      ),
    )
    .orderBy(desc(substituteRequests.id))
    .limit(50);
  return rows.map(managerView);
}

/** What the elder needs help with: the posting's care options (never the name, health notes or address). */
const needsOf = (e: { meal: string[]; toileting: string[]; mobility: string[]; daily: string[] }) => [
  ...e.meal,
  ...e.toileting,
  ...e.mobility,
  ...e.daily,
];

/** The requests she was asked, newest first (the last 30 days), and her `대체 근무 알림 받기`. */
export async function caregiverSubstitutes(
  db: Db,
  caregiverId: number,
  now: Date,
  only?: number,
): Promise<CaregiverSubstituteList> {
  const [me] = await db
    .select({ alerts: caregivers.substituteAlerts })
    .from(caregivers)
    .where(eq(caregivers.userId, caregiverId));
  const rows = await db
    .select({ offer: substituteOffers, request: substituteRequests, elder: elders, centerName: centers.name })
    .from(substituteOffers)
    .innerJoin(substituteRequests, eq(substituteRequests.id, substituteOffers.requestId))
    .innerJoin(elders, eq(elders.id, substituteRequests.elderId))
    .innerJoin(managers, eq(managers.userId, substituteRequests.managerId))
    .innerJoin(centers, eq(centers.id, managers.centerId))
    .where(
      and(
        eq(substituteOffers.caregiverId, caregiverId),
        only !== undefined
          ? eq(substituteRequests.id, only)
          : or(
              eq(substituteRequests.status, 'open'),
              gte(substituteRequests.createdAt, new Date(now.getTime() - 30 * 86_400_000)),
            ),
      ),
    )
    .orderBy(desc(substituteRequests.id))
    .limit(50);
  const content: CaregiverSubstitute[] = [];
  for (const { offer, request, elder, centerName } of rows) {
    const mine = request.status === 'taken' && request.substituteId === caregiverId;
    const state = mine ? 'mine' : request.status === 'open' ? 'open' : 'closed';
    content.push({
      id: request.id,
      dates: request.days,
      start: timeOf(request.startMinute),
      end: timeOf(request.endMinute),
      hourlyWage: request.hourlyWage,
      title: await postingTitle(db, elder.id, await workTypeOf(db, request), now),
      centerName,
      needs: needsOf(elder),
      note: mine ? request.note : null,
      state,
      label:
        state === 'mine'
          ? '내가 가요'
          : request.status === 'cancelled'
            ? SUBSTITUTE_STATUS_LABELS.cancelled
            : state === 'open'
              ? SUBSTITUTE_STATUS_LABELS.open
              : M.closed,
      applicant: offer.applicant,
      askedAt: offer.createdAt.toISOString(),
    });
  }
  return { alerts: me?.alerts ?? false, content };
}

export async function setSubstituteAlerts(db: Db, caregiverId: number, on: boolean): Promise<boolean> {
  const [row] = await db
    .update(caregivers)
    .set({ substituteAlerts: on })
    .where(eq(caregivers.userId, caregiverId))
    .returning({ alerts: caregivers.substituteAlerts });
  if (!row) throw notFound();
  return row.alerts;
}

/** The visits she took as a substitute, from today on: one per date, for 내 일정 (that day only). */
export async function substituteVisitsOf(db: Db, caregiverId: number, now: Date): Promise<SubstituteVisit[]> {
  const today = koreanDate(now);
  const rows = await db
    .select({ request: substituteRequests, elder: elders, centerName: centers.name })
    .from(substituteRequests)
    .innerJoin(elders, eq(elders.id, substituteRequests.elderId))
    .innerJoin(managers, eq(managers.userId, substituteRequests.managerId))
    .innerJoin(centers, eq(centers.id, managers.centerId))
    .where(
      and(
        eq(substituteRequests.substituteId, caregiverId),
        eq(substituteRequests.status, 'taken'),
        sql`${today}::date <= any(${substituteRequests.days})`,
      ),
    );
  const out: SubstituteVisit[] = [];
  for (const { request, elder, centerName } of rows) {
    const title = await postingTitle(db, elder.id, await workTypeOf(db, request), now);
    for (const date of request.days.filter((d) => d >= today && d <= addDays(today, 366)))
      out.push({
        requestId: request.id,
        date,
        weekday: weekdayOf(date),
        start: timeOf(request.startMinute),
        end: timeOf(request.endMinute),
        title,
        centerName,
        needs: needsOf(elder),
        note: request.note,
        hourlyWage: request.hourlyWage,
      });
  }
  return out.sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start));
}
