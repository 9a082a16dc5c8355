// What the cards of the manager's candidate list show beyond the matching engine's view (issue 16):
// the caregivers' infos (as caregiverInfos), whether the manager saved each for the elder and the
// elder's pending contact with each — one prepared statement per page instead of three built queries.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { caregivers, resumes, users } from '../../db/schema';
import { notSuspended } from '../admin/visibility';
import { certificateVerifiedSql } from '../certificates/repository';
import type { CaregiverInfo } from './caregivers-repository';

export interface CandidateCardInfo extends CaregiverInfo {
  /** The manager's bookmark of this caregiver for the elder. */
  bookmarkId: number | null;
  /** The elder's pending contact with this caregiver. */
  pendingContactId: number | null;
}

const cardInfos = prepared((db) =>
  db
    .select({
      caregiverId: caregivers.userId,
      name: users.name,
      profileImage: caregivers.profileImage,
      birthYear: caregivers.birthYear,
      resume: resumes,
      certificateVerified: certificateVerifiedSql(caregivers.userId),
      bookmarkId: sql<number | null>`(select mb.id from manager_bookmarks mb
        where mb.manager_id = ${sql.placeholder('managerId')}::int and mb.elder_id = ${sql.placeholder('elderId')}::int
          and mb.caregiver_id = ${caregivers.userId} order by mb.id limit 1)`,
      pendingContactId: sql<number | null>`(select ct.id from contacts ct
        where ct.elder_id = ${sql.placeholder('elderId')}::int and ct.caregiver_id = ${caregivers.userId}
          and ct.status = 'pending' order by ct.id limit 1)`,
    })
    .from(caregivers)
    .innerJoin(users, eq(users.id, caregivers.userId))
    .innerJoin(resumes, eq(resumes.caregiverId, caregivers.userId))
    // A suspended caregiver's resume is gone for managers (as caregiverInfos).
    .where(
      and(sql`${caregivers.userId} = any(${sql.placeholder('ids')}::int[])`, notSuspended(caregivers.userId)),
    )
    .prepare('manager_candidate_cards'),
);

/** Card infos of the page's caregivers (those with a resume, not suspended), by caregiver id. */
export async function candidateCardInfos(
  db: Db,
  managerId: number,
  elderId: number,
  ids: readonly number[],
): Promise<Map<number, CandidateCardInfo>> {
  if (ids.length === 0) return new Map();
  const rows = await cardInfos(db).execute({ managerId, elderId, ids: [...ids] });
  return new Map(
    rows.map((r) => [
      r.caregiverId,
      {
        ...r,
        bookmarkId: r.bookmarkId === null ? null : Number(r.bookmarkId),
        pendingContactId: r.pendingContactId === null ? null : Number(r.pendingContactId),
      },
    ]),
  );
}
