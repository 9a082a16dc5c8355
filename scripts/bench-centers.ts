// Center search benchmark (issue 13): `npm run bench:centers -- --db pglite|postgres`.
//
// Migrates a fresh database, loads the national 장기요양기관 list (shared/data/kr-ltc-evaluations.csv,
// 20,954 centers) through the real loader (timed, then timed again to show the unchanged-file skip),
// then times searchCenters — the function behind GET /api/center — over a mix of keywords: name
// substrings of 2–6 characters taken from real names, 초성, place + word (`강남 방문요양`), common words
// (`요양`, `센터`) and misses, first pages and deeper pages. Prints p50/p95/p99 per kind and overall, and
// with --plans the plan of the page read by id. On postgres it starts a throwaway PostgreSQL 15
// (scripts/postgres-for-tests.mjs) and stops it at the end.
//
// Options: --db pglite|postgres (pglite) --queries 300 --seed 1 --plans
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { getChoseong } from 'es-hangul';
import { loadConfig, MEMORY_DATA_DIR } from '../server/src/config';
import { createDb, type DbHandle } from '../server/src/db/client';
import { loadNationalCenters } from '../server/src/modules/centers/center-loader';
import { parseNationalList } from '../server/src/modules/centers/national-list';
import { loadCenterSearchIndex } from '../server/src/modules/centers/center-search-index';
import { searchCenters } from '../server/src/modules/centers/repository';
import { loadGazetteer } from '../server/src/modules/geo/gazetteer';
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore -- a plain .mjs helper without types
import { startPostgres } from './postgres-for-tests.mjs';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}
const DB = arg('db', 'pglite');
const QUERIES = Number(arg('queries', '300'));
let seed = Number(arg('seed', '1'));
const PLANS = process.argv.includes('--plans');

const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** The driver's own client (pg Pool or PGlite): plain SQL without drizzle-orm, which scripts/ cannot import. */
function rawClient(handle: DbHandle) {
  return (handle.db as unknown as { $client: { query(q: string): Promise<{ rows: object[] }> } }).$client;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const fmt = (ms: number) => ms.toFixed(2).padStart(7);

async function main() {
  const config = loadConfig({ DATA_DIR: MEMORY_DATA_DIR });
  let stopPg: (() => Promise<void>) | undefined;
  let handle: DbHandle;
  if (DB === 'postgres') {
    const pg = (await startPostgres()) as { url: string; stop(): Promise<void> };
    stopPg = pg.stop;
    handle = await createDb({ databaseUrl: pg.url, dataDir: MEMORY_DATA_DIR });
  } else {
    handle = await createDb({ databaseUrl: undefined, dataDir: MEMORY_DATA_DIR });
  }
  try {
    await handle.migrate();
    const gazetteer = loadGazetteer(config.gazetteerPath);
    const load = await loadNationalCenters(handle.db, config.centersPath, gazetteer);
    const reload = await loadNationalCenters(handle.db, config.centersPath, gazetteer);
    if (DB === 'postgres') await rawClient(handle).query('analyze centers');
    const indexStart = performance.now();
    const places = await loadCenterSearchIndex(handle.db);
    const indexMs = performance.now() - indexStart;

    const names = parseNationalList(fs.readFileSync(config.centersPath, 'utf8')).map((c) => c.name);
    const substring = () => {
      const name = pick(names);
      const length = 2 + Math.floor(random() * 5);
      const start = Math.floor(random() * Math.max(1, name.length - length));
      return name.slice(start, start + length).trim() || name;
    };
    const kinds: Record<string, () => { keyword: string; page: number }> = {
      substring: () => ({ keyword: substring(), page: 0 }),
      'full name': () => ({ keyword: pick(names), page: 0 }),
      초성: () => {
        const initials = getChoseong(pick(names)).replace(/[^ㄱ-ㅎ]/g, '');
        return { keyword: initials.slice(0, 2 + Math.floor(random() * 3)) || 'ㅇㅇ', page: 0 };
      },
      'place + word': () => ({
        keyword: `${pick(['강남', '마포', '서울 송파', '수원', '부산 해운대', '청주', '제주'])} ${pick(['방문요양', '주야간보호', '요양원', '재가'])}`,
        page: 0,
      }),
      'common word': () => ({ keyword: pick(['요양', '센터', '복지', '재가', '노인']), page: 0 }),
      'deep page': () => ({ keyword: pick(['요양', '센터', '복지']), page: 1 + Math.floor(random() * 30) }),
      miss: () => ({ keyword: `없는이름${Math.floor(random() * 1000)}`, page: 0 }),
    };
    const queries = Array.from({ length: QUERIES }, () => {
      const kind = pick(Object.keys(kinds));
      return { kind, ...kinds[kind]!() };
    });
    for (const q of queries.slice(0, 20)) await searchCenters(handle.db, places, { ...q, size: 30 });

    const byKind = new Map<string, number[]>();
    const all: number[] = [];
    for (const q of queries) {
      const t0 = performance.now();
      await searchCenters(handle.db, places, { keyword: q.keyword, page: q.page, size: 30 });
      const ms = performance.now() - t0;
      all.push(ms);
      byKind.set(q.kind, [...(byKind.get(q.kind) ?? []), ms]);
    }

    console.log(`\ncenter search on ${DB} (${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(2)})`);
    console.log(
      `load: ${load.centers} centers in ${(load.ms / 1000).toFixed(2)} s; unchanged file: ${reload.skipped ? 'skipped' : 'reloaded'} in ${reload.ms.toFixed(0)} ms`,
    );
    console.log(`search index: built in ${indexMs.toFixed(0)} ms`);
    console.log('kind            n     p50     p95     p99  (ms)');
    const row = (label: string, times: number[]) => {
      const s = [...times].sort((a, b) => a - b);
      console.log(
        `${label.padEnd(14)} ${String(s.length).padStart(3)} ${fmt(pct(s, 50))} ${fmt(pct(s, 95))} ${fmt(pct(s, 99))}`,
      );
    };
    for (const [kind, times] of byKind) row(kind, times);
    row('all', all);
    if (PLANS) {
      const plan = await rawClient(handle).query(
        'explain analyze select * from centers where id in (1, 2, 3, 4, 5, 6, 7, 8, 9, 10)',
      );
      for (const r of plan.rows) console.log(String(Object.values(r)[0]));
    }
  } finally {
    await handle.close();
    await stopPg?.();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
