// 이력서: one per caregiver. The option lists are stored as sent and the derived level columns are
// written with them (resumeLevelColumns) on every create and update, so matching reads them in SQL.
import { eq } from 'drizzle-orm';
import { CAREGIVER_API_MESSAGES, completeExperience, type Resume } from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { resumes, type ResumeRow } from '../../db/schema';
import { resumeLevelColumns } from '../matching';
import { conflict, isUniqueViolation, notFound } from '../../errors';

const resumeExists = () => conflict(CAREGIVER_API_MESSAGES.resumeExists);
const resumeMissing = () => notFound(CAREGIVER_API_MESSAGES.resumeMissing);

/** The stored columns of a validated body: complete experience entries only, levels derived. */
function columns(body: Resume) {
  return { ...body, experience: completeExperience(body.experience), ...resumeLevelColumns(body) };
}

function toResume(row: ResumeRow): Resume {
  return {
    jobPosition: row.jobPosition as Resume['jobPosition'],
    hasDementiaTraining: row.hasDementiaTraining as Resume['hasDementiaTraining'],
    certificateCode: row.certificateCode,
    hasVehicle: row.hasVehicle,
    workPlace: row.workPlace as Resume['workPlace'],
    workDay: row.workDay as Resume['workDay'],
    workTimeSlot: row.workTimeSlot as Resume['workTimeSlot'],
    isNegotiableTime: row.isNegotiableTime,
    wage: row.wage,
    elderRank: row.elderRank as Resume['elderRank'],
    meal: row.meal as Resume['meal'],
    toileting: row.toileting as Resume['toileting'],
    mobility: row.mobility as Resume['mobility'],
    daily: row.daily as Resume['daily'],
    preferredGender: row.preferredGender as Resume['preferredGender'],
    isFamilyPreferred: row.isFamilyPreferred,
    isPetPreferred: row.isPetPreferred,
    experience: row.experience,
    introduction: row.introduction,
    title: row.title,
  };
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
    return toResume(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw resumeExists();
    throw err;
  }
}

export async function getResume(db: Db, caregiverId: number): Promise<Resume> {
  const [row] = await db.select().from(resumes).where(eq(resumes.caregiverId, caregiverId));
  if (!row) throw resumeMissing();
  return toResume(row);
}

export async function updateResume(db: Db, caregiverId: number, body: Resume, now: Date): Promise<Resume> {
  const [row] = await db
    .update(resumes)
    .set({ ...columns(body), updatedAt: now })
    .where(eq(resumes.caregiverId, caregiverId))
    .returning();
  if (!row) throw resumeMissing();
  return toResume(row);
}
