// 내 정보 lists her past jobs on 돌봄이음; one tap adds one to her resume's experience (PRODUCT.md "After the
// match"): start date, last day, work type and center, as an entry of the resume's list (at most 3).
// An active job cannot be added yet: the resume's entries need an end date (see docs/adr/0035).
import { and, eq } from 'drizzle-orm';
import {
  JOB_MESSAGES,
  MAX_RESUME_EXPERIENCES,
  type JobExperienceResponse,
} from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { centers, jobs, managers, resumes } from '../../db/schema';
import { conflict, notFound } from '../../errors';

const M = JOB_MESSAGES;
/** The resume's entry fields hold 30 characters (signup.ts experienceEntryInputSchema). */
const FIELD_MAX = 30;

export async function addJobToExperience(
  db: Db,
  caregiverId: number,
  jobId: number,
  now: Date,
): Promise<JobExperienceResponse> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ job: jobs, centerName: centers.name })
      .from(jobs)
      .innerJoin(managers, eq(managers.userId, jobs.managerId))
      .innerJoin(centers, eq(centers.id, managers.centerId))
      .where(and(eq(jobs.id, jobId), eq(jobs.caregiverId, caregiverId)))
      .for('update', { of: jobs });
    if (!row) throw notFound();
    const { job } = row;
    if (job.experienceAddedAt) throw conflict(M.experienceAdded);
    if (job.status !== 'ended' || !job.confirmedAt || !job.lastDay) throw conflict(M.experienceActive);
    const [resume] = await tx
      .select({ experience: resumes.experience })
      .from(resumes)
      .where(eq(resumes.caregiverId, caregiverId))
      .for('update');
    if (!resume) throw conflict(M.resumeMissing);
    if (resume.experience.length >= MAX_RESUME_EXPERIENCES) throw conflict(M.experienceFull);
    const experience = [
      ...resume.experience,
      {
        startDate: job.startDate,
        endDate: job.lastDay < job.startDate ? job.startDate : job.lastDay,
        work: job.workType.slice(0, FIELD_MAX),
        center: row.centerName.slice(0, FIELD_MAX),
      },
    ];
    await tx.update(resumes).set({ experience, updatedAt: now }).where(eq(resumes.caregiverId, caregiverId));
    await tx.update(jobs).set({ experienceAddedAt: now }).where(eq(jobs.id, jobId));
    return { experience };
  });
}
