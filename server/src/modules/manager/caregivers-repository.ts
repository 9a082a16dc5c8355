// What the manager's cards show about caregivers beyond the matching engine's view: name, photo,
// resume title and date, and whether the manager saved them for the elder.
import { and, eq, exists, inArray, or, sql } from 'drizzle-orm';
import { prepared } from '../../db/prepared';
import { reviewTotals, type ManagerTaskFlags, type StoredReviewTotals } from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import {
  applies,
  caregivers,
  contacts,
  elders,
  managerBookmarks,
  resumes,
  users,
  type ResumeRow,
} from '../../db/schema';
import { caregiverCapabilityLevels, taskTags, type CaregiverForMatching } from '../matching';
import { notSuspended } from '../admin/visibility';
import { certificateVerifiedSql } from '../certificates/repository';

export interface CaregiverInfo {
  caregiverId: number;
  name: string;
  profileImage: string | null;
  /** Only for the age group: managers never see the year itself. */
  birthYear: number | null;
  resume: ResumeRow;
  /** 자격 확인됨 (issue 13). */
  certificateVerified: boolean;
  /** 후기 totals kept on her row (issue 34). */
  reviewTotals: StoredReviewTotals;
}

/** A caregiver card's 후기 line and count (issue 34), from the totals kept on her row. */
export function caregiverReviewParts(totals: StoredReviewTotals) {
  const shown = reviewTotals('caregiver', totals);
  return { reviews: shown.line, reviewCount: shown.count };
}

const DAY_MS = 86_400_000;

/**
 * Whole years of experience: the entries' periods (start to end, both days counted) summed; null without
 * any. A current job (현재 근무 중, issue 30) runs to `now`: six years at one center are six years, not
 * `경력 없음`.
 */
export function experienceYears(
  entries: readonly { startDate: string; endDate: string; current?: boolean }[],
  now: Date = new Date(),
): number | null {
  if (entries.length === 0) return null;
  const days = entries.reduce((sum, e) => {
    const end = e.current ? now.getTime() : Date.parse(e.endDate);
    const span = (end - Date.parse(e.startDate)) / DAY_MS + 1;
    return Number.isFinite(span) && span > 0 ? sum + span : sum;
  }, 0);
  return Math.floor(days / 365);
}

/** The columns of a CaregiverInfo (caregivers joined to users and resumes). */
const INFO_COLUMNS = {
  caregiverId: caregivers.userId,
  name: users.name,
  profileImage: caregivers.profileImage,
  birthYear: caregivers.birthYear,
  resume: resumes,
  certificateVerified: certificateVerifiedSql(caregivers.userId),
  reviewTotals: {
    reviewCount: caregivers.reviewCount,
    reviewAgain: caregivers.reviewAgain,
    reviewSum1: caregivers.reviewSum1,
    reviewSum2: caregivers.reviewSum2,
    reviewSum3: caregivers.reviewSum3,
  },
};

/** Caregivers with a resume, by id (those without one are left out), none suspended. */
export async function caregiverInfos(db: Db, ids: readonly number[]): Promise<Map<number, CaregiverInfo>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(INFO_COLUMNS)
    .from(caregivers)
    .innerJoin(users, eq(users.id, caregivers.userId))
    .innerJoin(resumes, eq(resumes.caregiverId, caregivers.userId))
    // A suspended caregiver's resume is gone for managers: detail, contact and save answer 404.
    .where(and(inArray(caregivers.userId, [...ids]), notSuspended(caregivers.userId)));
  return new Map(rows.map((r) => [r.caregiverId, r]));
}

/**
 * One caregiver as a manager may open, contact or save her (reachableCaregiverInfo): one prepared
 * statement (building and planning this select on every request was most of a caregiver's detail and
 * review page, ~1.5 ms of planning alone).
 */
const reachableInfo = prepared((db) => {
  const caregiverId = sql.placeholder('caregiverId');
  const managerId = sql.placeholder('managerId');
  return db
    .select(INFO_COLUMNS)
    .from(caregivers)
    .innerJoin(users, eq(users.id, caregivers.userId))
    .innerJoin(resumes, eq(resumes.caregiverId, caregivers.userId))
    .where(
      and(
        eq(caregivers.userId, caregiverId),
        notSuspended(caregivers.userId),
        or(
          eq(caregivers.jobOpen, true),
          exists(
            db
              .select({ one: contacts.id })
              .from(contacts)
              .where(and(eq(contacts.managerId, managerId), eq(contacts.caregiverId, caregiverId))),
          ),
          exists(
            db
              .select({ one: applies.id })
              .from(applies)
              .innerJoin(elders, eq(elders.id, applies.elderId))
              .where(and(eq(elders.managerId, managerId), eq(applies.caregiverId, caregiverId))),
          ),
          exists(
            db
              .select({ one: managerBookmarks.id })
              .from(managerBookmarks)
              .where(
                and(eq(managerBookmarks.managerId, managerId), eq(managerBookmarks.caregiverId, caregiverId)),
              ),
          ),
        ),
      ),
    )
    .prepare('manager_reachable_caregiver');
});

/**
 * A caregiver this manager may open, contact or save: one with a resume whose job search is open,
 * or, when it is closed, one the manager already has something with (a contact, an apply to one of
 * their elders, a bookmark). A closed job search is otherwise not reachable by id (404).
 */
export async function reachableCaregiverInfo(
  db: Db,
  managerId: number,
  caregiverId: number,
): Promise<CaregiverInfo | undefined> {
  const [row] = await reachableInfo(db).execute({ caregiverId, managerId });
  return row;
}

/** The manager's bookmark ids for this elder, by caregiver id. */
export async function bookmarkIds(
  db: Db,
  managerId: number,
  elderId: number,
  caregiverIds: readonly number[],
): Promise<Map<number, number>> {
  if (caregiverIds.length === 0) return new Map();
  const rows = await db
    .select({ id: managerBookmarks.id, caregiverId: managerBookmarks.caregiverId })
    .from(managerBookmarks)
    .where(
      and(
        eq(managerBookmarks.managerId, managerId),
        eq(managerBookmarks.elderId, elderId),
        inArray(managerBookmarks.caregiverId, [...caregiverIds]),
      ),
    );
  return new Map(rows.map((r) => [r.caregiverId, r.id]));
}

/** caregiverId → the elder's pending contact id, for the caregivers who have one. */
export async function pendingContactIds(
  db: Db,
  elderId: number,
  caregiverIds: readonly number[],
): Promise<Map<number, number>> {
  if (caregiverIds.length === 0) return new Map();
  const rows = await db
    .select({ id: contacts.id, caregiverId: contacts.caregiverId })
    .from(contacts)
    .where(
      and(
        eq(contacts.elderId, elderId),
        inArray(contacts.caregiverId, [...caregiverIds]),
        eq(contacts.status, 'pending'),
      ),
    );
  return new Map(rows.map((r) => [r.caregiverId, r.id]));
}

export async function pendingContactId(db: Db, elderId: number, caregiverId: number) {
  const [row] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        eq(contacts.elderId, elderId),
        eq(contacts.caregiverId, caregiverId),
        eq(contacts.status, 'pending'),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

type ResumeTaskLists = Pick<ResumeRow, 'meal' | 'toileting' | 'mobility' | 'daily'>;

/** The card tags a caregiver can help with (api.md possibleTasks); none without a resume. */
export function possibleTasks(resume: ResumeTaskLists | null): ManagerTaskFlags {
  return taskTags(caregiverCapabilityLevels(capabilities(resume)));
}

/** The resume's option lists as the engine reads them (validated on the way in); empty without one. */
export function capabilities(resume: ResumeTaskLists | null) {
  return {
    meal: (resume?.meal ?? []) as CaregiverForMatching['meal'],
    toileting: (resume?.toileting ?? []) as CaregiverForMatching['toileting'],
    mobility: (resume?.mobility ?? []) as CaregiverForMatching['mobility'],
    daily: (resume?.daily ?? []) as CaregiverForMatching['daily'],
  };
}
