// 내 정보: the caregiver's summary and the job-open switch (caregivers.job_open; only open caregivers
// are shown to managers).
import { and, count, eq, sql } from 'drizzle-orm';
import type { JobOpenResponse, MyPage } from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { caregiverExperiences, caregivers, contacts, resumes, users } from '../../db/schema';
import { notFound } from '../../errors';
import { countApplies } from './applies-repository';
import { countBookmarks } from './bookmarks-repository';
import { notSuspended } from '../admin/visibility';

export async function myPage(db: Db, caregiverId: number): Promise<MyPage> {
  const [me] = await db
    .select({
      name: users.name,
      phone: users.phone,
      address: caregivers.roadAddress,
      profileImage: caregivers.profileImage,
      jobOpen: caregivers.jobOpen,
      introduction: caregivers.introduction,
      resumeOf: resumes.caregiverId,
    })
    .from(caregivers)
    .innerJoin(users, eq(users.id, caregivers.userId))
    .leftJoin(resumes, eq(resumes.caregiverId, caregivers.userId))
    .where(eq(caregivers.userId, caregiverId));
  if (!me) throw notFound();
  const [received] = await db
    .select({ n: count() })
    .from(contacts)
    .where(and(eq(contacts.caregiverId, caregiverId), notSuspended(contacts.managerId)));
  return {
    name: me.name,
    address: me.address,
    phone: me.phone,
    profileImage: me.profileImage,
    resumeRegistered: me.resumeOf !== null,
    jobOpen: me.jobOpen,
    savedEldersCount: await countBookmarks(db, caregiverId),
    managerContactCount: received?.n ?? 0,
    applyCount: await countApplies(db, caregiverId),
    introduction: me.introduction,
    experience: await db
      .select({
        startDate: caregiverExperiences.startDate,
        endDate: caregiverExperiences.endDate,
        work: caregiverExperiences.work,
        center: caregiverExperiences.center,
      })
      .from(caregiverExperiences)
      .where(eq(caregiverExperiences.caregiverId, caregiverId))
      .orderBy(caregiverExperiences.id),
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
