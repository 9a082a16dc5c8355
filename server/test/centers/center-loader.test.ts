// Loading the national list on migrate (ADR 0010): idempotent, ids stable across reloads, an unchanged
// file skipped, a changed file upserted by natural key, centers that left the list kept but unlisted.
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

it('reloads a changed file by natural key: same ids, new grades, centers gone from the list unlisted', async () => {
  const before = await ids();
  const lines = fs.readFileSync(t.config.centersPath, 'utf8').split('\n');
  const target = '강남개포재가노인복지센터,방문요양,서울특별시,강남구,1168000000,';
  const at = lines.findIndex((l) => l.startsWith(target));
  expect(at).toBeGreaterThan(0);
  lines[at] = `${target}우수,85.5,2025`;
  const dropped = lines.splice(1, 1)[0]!; // the first data row leaves the list
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'centers-')), 'list.csv');
  fs.writeFileSync(file, lines.join('\n'));

  const result = await loadNationalCenters(t.app.db, file, t.app.gazetteer);
  expect(result.skipped).toBe(false);
  expect(await ids()).toEqual(before);
  const [gangnam] = await t.app.db.select().from(centers).where(eq(centers.name, '강남개포재가노인복지센터'));
  expect(gangnam).toMatchObject({ finalGrade: 'B', gradeYear: 2025, listed: true });
  const [gone] = await t.app.db
    .select()
    .from(centers)
    .where(eq(centers.name, dropped.split(',')[0]!));
  expect(gone?.listed).toBe(false);
  expect(await listedCount()).toBe(20_953);

  // Back to the real file: everything listed again, ids unchanged.
  await loadNationalCenters(t.app.db, t.config.centersPath, t.app.gazetteer);
  expect(await listedCount()).toBe(20_954);
  expect(await ids()).toEqual(before);
});
