// Loading the national list on migrate (ADR 0010): idempotent, ids stable across reloads, an unchanged
// file skipped, a changed file upserted by natural key, centers that left the list kept but unlisted.
// Issue 28: a load only moves forward (an older file is refused unless forced), and the search index of
// every process follows a load at once (NOTIFY).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import { centers } from '../../src/db/schema';
import { loadNationalCenters } from '../../src/modules/centers/center-loader';
import { buildTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ids = async () =>
  await t.app.db
    .select({ id: centers.id, name: centers.name, sigungu: centers.sigungu })
    .from(centers)
    .orderBy(asc(centers.id));
const listedCount = async () =>
  (await t.app.db.select({ n: count() }).from(centers).where(eq(centers.listed, true)))[0]?.n;

it('loads 20,954 centers on migrate, and a second run keeps every id and count', async () => {
  expect(await listedCount()).toBe(20_954);
  const before = await ids();
  const again = await loadNationalCenters(t.app.db, t.config.centersPath, t.app.gazetteer);
  expect(again).toMatchObject({ skipped: true, centers: 20_954 });
  expect(await ids()).toEqual(before);
});

/** Whether a center search finds a center of exactly this name (the search index decides what is found). */
const found = async (name: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/center?keyword=${encodeURIComponent(name)}` });
  return (res.json() as { centerName: string }[]).some((c) => c.centerName === name);
};

async function until(check: () => Promise<boolean>, ms = 5000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

it('reloads a changed file by natural key: same ids, new grades, centers gone from the list unlisted', async () => {
  const before = await ids();
  const lines = fs.readFileSync(t.config.centersPath, 'utf8').split('\n');
  const target = '강남개포재가노인복지센터,방문요양,서울특별시,강남구,1168000000,';
  const at = lines.findIndex((l) => l.startsWith(target));
  expect(at).toBeGreaterThan(0);
  lines[at] = `${target}우수,85.5,2025`;
  const dropped = lines.splice(1, 1)[0]!; // the first data row leaves the list
  const droppedName = dropped.split(',')[0]!;
  // The search index is built now, from the list as first loaded.
  expect(await found(droppedName)).toBe(true);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'centers-')), 'list.csv');
  fs.writeFileSync(file, lines.join('\n'));

  const result = await loadNationalCenters(t.app.db, file, t.app.gazetteer);
  expect(result.skipped).toBe(false);
  expect(await ids()).toEqual(before);
  const [gangnam] = await t.app.db.select().from(centers).where(eq(centers.name, '강남개포재가노인복지센터'));
  expect(gangnam).toMatchObject({ finalGrade: 'B', gradeYear: 2025, listed: true });
  const [gone] = await t.app.db.select().from(centers).where(eq(centers.name, droppedName));
  expect(gone?.listed).toBe(false);
  expect(await listedCount()).toBe(20_953);
  // The load told every process (this one too) to rebuild its search index: the center that left the
  // list is no longer found.
  await until(async () => !(await found(droppedName)));

  // The real file is older than this one (one 2025 evaluation fewer): a process started with it does
  // not rewrite the shared table back…
  const refused = await loadNationalCenters(t.app.db, t.config.centersPath, t.app.gazetteer);
  expect(refused).toMatchObject({
    skipped: true,
    refused: { file: { newestYear: 2025 }, loaded: { newestYear: 2025 } },
  });
  expect(refused.refused!.file.newestYearRows).toBe(refused.refused!.loaded.newestYearRows - 1);
  expect(await listedCount()).toBe(20_953);
  const [still] = await t.app.db.select().from(centers).where(eq(centers.name, '강남개포재가노인복지센터'));
  expect(still).toMatchObject({ finalGrade: 'B', gradeYear: 2025 });

  // …unless told to (CENTERS_FORCE=true): everything listed again, ids unchanged.
  const forced = await loadNationalCenters(t.app.db, t.config.centersPath, t.app.gazetteer, { force: true });
  expect(forced.skipped).toBe(false);
  expect(await listedCount()).toBe(20_954);
  expect(await ids()).toEqual(before);
  await until(() => found(droppedName));
});

it('refuses a file whose newest evaluation year is older than the loaded one', async () => {
  const lines = fs.readFileSync(t.config.centersPath, 'utf8').split('\n');
  const older = [lines[0], ...lines.slice(1).filter((l) => l.trim() && !l.trimEnd().endsWith(',2025'))].join(
    '\n',
  );
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'centers-')), 'older.csv');
  fs.writeFileSync(file, older);
  const result = await loadNationalCenters(t.app.db, file, t.app.gazetteer);
  expect(result.refused?.file.newestYear).toBe(2024);
  expect(result.refused?.loaded.newestYear).toBe(2025);
  expect(await listedCount()).toBe(20_954);
});
