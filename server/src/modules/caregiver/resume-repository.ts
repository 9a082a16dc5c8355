// 이력서: one per caregiver. The option lists are stored as sent and the derived level columns are
// written with them (resumeLevelColumns) on every create and update, so matching reads them in SQL.
import { eq } from 'drizzle-orm';
import { CAREGIVER_API_MESSAGES, completeExperience, type Resume } from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { resumes } from '../../db/schema';
import { resumeBody } from '../care/resume-body';
import { resumeLevelColumns } from '../matching';
import { conflict, isUniqueViolation, notFound } from '../../errors';
import { followResumeCode } from '../certificates/repository';

const resumeExists = () => conflict(CAREGIVER_API_MESSAGES.resumeExists);
const resumeMissing = () => notFound(CAREGIVER_API_MESSAGES.resumeMissing);

/** The stored columns of a validated body: complete experience entries only, levels derived. */
function columns(body: Resume) {
  return { ...body, experience: completeExperience(body.experience), ...resumeLevelColumns(body) };
}

export async function createResume(db: Db, caregiverId: number, body: Resume, now: Date): Promise<Resume> {
  const [existing] = await db
    .select({ id: resumes.caregiverId })
    .from(resumes)
    .where(eq(resumes.caregiverId, caregiverId));
  if (existing) throw resumeExists();
  try {
    const [row] = await db
      .insert(resumes)
      .values({ ...columns(body), caregiverId, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('resume insert returned nothing');
    await followResumeCode(db, caregiverId, row.certificateCode);
    return resumeBody(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw resumeExists();
    throw err;
  }
}

export async function getResume(db: Db, caregiverId: number): Promise<Resume> {
  const [row] = await db.select().from(resumes).where(eq(resumes.caregiverId, caregiverId));
  if (!row) throw resumeMissing();
  return resumeBody(row);
}

export async function updateResume(db: Db, caregiverId: number, body: Resume, now: Date): Promise<Resume> {
  const [row] = await db
    .update(resumes)
    .set({ ...columns(body), updatedAt: now })
    .where(eq(resumes.caregiverId, caregiverId))
    .returning();
  if (!row) throw resumeMissing();
  // A confirmed certificate vouches for one number: a new number is reviewed again.
  await followResumeCode(db, caregiverId, row.certificateCode);
  return resumeBody(row);
}
