// The matching queries over the database (issue 6). Hard filters and distance run in SQL — a
// bounding-box prefilter on the indexed lat/lng, then the integer level columns, then haversine — and
// only rows that pass are scored in TypeScript with the same matchScore as the reference lists.
// The SQL is plain PostgreSQL that both PGlite (18) and PostgreSQL 15 accept.
import { and, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
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
import { pageOf, type Page } from '@dolbom/shared-api/contracts';
import {
  DAILY_ITEMS,
  ELDER_RANKS,
  WEEKDAYS,
  type Level,
  type ManagerSort,
  type PreferredGender,
  type TimeSlot,
  type WageType,
  type Weekday,
} from './options';
import {
  compareCandidates,
  compareNear,
  compareRankKeys,
  type CandidateRankKeys,
  type CandidateResult,
  type NearElderResult,
} from './reference';
import { elderLevelColumns, resumeLevelColumns } from './columns';
import { fitText } from './fit';
import { caregiverForMatching, elderForMatching } from './rows';
import { scheduleOverlap, type ScheduleOverlap } from './schedule';
import { matchScore, scoreFromLevels, type MatchScore } from './score';
import type { CaregiverForMatching, ElderForMatching } from './types';
import { hourlyOffer } from './wage';
import { notSuspended } from '../admin/visibility';

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

/** One page of a list ranked in memory. */
export function toPage<T>(all: readonly T[], page: number, size: number): Page<T> {
  return pageOf(all.slice(page * size, page * size + size), all.length, { page, size });
}

// Only what matching reads (rows.ts): no photos, titles or experience, so big lists stay small.
const ELDER_COLUMNS = {
  id: elders.id,
  gender: elders.gender,
  rank: elders.rank,
  lat: elders.lat,
  lng: elders.lng,
  schedule: elders.schedule,
  negotiable: elders.negotiable,
  meal: elders.meal,
  toileting: elders.toileting,
  mobility: elders.mobility,
  daily: elders.daily,
  wageType: elders.wageType,
  wage: elders.wage,
  family: elders.family,
  pet: elders.pet,
  createdAt: elders.createdAt,
};
const CAREGIVER_COLUMNS = {
  userId: caregivers.userId,
  lat: caregivers.lat,
  lng: caregivers.lng,
  jobOpen: caregivers.jobOpen,
};
const RESUME_COLUMNS = {
  workDay: resumes.workDay,
  workTimeSlot: resumes.workTimeSlot,
  isNegotiableTime: resumes.isNegotiableTime,
  wage: resumes.wage,
  elderRank: resumes.elderRank,
  meal: resumes.meal,
  toileting: resumes.toileting,
  mobility: resumes.mobility,
  daily: resumes.daily,
  preferredGender: resumes.preferredGender,
  isFamilyPreferred: resumes.isFamilyPreferred,
  isPetPreferred: resumes.isPetPreferred,
};

export async function loadElderForMatching(db: Db, elderId: number): Promise<ElderForMatching | null> {
  const [row] = await db.select(ELDER_COLUMNS).from(elders).where(eq(elders.id, elderId));
  return row ? elderForMatching(row) : null;
}

export async function loadCaregiverForMatching(
  db: Db,
  caregiverId: number,
): Promise<CaregiverForMatching | null> {
  const [row] = await db
    .select({ caregiver: CAREGIVER_COLUMNS, resume: RESUME_COLUMNS })
    .from(caregivers)
    .leftJoin(resumes, eq(resumes.caregiverId, caregivers.userId))
    .where(eq(caregivers.userId, caregiverId));
  return row ? caregiverForMatching(row.caregiver, row.resume) : null;
}

/**
 * The hard filters of a candidate list as SQL (with the distance slack; `withinRadius` decides), on
 * the resume alone: its lat, lng and job_open are the caregiver's, copied by the database's triggers
 * (migration 0004), so `resumes_match_idx` (bounding box first, partial on job_open) answers it alone.
 */
function candidateWhere(elder: ElderForMatching, radiusKm: number) {
  const need = elderLevelColumns(elder);
  const box = boundingBox(elder, radiusKm);
  return and(
    gte(resumes.lat, box.minLat),
    lte(resumes.lat, box.maxLat),
    gte(resumes.lng, box.minLng),
    lte(resumes.lng, box.maxLng),
    eq(resumes.jobOpen, true),
    notSuspended(resumes.caregiverId),
    gte(resumes.mealLevel, need.mealLevel),
    gte(resumes.toiletingLevel, need.toiletingLevel),
    gte(resumes.mobilityLevel, need.mobilityLevel),
    sql`(${resumes.dailyMask} & ${need.dailyMask}::int) = ${need.dailyMask}::int`,
    sql`(${resumes.rankMask} & ${1 << elder.rank}::int) <> 0`,
    sql`${resumes.preferredGender} in ('EVERY', ${elder.gender})`,
    sql`${haversineSql(sql`${resumes.lat}`, sql`${resumes.lng}`, elder)} <= ${radiusKm + RADIUS_SQL_SLACK_KM}::float8`,
  );
}

/**
 * The SQL of the candidate list: bounding box on the indexed coordinates, the stored level columns,
 * then haversine with slack. The elder's need levels are derived from the option lists (the same
 * function that wrote the stored columns), which saves a query.
 */
export function candidateQuery(db: Db, elder: ElderForMatching, radiusKm: number) {
  return db
    .select({ caregiver: CAREGIVER_COLUMNS, resume: RESUME_COLUMNS })
    .from(caregivers)
    .innerJoin(resumes, eq(resumes.caregiverId, caregivers.userId))
    .where(candidateWhere(elder, radiusKm));
}

/**
 * The same candidates with only what ranking reads — the stored level columns instead of the option
 * lists — from the resume alone (no join: a dense 5 km circle holds thousands of caregivers, and a
 * join probes the resume of each), so that `resumes_match_idx` answers it with one index-only range
 * scan and little crosses the wire.
 */
export function candidateRankQuery(db: Db, elder: ElderForMatching, radiusKm: number) {
  return db
    .select({
      id: resumes.caregiverId,
      lat: resumes.lat,
      lng: resumes.lng,
      mealLevel: resumes.mealLevel,
      toiletingLevel: resumes.toiletingLevel,
      mobilityLevel: resumes.mobilityLevel,
      dailyMask: resumes.dailyMask,
      rankMask: resumes.rankMask,
      preferredGender: resumes.preferredGender,
      wage: resumes.wage,
      isFamilyPreferred: resumes.isFamilyPreferred,
      isPetPreferred: resumes.isPetPreferred,
      // Days and slots as bit masks (bit d = weekday d, bit s = slot s), stored by the resume trigger
      // (migration 0004): integers cross the wire and decode far faster than arrays, computing them
      // per row in SQL cost more than the scan, and a list has at most 128 × 8 distinct weeks to score.
      dayMask: resumes.workDayMask,
      slotMask: resumes.workTimeSlotMask,
    })
    .from(resumes)
    .where(candidateWhere(elder, radiusKm));
}

/** A row of `candidateRankQuery` as the driver returns it (column names; no ORM mapping). */
interface RankRow {
  caregiver_id: number;
  lat: number;
  lng: number;
  meal_level: number;
  toileting_level: number;
  mobility_level: number;
  daily_mask: number;
  rank_mask: number;
  preferred_gender: string;
  wage: number;
  is_family_preferred: boolean;
  is_pet_preferred: boolean;
  work_day_mask: number;
  work_time_slot_mask: number;
}

// Masks back to lists, once per mask value (64 일상 sets, 64 grade sets).
const fromMask = <T>(items: readonly T[], bit: (item: T, i: number) => number) => {
  const cache = new Map<number, T[]>();
  return (mask: number): T[] => {
    let list = cache.get(mask);
    if (!list) {
      list = items.filter((item, i) => (mask & (1 << bit(item, i))) !== 0);
      cache.set(mask, list);
    }
    return list;
  };
};
const maskItems = fromMask(DAILY_ITEMS, (_, i) => i);
const maskDays = fromMask<Weekday>(WEEKDAYS, (day) => day);
const maskSlots = fromMask<TimeSlot>([0, 1, 2], (slot) => slot);
const maskRanks = fromMask<number>(ELDER_RANKS, (rank) => rank);

/** Every caregiver who passes the hard filters for the elder, scored and sorted (not paged). */
export async function candidatesFor(
  db: Db,
  elder: ElderForMatching,
  radiusKm: number,
  sort: ManagerSort,
): Promise<CandidateResult[]> {
  const rows = await candidateQuery(db, elder, radiusKm);
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

async function caregiversByIds(db: Db, ids: number[]): Promise<Map<number, CaregiverForMatching>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ caregiver: CAREGIVER_COLUMNS, resume: RESUME_COLUMNS })
    .from(caregivers)
    .innerJoin(resumes, eq(resumes.caregiverId, caregivers.userId))
    .where(inArray(caregivers.userId, ids));
  return new Map(rows.map((r) => [r.caregiver.userId, caregiverForMatching(r.caregiver, r.resume)]));
}

/**
 * The manager's candidate list for one elder, paged (0-based). Every candidate is ranked from the light
 * rows (`scoreFromLevels`, the same numbers as `matchScore`); only the page is loaded in full and given
 * its reasons. Equal to paging `candidatesFor` (the property test checks it against the reference).
 */
export async function findCandidates(
  db: Db,
  opts: { elderId: number; radiusKm: number; sort: ManagerSort; page: number; size: number },
): Promise<Page<CandidateResult>> {
  const elder = await loadElderForMatching(db, opts.elderId);
  if (!elder) return toPage([], opts.page, opts.size);
  const { radiusKm } = opts;
  // Thousands of rows in a dense area: read them as the driver returns them, without the ORM's
  // per-field mapping (a third of the client's time). Both drivers answer { rows }.
  const { rows } = (await db.execute(candidateRankQuery(db, elder, radiusKm).getSQL())) as unknown as {
    rows: RankRow[];
  };
  const ranked: CandidateRankKeys[] = [];
  // The week's overlap depends only on (days, slots): at most 1,024 distinct values per list.
  const overlaps = new Map<number, ScheduleOverlap>();
  for (const row of rows) {
    if (!withinRadius(elder, row, radiusKm)) continue;
    const distanceKm = haversineKm(elder, row);
    const capability = {
      meal: row.meal_level as Level,
      toileting: row.toileting_level as Level,
      mobility: row.mobility_level as Level,
      daily: maskItems(row.daily_mask),
    };
    const workDay = maskDays(row.work_day_mask);
    const workTimeSlot = maskSlots(row.work_time_slot_mask);
    const week = (row.work_day_mask << 3) | row.work_time_slot_mask;
    let overlap = overlaps.get(week);
    if (!overlap) {
      overlap = scheduleOverlap(elder.schedule, workDay, workTimeSlot);
      overlaps.set(week, overlap);
    }
    const light = {
      workDay,
      workTimeSlot,
      wage: row.wage,
      elderRank: maskRanks(row.rank_mask),
      preferredGender: row.preferred_gender as PreferredGender,
      isFamilyPreferred: row.is_family_preferred,
      isPetPreferred: row.is_pet_preferred,
    };
    const { score } = scoreFromLevels(elder, capability, light, distanceKm, radiusKm, overlap);
    ranked.push({ score, share: overlap.share, wage: row.wage, distanceKm, id: row.caregiver_id });
  }
  ranked.sort(compareRankKeys(opts.sort));
  const page = toPage(ranked, opts.page, opts.size);
  const full = await caregiversByIds(
    db,
    page.content.map((r) => r.id),
  );
  const content: CandidateResult[] = [];
  for (const r of page.content) {
    const c = full.get(r.id);
    if (!c) continue; // deleted between the two reads
    content.push({ caregiver: c, distanceKm: r.distanceKm, ...matchScore(elder, c, r.distanceKm, radiusKm) });
  }
  return { ...page, content };
}

/** The near list's filters as SQL (with the distance slack; `withinRadius` decides). */
function nearWhere(caregiver: CaregiverForMatching, radiusKm: number) {
  const cap = resumeLevelColumns(caregiver);
  const box = boundingBox(caregiver, radiusKm);
  const genders = caregiver.preferredGender === 'EVERY' ? ['male', 'female'] : [caregiver.preferredGender];
  return and(
    gte(elders.lat, box.minLat),
    lte(elders.lat, box.maxLat),
    gte(elders.lng, box.minLng),
    lte(elders.lng, box.maxLng),
    // A closed posting (모집 완료) is in no caregiver's list (PRODUCT.md "Accounts and postings").
    isNull(elders.closedAt),
    notSuspended(elders.managerId),
    lte(elders.mealLevel, cap.mealLevel),
    lte(elders.toiletingLevel, cap.toiletingLevel),
    lte(elders.mobilityLevel, cap.mobilityLevel),
    sql`(${elders.dailyMask} & ${cap.dailyMask}::int) = ${elders.dailyMask}`,
    sql`(${cap.rankMask}::int & (1 << ${elders.rank})) <> 0`,
    sql`${elders.gender} in (${sql.join(
      genders.map((g) => sql`${g}`),
      sql`, `,
    )})`,
    sql`${haversineSql(sql`${elders.lat}`, sql`${elders.lng}`, caregiver)} <= ${radiusKm + RADIUS_SQL_SLACK_KM}::float8`,
  );
}

/**
 * The SQL of the near list (elders the caregiver can take within the radius). Capability levels come
 * from the resume's option lists, like the stored columns.
 */
export function nearQuery(db: Db, caregiver: CaregiverForMatching, radiusKm: number) {
  return db.select(ELDER_COLUMNS).from(elders).where(nearWhere(caregiver, radiusKm));
}

/** The near list with only what its order reads (id, place, age): the covering index answers it alone. */
export function nearRankQuery(db: Db, caregiver: CaregiverForMatching, radiusKm: number) {
  return db
    .select({ id: elders.id, lat: elders.lat, lng: elders.lng, createdAt: elders.createdAt })
    .from(elders)
    .where(nearWhere(caregiver, radiusKm));
}

/**
 * Every elder the caregiver can take within the radius, nearest first (then newest, then lower id).
 * 구인 비공개 hides a caregiver from managers only: they still browse and apply to elders themselves.
 */
export async function nearEldersFor(
  db: Db,
  caregiver: CaregiverForMatching,
  radiusKm: number,
): Promise<NearElderResult[]> {
  if (!caregiver.resumeRegistered) return [];
  const rows = await nearQuery(db, caregiver, radiusKm);
  return rows
    .filter((row) => withinRadius(row, caregiver, radiusKm)) // SQL prefiltered with slack
    .map((row) => {
      const elder = elderForMatching(row);
      const distanceKm = haversineKm(elder, caregiver);
      return { elder, distanceKm, ...matchScore(elder, caregiver, distanceKm, radiusKm) };
    })
    .sort((a, b) =>
      compareNear(
        { distanceKm: a.distanceKm, createdAt: a.elder.createdAt, id: a.elder.id },
        { distanceKm: b.distanceKm, createdAt: b.elder.createdAt, id: b.elder.id },
      ),
    );
}

/**
 * The caregiver's near list, paged (0-based): ordered from the light rows, only the page loaded in
 * full and scored. Equal to paging `nearEldersFor`.
 */
export async function findNearElders(
  db: Db,
  opts: { caregiverId: number; radiusKm: number; page: number; size: number },
): Promise<Page<NearElderResult>> {
  const caregiver = await loadCaregiverForMatching(db, opts.caregiverId);
  if (!caregiver || !caregiver.resumeRegistered) return toPage([], opts.page, opts.size);
  const { radiusKm } = opts;
  const rows = await nearRankQuery(db, caregiver, radiusKm);
  const ranked = rows
    .filter((row) => withinRadius(row, caregiver, radiusKm)) // SQL prefiltered with slack
    .map((row) => ({ id: row.id, createdAt: row.createdAt, distanceKm: haversineKm(row, caregiver) }))
    .sort(compareNear);
  const page = toPage(ranked, opts.page, opts.size);
  const ids = page.content.map((r) => r.id);
  const fullRows = ids.length
    ? await db.select(ELDER_COLUMNS).from(elders).where(inArray(elders.id, ids))
    : [];
  const byId = new Map(fullRows.map((row) => [row.id, elderForMatching(row)]));
  const content: NearElderResult[] = [];
  for (const r of page.content) {
    const elder = byId.get(r.id);
    if (!elder) continue; // deleted between the two reads
    content.push({
      elder,
      distanceKm: r.distanceKm,
      ...matchScore(elder, caregiver, r.distanceKm, radiusKm),
    });
  }
  return { ...page, content };
}

/**
 * Every open posting within the radius, for any caregiver (with or without a resume), nearest first
 * (then newest, then lower id), paged; each with `fit` (fit.ts: `내 조건에 맞아요` or the main reason
 * against, null without a resume). PRODUCT.md "Near picks": the 근처 어르신 tab lists every elder in range.
 */
export async function findEveryNearElder(
  db: Db,
  opts: { caregiverId: number; radiusKm: number; page: number; size: number },
): Promise<Page<NearElderResult & { fit: string | null }>> {
  const caregiver = await loadCaregiverForMatching(db, opts.caregiverId);
  if (!caregiver) return toPage([], opts.page, opts.size);
  const { radiusKm } = opts;
  const box = boundingBox(caregiver, radiusKm);
  const rows = await db
    .select({ id: elders.id, lat: elders.lat, lng: elders.lng, createdAt: elders.createdAt })
    .from(elders)
    .where(
      and(
        gte(elders.lat, box.minLat),
        lte(elders.lat, box.maxLat),
        gte(elders.lng, box.minLng),
        lte(elders.lng, box.maxLng),
        isNull(elders.closedAt),
        notSuspended(elders.managerId),
        sql`${haversineSql(sql`${elders.lat}`, sql`${elders.lng}`, caregiver)} <= ${radiusKm + RADIUS_SQL_SLACK_KM}::float8`,
      ),
    );
  const ranked = rows
    .filter((row) => withinRadius(row, caregiver, radiusKm)) // SQL prefiltered with slack
    .map((row) => ({ id: row.id, createdAt: row.createdAt, distanceKm: haversineKm(row, caregiver) }))
    .sort(compareNear);
  const page = toPage(ranked, opts.page, opts.size);
  const ids = page.content.map((r) => r.id);
  const fullRows = ids.length
    ? await db.select(ELDER_COLUMNS).from(elders).where(inArray(elders.id, ids))
    : [];
  const byId = new Map(fullRows.map((row) => [row.id, elderForMatching(row)]));
  const content: (NearElderResult & { fit: string | null })[] = [];
  for (const r of page.content) {
    const elder = byId.get(r.id);
    if (!elder) continue; // deleted between the two reads
    content.push({
      elder,
      distanceKm: r.distanceKm,
      ...matchScore(elder, caregiver, r.distanceKm, radiusKm),
      fit: fitText(elder, caregiver),
    });
  }
  return { ...page, content };
}

export type NearPickKind = 'meal' | 'toileting' | 'mobility' | 'daily' | 'wage';
export const NEAR_PICK_KINDS: readonly NearPickKind[] = ['meal', 'toileting', 'mobility', 'daily', 'wage'];

/**
 * PRODUCT.md near picks: under meal, toileting, mobility and daily the newest elder in range whose need
 * there (above level 1 / any 일상 item) the caregiver can meet; under wage the best-paid (hourly offer;
 * ties → nearer, then newest, then lower id). Slots are filled in that order with distinct elders where
 * possible: an elder already picked is passed over when another qualifies. Chosen from light rows (stored levels, wage, schedule);
 * only the picks are loaded in full and scored.
 */
export async function nearPicks(
  db: Db,
  opts: { caregiverId: number; radiusKm: number },
): Promise<Record<NearPickKind, NearElderResult | null>> {
  const none: Record<NearPickKind, NearElderResult | null> = {
    meal: null,
    toileting: null,
    mobility: null,
    daily: null,
    wage: null,
  };
  const caregiver = await loadCaregiverForMatching(db, opts.caregiverId);
  if (!caregiver || !caregiver.resumeRegistered) return none;
  const { radiusKm } = opts;
  const rows = await db
    .select({
      id: elders.id,
      lat: elders.lat,
      lng: elders.lng,
      createdAt: elders.createdAt,
      mealLevel: elders.mealLevel,
      toiletingLevel: elders.toiletingLevel,
      mobilityLevel: elders.mobilityLevel,
      dailyMask: elders.dailyMask,
      wageType: elders.wageType,
      wage: elders.wage,
      schedule: elders.schedule,
    })
    .from(elders)
    .where(nearWhere(caregiver, radiusKm));
  type Light = (typeof rows)[number] & { distanceKm: number; perHour: number };
  const inRange: Light[] = rows
    .filter((row) => withinRadius(row, caregiver, radiusKm)) // SQL prefiltered with slack
    .map((row) => ({
      ...row,
      distanceKm: haversineKm(row, caregiver),
      // The elder's own weekly hours turn a non-hourly offer into an hourly one (no caregiver needed).
      perHour: hourlyOffer(row.wageType as WageType, row.wage, scheduleOverlap(row.schedule, [], [])) ?? 0,
    }));
  const best = (list: Light[], before: (a: Light, b: Light) => number) =>
    list.reduce<Light | null>((top, r) => (!top || before(r, top) < 0 ? r : top), null);
  const newestFirst = (a: Light, b: Light) => b.createdAt.getTime() - a.createdAt.getTime() || a.id - b.id;
  // Distinct elders where possible (issue 15): in slot order, an elder already picked is skipped when
  // another elder qualifies for the slot; only when none does is the slot's best repeated.
  const qualifies: Record<NearPickKind, (r: Light) => boolean> = {
    meal: (r) => r.mealLevel > 1,
    toileting: (r) => r.toiletingLevel > 1,
    mobility: (r) => r.mobilityLevel > 1,
    daily: (r) => r.dailyMask !== 0,
    wage: () => true,
  };
  const order: Record<NearPickKind, (a: Light, b: Light) => number> = {
    meal: newestFirst,
    toileting: newestFirst,
    mobility: newestFirst,
    daily: newestFirst,
    wage: (a, b) => b.perHour - a.perHour || a.distanceKm - b.distanceKm || newestFirst(a, b),
  };
  const taken = new Set<number>();
  const chosen = { ...none } as Record<NearPickKind, Light | null>;
  for (const kind of NEAR_PICK_KINDS) {
    const eligible = inRange.filter(qualifies[kind]);
    const pick =
      best(
        eligible.filter((r) => !taken.has(r.id)),
        order[kind],
      ) ?? best(eligible, order[kind]);
    chosen[kind] = pick;
    if (pick) taken.add(pick.id);
  }
  const ids = [...new Set(Object.values(chosen).flatMap((r) => (r ? [r.id] : [])))];
  const fullRows = ids.length
    ? await db.select(ELDER_COLUMNS).from(elders).where(inArray(elders.id, ids))
    : [];
  const byId = new Map(fullRows.map((row) => [row.id, elderForMatching(row)]));
  const result = { ...none };
  for (const kind of NEAR_PICK_KINDS) {
    const r = chosen[kind];
    const elder = r && byId.get(r.id);
    if (r && elder) {
      result[kind] = {
        elder,
        distanceKm: r.distanceKm,
        ...matchScore(elder, caregiver, r.distanceKm, radiusKm),
      };
    }
  }
  return result;
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
