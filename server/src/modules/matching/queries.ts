// The matching queries over the database (issues 6, 16 and 31). The database ranks: each list is one
// fixed statement of rank-sql.ts — the bounding box over resumes_match_idx / elders_near_idx, the stored
// level columns, haversine ≤ radius + slack, the candidate score (scoreFromLevels' operations, the
// schedule share less the hours her active jobs have taken) or the distance as its order — and returns
// only a window of rows around the page, joined to the page's card columns (pages.ts). The window is then
// settled in TypeScript: rows on the circle's edge are judged by `withinRadius`, the rest scored with
// `scoreFromLevels` and ordered with ranking.ts, since SQL's last bit may differ from V8's. The list's size
// comes from the window itself when it is short, else from a count over the narrow copies (resume_spots,
// elder_spots). There is one way to rank; the brute-force reference (reference.ts) is its judge
// (server/test/matching/sql-vs-reference.test.ts). The SQL is plain PostgreSQL that both PGlite and
// PostgreSQL 15 accept.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { caregivers, elders, resumes } from '../../db/schema';
import {
  RADIUS_SQL_SLACK_KM,
  boundingBox,
  countRanges,
  latCells,
  planarBands,
  haversineKm,
  withinRadius,
  type BandRange,
  type BoundingBox,
  type LatLng,
} from '../geo/distance';
import { pageOf, type Page } from '@dolbom/shared-api/contracts';
import {
  DAILY_ITEMS,
  ELDER_RANKS,
  MAX_LEVEL,
  TIME_SLOTS,
  WEEKDAYS,
  type Level,
  type ManagerSort,
  type PreferredGender,
  type TimeSlot,
  type WageType,
  type Weekday,
} from './options';
import {
  compareNearKeys,
  compareRankKeys,
  type CandidateRankKeys,
  type CandidateResult,
  type NearElderResult,
} from './ranking';
import { elderLevelColumns, resumeLevelColumns } from './columns';
import { fitOf, mismatches, type Fit, type Mismatch } from './fit';
import { caregiverForMatching, elderForMatching } from './rows';
import { bookedSpans, dayRange, scheduleOverlap, type ScheduleOverlap } from './schedule';
import { matchScore, scoreFromLevels, type MatchScore } from './score';
import type { CaregiverForMatching, ElderForMatching } from './types';
import { hourlyOffer } from './wage';
import { elderNeedLevels } from './levels';
import { capabilitySignature, needSignature } from './signature';
import {
  candidateLists,
  everyNearList,
  nearElderList,
  nearPicksSql,
  preparedStatement,
  type Params,
  type RankStatements,
} from './rank-sql';
import {
  candidatePages,
  nearPages,
  readNearPicks,
  type CandidatePageRow,
  type CardFields,
  type ElderCardColumns,
  type NearPageRow,
  type PageReader,
  type PickRow,
} from './pages';

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
  booked: resumes.booked,
};

const elderById = prepared((db) =>
  db
    .select(ELDER_COLUMNS)
    .from(elders)
    .where(eq(elders.id, sql.placeholder('id')))
    .prepare('matching_elder_by_id'),
);

export async function loadElderForMatching(db: Db, elderId: number): Promise<ElderForMatching | null> {
  const [row] = await elderById(db).execute({ id: elderId });
  return row ? elderForMatching(row) : null;
}

const caregiverById = prepared((db) =>
  db
    .select({ caregiver: CAREGIVER_COLUMNS, resume: RESUME_COLUMNS })
    .from(caregivers)
    .leftJoin(resumes, eq(resumes.caregiverId, caregivers.userId))
    .where(eq(caregivers.userId, sql.placeholder('id')))
    .prepare('matching_caregiver_by_id'),
);

/** The caregiver a call names: the one it passed along (same id), else read. */
async function caregiverOf(
  db: Db,
  opts: { caregiverId: number; caregiver?: CaregiverForMatching },
): Promise<CaregiverForMatching | null> {
  return opts.caregiver?.id === opts.caregiverId
    ? opts.caregiver
    : loadCaregiverForMatching(db, opts.caregiverId);
}

export async function loadCaregiverForMatching(
  db: Db,
  caregiverId: number,
): Promise<CaregiverForMatching | null> {
  const [row] = await caregiverById(db).execute({ id: caregiverId });
  return row ? caregiverForMatching(row.caregiver, row.resume) : null;
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

// ---------- the window (issue 16) ----------
//
// A dense list at national scale holds tens of thousands of rows; decoding and scoring each in Node
// cost more than the database. So the database ranks (`ORDER BY` the score, share, wage or distance,
// then distance and id) and returns only a window around the page; the list's size comes from the short
// window itself or from a separate count (rankWindow). SQL's trigonometry may differ from V8's in the last bit, so the answer is still decided in
// TypeScript: the window reaches WINDOW_PAD rows either side of the page, those rows are scored and
// ordered again exactly (scoreFromLevels / haversineKm, the comparators of ranking.ts), and rows on the
// circle's edge (within RADIUS_SQL_SLACK_KM) are judged by `withinRadius` — the rare one outside is
// excluded and the window read again.

/** Rows read either side of the page so that near-ties ordered differently by SQL's last bit settle. */
const WINDOW_PAD = 16;

/** The window of a ranked list: its rows, how many of them precede the page, and the list's size. */
interface RankWindow<Row> {
  rows: Row[];
  skip: number;
  total: number;
}

/** Where a window row is, and its SQL distance (for the edge of the circle). */
type Placed = { id: number; lat: number; lng: number; dist: number };

/**
 * Reads the window of `page` from a ranked list (rank-sql.ts: one prepared statement per list and sort,
 * `read` with the page's card columns, pages.ts). `params` are the list's own parameters; rows judged
 * outside the circle go in `excluded`.
 *
 * A first page whose window comes back short holds the whole list: its size and its edge rows are then
 * known from the window itself, and the count is not run (ADR 0020). Otherwise the count (and the edge
 * rows) run as before, so the total is exact either way.
 */
/**
 * Where a first page was last found full, per list, area (0.05° cells, about 5 km) and radius. A short
 * list is answered by its window alone, so page 0 reads the window first and counts only when it is
 * full; but where lists are long (서울 at national scale) that puts the count after the window instead of
 * beside it. This hint lets page 0 of a list in such an area issue both at once, as later pages do. It is
 * a guess about speed only: the answer is the same either way, so each process may keep its own.
 */
const longAreas = new WeakMap<RankStatements, Map<string, boolean>>();
const LONG_AREAS_MAX = 20_000;

function longListArea(statements: RankStatements, params: Params, radiusKm: number) {
  let areas = longAreas.get(statements);
  if (!areas) longAreas.set(statements, (areas = new Map()));
  const known = areas;
  const key = `${Math.round(Number(params.plat) * 20)}:${Math.round(Number(params.plng) * 20)}:${radiusKm}`;
  return {
    wasLong: () => known.get(key) === true,
    remember(long: boolean) {
      if (known.size >= LONG_AREAS_MAX) known.clear();
      known.set(key, long);
    },
  };
}

/** A list's size and the rows on its circle's edge (rank-sql.ts `count`). */
interface Counted {
  total_rows: number;
  edge_rows: number;
  edge_ids: number[];
  edge_lats: number[];
  edge_lngs: number[];
}

/**
 * A count over this many latitude bands or more (a circle of 1.65 km or wider) runs as two statements at
 * once, each over half of the bands (ADR 0026): every row is in exactly one band, so the halves add up to
 * the whole. A dense 5 km count in 서울 at national scale scans ~100,000 entries, and on PostgreSQL the
 * two halves take two connections and both cores (on PGlite they simply run one after the other).
 */
const SPLIT_COUNT_BANDS = 4;

/** A count's ranges (geo/distance.ts countRanges) as rank-sql.ts countSql reads them. */
function rangeParams(ranges: { inner: BandRange[]; ring: BandRange[] }): Params {
  const params: Params = {};
  for (const kind of ['inner', 'ring'] as const) {
    const list = ranges[kind];
    params[`${kind}Cells`] = list.map((r) => r.cell);
    params[`${kind}Lo`] = list.map((r) => r.lo);
    params[`${kind}Hi`] = list.map((r) => r.hi);
  }
  return params;
}

/**
 * Runs the list's count over the circle of `radiusKm` around (`params.plat`, `params.plng`), in two halves
 * of its latitude bands when it spans SPLIT_COUNT_BANDS or more.
 */
async function countList(
  statements: RankStatements,
  params: Params,
  radiusKm: number,
): Promise<Counted | undefined> {
  const ranges = countRanges({ lat: Number(params.plat), lng: Number(params.plng) }, radiusKm);
  const bands = [...new Set(ranges.ring.map((r) => r.cell))];
  const run = async (part: (r: BandRange) => boolean) =>
    (
      await statements.run<Counted>('count', {
        ...params,
        ...rangeParams({ inner: ranges.inner.filter(part), ring: ranges.ring.filter(part) }),
      })
    )[0];
  if (bands.length < SPLIT_COUNT_BANDS) return run(() => true);
  const split = bands[Math.ceil(bands.length / 2)]!;
  const parts = await Promise.all([run((r) => r.cell < split), run((r) => r.cell >= split)]);
  return parts.reduce<Counted>(
    (sum, part) => ({
      total_rows: sum.total_rows + Number(part?.total_rows ?? 0),
      edge_rows: sum.edge_rows + Number(part?.edge_rows ?? 0),
      edge_ids: [...sum.edge_ids, ...(part?.edge_ids ?? [])],
      edge_lats: [...sum.edge_lats, ...(part?.edge_lats ?? [])],
      edge_lngs: [...sum.edge_lngs, ...(part?.edge_lngs ?? [])],
    }),
    { total_rows: 0, edge_rows: 0, edge_ids: [], edge_lats: [], edge_lngs: [] },
  );
}

async function rankWindow<Row>(
  statements: RankStatements,
  /** The window's rows; `dense`: the list's area was found long before. */
  read: (params: Params, dense: boolean) => Promise<Row[]>,
  place: (row: Row) => Placed,
  params: Params,
  q: {
    radiusKm: number;
    page: number;
    size: number;
    /** withinRadius with the list's argument order (the elder first). */
    inside: (row: LatLng) => boolean;
  },
): Promise<RankWindow<Row>> {
  const offset = q.page * q.size;
  const from = Math.max(0, offset - WINDOW_PAD);
  const limit = offset - from + q.size + WINDOW_PAD;
  const edge = q.radiusKm - RADIUS_SQL_SLACK_KM;
  const base = { ...params, edge, radiusSlack: q.radiusKm + RADIUS_SQL_SLACK_KM };
  const area = longListArea(statements, params, q.radiusKm);
  const readWindow = (excluded: number[]) => read({ ...base, excluded, limit, from }, area.wasLong());
  const count = () => countList(statements, base, q.radiusKm);
  let rows: Row[];
  let counted: Counted | undefined;
  if (from === 0 && !area.wasLong()) {
    rows = await readWindow([]);
    area.remember(rows.length >= limit);
    if (rows.length < limit) {
      // The whole list is here: rows on the circle's edge are judged here, those outside leave it.
      const outside = (row: Row) => {
        const at = place(row);
        return Number(at.dist) > edge && !q.inside(at);
      };
      rows = rows.filter((row) => !outside(row));
      return { rows, skip: offset - from, total: rows.length };
    }
    counted = await count();
  } else {
    // The window and the list's size at once (two connections on PostgreSQL).
    [rows, counted] = await Promise.all([readWindow([]), count()]);
    if (from === 0) area.remember(rows.length >= limit);
  }
  let total = Number(counted?.total_rows ?? 0);
  // Rows on the circle's edge are judged here; those outside leave the window and the count.
  if (counted && Number(counted.edge_rows) > 0) {
    const { edge_ids: ids, edge_lats: lats, edge_lngs: lngs } = counted;
    const edgeRows = ids.map((id, i) => ({ id: Number(id), lat: Number(lats[i]), lng: Number(lngs[i]) }));
    const excluded = edgeRows.filter((r) => !q.inside(r)).map((r) => r.id);
    if (excluded.length) {
      rows = await readWindow(excluded);
      total -= excluded.length;
    }
  }
  return { rows, skip: offset - from, total };
}

/** Seconds of the elder's day `weekday` covered by each caregiver slot mask 0–7, as scheduleOverlap adds them. */
function coveredSeconds(schedule: ElderForMatching['schedule']): {
  covWeek: number[];
  elderSeconds: number;
  elderFrom: string;
  elderTo: string;
} {
  let elderSeconds = 0;
  const cov: number[] = [];
  for (const weekday of WEEKDAYS) {
    const range = dayRange(schedule[weekday]);
    if (range) elderSeconds += range[1] - range[0];
    for (let mask = 0; mask < 8; mask++) {
      let covered = 0;
      if (range) {
        const [start, end] = range;
        TIME_SLOTS.forEach((slot, s) => {
          if (mask & (1 << s)) {
            covered += Math.max(
              0,
              Math.min(end, slot.endMinute * 60) - Math.max(start, slot.startMinute * 60),
            );
          }
        });
      }
      cov.push(covered);
    }
  }
  // Every (day mask, slot mask) pair's sum, indexed (day mask << 3 | slot mask): integers, so the sum is
  // exactly the one the seven days would give one by one.
  const covWeek: number[] = [];
  for (let week = 0; week < 1024; week++) {
    const slots = week & 7;
    let covered = 0;
    for (const weekday of WEEKDAYS) if ((week >> 3) & (1 << weekday)) covered += cov[weekday * 8 + slots]!;
    covWeek.push(covered);
  }
  // Each weekday's hours [from, to) for the booked part (rank-sql.ts takenSql); a day off is [0, 0).
  const ranges = WEEKDAYS.map((weekday) => dayRange(schedule[weekday]) ?? [0, 0]);
  return {
    covWeek,
    elderSeconds,
    elderFrom: `{${ranges.map((r) => r[0]).join(',')}}`,
    elderTo: `{${ranges.map((r) => r[1]).join(',')}}`,
  };
}

/** The planar bounds of the statements' `dist` (geo/distance.ts planarBands). */
function planarParams(center: LatLng, radiusKm: number): Params {
  const { lngScale, innerSq, outerSq } = planarBands(center, radiusKm);
  return { lngScale, outerSq, planarBounds: [innerSq, outerSq] };
}

/**
 * The near window's probe (rank-sql.ts `probed`): a circle this wide is read first, and the whole
 * circle only when the probe holds fewer rows than the window needs. 0.5 km holds the 26 rows of a first
 * page wherever postings are denser than ~35 per km²; where they are sparser the whole circle is small.
 */
const NEAR_PROBE_KM = 0.5;
/**
 * The candidate window's first probe (rank-sql.ts PROBE_HOLDS): in a dense city the 26 caregivers of a 3
 * or 5 km circle who cover all of the elder's hours, or want the band's highest wage, and are nearest are
 * within a few hundred metres (in 서울 at 1,000,000 resumes, within 0.5 km), and a probe whose last needed
 * row beats everyone farther out is the list's head.
 */
const CANDIDATE_PROBE_KM = 0.5;
/**
 * The candidate window's second probe, as a share of the circle's radius (rank-sql.ts CANDIDATE_PROBES).
 * accuracy's bound is then the same score for every radius: a best row at 0.35 r scores 93. In 서울 at
 * 1,000,000 resumes the 26th best of a 3 or 5 km circle scores 93–98, and 0.5 km held it only where the
 * best were densest; this probe reads an eighth of the circle.
 */
const SECOND_PROBE_SHARE = 0.35;
/**
 * The probes cost a small list about 0.2 ms of the database's time (a larger plan to start), so a list
 * reads them only where its area was found long before (rankWindow's hint), or when its circle is this wide
 * (3 and 5 km: 6 to 16 times the area of the default 1.25 km).
 */
const CANDIDATE_PROBE_WIDE_KM = 3;

/** The latitude bands of a box (rank-sql.ts box) as the array's text, as covWeek is sent. */
const cellsParam = (box: BoundingBox) => `{${latCells(box.minLat, box.maxLat).join(',')}}`;

/** The bounding box of a circle as rank-sql.ts `box` reads it. */
function boxParams(center: LatLng, radiusKm: number): Params {
  const box = boundingBox(center, radiusKm);
  return { ...box, latCells: cellsParam(box) };
}

/** A probe's parameters (`at` prefixes them: rank-sql.ts probed); none past half the circle's radius. */
function probeParams(center: LatLng, radiusKm: number, probeKm: number, at = 'probe'): Params {
  if (probeKm >= radiusKm / 2) {
    // No probe: an empty box, so the probe reads nothing and the window reads on.
    return {
      [`${at}latCells`]: '{}',
      [`${at}minLat`]: 1,
      [`${at}maxLat`]: 0,
      [`${at}minLng`]: 1,
      [`${at}maxLng`]: 0,
      [`${at}radiusSlack`]: -1,
    };
  }
  // The box is padded: every row whose SQL distance is within the probe's radius is in the probe, so a
  // row left out is farther than every row in it, in the SQL's own numbers.
  const box = boundingBox(center, probeKm + RADIUS_SQL_SLACK_KM);
  return {
    [`${at}latCells`]: cellsParam(box),
    [`${at}minLat`]: box.minLat,
    [`${at}maxLat`]: box.maxLat,
    [`${at}minLng`]: box.minLng,
    [`${at}maxLng`]: box.maxLng,
    [`${at}radiusSlack`]: probeKm,
  };
}

/** The parameters of the candidate statements (rank-sql.ts) for one elder and radius. */
export function candidateParams(elder: ElderForMatching, radiusKm: number): Params {
  const need = elderLevelColumns(elder);
  const levels = elderNeedLevels(elder);
  const { covWeek, elderSeconds, elderFrom, elderTo } = coveredSeconds(elder.schedule);
  const surplus = (key: string, level: number) => ({
    [`${key}Level`]: level,
    [`${key}Room`]: MAX_LEVEL - level,
  });
  return {
    plat: elder.lat,
    plng: elder.lng,
    ...boxParams(elder, radiusKm),
    ...planarParams(elder, radiusKm),
    needMeal: need.mealLevel,
    needToileting: need.toiletingLevel,
    needMobility: need.mobilityLevel,
    needDaily: need.dailyMask,
    rankBit: 1 << elder.rank,
    gender: elder.gender,
    // The same filters as bits, for the count (signature.ts): a resume whose match_sig holds them all.
    needSig: needSignature({ ...need, rank: elder.rank, gender: elder.gender }),
    // As the array's text: the driver would quote and escape each of its 1,024 numbers one by one (8 % of
    // the candidate route's CPU); joined here, PostgreSQL reads the same array from `::int[]`.
    covWeek: `{${covWeek.join(',')}}`,
    elderSeconds,
    elderFrom,
    elderTo,
    radius: radiusKm,
    offer: hourlyOffer(elder.wageType, elder.wage, scheduleOverlap(elder.schedule, [], [])),
    ...surplus('meal', levels.meal),
    ...surplus('toileting', levels.toileting),
    ...surplus('mobility', levels.mobility),
    familyMatters: elder.family === '집에 있어요',
    petMatters: elder.pet === '있어요',
    ...probeParams(elder, radiusKm, CANDIDATE_PROBE_KM),
    // The second probe; none where it would be no wider than the first.
    ...probeParams(
      elder,
      radiusKm,
      radiusKm * SECOND_PROBE_SHARE > CANDIDATE_PROBE_KM ? radiusKm * SECOND_PROBE_SHARE : radiusKm,
      'probe2',
    ),
    // The highest share a row can have (rank-sql.ts PROBE_HOLDS time_match).
    probeShareMax: elderSeconds === 0 ? 0 : 1,
  };
}

/**
 * Every candidate (SQL prefilter, edge rows included) in the database's own order with its SQL score
 * and share: for the test that the SQL ranking agrees with the reference, not only the settled page.
 */
export async function candidateOrderInSql(
  db: Db,
  opts: { elderId: number; radiusKm: number; sort: ManagerSort },
): Promise<Array<{ id: number; score: number; share: number; distanceKm: number }>> {
  const elder = await loadElderForMatching(db, opts.elderId);
  if (!elder) return [];
  const rows = await candidateLists[opts.sort].on(db).run<{
    id: number;
    score: number;
    share: number;
    dist: number;
  }>('all', {
    ...candidateParams(elder, opts.radiusKm),
    radiusSlack: opts.radiusKm + RADIUS_SQL_SLACK_KM,
    excluded: [],
  });
  return rows.map((r) => ({
    id: Number(r.id),
    score: Number(r.score),
    share: Number(r.share),
    distanceKm: Number(r.dist),
  }));
}

/** The window query of a candidate list as SQL text and values (for EXPLAIN in the benchmark). */
export function candidateWindowSql(elder: ElderForMatching, radiusKm: number, sort: ManagerSort) {
  return candidateLists[sort].toSql('probed', {
    ...candidateParams(elder, radiusKm),
    edge: radiusKm - RADIUS_SQL_SLACK_KM,
    radiusSlack: radiusKm + RADIUS_SQL_SLACK_KM,
    excluded: [],
    limit: 26,
    from: 0,
  });
}

/** The candidate pages with no card columns of their own (callers that need only the matching view). */
const plainCandidatePages = candidatePages('matching_cand_page', {});

/** A candidate of a page, with the window row's full columns (pages.ts) for its card. */
export type CandidateOnPage<F extends CardFields> = CandidateResult & { card: CandidatePageRow<F> };

/**
 * The manager's candidate list for one elder, paged (0-based). The database ranks every candidate
 * (rank-sql.ts candidateScore) and returns the page's window with each row's caregiver in full and the
 * caller's card columns (`cards`, pages.ts candidatePages) in the same statement; the page is given its
 * reasons here. Equal to paging `referenceCandidates` (the property test checks it).
 */
export async function findCandidates<F extends CardFields = Record<never, never>>(
  db: Db,
  opts: {
    elderId: number;
    radiusKm: number;
    sort: ManagerSort;
    page: number;
    size: number;
    /** The elder `elderId` names, when the caller has already read it (saves a query). */
    elder?: ElderForMatching;
    /** The page statements with the caller's card columns, and their parameters. */
    cards?: { pages: Record<ManagerSort, PageReader<CandidatePageRow<F>>>; params: Params };
    /**
     * `elder` was read before at this version (pages.ts elderVersion), as manager `managerId`'s open
     * elder: the page is empty unless it still is, and the caller then reads the elder again.
     */
    asOf?: { version: string; managerId: number };
  },
): Promise<Page<CandidateOnPage<F>>> {
  const elder = opts.elder?.id === opts.elderId ? opts.elder : await loadElderForMatching(db, opts.elderId);
  if (!elder) return toPage([], opts.page, opts.size);
  const { radiusKm } = opts;
  const pages =
    opts.cards?.pages ?? (plainCandidatePages as Record<ManagerSort, PageReader<CandidatePageRow<F>>>);
  const window = await rankWindow(
    candidateLists[opts.sort].on(db),
    (params, dense) =>
      pages[opts.sort](
        db,
        {
          ...params,
          ...opts.cards?.params,
          elderAsOf: opts.asOf?.version ?? null,
          asOfElderId: elder.id,
          asOfManagerId: opts.asOf?.managerId ?? 0,
        },
        dense || radiusKm >= CANDIDATE_PROBE_WIDE_KM,
      ),
    (row) => row.w,
    candidateParams(elder, radiusKm),
    {
      radiusKm,
      page: opts.page,
      size: opts.size,
      inside: (row) => withinRadius(elder, row, radiusKm),
    },
  );
  // The window scored and ordered again in TypeScript, exactly as the reference numbers go.
  const ranked: (CandidateRankKeys & { row: CandidatePageRow<F> })[] = [];
  const overlaps = new Map<number, ScheduleOverlap>();
  for (const full of window.rows) {
    const row = full.w;
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
    // Her hours taken by active jobs (most have none: their overlap is shared by days and slots).
    const booked = full.resume.booked.length ? bookedSpans(full.resume.booked) : undefined;
    const week = (row.work_day_mask << 3) | row.work_time_slot_mask;
    let overlap = booked ? undefined : overlaps.get(week);
    if (!overlap) {
      overlap = scheduleOverlap(elder.schedule, workDay, workTimeSlot, booked);
      if (!booked) overlaps.set(week, overlap);
    }
    const light = {
      workDay,
      workTimeSlot,
      wage: row.wage,
      elderRank: maskRanks(row.rank_mask),
      preferredGender: row.preferred_gender as PreferredGender,
      isFamilyPreferred: row.is_family_preferred,
      isPetPreferred: row.is_pet_preferred,
      booked,
    };
    const { score: exact } = scoreFromLevels(elder, capability, light, distanceKm, radiusKm, overlap);
    ranked.push({
      score: exact,
      share: overlap.share,
      wage: row.wage,
      distanceKm,
      id: Number(row.id),
      row: full,
    });
  }
  ranked.sort(compareRankKeys(opts.sort));
  const content = ranked.slice(window.skip, window.skip + opts.size).map((r): CandidateOnPage<F> => {
    const c = caregiverForMatching(r.row.caregiver, r.row.resume);
    return {
      caregiver: c,
      distanceKm: r.distanceKm,
      ...matchScore(elder, c, r.distanceKm, radiusKm),
      card: r.row,
    };
  });
  return pageOf(content, window.total, opts);
}

/** The parameters of the near statements (rank-sql.ts): the caregiver's place, box and (`filtered`) capabilities. */
function nearParams(caregiver: CaregiverForMatching, radiusKm: number, filtered: boolean): Params {
  const params: Params = {
    plat: caregiver.lat,
    plng: caregiver.lng,
    ...boxParams(caregiver, radiusKm),
    ...planarParams(caregiver, radiusKm),
    ...probeParams(caregiver, radiusKm, NEAR_PROBE_KM),
  };
  if (!filtered) return params;
  const cap = resumeLevelColumns(caregiver);
  return {
    ...params,
    capMeal: cap.mealLevel,
    capToileting: cap.toiletingLevel,
    capMobility: cap.mobilityLevel,
    capDaily: cap.dailyMask,
    capRank: cap.rankMask,
    genders: caregiver.preferredGender === 'EVERY' ? ['male', 'female'] : [caregiver.preferredGender],
    // The same filters as bits, for the count (signature.ts): elders whose match_sig is within them.
    capSig: capabilitySignature({ ...cap, preferredGender: caregiver.preferredGender }),
  };
}

/** The window query of a near list as SQL text and values (for EXPLAIN in the benchmark). */
export function nearWindowSql(caregiver: CaregiverForMatching, radiusKm: number) {
  return nearElderList.toSql('window', {
    ...nearParams(caregiver, radiusKm, true),
    edge: radiusKm - RADIUS_SQL_SLACK_KM,
    radiusSlack: radiusKm + RADIUS_SQL_SLACK_KM,
    excluded: [],
    limit: 26,
    from: 0,
  });
}

/** A near list's row of a page, with its elder card's columns (pages.ts) from the same statement. */
export type NearOnPage = NearElderResult & { card: ElderCardColumns };

/**
 * Elders ranked nearest first (then newest, then lower id) by the database, each window row with its
 * elder card's columns; the page's window settled here and scored.
 */
async function nearPage(
  db: Db,
  caregiver: CaregiverForMatching,
  filtered: boolean,
  q: { radiusKm: number; page: number; size: number },
): Promise<{ content: NearOnPage[]; total: number }> {
  const window = await rankWindow<NearPageRow>(
    (filtered ? nearElderList : everyNearList).on(db),
    (params) => (filtered ? nearPages.filtered : nearPages.every)(db, params),
    (row) => row.w,
    nearParams(caregiver, q.radiusKm, filtered),
    {
      radiusKm: q.radiusKm,
      page: q.page,
      size: q.size,
      inside: (row) => withinRadius(row, caregiver, q.radiusKm),
    },
  );
  const ranked = window.rows
    .filter((row) => withinRadius(row.w, caregiver, q.radiusKm))
    .map((row) => ({
      id: Number(row.w.id),
      createdAt: new Date(Number(row.w.created_ms)),
      distanceKm: haversineKm(row.w, caregiver),
      row,
    }))
    .sort(compareNearKeys);
  const content = ranked.slice(window.skip, window.skip + q.size).map((r): NearOnPage => {
    const elder = elderForMatching(r.row.elder);
    const { w: _w, ...card } = r.row;
    return {
      elder,
      distanceKm: r.distanceKm,
      ...matchScore(elder, caregiver, r.distanceKm, q.radiusKm),
      card,
    };
  });
  return { content, total: window.total };
}

/**
 * The caregiver's near list, paged (0-based): ordered by the database, the page's rows scored with
 * their elder card's columns from the same statement. Equal to paging `referenceNearElders`.
 */
export async function findNearElders(
  db: Db,
  opts: { caregiverId: number; radiusKm: number; page: number; size: number },
): Promise<Page<NearOnPage>> {
  const caregiver = await loadCaregiverForMatching(db, opts.caregiverId);
  if (!caregiver || !caregiver.resumeRegistered) return toPage([], opts.page, opts.size);
  const { content, total } = await nearPage(db, caregiver, true, opts);
  return pageOf(content, total, opts);
}

/**
 * Every open posting within the radius, for any caregiver (with or without a resume), nearest first
 * (then newest, then lower id), paged; each with `fit` (fit.ts: `내 조건에 맞아요` or the main reason
 * against, null without a resume), `fits`, every reason against (`mismatches`) and its elder card's columns. PRODUCT.md "Near picks": the 근처 어르신
 * tab lists every elder in range.
 */
export async function findEveryNearElder(
  db: Db,
  opts: {
    caregiverId: number;
    radiusKm: number;
    page: number;
    size: number;
    /** The caregiver `caregiverId` names, when the caller has already read her (saves a query). */
    caregiver?: CaregiverForMatching;
  },
): Promise<Page<NearOnPage & Fit>> {
  const caregiver = await caregiverOf(db, opts);
  if (!caregiver) return toPage([], opts.page, opts.size);
  const { content, total } = await nearPage(db, caregiver, false, opts);
  return pageOf(
    content.map((r) => ({ ...r, ...fitOf(r.elder, caregiver) })),
    total,
    opts,
  );
}

export type NearPickKind = 'meal' | 'toileting' | 'mobility' | 'daily' | 'wage';
export const NEAR_PICK_KINDS: readonly NearPickKind[] = ['meal', 'toileting', 'mobility', 'daily', 'wage'];
/** The order the slots are filled in: the wage first (its pick is the best offer, whatever else is picked). */
const PICK_CHOICE_ORDER: readonly NearPickKind[] = ['wage', 'meal', 'toileting', 'mobility', 'daily'];

/** The parameters of the near picks statement (rank-sql.ts nearPicksSql). */
const pickParams = (caregiver: CaregiverForMatching, radiusKm: number): Params => {
  const edge = radiusKm - RADIUS_SQL_SLACK_KM;
  return {
    ...nearParams(caregiver, radiusKm, true),
    edge,
    radiusSlack: radiusKm + RADIUS_SQL_SLACK_KM,
    // Surely within the edge below the first bound; surely outside the radius (with slack) above the second.
    pickBounds: [planarBands(caregiver, edge).innerSq, planarBands(caregiver, radiusKm).outerSq],
  };
};

/** The near picks statement's rows as SQL text and values (for EXPLAIN in the benchmark). */
export function nearPicksRowsSql(caregiver: CaregiverForMatching, radiusKm: number) {
  return preparedStatement('matching_near_picks_rows', nearPicksSql).toSql({
    ...pickParams(caregiver, radiusKm),
    everyRow: false,
  });
}

/** A near pick with its elder card's columns. */
export type NearPick = NearElderResult & { card: ElderCardColumns };

/**
 * PRODUCT.md near picks: under meal, toileting, mobility and daily the newest elder in range whose need
 * there (above level 1 / any 일상 item) the caregiver can meet; under wage the best-paid (hourly offer;
 * ties → nearer, then newest, then lower id). The wage slot is filled first and always holds the best
 * offer; then meal, toileting, mobility and daily, with distinct elders where possible: an elder already
 * picked is passed over when another qualifies. Chosen from the light rows
 * (stored levels, wage, schedule) of the elders in range that could be picked — the first few of each
 * slot's order, rank-sql.ts nearPicksSql — which carry their card's columns in the same statement.
 */
export async function nearPicks(
  db: Db,
  opts: { caregiverId: number; radiusKm: number; caregiver?: CaregiverForMatching },
): Promise<NearPicks> {
  const caregiver = await caregiverOf(db, opts);
  if (!caregiver || !caregiver.resumeRegistered) return noPicks();
  const rows = await readNearPicks(db, pickParams(caregiver, opts.radiusKm), { caregiverId: caregiver.id });
  return choosePicks(rows, caregiver, opts.radiusKm);
}

/**
 * nearPicks for a caregiver read earlier, whose rows had version `asOf` (caregiver/elders-repository.ts
 * remembers both): one statement, which also reads her saved elders. Null when her rows have changed
 * since, and also when no elder in range may be picked (the statement answers no rows either way); the
 * caller then reads her again.
 */
export async function nearPicksAsOf(
  db: Db,
  opts: { caregiver: CaregiverForMatching; asOf: string; radiusKm: number },
): Promise<{ picks: NearPicks; saved: Set<number> } | null> {
  const { caregiver, radiusKm } = opts;
  if (!caregiver.resumeRegistered) return null;
  const rows = await readNearPicks(db, pickParams(caregiver, radiusKm), {
    caregiverId: caregiver.id,
    asOf: opts.asOf,
  });
  const [first] = rows;
  if (!first) return null;
  return {
    picks: choosePicks(rows, caregiver, radiusKm),
    saved: new Set((first.saved ?? []).map(Number)),
  };
}

export type NearPicks = Record<NearPickKind, NearPick | null>;
export const noPicks = (): NearPicks => ({
  meal: null,
  toileting: null,
  mobility: null,
  daily: null,
  wage: null,
});

/** The picks among the statement's rows (see nearPicks). */
function choosePicks(rows: PickRow[], caregiver: CaregiverForMatching, radiusKm: number): NearPicks {
  const none = noPicks();
  type Light = (typeof rows)[number]['p'] & {
    createdAt: Date;
    distanceKm: number;
    perHour: number;
    card: ElderCardColumns | null;
  };
  const inRange: Light[] = rows
    .filter((row) => withinRadius(row.p, caregiver, radiusKm)) // SQL prefiltered with slack
    .map(({ p: row, ...card }) => ({
      ...row,
      id: Number(row.id),
      createdAt: new Date(Number(row.createdMs)),
      distanceKm: haversineKm(row, caregiver),
      // The elder's own weekly hours turn a non-hourly offer into an hourly one (no caregiver needed).
      perHour: hourlyOffer(row.wageType as WageType, row.wage, scheduleOverlap(row.schedule, [], [])) ?? 0,
      card: card.elder ? card : null,
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
  // The wage slot first, and never passed over (issue 30): `가장 높은 급여` must be the highest hourly
  // offer in range, even when that elder is also the newest in a category.
  for (const kind of PICK_CHOICE_ORDER) {
    const eligible = inRange.filter(qualifies[kind]);
    const pick =
      (kind === 'wage'
        ? null
        : best(
            eligible.filter((r) => !taken.has(r.id)),
            order[kind],
          )) ?? best(eligible, order[kind]);
    chosen[kind] = pick;
    if (pick) taken.add(pick.id);
  }
  const result = { ...none };
  // An elder in several slots (few elders in range) is scored once: the slots share one pick.
  const scored = new Map<number, NearPick>();
  for (const kind of NEAR_PICK_KINDS) {
    const r = chosen[kind];
    const card = r?.card;
    if (r && card) {
      let pick = scored.get(r.id);
      if (!pick) {
        const elder = elderForMatching(card.elder);
        pick = {
          elder,
          distanceKm: r.distanceKm,
          ...matchScore(elder, caregiver, r.distanceKm, radiusKm),
          card,
        };
        scored.set(r.id, pick);
      }
      result[kind] = pick;
    }
  }
  return result;
}

/**
 * The near picks statement's rows as the database gives them (SQL prefilter, edge rows included), with
 * SQL's hourly offer and whether each row was joined to its card: for the test that its filters, its
 * hourly offer and its choice of rows agree with the near list and the reference.
 */
export async function nearPickRowsInSql(
  db: Db,
  caregiver: CaregiverForMatching,
  radiusKm: number,
): Promise<
  Array<{ id: number; lat: number; lng: number; perHour: number; wanted: boolean; joined: boolean }>
> {
  if (!caregiver.resumeRegistered) return []; // as nearPicks: no resume, no picks
  const rows = await readNearPicks(db, pickParams(caregiver, radiusKm), {
    everyRow: true,
    caregiverId: caregiver.id,
  });
  return rows.map((r) => ({
    id: Number(r.p.id),
    lat: r.p.lat,
    lng: r.p.lng,
    perHour: Number(r.p.perHour),
    wanted: Boolean(r.p.wanted),
    joined: r.elder !== null,
  }));
}

/**
 * Score and reasons for any pair (a received contact, a detail screen), candidate or not, and what does
 * not fit (fit.ts). The radius only scales the distance part; the default is the widest (5 km).
 */
export async function scorePair(
  db: Db,
  elderId: number,
  caregiverId: number,
  radiusKm = 5,
): Promise<(MatchScore & { distanceKm: number; mismatches: Mismatch[] }) | null> {
  const [elder, caregiver] = await Promise.all([
    loadElderForMatching(db, elderId),
    loadCaregiverForMatching(db, caregiverId),
  ]);
  if (!elder || !caregiver) return null;
  const distanceKm = haversineKm(elder, caregiver);
  return {
    distanceKm,
    ...matchScore(elder, caregiver, distanceKm, radiusKm),
    mismatches: mismatches(elder, caregiver),
  };
}
