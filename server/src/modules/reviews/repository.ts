// 후기 both ways (issue 34, ADR 0041). A review belongs to a job and a side; only the job's two parties
// read or write it (ownJob: a stranger or the other manager of the same center gets a 404). It opens when
// the job has lasted four weeks or has ended, never for a job that was not confirmed.
//
// Hidden until both have written or 14 days passed: the first review of a job is written with
// `visible_at` = its time + 14 days, the second sets both to its own time, in one transaction that holds
// the job's row (two sides writing at once are serialised). Every read compares `visible_at` with the
// server's clock, so the 14th day's moment is exact. The totals on the center's and the caregiver's rows
// count a review once (`counted`): the write that reveals counts both at once; reviews revealed by time
// are counted by the minute's sweep (countRevealedReviews). An operator's hide takes one out again.
import { and, desc, eq, isNull, lte, ne, sql } from 'drizzle-orm';
import {
  addDays,
  koreanDate,
  REVIEW_HIDDEN_DAYS,
  REVIEW_MESSAGES,
  REVIEW_OPENS_AFTER_DAYS,
  REVIEW_PAGE_SIZE,
  REVIEW_QUESTIONS,
  reviewTotals,
  type AdminReview,
  type JobReviewState,
  type NotificationType,
  type Review,
  type ReviewPage,
  type ReviewState,
} from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { caregivers, centers, jobs, reviews, users, type JobRow, type ReviewRow } from '../../db/schema';
import { conflict, isUniqueViolation, notFound } from '../../errors';
import { recordNotification } from '../notifications/repository';
import { reachableCaregiverInfo } from '../manager/caregivers-repository';
import { jobsQuery, ownJob, titleOf, type JobRowWithParties, type Role } from '../jobs/views';

const DAY_MS = 24 * 60 * 60 * 1000;
type ReviewPageQuery = { cursor?: string | undefined; size?: number | undefined };
const M = REVIEW_MESSAGES;
const other = (side: Role): Role => (side === 'caregiver' ? 'manager' : 'caregiver');

export interface ReviewInput {
  ratings: [number, number, number];
  again: boolean;
  text: string;
}

/** Whether a job's reviews are open at `now`, and the day an active job's open (four weeks in). */
export function reviewOpening(job: JobRow, now: Date): { open: boolean; opensOn: string | null } {
  // Never confirmed (proposed, talked over, or ended before it started): no review, ever.
  if (job.confirmedAt === null) return { open: false, opensOn: null };
  if (job.status === 'ended') return { open: true, opensOn: null };
  if (job.status !== 'active') return { open: false, opensOn: null };
  const opensOn = addDays(job.startDate, REVIEW_OPENS_AFTER_DAYS);
  return { open: koreanDate(now) >= opensOn, opensOn };
}

const visible = (r: ReviewRow, now: Date) => r.visibleAt.getTime() <= now.getTime();

function reviewOut(r: ReviewRow, side: Role): Review {
  const mine = r.from === side;
  const shown = mine || r.hiddenAt === null;
  return {
    reviewId: r.id,
    jobId: r.jobId,
    from: r.from,
    mine,
    ratings: shown ? [r.rating1, r.rating2, r.rating3] : [],
    again: shown ? r.again : null,
    text: shown ? r.text : '',
    hidden: r.hiddenAt !== null,
    createdAt: r.createdAt.toISOString(),
  };
}

async function ownJobRow(db: Db, role: Role, userId: number, jobId: number): Promise<JobRowWithParties> {
  const [row] = await jobsQuery(db).where(and(eq(jobs.id, jobId), ownJob(role, userId)));
  if (!row) throw notFound();
  return row;
}

const jobReviews = (db: Db, jobId: number) => db.select().from(reviews).where(eq(reviews.jobId, jobId));

function stateOf(row: JobRowWithParties, rows: ReviewRow[], side: Role, now: Date): JobReviewState {
  const mine = rows.find((r) => r.from === side) ?? null;
  const theirs = rows.find((r) => r.from !== side) ?? null;
  const theirsVisible = theirs !== null && visible(theirs, now);
  const opening = reviewOpening(row.job, now);
  let state: ReviewState;
  if (mine) state = theirsVisible || visible(mine, now) ? 'visible' : 'waiting';
  else if (theirsVisible) state = 'closed';
  else state = opening.open ? 'open' : 'notYet';
  return {
    jobId: row.job.id,
    side,
    state,
    opensOn: state === 'notYet' ? opening.opensOn : null,
    revealAt: state === 'waiting' && mine ? mine.visibleAt.toISOString() : null,
    otherWritten: theirs !== null,
    aboutName: side === 'caregiver' ? row.centerName : row.caregiverName,
    aboutId: side === 'caregiver' ? row.centerId : row.job.caregiverId,
    mine: mine ? reviewOut(mine, side) : null,
    theirs: theirs && theirsVisible ? reviewOut(theirs, side) : null,
  };
}

/** The caller's side of a job's reviews: hers, the other's once visible, and what she may do. */
export async function reviewStateOf(
  db: Db,
  side: Role,
  userId: number,
  jobId: number,
  now: Date,
): Promise<JobReviewState> {
  const row = await ownJobRow(db, side, userId, jobId);
  return stateOf(row, await jobReviews(db, jobId), side, now);
}

// ---------------------------------------------------------------- totals

/** Adds (sign 1) or removes (-1) reviews in their subjects' totals: the center's or the caregiver's row. */
async function addToTotals(tx: Db, rows: readonly ReviewRow[], sign: 1 | -1): Promise<void> {
  for (const r of rows) {
    const set = (t: typeof centers | typeof caregivers) => ({
      reviewCount: sql`${t.reviewCount} + ${sign}`,
      reviewAgain: sql`${t.reviewAgain} + ${r.again ? sign : 0}`,
      reviewSum1: sql`${t.reviewSum1} + ${sign * r.rating1}`,
      reviewSum2: sql`${t.reviewSum2} + ${sign * r.rating2}`,
      reviewSum3: sql`${t.reviewSum3} + ${sign * r.rating3}`,
    });
    if (r.from === 'caregiver') await tx.update(centers).set(set(centers)).where(eq(centers.id, r.centerId));
    else await tx.update(caregivers).set(set(caregivers)).where(eq(caregivers.userId, r.caregiverId));
  }
}

/** A review event for one party of a job: the posting's title for her, the names for the manager. */
async function notifyParty(
  tx: Db,
  type: NotificationType,
  row: JobRowWithParties,
  to: Role,
  refId: number,
  now: Date,
): Promise<void> {
  const { job } = row;
  await recordNotification(tx, {
    userId: to === 'caregiver' ? job.caregiverId : job.managerId,
    type,
    refId,
    title:
      to === 'caregiver'
        ? `${row.centerName} · ${titleOf(row, job.workType, now)}`
        : `${row.caregiverName} 요양보호사 · ${row.elder.name} 어르신`,
    target: `/jobs/${job.id}/review`,
    subjectUserId: to === 'caregiver' ? job.managerId : job.caregiverId,
  });
}

/**
 * Writes the caller's review of a job: 409 before it opens, when hers exists, or when the other's became
 * visible before she wrote (the window closed: nobody answers in revenge). The second review reveals both.
 */
export async function writeReview(
  db: Db,
  side: Role,
  userId: number,
  jobId: number,
  input: ReviewInput,
  now: Date,
): Promise<JobReviewState> {
  const row = await ownJobRow(db, side, userId, jobId);
  if (!reviewOpening(row.job, now).open) throw conflict(M.notYet);
  await db.transaction(async (tx) => {
    // The job's row holds the two sides' writes apart: the second sees the first.
    await tx.execute(sql`select id from jobs where id = ${jobId} for update`);
    const existing = await jobReviews(tx, jobId);
    if (existing.some((r) => r.from === side)) throw conflict(M.already);
    const theirs = existing.find((r) => r.from !== side);
    if (theirs && visible(theirs, now)) throw conflict(M.closed);
    let inserted: ReviewRow | undefined;
    try {
      [inserted] = await tx
        .insert(reviews)
        .values({
          jobId,
          from: side,
          writerId: userId,
          centerId: row.centerId,
          caregiverId: row.job.caregiverId,
          rating1: input.ratings[0],
          rating2: input.ratings[1],
          rating3: input.ratings[2],
          again: input.again,
          text: input.text,
          createdAt: now,
          visibleAt: theirs ? now : new Date(now.getTime() + REVIEW_HIDDEN_DAYS * DAY_MS),
          counted: theirs !== undefined,
        })
        .returning();
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(M.already);
      throw err;
    }
    if (!inserted) throw new Error('insert reviews returned no row');
    if (!theirs) {
      await notifyParty(tx, 'review_written', row, other(side), jobId, now);
      return;
    }
    // Both are in: both visible now, both counted.
    await tx
      .update(reviews)
      .set({ visibleAt: now, counted: theirs.hiddenAt === null })
      .where(eq(reviews.id, theirs.id));
    await addToTotals(tx, theirs.hiddenAt === null ? [inserted, theirs] : [inserted], 1);
    await notifyParty(tx, 'review_visible', row, other(side), jobId, now);
  });
  return stateOf(row, await jobReviews(db, jobId), side, now);
}

/**
 * The sweep, every minute: reviews revealed by time (14 days after the first, the other never wrote) enter their
 * subject's totals, once (a second process's UPDATE finds them counted), and both parties are told.
 */
export async function countRevealedReviews(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .update(reviews)
      .set({ counted: true })
      .where(and(eq(reviews.counted, false), lte(reviews.visibleAt, now), isNull(reviews.hiddenAt)))
      .returning();
    await addToTotals(tx, due, 1);
    for (const r of due) {
      const [row] = await jobsQuery(tx).where(eq(jobs.id, r.jobId));
      if (!row) continue;
      for (const to of ['caregiver', 'manager'] as const)
        await notifyParty(tx, 'review_visible', row, to, r.jobId, now);
    }
    return due.length;
  });
}

// ---------------------------------------------------------------- pages of a center, of a caregiver

const MONTH = (d: Date) => {
  const k = new Date(d.getTime() + 9 * 3600 * 1000);
  return `${k.getUTCFullYear()}년 ${k.getUTCMonth() + 1}월`;
};

function parseCursor(cursor: string | undefined): { at: Date; id: number } | null {
  if (!cursor) return null;
  const [at, id] = cursor.split('-').map(Number);
  return { at: new Date(at ?? 0), id: id ?? 0 };
}

/** Past every review: the cursor of the newest page. */
const NEWEST = { at: '9999-12-31T00:00:00Z', id: 2_147_483_647 };

/**
 * A page of one subject's visible texts, newest first, past the cursor `(at, id)`: one prepared
 * statement per subject (a center's reviews by caregivers, a caregiver's by managers), built once.
 */
const pageStatement = (
  name: string,
  from: Role,
  subject: typeof reviews.centerId | typeof reviews.caregiverId,
) =>
  prepared((db) =>
    db
      .select({ id: reviews.id, text: reviews.text, visibleAt: reviews.visibleAt })
      .from(reviews)
      .where(
        and(
          eq(reviews.from, from),
          eq(subject, sql.placeholder('subjectId')),
          sql`${reviews.visibleAt} <= ${sql.placeholder('now')}::timestamptz`,
          isNull(reviews.hiddenAt),
          ne(reviews.text, ''),
          sql`(${reviews.visibleAt}, ${reviews.id}) < (${sql.placeholder('at')}::timestamptz, ${sql.placeholder('id')}::int)`,
        ),
      )
      .orderBy(desc(reviews.visibleAt), desc(reviews.id))
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );
const centerPageStatement = pageStatement('reviews_center_page', 'caregiver', reviews.centerId);
const caregiverPageStatement = pageStatement('reviews_caregiver_page', 'manager', reviews.caregiverId);

async function pageOfReviews(
  db: Db,
  statement: typeof centerPageStatement,
  subjectId: number,
  q: ReviewPageQuery,
  now: Date,
) {
  const size = q.size ?? REVIEW_PAGE_SIZE;
  const after = parseCursor(q.cursor);
  const rows = await statement(db).execute({
    subjectId,
    now: now.toISOString(),
    at: after ? after.at.toISOString() : NEWEST.at,
    id: after ? after.id : NEWEST.id,
    limit: size + 1,
  });
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return {
    content: page.map((r) => ({ reviewId: r.id, text: r.text, month: MONTH(r.visibleAt) })),
    nextCursor: rows.length > size && last ? `${last.visibleAt.getTime()}-${last.id}` : null,
  };
}

/** GET /api/caregiver/centers/{centerId}/reviews: what caregivers who worked there wrote, newest first. */
export async function centerReviewPage(
  db: Db,
  centerId: number,
  q: ReviewPageQuery,
  now: Date,
): Promise<ReviewPage> {
  const [center] = await db.select().from(centers).where(eq(centers.id, centerId));
  if (!center) throw notFound();
  return {
    name: center.name,
    totals: reviewTotals('center', center),
    ...(await pageOfReviews(db, centerPageStatement, centerId, q, now)),
  };
}

/** GET /api/manager/caregivers/{caregiverId}/reviews: what centers wrote of her; a caregiver he may open. */
export async function caregiverReviewPage(
  db: Db,
  managerId: number,
  caregiverId: number,
  q: ReviewPageQuery,
  now: Date,
): Promise<ReviewPage> {
  const info = await reachableCaregiverInfo(db, managerId, caregiverId);
  if (!info) throw notFound();
  return {
    name: info.name,
    totals: reviewTotals('caregiver', info.reviewTotals),
    ...(await pageOfReviews(db, caregiverPageStatement, caregiverId, q, now)),
  };
}

// ---------------------------------------------------------------- reports and operators

/**
 * A review the reporter can read and did not write (else 404): the other party of its job once it is
 * visible, or a reader of its page (a caregiver for a center's, a manager who may open the caregiver).
 */
export async function reportableReview(
  db: Db,
  side: Role,
  userId: number,
  reviewId: number,
  now: Date,
): Promise<{ label: string; userId: number | null }> {
  const [r] = await db.select().from(reviews).where(eq(reviews.id, reviewId));
  if (!r || r.hiddenAt !== null || !visible(r, now) || r.writerId === userId) throw notFound();
  const [job] = await db.select().from(jobs).where(eq(jobs.id, r.jobId));
  if (!job) throw notFound();
  const party = side === 'caregiver' ? job.caregiverId === userId : job.managerId === userId;
  if (r.from === side) {
    if (side === 'manager' && !(await reachableCaregiverInfo(db, userId, r.caregiverId))) throw notFound();
  } else if (!party) throw notFound();
  const about =
    r.from === 'caregiver'
      ? ((await db.select({ name: centers.name }).from(centers).where(eq(centers.id, r.centerId)))[0]?.name ??
        '')
      : ((await db.select({ name: users.name }).from(users).where(eq(users.id, r.caregiverId)))[0]?.name ??
        '');
  const excerpt = r.text.length > 60 ? `${r.text.slice(0, 60)}…` : r.text;
  return { label: `후기 #${r.id} · ${about} · “${excerpt}”`, userId: r.writerId };
}

/** An operator's view of a review (reported ones only; the route checks). */
export async function adminReview(db: Db, reviewId: number): Promise<AdminReview> {
  const [r] = await db.select().from(reviews).where(eq(reviews.id, reviewId));
  if (!r) throw notFound();
  const [row] = await jobsQuery(db).where(eq(jobs.id, r.jobId));
  return {
    reviewId: r.id,
    jobId: r.jobId,
    from: r.from,
    caregiverName: row?.caregiverName ?? '',
    managerName: row?.managerName ?? '',
    centerName: row?.centerName ?? '',
    questions: [...REVIEW_QUESTIONS[r.from].ratings, REVIEW_QUESTIONS[r.from].again],
    ratings: [r.rating1, r.rating2, r.rating3],
    again: r.again,
    text: r.text,
    createdAt: r.createdAt.toISOString(),
    visibleAt: r.visibleAt.toISOString(),
    hidden: r.hiddenAt !== null,
    hiddenReason: r.hiddenReason,
  };
}

/**
 * Hides a review (idempotent: hiding twice keeps the first): out of the pages and the totals, the other
 * party reads `운영자가 가린 후기예요`, and its writer is told. Call in the audit's transaction.
 */
export async function hideReview(
  tx: Db,
  reviewId: number,
  actorId: number,
  reason: string,
  now: Date,
): Promise<ReviewRow> {
  const [current] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
  if (!current) throw notFound();
  if (current.hiddenAt !== null) return current;
  const [row] = await tx
    .update(reviews)
    .set({ hiddenAt: now, hiddenBy: actorId, hiddenReason: reason, counted: false })
    .where(eq(reviews.id, reviewId))
    .returning();
  if (!row) throw notFound();
  if (current.counted) await addToTotals(tx, [current], -1);
  const [job] = await jobsQuery(tx).where(eq(jobs.id, row.jobId));
  if (job && row.writerId !== null)
    await recordNotification(tx, {
      userId: row.writerId,
      type: 'review_hidden',
      refId: row.id,
      title: `${row.from === 'caregiver' ? job.centerName : `${job.caregiverName} 요양보호사`} 후기`,
      target: `/jobs/${row.jobId}/review`,
    });
  return row;
}
