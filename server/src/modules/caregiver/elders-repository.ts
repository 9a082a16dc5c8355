// Shared reads and row → answer pieces of the caregiver screens: elders with their center, the
// caller's saved elders, scores (the matching module's matchScore and distance), card parts.
import { and, eq, sql } from 'drizzle-orm';
import type {
  Center,
  ElderCard,
  ElderInfo,
  MembershipStatus,
  TaskFlags,
  WageType,
} from '@dolbom/shared-api/contracts';
import { reviewTotals, roundKm } from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { remembered } from '../../db/remembered';
import {
  caregiverBookmarks,
  caregivers,
  centers,
  elders,
  managers,
  resumes,
  type CenterRow,
  type ElderRow,
} from '../../db/schema';
import { haversineKm } from '../geo/distance';
import {
  caregiverForMatching,
  caregiverVersion,
  elderForMatching,
  elderNeedLevels,
  fitOf,
  hourlyOffer,
  loadCaregiverForMatching,
  matchScore,
  scheduleOverlap,
  taskTags,
  type CaregiverForMatching,
  type ElderForMatching,
  type Fit,
  type MatchScore,
} from '../matching';
import { notFound } from '../../errors';
import { elderArea, ageOn, elderTitle } from './elder-title';
import { reachesCaregivers } from '../admin/visibility';

/** Detail screens and lists outside the home range score with the widest radius (scorePair's default). */
export const DETAIL_RADIUS_KM = 5;

export interface ElderView {
  elder: ElderRow;
  center: CenterRow;
  /** The posting manager's membership (issue 13): VERIFIED carries the `센터 인증` badge. */
  managerStatus: MembershipStatus;
}

const elderWithCenter = {
  elder: elders,
  center: centers,
  managerStatus: managers.status,
};

/** Elders with the center of their manager, by id. */
// Prepared (issue 16): one SQL text whatever the number of ids.
const elderViewsById = prepared((db) =>
  db
    .select(elderWithCenter)
    .from(elders)
    .innerJoin(managers, eq(managers.userId, elders.managerId))
    .innerJoin(centers, eq(centers.id, managers.centerId))
    // A suspended or unverified manager's postings are gone for caregivers (ADR 0031): details answer
    // 404, lists skip them.
    .where(
      and(sql`${elders.id} = any(${sql.placeholder('ids')}::int[])`, reachesCaregivers(elders.managerId)),
    )
    .prepare('caregiver_elder_views_by_ids'),
);

export async function loadElderViews(db: Db, ids: readonly number[]): Promise<Map<number, ElderView>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await elderViewsById(db).execute({ ids: unique });
  return new Map(rows.map((r) => [r.elder.id, r]));
}

export async function loadElderView(db: Db, elderId: number): Promise<ElderView> {
  const view = (await loadElderViews(db, [elderId])).get(elderId);
  if (!view) throw notFound();
  return view;
}

/** The caller's saved elder ids. */
const bookmarkedByCaregiver = prepared((db) =>
  db
    .select({ elderId: caregiverBookmarks.elderId })
    .from(caregiverBookmarks)
    .where(eq(caregiverBookmarks.caregiverId, sql.placeholder('caregiverId')))
    .prepare('caregiver_bookmarked_elder_ids'),
);

export async function bookmarkedElderIds(db: Db, caregiverId: number): Promise<Set<number>> {
  const rows = await bookmarkedByCaregiver(db).execute({ caregiverId });
  return new Set(rows.map((r) => r.elderId));
}

export async function isBookmarked(db: Db, caregiverId: number, elderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: caregiverBookmarks.id })
    .from(caregiverBookmarks)
    .where(and(eq(caregiverBookmarks.caregiverId, caregiverId), eq(caregiverBookmarks.elderId, elderId)));
  return row !== undefined;
}

export async function loadCaregiver(db: Db, caregiverId: number): Promise<CaregiverForMatching> {
  const caregiver = await loadCaregiverForMatching(db, caregiverId);
  if (!caregiver) throw notFound();
  return caregiver;
}

/**
 * The caregiver in one read (issue 16: the home and near lists made three): what matching reads of her and
 * her resume, her address, and her saved elders' ids.
 */
export const CAREGIVER_WITH_SAVED = {
  caregiver: caregivers,
  resume: resumes,
  saved: sql<
    number[]
  >`(select coalesce(array_agg(${caregiverBookmarks.elderId}), '{}') from ${caregiverBookmarks} where ${caregiverBookmarks.caregiverId} = ${caregivers.userId})`,
  version: caregiverVersion(sql`${caregivers}`, sql`${resumes}`),
};
/** A row with CAREGIVER_WITH_SAVED's columns, as the driver returns it. */
export interface CaregiverWithSavedRow {
  caregiver: typeof caregivers.$inferSelect;
  resume: typeof resumes.$inferSelect | null;
  saved: number[] | null;
  version: string;
}
/** What the caregiver screens read of the caller. */
export interface CaregiverWithSaved {
  caregiver: CaregiverForMatching;
  address: string;
  saved: Set<number>;
  /** Her rows' version (matching caregiverVersion). */
  version: string;
}

const caregiverWithSaved = prepared((db) =>
  db
    .select(CAREGIVER_WITH_SAVED)
    .from(caregivers)
    .leftJoin(resumes, eq(resumes.caregiverId, caregivers.userId))
    .where(eq(caregivers.userId, sql.placeholder('caregiverId')))
    .prepare('caregiver_with_saved'),
);

/**
 * Caregivers read lately, with their rows' version (issue 16, ADR 0023): a list that needs only her
 * matching view sends it with the version, and its statement answers nothing if she has changed since
 * (nearPicksAsOf), which saves the read of her on every visit. Her saved elders are not kept: they
 * change too often.
 */
export const KNOWN_CAREGIVERS_MAX = 10_000;
export type KnownCaregiver = Omit<CaregiverWithSaved, 'saved'>;
const knownCaregivers = remembered<number, KnownCaregiver>(KNOWN_CAREGIVERS_MAX);

export function knownCaregiver(db: Db, caregiverId: number): KnownCaregiver | undefined {
  return knownCaregivers.get(db, caregiverId);
}

/** The caregiver, her resume and her saved elders' ids as the matching code and the cards read them. */
export function toCaregiverWithSaved(db: Db, row: CaregiverWithSavedRow): CaregiverWithSaved {
  const me = {
    caregiver: caregiverForMatching(row.caregiver, row.resume),
    address: row.caregiver.roadAddress,
    version: row.version,
  };
  knownCaregivers.set(db, me.caregiver.id, me);
  return { ...me, saved: new Set((row.saved ?? []).map(Number)) };
}

export async function loadCaregiverWithSaved(db: Db, caregiverId: number): Promise<CaregiverWithSaved> {
  const [row] = await caregiverWithSaved(db).execute({ caregiverId });
  if (!row) throw notFound();
  return toCaregiverWithSaved(db, row);
}

export type Scored = MatchScore & { distanceKm: number } & Fit;

/**
 * scorePair for rows already loaded: the same distance and matchScore, without reloading either side,
 * and what does not fit her resume (fit.ts), so a card and its detail say the same.
 */
export function scoreElder(elder: ElderRow, caregiver: CaregiverForMatching, radiusKm: number): Scored {
  const forMatching = elderForMatching(elder);
  const distanceKm = haversineKm(forMatching, caregiver);
  return {
    distanceKm,
    ...matchScore(forMatching, caregiver, distanceKm, radiusKm),
    ...fitOf(forMatching, caregiver),
  };
}

/** The offer per hour in won (what `가장 높은 급여` compares), null without hours to divide by. */
export function wagePerHour(elder: ElderForMatching): number | null {
  const offer = hourlyOffer(elder.wageType, elder.wage, scheduleOverlap(elder.schedule, [], []));
  return offer === null ? null : Math.round(offer);
}

/** Kilometres to two decimals for the answer (sorting and range checks use the exact value). */
/** The response's `distanceKm` (0.01 km): the value the one distance text is rounded from. */
export const km = roundKm;

export const iso = (date: Date | null) => (date ? date.toISOString() : '');

export function elderTasks(elder: ElderRow): TaskFlags {
  return taskTags(elderNeedLevels(elderForMatching(elder)));
}

export function elderInfo(elder: ElderRow, now: Date): ElderInfo {
  return {
    gender: elder.gender,
    age: ageOn(elder.birth, now),
    rank: elder.rank,
    address: elderArea(elder.jibunAddress, elder.roadAddress),
    schedule: elder.schedule,
    meal: elder.meal,
    toileting: elder.toileting,
    mobility: elder.mobility,
    daily: elder.daily,
    family: elder.family,
    pet: elder.pet,
  };
}

/** The Center of spec §3 (plus its one-line introduction). */
export function centerObject(center: CenterRow): Center {
  return {
    centerId: center.id,
    centerName: center.name,
    zipCode: center.zipCode,
    detailAddress: center.detailAddress,
    hasCar: center.hasCar,
    finalGrade: center.finalGrade,
    installationTime: center.installationTime ?? '',
    oneLineIntro: center.oneLineIntro,
    gradeYear: center.gradeYear,
    sido: center.sido,
    sigungu: center.sigungu,
    services: center.services,
  };
}

/** The center's grade beside its name on a card (`평가 최우수(A) · 2024`). */
export const centerGradeParts = (center: CenterRow) => {
  const reviews = reviewTotals('center', center);
  return {
    centerGrade: center.finalGrade || null,
    centerGradeYear: center.gradeYear,
    // Issue 34: the totals kept on the center's row (no extra read per card).
    centerReviews: reviews.line,
    centerReviewCount: reviews.count,
  };
};

/** The title of an elder's own posting (its work type). */
export function postingTitle(elder: ElderRow, now: Date): string {
  return elderTitle({ ...elder, workType: elder.workRequirement }, now);
}

/** What every card of an elder's own posting shows (elder cards, 보낸 지원함). */
export function postingParts(view: ElderView, now: Date) {
  const { elder, center } = view;
  return {
    elderId: elder.id,
    title: postingTitle(elder, now),
    center: center.name,
    ...centerGradeParts(center),
    centerVerified: view.managerStatus === 'VERIFIED',
    wage: elder.wage,
    wageType: elder.wageType as WageType,
    negotiable: elder.negotiable,
    ...elderTasks(elder),
  };
}

type CardScore = Pick<Scored, 'distanceKm' | 'score' | 'reasons' | 'fit' | 'fits' | 'mismatches'>;

/** The score of a card: distance (two decimals), score and reasons, and what does not fit (issue 30). */
export const scoreParts = (scored: CardScore) => ({
  distanceKm: km(scored.distanceKm),
  score: scored.score,
  reasons: scored.reasons,
  fit: scored.fit,
  fits: scored.fits,
  mismatches: scored.mismatches,
});

/** An elder card (near picks, near list, saved elders, the base of the elder detail). */
export function elderCard(view: ElderView, scored: CardScore, bookmarked: boolean, now: Date): ElderCard {
  return {
    ...postingParts(view, now),
    bookmarked,
    ...scoreParts(scored),
    postedAt: iso(view.elder.createdAt),
    wagePerHour: wagePerHour(elderForMatching(view.elder)),
  };
}
