// 받은 지원함: caregivers' applies to the manager's elders. Accept marks the apply accepted (the
// caregiver's phone and message show from then on); decline deletes it. Only pending ones change.
import { and, count, desc, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import { ageGroupOf, type ApplyEntry } from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { totalOver } from '../../db/window-page';
import type { BoxStatus } from '../care/tab-status';
import {
  applies,
  caregivers,
  centers,
  declinedApplies,
  elders,
  managers,
  resumes,
  users,
} from '../../db/schema';
import {
  caregiverCapabilityLevels,
  categoriesMet,
  elderNeedLevels,
  type ElderForMatching,
} from '../matching';
import { capabilities, experienceYears } from './caregivers-repository';
import { elderPage, elderPageStatements, type PageRequest } from './paging';
import { notifyApplyEvent } from '../notifications/repository';
import { notSuspended } from '../admin/visibility';
import { certificateVerifiedSql } from '../certificates/repository';
import { connectionIdsOf, createConnection, withConnectionIds } from '../jobs/connections-repository';

function entryQuery(db: Db) {
  return db
    .select({
      apply: applies,
      elder: {
        name: elders.name,
        meal: elders.meal,
        toileting: elders.toileting,
        mobility: elders.mobility,
        daily: elders.daily,
      },
      caregiverName: users.name,
      certificateVerified: certificateVerifiedSql(applies.caregiverId),
      profileImage: caregivers.profileImage,
      birthYear: caregivers.birthYear,
      resume: {
        title: resumes.title,
        experience: resumes.experience,
        wage: resumes.wage,
        isNegotiableTime: resumes.isNegotiableTime,
        meal: resumes.meal,
        toileting: resumes.toileting,
        mobility: resumes.mobility,
        daily: resumes.daily,
      },
      centerName: centers.name,
      // How many rows the where matched, for pages (1 on a single apply).
      total: totalOver(),
    })
    .from(applies)
    .innerJoin(elders, eq(elders.id, applies.elderId))
    .innerJoin(users, eq(users.id, applies.caregiverId))
    .innerJoin(caregivers, eq(caregivers.userId, applies.caregiverId))
    .leftJoin(resumes, eq(resumes.caregiverId, applies.caregiverId))
    .innerJoin(managers, eq(managers.userId, elders.managerId))
    .innerJoin(centers, eq(centers.id, managers.centerId));
}
type EntryRow = Awaited<ReturnType<ReturnType<typeof entryQuery>['execute']>>[number];

function entry({
  apply: a,
  elder,
  caregiverName,
  profileImage,
  birthYear,
  resume,
  centerName,
  certificateVerified,
}: EntryRow): Omit<ApplyEntry, 'connectionId'> {
  const accepted = a.status === 'accepted';
  const need = elderNeedLevels(needs(elder));
  const capability = caregiverCapabilityLevels(capabilities(resume));
  return {
    applyId: a.id,
    elderId: a.elderId,
    elderName: elder.name,
    caregiverId: a.caregiverId,
    title: resume?.title ?? '',
    createdAt: a.createdAt.toISOString(),
    wage: resume?.wage ?? 0,
    negotiable: resume?.isNegotiableTime ?? false,
    centerName,
    satisfyTasks: categoriesMet(need, capability),
    status: a.status,
    caregiverName,
    profileImage,
    phone: accepted ? a.phone : null,
    // The applicant's message shows before 수락 so the manager decides knowingly (issue 15 finding 11);
    // the phone only once accepted (PRODUCT.md "Phones").
    message: a.message,
    ageGroup: ageGroupOf(birthYear),
    experienceYears: resume ? experienceYears(resume.experience) : null,
    certificateVerified,
  };
}
/** The elder's option lists as the engine reads them (validated on the way in). */
const needs = (elder: EntryRow['elder']) => ({
  meal: elder.meal as ElderForMatching['meal'],
  toileting: elder.toileting as ElderForMatching['toileting'],
  mobility: elder.mobility as ElderForMatching['mobility'],
  daily: elder.daily as ElderForMatching['daily'],
});

/** The ids of the manager's elders, as a subquery: an apply is the manager's when its elder is. */
const ownElders = (db: Db, managerId: number | Placeholder) =>
  db.select({ id: elders.id }).from(elders).where(eq(elders.managerId, managerId));

function appliesWhere(
  db: Db,
  managerId: number | Placeholder,
  elderId: number | Placeholder | null,
  status: BoxStatus | Placeholder,
) {
  const which =
    elderId === null ? inArray(applies.elderId, ownElders(db, managerId)) : eq(applies.elderId, elderId);
  return and(which, eq(applies.status, status), notSuspended(applies.caregiverId));
}

/** 받은 지원함's page with its total, for every elder or one (prepared once per shape, issue 16). */
function appliesPageQuery(db: Db, oneElder: boolean) {
  return entryQuery(db)
    .where(
      appliesWhere(
        db,
        sql.placeholder('managerId'),
        oneElder ? sql.placeholder('elderId') : null,
        sql.placeholder('status'),
      ),
    )
    .orderBy(desc(applies.createdAt), desc(applies.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(oneElder ? 'manager_applies_page_of_elder' : 'manager_applies_page');
}
const appliesPages = elderPageStatements(appliesPageQuery);

/** One elder's applies (elderId), or every elder's of the manager (elderId null), newest first. */
export async function listApplies(
  db: Db,
  managerId: number,
  elderId: number | null,
  status: BoxStatus,
  paging: PageRequest,
) {
  const page = await elderPage(
    db,
    appliesPages,
    { elderId, params: { managerId, status }, paging },
    () =>
      db
        .select({ n: count() })
        .from(applies)
        .where(appliesWhere(db, managerId, elderId, status)),
    entry,
  );
  return withConnectionIds(db, 'apply', page, (a) => a.applyId);
}

export async function findOwnApply(db: Db, managerId: number, applyId: number): Promise<ApplyEntry | null> {
  const [row] = await entryQuery(db).where(and(eq(applies.id, applyId), eq(elders.managerId, managerId)));
  if (!row) return null;
  const ids = await connectionIdsOf(db, 'apply', [applyId]);
  return { ...entry(row), connectionId: ids.get(applyId) ?? null };
}

export type ApplyChange = 'done' | 'not-pending' | 'missing';

async function outcome(db: Db, managerId: number, applyId: number, changed: boolean): Promise<ApplyChange> {
  if (changed) return 'done';
  return (await findOwnApply(db, managerId, applyId)) ? 'not-pending' : 'missing';
}

/** The manager's apply while it is pending: the only one accept and decline change. */
const pendingOwnApply = (db: Db, managerId: number, applyId: number) =>
  and(
    eq(applies.id, applyId),
    eq(applies.status, 'pending'),
    inArray(applies.elderId, ownElders(db, managerId)),
  );

export async function acceptApply(db: Db, managerId: number, applyId: number, now: Date) {
  const updated = await db.transaction(async (tx) => {
    const rows = await tx
      .update(applies)
      .set({ status: 'accepted', acceptedAt: now })
      .where(pendingOwnApply(tx, managerId, applyId))
      .returning();
    for (const row of rows) {
      await notifyApplyEvent(tx, 'apply_accepted', row, now);
      // The accepted apply is a connection (issue 31): both names, the phones, a job to propose.
      await createConnection(tx, { ...row, managerId, applyId: row.id }, now);
    }
    return rows;
  });
  return outcome(db, managerId, applyId, updated.length > 0);
}

export async function declineApply(db: Db, managerId: number, applyId: number) {
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(applies)
      .where(pendingOwnApply(tx, managerId, applyId))
      .returning();
    const now = new Date();
    for (const row of rows) {
      // Her 보낸 지원함 · 거절 keeps that it was declined (issue 30), not her phone or message.
      await tx.insert(declinedApplies).values({
        applyId: row.id,
        caregiverId: row.caregiverId,
        elderId: row.elderId,
        appliedAt: row.createdAt,
        declinedAt: now,
      });
      await notifyApplyEvent(tx, 'apply_declined', row, now);
    }
    return rows;
  });
  return outcome(db, managerId, applyId, deleted.length > 0);
}
