// 저장함: caregivers a manager saved for one of their elders. Saving twice keeps the one bookmark.
import { and, count, desc, eq, sql, type Placeholder } from 'drizzle-orm';
import { ageGroupOf, type ManagerBookmark } from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { totalOver } from '../../db/window-page';
import { caregivers, elders, managerBookmarks, resumes, users } from '../../db/schema';
import { haversineKm } from '../geo';
import { caregiverForMatching, elderForMatching, matchScore, mismatchTexts } from '../matching';
import { experienceYears, possibleTasks } from './caregivers-repository';
import { elderPage, elderPageStatements, type PageRequest } from './paging';
import { notSuspended } from '../admin/visibility';
import { certificateVerifiedSql } from '../certificates/repository';

/** The radius the reasons are scored against, as scorePair's default (the widest distance). */
const REASON_RADIUS_KM = 5;

export async function saveBookmark(db: Db, managerId: number, elderId: number, caregiverId: number) {
  const [inserted] = await db
    .insert(managerBookmarks)
    .values({ managerId, elderId, caregiverId })
    .onConflictDoNothing({ target: [managerBookmarks.elderId, managerBookmarks.caregiverId] })
    .returning({ id: managerBookmarks.id });
  if (inserted) return inserted.id;
  const [existing] = await db
    .select({ id: managerBookmarks.id })
    .from(managerBookmarks)
    .where(and(eq(managerBookmarks.elderId, elderId), eq(managerBookmarks.caregiverId, caregiverId)));
  if (!existing) throw new Error('manager bookmark vanished after a conflict');
  return existing.id;
}

/** True when the caller's bookmark was deleted; another manager's bookmark counts as missing. */
export async function deleteBookmark(db: Db, managerId: number, bookmarkId: number) {
  const deleted = await db
    .delete(managerBookmarks)
    .where(and(eq(managerBookmarks.id, bookmarkId), eq(managerBookmarks.managerId, managerId)))
    .returning({ id: managerBookmarks.id });
  return deleted.length > 0;
}

function bookmarksWhere(managerId: number | Placeholder, elderId: number | Placeholder | null) {
  return and(
    eq(managerBookmarks.managerId, managerId),
    elderId === null ? undefined : eq(managerBookmarks.elderId, elderId),
    notSuspended(managerBookmarks.caregiverId),
  );
}

/** 저장함's page with its total, for every elder or one (prepared once per shape, issue 16). */
function bookmarksPageQuery(db: Db, oneElder: boolean) {
  return db
    .select({
      bookmarkId: managerBookmarks.id,
      elder: elders,
      caregiver: caregivers,
      caregiverName: users.name,
      resume: resumes,
      certificateVerified: certificateVerifiedSql(managerBookmarks.caregiverId),
      total: totalOver(),
    })
    .from(managerBookmarks)
    .innerJoin(elders, eq(elders.id, managerBookmarks.elderId))
    .innerJoin(caregivers, eq(caregivers.userId, managerBookmarks.caregiverId))
    .innerJoin(users, eq(users.id, managerBookmarks.caregiverId))
    .leftJoin(resumes, eq(resumes.caregiverId, managerBookmarks.caregiverId))
    .where(bookmarksWhere(sql.placeholder('managerId'), oneElder ? sql.placeholder('elderId') : null))
    .orderBy(desc(managerBookmarks.createdAt), desc(managerBookmarks.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(oneElder ? 'manager_bookmarks_page_of_elder' : 'manager_bookmarks_page');
}
const bookmarksPages = elderPageStatements(bookmarksPageQuery);

/** One elder's bookmarks (elderId), or every bookmark of the manager (elderId null), newest first. */
export async function listBookmarks(db: Db, managerId: number, elderId: number | null, paging: PageRequest) {
  return elderPage(
    db,
    bookmarksPages,
    { elderId, params: { managerId }, paging },
    () => db.select({ n: count() }).from(managerBookmarks).where(bookmarksWhere(managerId, elderId)),
    ({ bookmarkId, elder, caregiver, caregiverName, resume, certificateVerified }): ManagerBookmark => {
      const forMatching = elderForMatching(elder);
      const c = caregiverForMatching(caregiver, resume);
      const { reasons } = matchScore(forMatching, c, haversineKm(forMatching, c), REASON_RADIUS_KM);
      return {
        bookmarkId,
        elderId: elder.id,
        elderName: elder.name,
        caregiverId: caregiver.userId,
        caregiverName,
        profileImage: caregiver.profileImage,
        caregiverSupport: reasons,
        mismatches: mismatchTexts(forMatching, c, 'manager'),
        resumeId: caregiver.userId,
        title: resume?.title ?? '',
        wage: resume?.wage ?? 0,
        negotiable: resume?.isNegotiableTime ?? false,
        possibleTasks: possibleTasks(resume),
        ageGroup: ageGroupOf(caregiver.birthYear),
        experienceYears: resume ? experienceYears(resume.experience) : null,
        certificateVerified,
      };
    },
  );
}
