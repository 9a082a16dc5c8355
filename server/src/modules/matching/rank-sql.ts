// The ranking queries of the candidate and near lists as fixed-shape prepared statements (issue 16).
//
// Before, every request built its ranking SQL anew (drizzle's builder, the elder's schedule and wage
// inlined as SQL text): the server spent a fifth of a request building it and the database parsed and
// planned a new statement each time. Here each list has one SQL text whose per-request values are
// placeholders — the elder's covered seconds per weekday and slot mask as one integer array, the wage
// offer, the need levels, the box, the radius — built once per database handle and prepared by name
// (on PostgreSQL once per connection).
//
// The SQL computes the great-circle distance and the schedule share once per row: the innermost select
// is fenced with `offset 0`, so the score, the circle test and the order read its `dist` and `share`
// instead of repeating the trigonometry (PostgreSQL would otherwise inline the expression at each use).
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { HIDDEN_MANAGERS_SQL } from '../admin/visibility';
import { EARTH_RADIUS_KM } from '../geo/distance';
import { MAX_LEVEL, type ManagerSort } from './options';
import { WEIGHTS } from './score';
import { WAGE_FLOOR_RATIO } from './wage';

const dialect = new PgDialect();
const p = (name: string) => sql.placeholder(name);
/** A constant as a float8 literal (String(n) is the shortest text that reads back as the same double). */
const lit = (n: number) => sql.raw(`${String(n)}::float8`);

/**
 * Great-circle distance from the point ($plat, $plng) — or from `from`, for the property test that looks
 * for points where the database's arithmetic and V8's disagree — with the formula of geo/distance.ts.
 * Only a prefilter: every list re-checks its rows with `withinRadius`.
 */
export function haversineAt(
  lat: SQL,
  lng: SQL,
  from: { lat: SQL; lng: SQL } = { lat: sql`${p('plat')}::float8`, lng: sql`${p('plng')}::float8` },
): SQL {
  return sql`(2 * ${lit(EARTH_RADIUS_KM)} * asin(least(1, sqrt(
    power(sin(radians(${lat} - ${from.lat}) / 2), 2) +
    cos(radians(${from.lat})) * cos(radians(${lat})) * power(sin(radians(${lng} - ${from.lng}) / 2), 2)))))`;
}

/**
 * The bounding box of the circle, first as the latitude bands it spans (geo/distance.ts latCells: the
 * index reads each band's lng range only); `at` prefixes the parameters' names (the near probe has its
 * own box).
 */
const box = (lat: SQL, lng: SQL, at = '') =>
  sql`lat_cell = any(${p(`${at}latCells`)}::int[]) and ${lat} >= ${p(`${at}minLat`)}::float8 and ${lat} <= ${p(`${at}maxLat`)}::float8
    and ${lng} >= ${p(`${at}minLng`)}::float8 and ${lng} <= ${p(`${at}maxLng`)}::float8`;

/** The planar distance of geo/distance.ts `planarBands`, in squared degrees: no trigonometry. */
const planarAt = (lat: SQL, lng: SQL) =>
  sql`(power(${lat} - ${p('plat')}::float8, 2) + power((${lng} - ${p('plng')}::float8) * ${p('lngScale')}::float8, 2))`;

/**
 * A row's `dist`. `exact`: the great-circle distance, or +Infinity where the planar bound puts the row
 * outside the circle (a box's corners). `count`: also −1 where the planar bound puts it inside, so a
 * count pays the haversine only for the thin band around the circle (half of a dense count's time at
 * 1,000,000 postings went to the trigonometry). −1 is never "on the edge", so the edge rows are still
 * every row whose true distance is near the radius.
 */
type DistMode = 'exact' | 'count';
function distanceAt(lat: SQL, lng: SQL, mode: DistMode): SQL {
  if (mode === 'exact') {
    return sql`(case when ${planarAt(lat, lng)} > ${p('outerSq')}::float8 then 'Infinity'::float8
      else ${haversineAt(lat, lng)} end)`;
  }
  // width_bucket: 0 below innerSq, 1 up to outerSq, 2 from outerSq on — one evaluation of the bound.
  return sql`(case width_bucket(${planarAt(lat, lng)}, ${p('planarBounds')}::float8[])
      when 0 then -1::float8 when 1 then ${haversineAt(lat, lng)} else 'Infinity'::float8 end)`;
}

/** The taken seconds of the triple starting at booked[i] (`i` a 1-based index): 0 off her days and slots. */
const tripleTaken = (i: SQL) => sql`(case when (work_day_mask::int & (1 << booked[${i}])) <> 0
      and (work_time_slot_mask::int & (case when booked[${i} + 1] < 43200 then 1 when booked[${i} + 1] < 64800 then 2 else 4 end)) <> 0
    then greatest(0, least(booked[${i} + 2], (${p('elderTo')}::int[])[booked[${i}] + 1])
      - greatest(booked[${i} + 1], (${p('elderFrom')}::int[])[booked[${i}] + 1]))
    else 0 end)`;
/**
 * The first UNROLLED triples are added without a subquery (a subquery per row cost a dense list's whole
 * circle ~50 µs a booked row): a subscript past the array's end is null, and a null test counts 0. A
 * caregiver with more triples (more than a dozen day-and-slot parts) adds the rest in a subquery.
 */
const UNROLLED = 12;
const takenSql = sql`(${sql.join(
  Array.from({ length: UNROLLED }, (_, k) => tripleTaken(sql.raw(String(3 * k + 1)))),
  sql` + `,
)}
    + (case when cardinality(booked) <= ${sql.raw(String(3 * UNROLLED))} then 0
      else (select coalesce(sum(${tripleTaken(sql`g.i`)}), 0)::int
        from generate_series(${sql.raw(String(3 * UNROLLED + 1))}, cardinality(booked), 3) g(i)) end))`;
/**
 * Covered seconds of the elder's week for the caregiver's days and slots: `$covWeek` holds them for all
 * 1,024 (day mask, slot mask) pairs, so a row costs one array lookup (seven cases with a lookup each
 * were a third of a dense candidate list's time at 1,000,000 resumes).
 *
 * Less the hours her active jobs have taken (issue 31, ADR 0036): `booked` (migration 0046) holds them as
 * (weekday, start, end) triples in seconds, each inside one slot and none overlapping another, so the
 * taken part of the covered seconds is the sum, over the triples on her days and in her slots, of each
 * triple's overlap with the elder's hours of that weekday (`$elderFrom` / `$elderTo`, 0 and 0 on a day
 * off). Rows with nothing booked (most) skip it.
 */
const coveredSql = sql`((${p('covWeek')}::int[])[((work_day_mask::int << 3) | work_time_slot_mask::int) + 1]
    - (case when cardinality(booked) = 0 then 0 else ${takenSql} end))`;

/** The columns of a candidate row that a window returns (a count returns none of them). */
const candidateColumns = sql`meal_level, toileting_level, mobility_level,
    daily_mask, rank_mask, preferred_gender, wage, is_family_preferred, is_pet_preferred,
    work_day_mask, work_time_slot_mask,
    (case when ${p('elderSeconds')}::float8 = 0 then 0::float8
      else (${coveredSql})::float8 / ${p('elderSeconds')}::float8 end) as share,`;

/**
 * The candidate rows with `dist` and `share` computed once each (the fence is `offset 0`); `at` prefixes
 * the box's parameters (the probe has its own box). The stored columns are tested one by one, from
 * resumes_match_idx.
 */
const candidateRows = (at = '') => sql`select caregiver_id as id, lat, lng,
    ${candidateColumns}
    ${distanceAt(sql`lat`, sql`lng`, 'exact')} as dist
  from resumes
  where ${box(sql`lat`, sql`lng`, at)} and job_open
    and caregiver_id not in (select su.id from users su where su.suspended_at is not null)
    and meal_level >= ${p('needMeal')}::int and toileting_level >= ${p('needToileting')}::int
    and mobility_level >= ${p('needMobility')}::int
    and (daily_mask & ${p('needDaily')}::int) = ${p('needDaily')}::int
    and (rank_mask & ${p('rankBit')}::int) <> 0
    and preferred_gender in ('EVERY', ${p('gender')}::text)
  offset 0`;

/**
 * The candidates as the count reads them: resume_spots, the open resumes' narrow copy (schema.ts, ADR
 * 0026), with the hard filters as one set of bits, the resume's `match_sig` against the elder's needs
 * (signature.ts).
 */
const candidateSpots: Spots = {
  table: sql`resume_spots`,
  id: sql`caregiver_id`,
  filter: sql`caregiver_id not in (select su.id from users su where su.suspended_at is not null)
    and (match_sig & ${p('needSig')}::int) = ${p('needSig')}::int`,
};

const surplusTerm = (r: SQL, column: string, key: string) =>
  sql`(case when ${p(`${key}Room`)}::int = 0 then 1::float8
    else greatest(0, ${r}.${sql.raw(column)} - ${p(`${key}Level`)}::int)::float8 / ${p(`${key}Room`)}::float8 end)`;

/**
 * scoreFromLevels over a row of `candidateRows` (whose filters already guarantee the full tasks, grade
 * and gender parts), the same operations in the same order as score.ts.
 */
const candidateScore = (alias: string) => {
  const r = sql.raw(alias);
  const w = lit;
  const radius = sql`${p('radius')}::float8`;
  const distance = sql`(case when ${r}.dist <= ${radius} then (case when ${radius} > 0 then 1::float8 - ${r}.dist / ${radius} else 1::float8 end) else 0::float8 end)`;
  const offer = sql`${p('offer')}::float8`;
  const wage = sql`(case when ${r}.wage > 0 then (case when ${offer} is null then 0.5::float8
      else least(1::float8, greatest(0::float8, ((${offer} / ${r}.wage::float8) - ${lit(WAGE_FLOOR_RATIO)}) / ${lit(1 - WAGE_FLOOR_RATIO)})) end)
    else 1::float8 end)`;
  const surplus = sql`(((${surplusTerm(r, 'meal_level', 'meal')} + ${surplusTerm(r, 'toileting_level', 'toileting')}) + ${surplusTerm(r, 'mobility_level', 'mobility')}) / 3::float8)`;
  const family = sql`(case when ${p('familyMatters')}::boolean then (case when ${r}.is_family_preferred then 1 else 0 end) else 1 end)`;
  const pet = sql`(case when ${p('petMatters')}::boolean then (case when ${r}.is_pet_preferred then 1 else 0 end) else 1 end)`;
  const total = sql`((((((((${w(WEIGHTS.schedule)} * ${r}.share + ${w(WEIGHTS.tasks)}) + ${w(WEIGHTS.distance)} * ${distance}) + ${w(WEIGHTS.wage)} * ${wage}) + ${w(WEIGHTS.surplus)} * ${surplus}) + ${w(WEIGHTS.grade)}) + ${w(WEIGHTS.gender)}) + ${w(WEIGHTS.family)} * ${family}) + ${w(WEIGHTS.pet)} * ${pet})`;
  return sql`least(100, greatest(0, floor(${total} + 0.5::float8)))`;
};

/** Candidates inside the circle (with slack), less the rows judged outside. */
export const candidateList = (at = '') => sql`select x.* from (${candidateRows(at)}) x
  where x.dist <= ${p(`${at}radiusSlack`)}::float8 and x.id <> all(${p('excluded')}::int[])`;

/** The order of each sort over a list row `r`; the score only where it orders. */
const CANDIDATE_ORDER: Record<ManagerSort, (r: string) => SQL> = {
  accuracy: (r) => sql`${candidateScore(r)} desc, ${sql.raw(r)}.dist, ${sql.raw(r)}.id`,
  time_match: (r) => sql`${sql.raw(r)}.share desc, ${sql.raw(r)}.dist, ${sql.raw(r)}.id`,
  high_salary: (r) => sql`${sql.raw(r)}.wage desc, ${sql.raw(r)}.dist, ${sql.raw(r)}.id`,
};
const candidateScoreColumn = (r: string) => sql`, ${candidateScore(r)} as score`;

/**
 * When a candidate probe (`probed`) holds the list's first rows, by the sort's first key: `last` names the
 * probe's last needed row `k`, and `at` prefixes the probe's parameters. Every row of the list outside the
 * probe has a SQL distance above the probe's radius (`$<at>radiusSlack`; the probe's box is padded so
 * that it holds every row within it), so a row outside that only equals `k` by the first key is farther,
 * and comes after `k` all the same.
 * - accuracy: no row outside scores above a row that has every part at its best but the distance, at the
 *   probe's radius; each part, the weighted sum, the rounding and the clamp only grow with their inputs,
 *   so that score, computed by the same expression, bounds theirs.
 * - time_match: no share is above 1 (all of the elder's hours; 0 when the elder has none, `$probeShareMax`).
 * - high_salary: no row outside wants more than the highest wage of the circle's latitude bands (each
 *   band's highest is one step of resumes_band_wage_idx).
 */
const PROBE_HOLDS: Record<ManagerSort, (last: string, at: string) => SQL> = {
  accuracy: (
    last,
    at,
  ) => sql`(select ${candidateScore('k')} from ${sql.raw(last)} k) >= (select ${candidateScore('m')} from
    (select 1::float8 as share, ${p(`${at}radiusSlack`)}::float8 as dist, 0 as wage,
      ${sql.raw(String(MAX_LEVEL))} as meal_level, ${sql.raw(String(MAX_LEVEL))} as toileting_level,
      ${sql.raw(String(MAX_LEVEL))} as mobility_level, true as is_family_preferred, true as is_pet_preferred) m)`,
  time_match: (last) => sql`(select k.share from ${sql.raw(last)} k) >= ${p('probeShareMax')}::float8`,
  high_salary: (last) => sql`(select k.wage from ${sql.raw(last)} k) >= (select max(b.top)
    from unnest(${p('latCells')}::int[]) c(cell)
    cross join lateral (select max(band.wage) as top from resumes band where band.lat_cell = c.cell and band.job_open) b)`,
};

/**
 * The probes of the candidate lists, smallest first (queries.ts sets their radii). Where the first cannot
 * hold the head — too few rows, or too few that beat its bound — the second, a third of the circle's
 * radius, often still can: accuracy's bound falls as the probe widens, and a wider probe holds more rows
 * of full share or of the band's highest wage.
 */
const CANDIDATE_PROBES = ['probe', 'probe2'] as const;
/**
 * Postings reach caregivers only from a manager who is a verified member and not suspended (ADR 0031:
 * admin/visibility.ts, the same hashed subquery over two partial indexes of a few rows each).
 */
const hiddenManagers = sql`manager_id not in (${sql.raw(HIDDEN_MANAGERS_SQL)})`;

/**
 * The near lists' filters over the open postings (`filtered`: only elders the caregiver can take), as the
 * window and the picks read them: `elders`, with the stored columns.
 */
const nearFilter = (filtered: boolean, at = '') => sql`${box(sql`lat`, sql`lng`, at)} and closed_at is null
    and ${hiddenManagers}
    ${
      !filtered
        ? sql``
        : sql`and meal_level <= ${p('capMeal')}::int and toileting_level <= ${p('capToileting')}::int
    and mobility_level <= ${p('capMobility')}::int
    and (daily_mask & ${p('capDaily')}::int) = daily_mask
    and (${p('capRank')}::int & (1 << rank)) <> 0
    and gender = any(${p('genders')}::text[])`
    }`;

/**
 * The near lists' postings as the count reads them: elder_spots, their narrow copy (schema.ts, ADR 0026),
 * with the elder's `match_sig` against the caregiver's capabilities (signature.ts).
 */
const nearSpots = (filtered: boolean): Spots => ({
  table: sql`elder_spots`,
  id: sql`id`,
  filter: sql`${hiddenManagers}
    ${filtered ? sql`and (match_sig & ${p('capSig')}::int) = match_sig` : sql``}`,
});

// created_ms: the float date_part, not extract(), which returns numeric since PostgreSQL 14 and cost a
// dense near window a third of its time. date_part's epoch is the exact microseconds ÷ 10⁶ rounded once
// (≤ 0.12 µs off), ×1000 adds ≤ 0.12 µs more; the half-microsecond before floor() keeps every whole
// microsecond on its own millisecond, so this equals floor(microseconds / 1000) exactly.
const createdMs = sql`floor(date_part('epoch', created_at) * 1000 + 0.0005::float8)`;
/** The near rows. */
const nearRows = (filtered: boolean, at = '') => sql`select id, lat, lng, ${createdMs} as created_ms,
    ${distanceAt(sql`lat`, sql`lng`, 'exact')} as dist
  from elders
  where ${nearFilter(filtered, at)}
  offset 0`;

const nearListSql = (filtered: boolean, at = '') => sql`select x.* from (${nearRows(filtered, at)}) x
  where x.dist <= ${p(`${at}radiusSlack`)}::float8 and x.id <> all(${p('excluded')}::int[])`;

const NEAR_ORDER = (r: string) => sql`${sql.raw(r)}.dist, ${sql.raw(r)}.created_ms desc, ${sql.raw(r)}.id`;

/** A probe of a window (`probed`): its list (its own box and radius, parameters prefixed `at`). */
interface Probe {
  at: string;
  list: SQL;
  /** A further condition on the probe's last needed row (PROBE_HOLDS); none for nearest-first orders. */
  holds?: (last: string, at: string) => SQL;
}

/**
 * A list's rows as its count reads them: a narrow copy of the open rows (`table`, ADR 0026), its id
 * column, and the list's filters on that copy's columns.
 */
interface Spots {
  table: SQL;
  id: SQL;
  filter: SQL;
}

/**
 * The latitude bands' longitude ranges of a count (geo/distance.ts countRanges), as three arrays
 * `$<kind>Cells`, `$<kind>Lo`, `$<kind>Hi`, one row `b` per range; each range is one index range scan.
 *
 * The `limit` to the arrays' own length changes no answer; it is for PostgreSQL's plan cache. A generic
 * plan takes an unnest of parameters for 100 rows, so the count's generic plan looked dearer than every
 * custom one and each count was planned again (0.17 ms, three times what a small count then took to
 * run). A limit it cannot read counts as a tenth of that, and the cache then keeps the one plan, the
 * same nested loop of index-only range scans.
 */
const bandRanges = (kind: 'inner' | 'ring') => {
  const cells = sql`${p(`${kind}Cells`)}::int[]`;
  return sql`(select * from unnest(${cells}, ${p(`${kind}Lo`)}::float8[], ${p(`${kind}Hi`)}::float8[])
    limit cardinality(${cells})) b(cell, lo, hi)`;
};
/** Rows of range `b` within the box's latitudes: the inner chords' ends are left out (the ring holds them). */
const inRange = (kind: 'inner' | 'ring') =>
  sql`lat_cell = b.cell and lat >= ${p('minLat')}::float8 and lat <= ${p('maxLat')}::float8
    and ${kind === 'inner' ? sql`lng > b.lo and lng < b.hi` : sql`lng >= b.lo and lng <= b.hi`}`;

/**
 * A list's size and its rows on the circle's edge, in the copy's ranges of geo/distance.ts countRanges
 * (ADR 0027): the inner chords' rows are certainly inside, so they are only counted, each range an
 * index-only count; the ring's rows take their `dist` ('count' mode: the haversine only near the circle)
 * and are counted, and those whose SQL distance is past `$edge` come back for withinRadius to judge. A
 * dense count spent half of its time on the distance and the aggregates of rows that were far inside.
 * The count never excludes rows (rankWindow subtracts those judged outside).
 */
function countSql(spots: Spots) {
  const inner = sql`(select coalesce(sum(c.n), 0) from ${bandRanges('inner')}
    cross join lateral (select count(*) as n from ${spots.table} where ${inRange('inner')} and ${spots.filter}) c)`;
  const ring = sql`select s.* from ${bandRanges('ring')}
    cross join lateral (select ${spots.id} as id, lat, lng, ${distanceAt(sql`lat`, sql`lng`, 'count')} as dist
      from ${spots.table} where ${inRange('ring')} and ${spots.filter} offset 0) s
    where s.dist <= ${p('radiusSlack')}::float8`;
  return sql`select (${inner} + count(*))::int as total_rows,
      (count(*) filter (where r.dist > ${p('edge')}::float8))::int as edge_rows,
      coalesce(array_agg(r.id) filter (where r.dist > ${p('edge')}::float8), '{}') as edge_ids,
      coalesce(array_agg(r.lat) filter (where r.dist > ${p('edge')}::float8), '{}') as edge_lats,
      coalesce(array_agg(r.lng) filter (where r.dist > ${p('edge')}::float8), '{}') as edge_lngs
    from (${ring}) r`;
}

/**
 * The statements of a ranked list: the page's window (ordered by the database, top-N, with `extra`
 * columns computed for the window's rows only) with and without its probes, its size with the rows on
 * the circle's edge (a separate aggregate over the list's narrow copy, `spots`: a window
 * `count(*) over ()` buffered every row of a dense list), and the whole list in order (for the property
 * test).
 */
function statements(
  list: SQL,
  spots: Spots,
  orderBy: (r: string) => SQL,
  extra: (r: string) => SQL = () => sql``,
  probes: readonly Probe[] = [],
) {
  const page = (from: SQL) =>
    sql`select r.* from (${from}) r order by ${orderBy('r')} limit ${p('limit')}::int offset ${p('from')}::int`;
  const window = sql`select w.*${extra('w')} from (${page(list)}) w`;
  const probedWindow = probes.length
    ? sql`select w.*${extra('w')} from (${probed(list, probes, orderBy)}) w`
    : window;
  return {
    // The nearest-first lists always read their probe (ADR 0021); the candidate lists' probes pay off only
    // in dense areas (queries.ts rankWindow chooses).
    window: probes.some((pr) => pr.holds) ? window : probedWindow,
    probed: probedWindow,
    // The rows on the circle's edge come with the count (they were a second scan of the circle).
    count: countSql(spots),
    all: sql`select r.*${extra('r')} from (${list}) r order by ${orderBy('r')}`,
  };
}

/**
 * A window that first looks in smaller circles of the same centre (the probes, smallest first: each its
 * own box and radius, `<at>*` parameters). Every row outside a probe's circle is farther than every row
 * in it, so when a nearest-first probe holds `from + limit` rows its first ones are the list's first ones,
 * and the whole circle is never read: the window of a dense 5 km list in 서울 ranked ~100,000 rows for
 * 26. Other orders also need their PROBE_HOLDS condition. The first probe that holds answers; when none
 * does, the window reads the whole circle as before. Each `(select count(*) from <probe>)` is an init
 * plan, evaluated only when a branch's condition reaches it, so a probe after one that held is never
 * read, and neither is the whole circle. One statement either way.
 */
function probed(list: SQL, probes: readonly Probe[], orderBy: (r: string) => SQL) {
  const needed = sql`${p('limit')}::int + ${p('from')}::int`;
  const ctes = probes.map(
    (pr) => sql`${sql.raw(pr.at)} as materialized (
      select r.* from (${pr.list}) r order by ${orderBy('r')} limit ${needed}),
    ${sql.raw(`${pr.at}_last`)} as (select r.* from ${sql.raw(pr.at)} r order by ${orderBy('r')} offset ${needed} - 1 limit 1)`,
  );
  const enough = probes.map((pr) => {
    const full = sql`(select count(*) from ${sql.raw(pr.at)}) = ${needed}`;
    return pr.holds
      ? sql`(${full} and coalesce(${pr.holds(`${pr.at}_last`, pr.at)}, false))`
      : sql`(${full})`;
  });
  const branch = (from: SQL, i: number) => {
    const before = enough.slice(0, i).map((e) => sql`not ${e}`);
    const condition = sql.join(i < probes.length ? [...before, enough[i]!] : before, sql` and `);
    return sql`(select r.* from ${from} r where ${condition}
      order by ${orderBy('r')} limit ${p('limit')}::int offset ${p('from')}::int)`;
  };
  return sql`with ${sql.join(ctes, sql`, `)}
    ${sql.join(
      [...probes.map((pr, i) => branch(sql.raw(pr.at), i)), branch(sql`(${list})`, probes.length)],
      sql` union all `,
    )}`;
}

export type RankStatementKind = 'window' | 'probed' | 'count' | 'all';
export type Params = Record<string, unknown>;
/** A ranked list's statements on one database handle. */
export interface RankStatements {
  run<Row>(kind: RankStatementKind, params: Params): Promise<Row[]>;
}
/** A ranked list: its statements on a database handle, and its SQL text (for EXPLAIN in the benchmark). */
export interface RankedList {
  on(db: Db): RankStatements;
  /** A statement's SQL, to be read as a subquery (the page statements join the window's rows to their cards). */
  text: Record<RankStatementKind, SQL>;
  toSql(kind: RankStatementKind, params: Params): { sql: string; params: unknown[] };
}

interface Executable {
  execute(values: Params): Promise<{ rows: unknown[] }>;
}

function rankedList(name: string, parts: Record<RankStatementKind, SQL>): RankedList {
  const queries = Object.fromEntries(
    Object.entries(parts).map(([kind, text]) => [kind, dialect.sqlToQuery(text)]),
  ) as Record<RankStatementKind, ReturnType<PgDialect['sqlToQuery']>>;
  const on = prepared((db: Db): RankStatements => {
    const byKind = new Map<RankStatementKind, Executable>();
    return {
      async run<Row>(kind: RankStatementKind, params: Params) {
        let statement = byKind.get(kind);
        if (!statement) {
          statement = db._.session.prepareQuery(
            queries[kind],
            undefined,
            `${name}_${kind}`,
            false,
          ) as unknown as Executable;
          byKind.set(kind, statement);
        }
        const { rows } = await statement.execute(params);
        return rows as Row[];
      },
    };
  });
  return {
    on,
    text: parts,
    toSql(kind, params) {
      const q = queries[kind];
      return {
        sql: q.sql,
        params: q.params.map((v) =>
          v && typeof v === 'object' && 'name' in v ? params[(v as { name: string }).name] : v,
        ),
      };
    },
  };
}

/** One fixed statement prepared by name on each database handle (the substitute fan-out, issue 35). */
export function preparedStatement(name: string, text: SQL) {
  const list = rankedList(name, { window: text, probed: text, count: text, all: text });
  return {
    run: <Row>(db: Db, params: Params) => list.on(db).run<Row>('all', params),
    toSql: (params: Params) => list.toSql('all', params),
  };
}

const candidateStatements = (sort: ManagerSort) =>
  statements(
    candidateList(),
    candidateSpots,
    CANDIDATE_ORDER[sort],
    candidateScoreColumn,
    CANDIDATE_PROBES.map((at) => ({ at, list: candidateList(at), holds: PROBE_HOLDS[sort] })),
  );
export const candidateLists: Record<ManagerSort, RankedList> = {
  accuracy: rankedList('matching_cand_acc', candidateStatements('accuracy')),
  time_match: rankedList('matching_cand_time', candidateStatements('time_match')),
  high_salary: rankedList('matching_cand_wage', candidateStatements('high_salary')),
};
export const nearElderList = rankedList(
  'matching_near',
  statements(nearListSql(true), nearSpots(true), NEAR_ORDER, undefined, [
    { at: 'probe', list: nearListSql(true, 'probe') },
  ]),
);
export const everyNearList = rankedList(
  'matching_near_all',
  statements(nearListSql(false), nearSpots(false), NEAR_ORDER, undefined, [
    { at: 'probe', list: nearListSql(false, 'probe') },
  ]),
);

// ---------- the near picks (issue 16; issue 31 at 1,000,000) ----------
//
// The picks are chosen in TypeScript (queries.ts nearPicks) from the rows that could be picked, which come
// back with their cards' columns in the same statement (pages.ts; the test of the statement's filters asks
// for every row of the circle with `$everyRow`). The wage slot is filled first and passes over nobody, so
// its pick is the first of its order; slot i of meal, toileting, mobility, daily (i = 1…4) passes over at
// most i elders already picked, so its pick is among the first i + 1 of its order — counted among the rows
// surely inside the circle (dist ≤ $edge), with every row on the edge wanted as well, since `withinRadius`
// may drop one and move the next up. The wage slot reads PICK_WAGE_PAD more rows: its tie-break is the
// distance, which SQL may round differently from V8.
//
// The circle is read from elder_spots' pick index alone (migration 0057): the stored need flags, creation
// time and hourly offer, no heap and no week to parse (reading `elders` with each elder's week was p95
// 283 ms at 1,000,000 postings, 80,000 rows at 5 km in 서울). Each slot is one top-N over the circle, and
// the great-circle distance is computed only near the edge: `d` is −1 for a row the planar bound puts
// surely inside $edge (`$pickBounds`, geo/distance.ts planarBands). The wage slot's order needs the
// distance of the rows tied with its first few offers only. Only the chosen rows are joined to `elders`.

/** Extra rows of the wage order that are joined to their cards (ties in the hourly offer settle by distance). */
export const PICK_WAGE_PAD = 3;

/** elder_spots.needs bits (migration 0057): above level 1 in meal, toileting, mobility; any 일상 item. */
const NEED_BITS = { meal: 1, toileting: 2, mobility: 4, daily: 8 } as const;

const surely = sql`c.d <= ${p('edge')}::float8`;
/** The first `n` rows surely inside whose need `bit` is set, newest first. */
const newestNeeding = (bit: number, n: number) =>
  sql`(select c.* from c where (c.needs & ${sql.raw(String(bit))}) <> 0 and ${surely}
    order by c.created_ms desc, c.id limit ${sql.raw(String(n))})`;
const cDistance = haversineAt(sql`c.lat`, sql`c.lng`);
/**
 * The first 1 + PICK_WAGE_PAD of the wage order (per_hour desc, distance, newest, id): only rows whose offer
 * is at least the (1 + PICK_WAGE_PAD)th highest can be among them, so only they are ordered by distance.
 */
const bestPaid = sql`(select c.* from c where ${surely} and c.per_hour >= coalesce((select c2.per_hour from c c2
      where c2.d <= ${p('edge')}::float8 order by c2.per_hour desc offset ${sql.raw(String(PICK_WAGE_PAD))} limit 1),
      '-Infinity'::float8)
    order by c.per_hour desc, ${cDistance}, c.created_ms desc, c.id limit ${sql.raw(String(1 + PICK_WAGE_PAD))})`;

/**
 * The rows that may be picked (every edge row and each slot's first few), `wanted`, with the light columns
 * the choice reads; with `$everyRow` also every other elder the caregiver can take within the radius (with
 * slack), not wanted.
 */
export const nearPicksSql = sql`with c as materialized (select x.* from (select id, lat, lng, created_ms, needs, per_hour,
        (case width_bucket(${planarAt(sql`lat`, sql`lng`)}, ${p('pickBounds')}::float8[])
          when 0 then -1::float8 when 1 then ${haversineAt(sql`lat`, sql`lng`)} else 'Infinity'::float8 end) as d
      from elder_spots
      where ${box(sql`lat`, sql`lng`)} and ${hiddenManagers} and (match_sig & ${p('capSig')}::int) = match_sig
      offset 0) x
    where x.d <= ${p('radiusSlack')}::float8),
  w as ((select c.* from c where c.d > ${p('edge')}::float8)
    union ${sql.join(
      [
        newestNeeding(NEED_BITS.meal, 2),
        newestNeeding(NEED_BITS.toileting, 3),
        newestNeeding(NEED_BITS.mobility, 4),
        newestNeeding(NEED_BITS.daily, 5),
        bestPaid,
      ],
      sql` union `,
    )})
  select r.id, r.lat, r.lng, r.created_ms, ${haversineAt(sql`r.lat`, sql`r.lng`)} as dist,
      e.meal_level, e.toileting_level, e.mobility_level, e.daily_mask, e.wage_type, e.wage, e.schedule,
      r.per_hour, r.wanted
    from ((select w.*, true as wanted from w)
      union all (select c.*, false from c where ${p('everyRow')}::boolean and c.id not in (select w.id from w))) r
    join elders e on e.id = r.id`;
