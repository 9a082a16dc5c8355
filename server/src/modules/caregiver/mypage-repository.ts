// 내 정보: the caregiver's summary and the job-open switch (caregivers.job_open; only open caregivers
// are shown to managers).
import { and, count, eq, sql } from 'drizzle-orm';
import type { JobOpenResponse, MyPage } from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { caregiverExperiences, caregivers, contacts, resumes, users } from '../../db/schema';
import { notFound } from '../../errors';
import { appliesCountQuery } from './applies-repository';
import { bookmarksCountQuery } from './bookmarks-repository';
import { reachesCaregivers } from '../admin/visibility';
import { prepared } from '../../db/prepared';

/** The summary and its three counts in one prepared statement (issue 16: it was five queries). */
const myPageRow = prepared((db) => {
  const caregiverId = sql.placeholder('caregiverId');
  const received = db
    .select({ n: count() })
    .from(contacts)
    .where(and(eq(contacts.caregiverId, caregiverId), reachesCaregivers(contacts.managerId)));
  return db
    .select({
      name: users.name,
      phone: users.phone,
      address: caregivers.roadAddress,
      profileImage: caregivers.profileImage,
      jobOpen: caregivers.jobOpen,
      introduction: caregivers.introduction,
      resumeOf: resumes.caregiverId,
      received: sql<number>`(${received})`.mapWith(Number),
      saved: sql<number>`(${bookmarksCountQuery(db, caregiverId)})`.mapWith(Number),
      applied: sql<number>`(${appliesCountQuery(db, caregiverId)})`.mapWith(Number),
    })
    .from(caregivers)
    .innerJoin(users, eq(users.id, caregivers.userId))
    .leftJoin(resumes, eq(resumes.caregiverId, caregivers.userId))
    .where(eq(caregivers.userId, caregiverId))
    .prepare('caregiver_mypage');
});

const experienceOf = prepared((db) =>
  db
    .select({
      startDate: caregiverExperiences.startDate,
      endDate: caregiverExperiences.endDate,
      work: caregiverExperiences.work,
      center: caregiverExperiences.center,
    })
    .from(caregiverExperiences)
    .where(eq(caregiverExperiences.caregiverId, sql.placeholder('caregiverId')))
    .orderBy(caregiverExperiences.id)
    .prepare('caregiver_experience'),
);

export async function myPage(db: Db, caregiverId: number): Promise<MyPage> {
  const [[me], experience] = await Promise.all([
    myPageRow(db).execute({ caregiverId }),
    experienceOf(db).execute({ caregiverId }),
  ]);
  if (!me) throw notFound();
  return {
    name: me.name,
    address: me.address,
    phone: me.phone,
    profileImage: me.profileImage,
    resumeRegistered: me.resumeOf !== null,
    jobOpen: me.jobOpen,
    savedEldersCount: me.saved,
    managerContactCount: me.received,
    applyCount: me.applied,
    introduction: me.introduction,
    experience: experience.map((e) => ({ ...e, endDate: e.endDate ?? '', current: e.endDate === null })),
  };
}

/**
 * Sets the switch, or flips it when `jobOpen` is not given (the spec's call has no body). The flip is
 * one UPDATE (`NOT job_open`), so two taps flip twice instead of racing a read.
 */
export async function setJobOpen(
  db: Db,
  caregiverId: number,
  jobOpen: boolean | undefined,
): Promise<JobOpenResponse> {
  const [row] = await db
    .update(caregivers)
    .set({ jobOpen: jobOpen ?? sql`not ${caregivers.jobOpen}` })
    .where(eq(caregivers.userId, caregiverId))
    .returning({ jobOpen: caregivers.jobOpen });
  if (!row) throw notFound();
  return { isJobOpen: row.jobOpen, jobOpen: row.jobOpen };
}
