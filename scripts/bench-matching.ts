// Matching benchmark (issue 6): `npm run bench:matching -- --size N --db pglite|postgres`.
//
// Generates N caregivers with resumes and N elders at realistic places (법정동 centroids of
// shared/data/kr-legal-dong-centroids.csv, weighted by each 시·도's share of the population, so 서울/경기/
// 부산 are dense; ~300 m of jitter), bulk-loads them through the real tables, then times 300 manager
// candidate queries (findCandidates), 300 caregiver near queries (findNearElders) and the same 300
// caregivers' near picks (nearPicks, the top of 근처 어르신) with random elders, caregivers, radii and sorts. Prints p50/p95/p99 per kind, the brute-force reference on the same
// queries (a sample when N is large; its answers are checked against SQL's), and the EXPLAIN plans.
// On postgres it starts a throwaway PostgreSQL 15 (scripts/postgres-for-tests.mjs) and stops it at the end.
// A share of the caregivers (--booked, 0.3) has one or two active jobs (issue 31): their hours are taken,
// and the candidate lists subtract them (resumes.booked, ADR 0036); the reference reads the same jobs.
// Issue 35: two caregivers in five turned on 대체 근무 알림 받기, and each candidate query's elder also gets
// a substitute request (one visit day of its week, 5 km): choosing its first wave (substituteRecipients,
// SUBSTITUTE_WAVE_SIZE people) is timed and checked against referenceSubstituteRecipients.
//
// Options: --size N (10000) --db pglite|postgres (pglite) --queries 300 --seed 1 --ref-sample 30
//          --booked 0.3 --plans (print the EXPLAIN ANALYZE plans) --url postgres://… (reuse a database)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PerformanceObserver, performance } from 'node:perf_hooks';
import { createDb, type DbHandle } from '../server/src/db/client';
import { MEMORY_DATA_DIR } from '../server/src/config';
import {
  ALL_OPTION,
  CAREGIVER_DAILY_OPTIONS,
  CAREGIVER_MEAL_OPTIONS,
  CAREGIVER_MOBILITY_OPTIONS,
  CAREGIVER_TOILETING_OPTIONS,
  DAILY_ITEMS,
  ELDER_MEAL_OPTIONS,
  ELDER_MOBILITY_OPTIONS,
  ELDER_TOILETING_OPTIONS,
  MANAGER_SORTS,
  candidateWindowSql,
  findCandidates,
  findNearElders,
  nearPicks,
  nearPicksRowsSql,
  NEAR_PICK_KINDS,
  nearWindowSql,
  type CaregiverForMatching,
  type ElderForMatching,
  type ManagerSort,
} from '../server/src/modules/matching';
import {
  referenceCandidates,
  referenceNearElders,
  referenceNearPicks,
  referenceSubstituteRecipients,
  withReferenceBooked,
  type ReferenceJob,
} from '../server/src/modules/matching/reference';
import { elderLevelColumns, resumeLevelColumns } from '../server/src/modules/matching/columns';
import {
  substituteRecipients,
  substituteRecipientsSql,
  type SubstituteVisit,
} from '../server/src/modules/matching/substitute-recipients';
import { SUBSTITUTE_RADIUS_KM, SUBSTITUTE_WAVE_SIZE } from '@dolbom/shared-api/contracts';
import { DUMMY_PASSWORD_HASH, type NewCaregiver, type NewElder } from '../server/test/matching/dataset';
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore -- a plain .mjs helper without types
import { startPostgres } from './postgres-for-tests.mjs';

// ---------- arguments ----------
function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}
const SIZE = Number(arg('size', '10000'));
const DB = arg('db', 'pglite');
const QUERIES = Number(arg('queries', '300'));
const SEED = Number(arg('seed', '1'));
const REF_SAMPLE = Number(arg('ref-sample', '30'));
/** The share of caregivers with one or two active jobs (half of them two). */
const BOOKED = Number(arg('booked', '0.3'));
// An existing PostgreSQL database to use instead of a throwaway cluster; a database already loaded by an
// earlier run with the same --size and --seed is reused as it is (the data is deterministic).
const URL_ARG = arg('url', '');
const PAGE_SIZE = 10;
const RADII = [1.25, 1.65, 3, 5];
if (!Number.isInteger(SIZE) || SIZE < 1 || (DB !== 'pglite' && DB !== 'postgres')) {
  console.error('usage: npm run bench:matching -- --size N --db pglite|postgres [--queries 300] [--seed 1]');
  process.exit(2);
}

// ---------- deterministic randomness ----------
let state = SEED >>> 0 || 1;
function rand(): number {
  // mulberry32
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));

/** A generated active job: caregiver and elder by index, and its week (the elder's own hours). */
interface NewBenchJob {
  caregiver: number;
  elder: number;
  schedule: Array<{ start: string; end: string } | null>;
}

/**
 * The N elders, N caregivers and the jobs of the seed: the same rows every time (the generator restarts).
 * The jobs draw from a generator of their own, so the rows and the timed queries are those of a run
 * without jobs (--booked 0, or before issue 31).
 */
function generate(): [NewElder[], NewCaregiver[], NewBenchJob[]] {
  state = SEED >>> 0 || 1;
  const eldersNew = Array.from({ length: SIZE }, newElder);
  const caregiversNew = Array.from({ length: SIZE }, newCaregiver);
  const after = state;
  state = (SEED * 7919 + 17) >>> 0 || 1;
  const jobs: NewBenchJob[] = [];
  caregiversNew.forEach((_, caregiver) => {
    if (!chance(BOOKED)) return;
    const first = int(0, SIZE - 1);
    const count = chance(0.5) ? 2 : 1;
    for (let k = 0; k < count; k += 1) {
      // One open job per caregiver and elder: the second is another elder.
      const elder = k === 0 || SIZE === 1 ? first : (first + int(1, SIZE - 1)) % SIZE;
      const week = eldersNew[elder]!.schedule.map((d) =>
        d ? { start: d.start.slice(0, 5), end: d.end.slice(0, 5) } : null,
      );
      if (k === 0 || elder !== first) jobs.push({ caregiver, elder, schedule: week });
    }
  });
  state = after;
  return [eldersNew, caregiversNew, jobs];
}

/** The generated rows with the ids bulkLoad gives them (the manager is user 1, the caregivers 2…N+1). */
function withIds(eldersNew: NewElder[], caregiversNew: NewCaregiver[], jobsNew: NewBenchJob[]) {
  const caregivers = caregiversNew.map((c, i) => ({ ...c, id: i + 2 }));
  return {
    elders: eldersNew.map((e, i) => ({ ...e, id: i + 1 })),
    // Their booked hours as the reference reads them: from the jobs (reference.ts referenceBooked).
    caregivers: withReferenceBooked(caregivers, referenceJobs(jobsNew)),
  };
}

const referenceJobs = (jobsNew: NewBenchJob[]): ReferenceJob[] =>
  jobsNew.map((j) => ({ caregiverId: j.caregiver + 2, status: 'active', schedule: j.schedule }));
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const chance = (p: number) => rand() < p;
const gauss = () => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
function some<T>(list: readonly T[], p: number): T[] {
  return list.filter(() => chance(p));
}

// ---------- places ----------
// Share of the population by 시·도 (2024, rounded): where caregivers and elders live.
const SIDO_WEIGHT: Record<string, number> = {
  서울특별시: 18,
  경기도: 26.5,
  부산광역시: 6.4,
  인천광역시: 5.8,
  대구광역시: 4.6,
  경상남도: 6.3,
  경상북도: 5,
  충청남도: 4.2,
  전북특별자치도: 3.4,
  전라북도: 3.4,
  전라남도: 3.5,
  충청북도: 3.1,
  강원특별자치도: 3,
  강원도: 3,
  대전광역시: 2.8,
  광주광역시: 2.8,
  울산광역시: 2.2,
  세종특별자치시: 0.8,
  제주특별자치도: 1.3,
};

interface Dong {
  lat: number;
  lng: number;
}
function loadPlaces(): { sidos: string[]; cumulative: number[]; dongs: Record<string, Dong[]> } {
  const file = path.resolve(__dirname, '../../shared/data/kr-legal-dong-centroids.csv');
  const lines = fs.readFileSync(file, 'utf8').trim().split('\n').slice(1);
  const dongs: Record<string, Dong[]> = {};
  for (const line of lines) {
    const [, sido, , dong, lat, lng] = line.split(',');
    if (!sido || !dong || !lat || !lng) continue; // 시군구 rows have no 동
    (dongs[sido] ??= []).push({ lat: Number(lat), lng: Number(lng) });
  }
  const sidos = Object.keys(dongs);
  let total = 0;
  const cumulative = sidos.map((s) => (total += SIDO_WEIGHT[s] ?? 1));
  return { sidos, cumulative: cumulative.map((c) => c / total), dongs };
}
const places = loadPlaces();
function place(): Dong {
  const r = rand();
  const sido = places.sidos[places.cumulative.findIndex((c) => r < c)] ?? places.sidos[0]!;
  const d = pick(places.dongs[sido]!);
  // ~300 m of jitter (1° lat ≈ 111 km, 1° lng ≈ 89 km at 37°).
  return { lat: d.lat + gauss() * 0.0027, lng: d.lng + gauss() * 0.0034 };
}

// ---------- people ----------
const upTo = <T>(options: readonly T[], maxIndex: number) => options.slice(0, maxIndex + 1);
function needOption<T>(options: readonly T[]): T[] {
  // Most elders need little; a few need the top level.
  const r = rand();
  return [options[r < 0.35 ? 0 : r < 0.7 ? 1 : r < 0.9 ? 2 : 3]!];
}
function newElder(): NewElder {
  const pattern = pick([
    ['09:00:00', '12:00:00'],
    ['13:00:00', '17:00:00'],
    ['09:00:00', '18:00:00'],
    ['10:00:00', '13:00:00'],
    ['18:00:00', '21:00:00'],
  ] as const);
  const days = chance(0.7) ? [0, 1, 2, 3, 4] : some([0, 1, 2, 3, 4, 5, 6], 0.5);
  const wageType = chance(0.8) ? '시급' : pick(['일급', '월급', '건별'] as const);
  return {
    ...place(),
    gender: chance(0.65) ? 'female' : 'male',
    rank: int(1, 6),
    schedule: Array.from({ length: 7 }, (_, d) =>
      days.includes(d) ? { start: pattern[0], end: pattern[1] } : null,
    ),
    negotiable: chance(0.4),
    meal: needOption(ELDER_MEAL_OPTIONS),
    toileting: needOption(ELDER_TOILETING_OPTIONS),
    mobility: needOption(ELDER_MOBILITY_OPTIONS),
    daily: some(DAILY_ITEMS, 0.25),
    wageType,
    wage:
      wageType === '시급'
        ? int(24, 34) * 500
        : wageType === '일급'
          ? int(9, 14) * 10000
          : wageType === '월급'
            ? int(150, 250) * 10000
            : int(3, 8) * 10000,
    family: chance(0.4) ? '집에 있어요' : '집에 없어요',
    pet: chance(0.2) ? '있어요' : '없어요',
    createdAt: new Date(Date.UTC(2024, 0, 1) + rand() * 700 * 86_400_000),
  };
}
function capability<T extends string>(options: readonly T[]): T[] {
  if (chance(0.35)) return [ALL_OPTION as T];
  const real = options.filter((o) => o !== ALL_OPTION);
  return upTo(real, int(-1, real.length - 1));
}
function newCaregiver(): NewCaregiver {
  return {
    ...place(),
    resumeRegistered: true,
    jobOpen: chance(0.9),
    workDay: chance(0.6) ? [0, 1, 2, 3, 4] : some([0, 1, 2, 3, 4, 5, 6], 0.6),
    workTimeSlot: chance(0.5) ? [0, 1] : (some([0, 1, 2], 0.6) as (0 | 1 | 2)[]),
    isNegotiableTime: chance(0.3),
    wage: int(22, 36) * 500,
    elderRank: chance(0.6) ? [1, 2, 3, 4, 5, 6] : some([1, 2, 3, 4, 5, 6], 0.6),
    meal: capability(CAREGIVER_MEAL_OPTIONS),
    toileting: capability(CAREGIVER_TOILETING_OPTIONS),
    mobility: capability(CAREGIVER_MOBILITY_OPTIONS),
    daily: chance(0.4) ? [ALL_OPTION] : some(CAREGIVER_DAILY_OPTIONS.slice(0, 6), 0.6),
    preferredGender: chance(0.7) ? 'EVERY' : chance(0.67) ? 'female' : 'male',
    isFamilyPreferred: chance(0.6),
    isPetPreferred: chance(0.5),
  };
}

// ---------- bulk load ----------
// One INSERT … SELECT FROM json_to_recordset per 5,000 rows (JSON arrays become PostgreSQL arrays), with
// explicit ids on an empty database — much faster than row-by-row parameters, on both drivers.
const CHUNK = 5000;
async function bulk(client: Client, table: string, columns: [string, string][], rows: object[]) {
  const names = columns.map(([c]) => c).join(', ');
  const types = columns.map(([c, t]) => `${c} ${t}`).join(', ');
  for (let i = 0; i < rows.length; i += CHUNK) {
    await client.query(
      `INSERT INTO ${table} (${names}) SELECT ${names} FROM json_to_recordset($1::json) AS x(${types})`,
      [JSON.stringify(rows.slice(i, i + CHUNK))],
    );
  }
}
const ADDRESS = {
  zonecode: '06236',
  road_address: '서울특별시 강남구 테헤란로 1',
  jibun_address: '서울특별시 강남구 역삼동 1',
  bcode: '1168010100',
};
async function bulkLoad(
  client: Client,
  eldersNew: NewElder[],
  caregiversNew: NewCaregiver[],
  jobsNew: NewBenchJob[],
): Promise<{ elders: ElderForMatching[]; caregivers: CaregiverForMatching[] }> {
  await client.query(
    `INSERT INTO centers (id, name, zip_code, road_address, jibun_address, bcode, lat, lng, final_grade, installation_time)
     VALUES (1, '벤치센터', '06236', '서울특별시 강남구 테헤란로 1', '서울특별시 강남구 역삼동 1', '1168010100', 37.5, 127.04, 'A', '2020-01-01')`,
  );
  const userCols: [string, string][] = [
    ['id', 'int'],
    ['login_id', 'text'],
    ['password_hash', 'text'],
    ['name', 'text'],
    ['phone', 'text'],
    ['role', 'text'],
  ];
  const user = (id: number, role: string) => ({
    id,
    login_id: `u${id}`,
    password_hash: DUMMY_PASSWORD_HASH,
    name: '벤치',
    phone: '010-0000-0000',
    role,
  });
  await bulk(client, 'users', userCols, [user(1, 'ROLE_MANAGER')]);
  // A verified member: an unverified one's postings are in no caregiver's list (ADR 0031).
  await client.query(`INSERT INTO managers (user_id, center_id, status) VALUES (1, 1, 'VERIFIED')`);
  const caregivers = caregiversNew.map((c, i) => ({ ...c, id: i + 2 }));
  await bulk(
    client,
    'users',
    userCols,
    caregivers.map((c) => user(c.id, 'ROLE_CAREGIVER')),
  );
  await bulk(
    client,
    'caregivers',
    [
      ['user_id', 'int'],
      ['zonecode', 'text'],
      ['road_address', 'text'],
      ['jibun_address', 'text'],
      ['bcode', 'text'],
      ['lat', 'float8'],
      ['lng', 'float8'],
      ['job_open', 'boolean'],
    ],
    caregivers.map((c) => ({ user_id: c.id, ...ADDRESS, lat: c.lat, lng: c.lng, job_open: c.jobOpen })),
  );
  await bulk(
    client,
    'resumes',
    [
      ['caregiver_id', 'int'],
      ['job_position', 'text[]'],
      ['has_dementia_training', 'text'],
      ['certificate_code', 'text'],
      ['has_vehicle', 'boolean'],
      ['work_place', 'text[]'],
      ['work_day', 'int[]'],
      ['work_time_slot', 'int[]'],
      ['is_negotiable_time', 'boolean'],
      ['wage', 'int'],
      ['elder_rank', 'int[]'],
      ['meal', 'text[]'],
      ['toileting', 'text[]'],
      ['mobility', 'text[]'],
      ['daily', 'text[]'],
      ['meal_level', 'smallint'],
      ['toileting_level', 'smallint'],
      ['mobility_level', 'smallint'],
      ['daily_mask', 'int'],
      ['rank_mask', 'int'],
      ['preferred_gender', 'text'],
      ['is_family_preferred', 'boolean'],
      ['is_pet_preferred', 'boolean'],
      ['title', 'text'],
    ],
    caregivers
      .filter((c) => c.resumeRegistered)
      .map((c) => {
        const l = resumeLevelColumns(c);
        return {
          caregiver_id: c.id,
          job_position: ['방문 요양'],
          has_dementia_training: 'COMPLETE',
          certificate_code: '2019-1234567',
          has_vehicle: false,
          work_place: ['WITHIN_5KM'],
          work_day: c.workDay,
          work_time_slot: c.workTimeSlot,
          is_negotiable_time: c.isNegotiableTime,
          wage: c.wage,
          elder_rank: c.elderRank,
          meal: c.meal,
          toileting: c.toileting,
          mobility: c.mobility,
          daily: c.daily,
          meal_level: l.mealLevel,
          toileting_level: l.toiletingLevel,
          mobility_level: l.mobilityLevel,
          daily_mask: l.dailyMask,
          rank_mask: l.rankMask,
          preferred_gender: c.preferredGender,
          is_family_preferred: c.isFamilyPreferred,
          is_pet_preferred: c.isPetPreferred,
          title: '이력서',
        };
      }),
  );
  const elders = eldersNew.map((e, i) => ({ ...e, id: i + 1 }));
  await bulk(
    client,
    'elders',
    [
      ['id', 'int'],
      ['manager_id', 'int'],
      ['name', 'text'],
      ['gender', 'text'],
      ['birth', 'date'],
      ['zonecode', 'text'],
      ['road_address', 'text'],
      ['jibun_address', 'text'],
      ['bcode', 'text'],
      ['lat', 'float8'],
      ['lng', 'float8'],
      ['rank', 'int'],
      ['schedule', 'jsonb'],
      ['negotiable', 'boolean'],
      ['meal', 'text[]'],
      ['toileting', 'text[]'],
      ['mobility', 'text[]'],
      ['daily', 'text[]'],
      ['meal_level', 'smallint'],
      ['toileting_level', 'smallint'],
      ['mobility_level', 'smallint'],
      ['daily_mask', 'int'],
      ['wage_type', 'text'],
      ['wage', 'int'],
      ['family', 'text'],
      ['pet', 'text'],
      ['created_at', 'timestamptz'],
    ],
    elders.map((e) => {
      const l = elderLevelColumns(e);
      return {
        id: e.id,
        manager_id: 1,
        name: `어르신${e.id}`,
        gender: e.gender,
        birth: '1940-01-01',
        ...ADDRESS,
        lat: e.lat,
        lng: e.lng,
        rank: e.rank,
        schedule: e.schedule,
        negotiable: e.negotiable,
        meal: e.meal,
        toileting: e.toileting,
        mobility: e.mobility,
        daily: e.daily,
        meal_level: l.mealLevel,
        toileting_level: l.toiletingLevel,
        mobility_level: l.mobilityLevel,
        daily_mask: l.dailyMask,
        wage_type: e.wageType,
        wage: e.wage,
        family: e.family,
        pet: e.pet,
        created_at: e.createdAt.toISOString(),
      };
    }),
  );
  // The jobs as the app has them: an accepted contact, its connection, the active job (ids as generated);
  // the triggers on jobs fill resumes.booked (migration 0046).
  const jobRows = jobsNew.map((j, i) => ({
    id: i + 1,
    caregiver_id: j.caregiver + 2,
    elder_id: j.elder + 1,
    schedule: j.schedule,
  }));
  await bulk(
    client,
    'contacts',
    [
      ['id', 'int'],
      ['elder_id', 'int'],
      ['caregiver_id', 'int'],
      ['manager_id', 'int'],
      ['work_type', 'text'],
      ['wage_type', 'text'],
      ['wage', 'int'],
      ['phone', 'text'],
      ['status', 'text'],
    ],
    jobRows.map((j) => ({
      id: j.id,
      elder_id: j.elder_id,
      caregiver_id: j.caregiver_id,
      manager_id: 1,
      work_type: '방문 요양',
      wage_type: '시급',
      wage: 13000,
      phone: '010-0000-0000',
      status: 'accepted',
    })),
  );
  await bulk(
    client,
    'connections',
    [
      ['id', 'int'],
      ['caregiver_id', 'int'],
      ['elder_id', 'int'],
      ['manager_id', 'int'],
      ['contact_id', 'int'],
    ],
    jobRows.map((j) => ({ ...j, manager_id: 1, contact_id: j.id })),
  );
  await bulk(
    client,
    'jobs',
    [
      ['id', 'int'],
      ['connection_id', 'int'],
      ['elder_id', 'int'],
      ['caregiver_id', 'int'],
      ['manager_id', 'int'],
      ['status', 'text'],
      ['start_date', 'date'],
      ['schedule', 'jsonb'],
      ['hourly_wage', 'int'],
      ['work_type', 'text'],
    ],
    jobRows.map((j) => ({
      ...j,
      connection_id: j.id,
      manager_id: 1,
      status: 'active',
      start_date: '2026-01-05',
      hourly_wage: 13000,
      work_type: '방문 요양',
    })),
  );
  for (const [table, column] of [
    ['users', 'id'],
    ['elders', 'id'],
    ['centers', 'id'],
    ['contacts', 'id'],
    ['connections', 'id'],
    ['jobs', 'id'],
  ]) {
    await client.query(
      `SELECT setval(pg_get_serial_sequence('${table}', '${column}'), greatest(1, (SELECT max(${column}) FROM ${table})))`,
    );
  }
  return { elders, caregivers: withReferenceBooked(caregivers, referenceJobs(jobsNew)) };
}

// ---------- measuring ----------
function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
function summary(times: number[]) {
  const s = [...times].sort((a, b) => a - b);
  const mean = s.reduce((a, b) => a + b, 0) / (s.length || 1);
  return { n: s.length, p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99), mean };
}
const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : '–');

interface Client {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}
function rawClient(handle: DbHandle): Client {
  return (handle.db as unknown as { $client: Client }).$client;
}

async function explain(handle: DbHandle, q: { sql: string; params: unknown[] }): Promise<string[]> {
  const res = await rawClient(handle).query(`EXPLAIN (ANALYZE, BUFFERS) ${q.sql}`, q.params);
  return res.rows.map((r) => String(Object.values(r)[0]));
}

/** A substitute visit for the elder: the first visit day of its week (its hours), next week. */
function visitOf(elder: ElderForMatching): SubstituteVisit {
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const d = elder.schedule.findIndex((day) => day && minutes(day.end) > minutes(day.start));
  const day = d >= 0 ? elder.schedule[d]! : { start: '09:00', end: '12:00' };
  const date = new Date(Date.UTC(2026, 11, 7 + Math.max(d, 0))); // 2026-12-07 is a Monday
  return {
    days: [date.toISOString().slice(0, 10)],
    startMinute: minutes(day.start),
    endMinute: minutes(day.end),
  };
}

async function main() {
  const started = performance.now();
  let stopPg: (() => Promise<void>) | undefined;
  let handle: DbHandle;
  if (URL_ARG) {
    handle = await createDb({ databaseUrl: URL_ARG, dataDir: MEMORY_DATA_DIR });
  } else if (DB === 'postgres') {
    const pg = (await startPostgres()) as { url: string; stop(): Promise<void> };
    stopPg = pg.stop;
    handle = await createDb({ databaseUrl: pg.url, dataDir: MEMORY_DATA_DIR });
  } else {
    handle = await createDb({ databaseUrl: undefined, dataDir: MEMORY_DATA_DIR });
  }
  try {
    await handle.migrate();
    let [eldersNew, caregiversNew, jobsNew] = generate();
    const loadStart = performance.now();
    const [{ n: existing } = { n: 0 }] = (
      await rawClient(handle).query('SELECT count(*)::int AS n FROM users')
    ).rows as { n: number }[];
    let data: { elders: ElderForMatching[]; caregivers: CaregiverForMatching[] };
    if (URL_ARG && existing === SIZE + 1) {
      data = withIds(eldersNew, caregiversNew, jobsNew);
    } else {
      if (existing)
        throw new Error(`the database holds ${existing} users, not ${SIZE + 1}: use an empty one`);
      data = await bulkLoad(rawClient(handle), eldersNew, caregiversNew, jobsNew);
      await rawClient(handle).query('VACUUM ANALYZE');
    }
    let { elders, caregivers } = data;
    // 대체 근무 알림 받기: two caregivers in five (the same ones on every run).
    await rawClient(handle).query(
      'UPDATE caregivers SET substitute_alerts = (user_id % 5 < 2) WHERE substitute_alerts <> (user_id % 5 < 2)',
    );
    const loadSeconds = (performance.now() - loadStart) / 1000;

    let open = caregivers.filter((c) => c.jobOpen);
    const candidateQs = Array.from({ length: QUERIES }, () => ({
      elder: pick(elders),
      radius: pick(RADII),
      sort: pick(MANAGER_SORTS) as ManagerSort,
    }));
    const nearQs = Array.from({ length: QUERIES }, () => ({ caregiver: pick(open), radius: pick(RADII) }));

    // Warm-up (caches, JIT of the JS), not measured.
    for (const q of candidateQs.slice(0, 20)) {
      await findCandidates(handle.db, {
        elderId: q.elder.id,
        radiusKm: q.radius,
        sort: q.sort,
        page: 0,
        size: PAGE_SIZE,
      });
    }
    for (const q of nearQs.slice(0, 20)) {
      await findNearElders(handle.db, {
        caregiverId: q.caregiver.id,
        radiusKm: q.radius,
        page: 0,
        size: PAGE_SIZE,
      });
      await nearPicks(handle.db, { caregiverId: q.caregiver.id, radiusKm: q.radius });
    }

    // The 2N generated rows leave this process's heap while it is timed and are generated again (same seed)
    // for the reference afterwards: with them held, every major collection marked millions of objects and
    // landed inside timed queries (a server answering these queries holds none of it). The garbage is
    // collected now; GC pauses during the timed loops are still reported.
    const regenerate = REF_SAMPLE > 0 || SIZE <= 10_000;
    if (SIZE > 10_000) {
      eldersNew = caregiversNew = [];
      jobsNew = [];
      elders = caregivers = open = [];
      data = { elders, caregivers };
    }
    (globalThis as { gc?: () => void }).gc?.();
    let gcMs = 0;
    const gcObserver = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) gcMs += e.duration;
    });
    gcObserver.observe({ entryTypes: ['gc'] });
    const loadBefore = os.loadavg()[0]!;
    const cpuBefore = process.cpuUsage();
    const candTimes: number[] = [];
    const candTotals: number[] = [];
    const candIds: number[][] = [];
    const candCpu: number[] = [];
    const nearCpu: number[] = [];
    const cpuMs = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;
    for (const q of candidateQs) {
      const u0 = process.cpuUsage();
      const t0 = performance.now();
      const page = await findCandidates(handle.db, {
        elderId: q.elder.id,
        radiusKm: q.radius,
        sort: q.sort,
        page: 0,
        size: PAGE_SIZE,
      });
      candTimes.push(performance.now() - t0);
      candCpu.push(cpuMs(process.cpuUsage(u0)));
      candTotals.push(page.totalElements);
      candIds.push(page.content.map((r) => r.caregiver.id));
    }
    const nearTimes: number[] = [];
    const nearTotals: number[] = [];
    const nearIds: number[][] = [];
    for (const q of nearQs) {
      const u0 = process.cpuUsage();
      const t0 = performance.now();
      const page = await findNearElders(handle.db, {
        caregiverId: q.caregiver.id,
        radiusKm: q.radius,
        page: 0,
        size: PAGE_SIZE,
      });
      nearTimes.push(performance.now() - t0);
      nearCpu.push(cpuMs(process.cpuUsage(u0)));
      nearTotals.push(page.totalElements);
      nearIds.push(page.content.map((r) => r.elder.id));
    }

    const pickTimes: number[] = [];
    const pickCpu: number[] = [];
    const pickIds: Array<Array<number | null>> = [];
    for (const q of nearQs) {
      const u0 = process.cpuUsage();
      const t0 = performance.now();
      const picks = await nearPicks(handle.db, { caregiverId: q.caregiver.id, radiusKm: q.radius });
      pickTimes.push(performance.now() - t0);
      pickCpu.push(cpuMs(process.cpuUsage(u0)));
      pickIds.push(NEAR_PICK_KINDS.map((k) => picks[k]?.elder.id ?? null));
    }

    // 대체 근무: the first wave of a request for each candidate query's elder.
    const subTimes: number[] = [];
    const subIds: number[][] = [];
    for (const q of candidateQs) {
      const t0 = performance.now();
      const chosen = await substituteRecipients(handle.db, {
        elder: q.elder,
        radiusKm: SUBSTITUTE_RADIUS_KM,
        visit: visitOf(q.elder),
        excluded: [],
        limit: SUBSTITUTE_WAVE_SIZE,
      });
      subTimes.push(performance.now() - t0);
      subIds.push(chosen.map((r) => r.id));
    }

    const cpu = process.cpuUsage(cpuBefore);
    const loadAfter = os.loadavg()[0]!;
    gcObserver.disconnect();
    if (SIZE > 10_000 && regenerate) ({ elders, caregivers } = withIds(...generate()));
    // Brute-force reference on the same queries (a sample when N is large), answers compared.
    const sample = SIZE <= 10_000 ? QUERIES : Math.min(QUERIES, REF_SAMPLE);
    const refCand: number[] = [];
    const refNear: number[] = [];
    const refPicks: number[] = [];
    const refSubs: number[] = [];
    let mismatches = 0;
    const optedIn = new Set(caregivers.filter((c) => c.id % 5 < 2).map((c) => c.id));
    for (let i = 0; i < sample; i += 1) {
      const q = candidateQs[i]!;
      const t0 = performance.now();
      const ref = referenceCandidates(
        q.elder as ElderForMatching,
        caregivers as CaregiverForMatching[],
        q.radius,
        q.sort,
      );
      refCand.push(performance.now() - t0);
      if (
        ref.length !== candTotals[i] ||
        ref.slice(0, PAGE_SIZE).some((r, j) => r.caregiver.id !== candIds[i]![j])
      )
        mismatches += 1;
      const n = nearQs[i]!;
      const t1 = performance.now();
      const refN = referenceNearElders(n.caregiver, elders, n.radius);
      refNear.push(performance.now() - t1);
      if (
        refN.length !== nearTotals[i] ||
        refN.slice(0, PAGE_SIZE).some((r, j) => r.elder.id !== nearIds[i]![j])
      )
        mismatches += 1;
      const t2 = performance.now();
      const refP = referenceNearPicks(n.caregiver, elders, n.radius);
      refPicks.push(performance.now() - t2);
      if (NEAR_PICK_KINDS.some((k, j) => (refP[k]?.elder.id ?? null) !== pickIds[i]![j])) mismatches += 1;
      const t3 = performance.now();
      const refS = referenceSubstituteRecipients(q.elder, caregivers, SUBSTITUTE_RADIUS_KM, {
        optedIn,
        visit: visitOf(q.elder),
        taken: [],
        excluded: new Set(),
        limit: SUBSTITUTE_WAVE_SIZE,
      });
      refSubs.push(performance.now() - t3);
      if (refS.map((r) => r.id).join() !== subIds[i]!.join()) mismatches += 1;
    }

    // EXPLAIN of a typical (median-sized) query of each kind.
    const mid = (totals: number[]) => {
      const order = totals.map((t, i) => [t, i] as const).sort((a, b) => a[0] - b[0]);
      return order[Math.floor(order.length / 2)]![1];
    };
    const cq = candidateQs[mid(candTotals)]!;
    const nq = nearQs[mid(nearTotals)]!;
    // The window queries the lists run (rank-sql.ts), page 0.
    const candPlan = await explain(handle, candidateWindowSql(cq.elder, cq.radius, cq.sort));
    const nearPlan = await explain(handle, nearWindowSql(nq.caregiver, nq.radius));
    // And the largest of each kind (the tail of the distribution).
    const max = (totals: number[]) => totals.indexOf(Math.max(...totals));
    const cqBig = candidateQs[max(candTotals)]!;
    const nqBig = nearQs[max(nearTotals)]!;
    const candPlanBig = await explain(handle, candidateWindowSql(cqBig.elder, cqBig.radius, cqBig.sort));
    const subBig = candidateQs[max(subTimes)]!;
    const subPlanBig = await explain(
      handle,
      substituteRecipientsSql(subBig.elder, SUBSTITUTE_RADIUS_KM, visitOf(subBig.elder)),
    );
    const nearPlanBig = await explain(handle, nearWindowSql(nqBig.caregiver, nqBig.radius));
    const picksPlanBig = await explain(handle, nearPicksRowsSql(nqBig.caregiver, nqBig.radius));
    const execMs = (plan: string[]) =>
      plan.find((l) => l.startsWith('Execution Time'))?.replace('Execution Time: ', '');
    const indexOf = (plan: string[]) =>
      [
        ...new Set(
          plan.flatMap((l) =>
            [
              ...l.matchAll(
                /(Index Only Scan|Index Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/g,
              ),
            ].map((m) => `${m[2]} (${m[1]})`),
          ),
        ),
      ].join(', ') || 'NONE (sequential scan)';

    const c = summary(candTimes);
    const n = summary(nearTimes);
    const rc = summary(refCand);
    const rn = summary(refNear);
    const pk = summary(pickTimes);
    const pkc = summary(pickCpu);
    const rp = summary(refPicks);
    const avg = (xs: number[]) => (xs.reduce((a, b) => a + b, 0) / (xs.length || 1)).toFixed(0);
    console.log(
      `\nmatching benchmark — db=${DB} size=${SIZE} queries=${QUERIES} seed=${SEED} page size=${PAGE_SIZE}`,
    );
    console.log(
      `load: ${loadSeconds.toFixed(1)} s for ${SIZE} elders + ${SIZE} caregivers with resumes; ${BOOKED * 100} % of caregivers with one or two active jobs`,
    );
    console.log(
      `machine load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)} (2 cores, shared); this process's CPU ${((cpu.user + cpu.system) / 1000 / (3 * QUERIES)).toFixed(2)} ms per query, its GC pauses ${gcMs.toFixed(0)} ms in all while timing. CPU columns: this process only — all the work with pglite (in-process), the client side only with postgres`,
    );
    const cc = summary(candCpu);
    const nc = summary(nearCpu);
    console.log(
      '| query | p50 ms | p95 ms | p99 ms | mean ms | CPU p50 / p95 ms | avg results | reference p50 ms | reference p95 ms (n) |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    console.log(
      `| candidates (findCandidates) | ${ms(c.p50)} | ${ms(c.p95)} | ${ms(c.p99)} | ${ms(c.mean)} | ${ms(cc.p50)} / ${ms(cc.p95)} | ${avg(candTotals)} | ${ms(rc.p50)} | ${ms(rc.p95)} (${rc.n}) |`,
    );
    console.log(
      `| near (findNearElders) | ${ms(n.p50)} | ${ms(n.p95)} | ${ms(n.p99)} | ${ms(n.mean)} | ${ms(nc.p50)} / ${ms(nc.p95)} | ${avg(nearTotals)} | ${ms(rn.p50)} | ${ms(rn.p95)} (${rn.n}) |`,
    );
    console.log(
      `| near picks (nearPicks) | ${ms(pk.p50)} | ${ms(pk.p95)} | ${ms(pk.p99)} | ${ms(pk.mean)} | ${ms(pkc.p50)} / ${ms(pkc.p95)} | 5 | ${ms(rp.p50)} | ${ms(rp.p95)} (${rp.n}) |`,
    );
    const sb = summary(subTimes);
    const rs = summary(refSubs);
    console.log(
      `| substitute recipients (substituteRecipients, ${SUBSTITUTE_RADIUS_KM} km, wave of ${SUBSTITUTE_WAVE_SIZE}) | ${ms(sb.p50)} | ${ms(sb.p95)} | ${ms(sb.p99)} | ${ms(sb.mean)} | — | ${avg(subIds.map((x) => x.length))} | ${ms(rs.p50)} | ${ms(rs.p95)} (${rs.n}) |`,
    );
    console.log(
      `reference vs SQL: ${mismatches === 0 ? 'identical' : `${mismatches} MISMATCHES`} on ${sample} + ${sample} + ${sample} + ${sample} queries`,
    );
    console.log(
      `EXPLAIN slowest substitute recipients: index ${indexOf(subPlanBig)}, execution ${execMs(subPlanBig)}`,
    );
    if (process.argv.includes('--plans')) console.log(subPlanBig.join('\n'));
    console.log(
      `EXPLAIN candidates (${cq.radius} km, ${candTotals[mid(candTotals)]} results): index ${indexOf(candPlan)}`,
    );
    if (process.argv.includes('--plans')) console.log(candPlan.join('\n'));
    console.log(
      `EXPLAIN near (${nq.radius} km, ${nearTotals[mid(nearTotals)]} results): index ${indexOf(nearPlan)}`,
    );
    if (process.argv.includes('--plans')) console.log(nearPlan.join('\n'));
    console.log(
      `EXPLAIN largest candidates (${cqBig.radius} km, ${Math.max(...candTotals)} results): index ${indexOf(candPlanBig)}, execution ${execMs(candPlanBig)}`,
    );
    if (process.argv.includes('--plans')) console.log(candPlanBig.join('\n'));
    console.log(
      `EXPLAIN largest near (${nqBig.radius} km, ${Math.max(...nearTotals)} results): index ${indexOf(nearPlanBig)}, execution ${execMs(nearPlanBig)}`,
    );
    if (process.argv.includes('--plans')) console.log(nearPlanBig.join('\n'));
    console.log(
      `EXPLAIN near picks of the largest near circle: index ${indexOf(picksPlanBig)}, execution ${execMs(picksPlanBig)}`,
    );
    if (process.argv.includes('--plans')) console.log(picksPlanBig.join('\n'));
    console.log(`total ${((performance.now() - started) / 1000).toFixed(1)} s`);
    if (mismatches) process.exitCode = 1;
  } finally {
    await handle.close();
    await stopPg?.();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
