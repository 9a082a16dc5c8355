// The matching queries over the database (issue 6). Hard filters and distance run in SQL — a
// bounding-box prefilter on the indexed lat/lng, then the integer level columns, then haversine — and
// only rows that pass are scored in TypeScript with the same matchScore as the reference lists.
// The SQL is plain PostgreSQL that both PGlite (18) and PostgreSQL 15 accept.
import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { caregivers, elders, resumes } from '../../db/schema';
import {
  EARTH_RADIUS_KM,
  RADIUS_SQL_SLACK_KM,
  boundingBox,
  haversineKm,
  withinRadius,
  type LatLng,
} from '../geo/distance';
import type { Page } from '@dolbom/shared-api/contracts';
import {
  ELDER_MEAL_OPTIONS,
  ELDER_MOBILITY_OPTIONS,
  ELDER_TOILETING_OPTIONS,
  type ManagerSort,
} from './options';
import { compareCandidates, type CandidateResult, type NearElderResult } from './reference';
import { caregiverForMatching, elderForMatching } from './rows';
import { matchScore, type MatchScore } from './score';
import type { CaregiverForMatching, ElderForMatching } from './types';
import { hourlyOffer } from './wage';

/**
 * Great-circle distance in SQL, the same formula and radius as geo/distance.ts. Only a prefilter: the
 * database's trigonometry can differ from V8's in the last bit, so callers compare it with
 * `radius + RADIUS_SQL_SLACK_KM` and let `withinRadius` decide.
 */
export function haversineSql(lat: SQL | number, lng: SQL | number, point: LatLng): SQL<number> {
  // Parameters are cast: PostgreSQL would otherwise infer some of them as integers.
  const f = (n: number) => sql`${n}::float8`;
  return sql<number>`(2 * ${f(EARTH_RADIUS_KM)} * asin(least(1, sqrt(
    power(sin(radians(${lat} - ${f(point.lat)}) / 2), 2) +
    cos(radians(${f(point.lat)})) * cos(radians(${lat})) * power(sin(radians(${lng} - ${f(point.lng)}) / 2), 2)))))`;
}

export function toPage<T>(all: readonly T[], page: number, size: number): Page<T> {
  const totalElements = all.length;
  const totalPages = Math.ceil(totalElements / size);
  return {
    content: all.slice(page * size, page * size + size),
    totalPages,
    totalElements,
    size,
    number: page,
    first: page === 0,
    last: page >= totalPages - 1,
  };
}

export async function loadElderForMatching(db: Db, elderId: number): Promise<ElderForMatching | null> {
  const [row] = await db.select().from(elders).where(eq(elders.id, elderId));
  return row ? elderForMatching(row) : null;
}

export async function loadCaregiverForMatching(
  db: Db,
  caregiverId: number,
): Promise<CaregiverForMatching | null> {
  const [row] = await db
    .select({ caregiver: caregivers, resume: resumes })
    .from(caregivers)
    .leftJoin(resumes, eq(resumes.caregiverId, caregivers.userId))
    .where(eq(caregivers.userId, caregiverId));
  return row ? caregiverForMatching(row.caregiver, row.resume) : null;
}

/** Every caregiver who passes the hard filters for the elder, scored and sorted (not paged). */
export async function candidatesFor(
  db: Db,
  elder: ElderForMatching,
  radiusKm: number,
  sort: ManagerSort,
): Promise<CandidateResult[]> {
  const need = await db
    .select({
      meal: elders.mealLevel,
      toileting: elders.toiletingLevel,
      mobility: elders.mobilityLevel,
      daily: elders.dailyMask,
    })
    .from(elders)
    .where(eq(elders.id, elder.id));
  const levels = need[0];
  if (!levels) return [];
  const box = boundingBox(elder, radiusKm);
  const rows = await db
    .select({ caregiver: caregivers, resume: resumes })
    .from(caregivers)
    .innerJoin(resumes, eq(resumes.caregiverId, caregivers.userId))
    .where(
      and(
        eq(caregivers.jobOpen, true),
        gte(caregivers.lat, box.minLat),
        lte(caregivers.lat, box.maxLat),
        gte(caregivers.lng, box.minLng),
        lte(caregivers.lng, box.maxLng),
        gte(resumes.mealLevel, levels.meal),
        gte(resumes.toiletingLevel, levels.toileting),
        gte(resumes.mobilityLevel, levels.mobility),
        sql`(${resumes.dailyMask} & ${levels.daily}) = ${levels.daily}`,
        sql`(${resumes.rankMask} & ${1 << elder.rank}) <> 0`,
        sql`${resumes.preferredGender} in ('EVERY', ${elder.gender})`,
        sql`${haversineSql(sql`${caregivers.lat}`, sql`${caregivers.lng}`, elder)} <= ${radiusKm + RADIUS_SQL_SLACK_KM}::float8`,
      ),
    );
  const results: CandidateResult[] = [];
  for (const { caregiver, resume } of rows) {
    // SQL prefiltered with slack; the one rule decides (geo/distance.ts withinRadius).
    if (!withinRadius(elder, caregiver, radiusKm)) continue;
    const c = caregiverForMatching(caregiver, resume);
    const distanceKm = haversineKm(elder, c);
    results.push({ caregiver: c, distanceKm, ...matchScore(elder, c, distanceKm, radiusKm) });
  }
  return results.sort(compareCandidates(sort));
}

/** The manager's candidate list for one elder, paged (0-based). */
export async function findCandidates(
  db: Db,
  opts: { elderId: number; radiusKm: number; sort: ManagerSort; page: number; size: number },
): Promise<Page<CandidateResult>> {
  const elder = await loadElderForMatching(db, opts.elderId);
  if (!elder) return toPage([], opts.page, opts.size);
  return toPage(await candidatesFor(db, elder, opts.radiusKm, opts.sort), opts.page, opts.size);
}

/** Every elder the caregiver can take within the radius, nearest first (then newest, then lower id). */
export async function nearEldersFor(
  db: Db,
  caregiver: CaregiverForMatching,
  radiusKm: number,
): Promise<NearElderResult[]> {
  if (!caregiver.resumeRegistered || !caregiver.jobOpen) return [];
  const [cap] = await db
    .select({
      meal: resumes.mealLevel,
      toileting: resumes.toiletingLevel,
      mobility: resumes.mobilityLevel,
      daily: resumes.dailyMask,
      ranks: resumes.rankMask,
    })
    .from(resumes)
    .where(eq(resumes.caregiverId, caregiver.id));
  if (!cap) return [];
  const box = boundingBox(caregiver, radiusKm);
  const genders = caregiver.preferredGender === 'EVERY' ? ['male', 'female'] : [caregiver.preferredGender];
  const rows = await db
    .select()
    .from(elders)
    .where(
      and(
        gte(elders.lat, box.minLat),
        lte(elders.lat, box.maxLat),
        gte(elders.lng, box.minLng),
        lte(elders.lng, box.maxLng),
        lte(elders.mealLevel, cap.meal),
        lte(elders.toiletingLevel, cap.toileting),
        lte(elders.mobilityLevel, cap.mobility),
        sql`(${elders.dailyMask} & ${cap.daily}) = ${elders.dailyMask}`,
        sql`(${cap.ranks} & (1 << ${elders.rank})) <> 0`,
        sql`${elders.gender} in (${sql.join(
          genders.map((g) => sql`${g}`),
          sql`, `,
        )})`,
        sql`${haversineSql(sql`${elders.lat}`, sql`${elders.lng}`, caregiver)} <= ${radiusKm + RADIUS_SQL_SLACK_KM}::float8`,
      ),
    );
  return rows
    .filter((row) => withinRadius(row, caregiver, radiusKm)) // SQL prefiltered with slack
    .map((row) => {
      const elder = elderForMatching(row);
      const distanceKm = haversineKm(elder, caregiver);
      return { elder, distanceKm, ...matchScore(elder, caregiver, distanceKm, radiusKm) };
    })
    .sort(
      (a, b) =>
        a.distanceKm - b.distanceKm ||
        b.elder.createdAt.getTime() - a.elder.createdAt.getTime() ||
        a.elder.id - b.elder.id,
    );
}

/** The caregiver's near list, paged (0-based). */
export async function findNearElders(
  db: Db,
  opts: { caregiverId: number; radiusKm: number; page: number; size: number },
): Promise<Page<NearElderResult>> {
  const caregiver = await loadCaregiverForMatching(db, opts.caregiverId);
  if (!caregiver) return toPage([], opts.page, opts.size);
  return toPage(await nearEldersFor(db, caregiver, opts.radiusKm), opts.page, opts.size);
}

export type NearPickKind = 'meal' | 'toileting' | 'mobility' | 'daily' | 'wage';
export const NEAR_PICK_KINDS: readonly NearPickKind[] = ['meal', 'toileting', 'mobility', 'daily', 'wage'];

/**
 * PRODUCT.md near picks: under meal, toileting, mobility and daily the newest elder in range whose need
 * there (above level 1 / any 일상 item) the caregiver can meet; under wage the best-paid (hourly offer).
 */
export async function nearPicks(
  db: Db,
  opts: { caregiverId: number; radiusKm: number },
): Promise<Record<NearPickKind, NearElderResult | null>> {
  const caregiver = await loadCaregiverForMatching(db, opts.caregiverId);
  const all = caregiver ? await nearEldersFor(db, caregiver, opts.radiusKm) : [];
  const newest = [...all].sort(
    (a, b) => b.elder.createdAt.getTime() - a.elder.createdAt.getTime() || a.elder.id - b.elder.id,
  );
  const pick = (needs: (e: ElderForMatching) => boolean) => newest.find((r) => needs(r.elder)) ?? null;
  const above1 = (chosen: readonly string[], list: readonly string[]) =>
    chosen.some((o) => list.indexOf(o) > 0);
  const perHour = (r: NearElderResult) => hourlyOffer(r.elder.wageType, r.elder.wage, r.overlap) ?? 0;
  const byWage = [...all].sort((a, b) => perHour(b) - perHour(a) || a.distanceKm - b.distanceKm);
  return {
    meal: pick((e) => above1(e.meal, ELDER_MEAL_OPTIONS)),
    toileting: pick((e) => above1(e.toileting, ELDER_TOILETING_OPTIONS)),
    mobility: pick((e) => above1(e.mobility, ELDER_MOBILITY_OPTIONS)),
    daily: pick((e) => e.daily.length > 0),
    wage: byWage[0] ?? null,
  };
}

/**
 * Score and reasons for any pair (a received contact, a detail screen), candidate or not. The radius
 * only scales the distance part; the default is the widest (5 km).
 */
export async function scorePair(
  db: Db,
  elderId: number,
  caregiverId: number,
  radiusKm = 5,
): Promise<(MatchScore & { distanceKm: number }) | null> {
  const [elder, caregiver] = await Promise.all([
    loadElderForMatching(db, elderId),
    loadCaregiverForMatching(db, caregiverId),
  ]);
  if (!elder || !caregiver) return null;
  const distanceKm = haversineKm(elder, caregiver);
  return { distanceKm, ...matchScore(elder, caregiver, distanceKm, radiusKm) };
}
