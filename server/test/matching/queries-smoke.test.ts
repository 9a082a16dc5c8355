// The matching queries on the demo seed: the SQL lists agree with the brute-force reference.
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { caregivers, elders, resumes } from '../../src/db/schema';
import { eq } from 'drizzle-orm';
import {
  caregiverForMatching,
  elderForMatching,
  findCandidates,
  findNearElders,
  nearPicks,
  referenceCandidates,
  referenceNearElders,
  MANAGER_SORTS,
} from '../../src/modules/matching';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { seed: true });
});
afterAll(() => t.close());

async function everything() {
  const db = t.app.db;
  const elderRows = (await db.select().from(elders)).map(elderForMatching);
  const cg = await db
    .select({ c: caregivers, r: resumes })
    .from(caregivers)
    .leftJoin(resumes, eq(resumes.caregiverId, caregivers.userId));
  return { elderRows, caregiverRows: cg.map((x) => caregiverForMatching(x.c, x.r)) };
}

test('manager candidates equal the reference for every demo elder, radius and sort', async () => {
  const { elderRows, caregiverRows } = await everything();
  let nonEmpty = 0;
  for (const elder of elderRows) {
    for (const radius of [1.25, 3, 5]) {
      for (const sort of MANAGER_SORTS) {
        const page = await findCandidates(t.app.db, {
          elderId: elder.id,
          radiusKm: radius,
          sort,
          page: 0,
          size: 50,
        });
        const ref = referenceCandidates(elder, caregiverRows, radius, sort);
        expect(page.content.map((r) => r.caregiver.id)).toEqual(ref.map((r) => r.caregiver.id));
        expect(page.totalElements).toBe(ref.length);
        if (ref.length) nonEmpty += 1;
      }
    }
  }
  expect(nonEmpty).toBeGreaterThan(10);
});

test('caregiver near lists equal the reference, and picks come from the list', async () => {
  const { elderRows, caregiverRows } = await everything();
  let nonEmpty = 0;
  for (const caregiver of caregiverRows) {
    for (const radius of [1.25, 5]) {
      const page = await findNearElders(t.app.db, {
        caregiverId: caregiver.id,
        radiusKm: radius,
        page: 0,
        size: 50,
      });
      const ref = referenceNearElders(caregiver, elderRows, radius);
      expect(page.content.map((r) => r.elder.id)).toEqual(ref.map((r) => r.elder.id));
      if (ref.length) nonEmpty += 1;
      const picks = await nearPicks(t.app.db, { caregiverId: caregiver.id, radiusKm: radius });
      for (const p of Object.values(picks)) if (p) expect(ref.map((r) => r.elder.id)).toContain(p.elder.id);
    }
  }
  expect(nonEmpty).toBeGreaterThan(3);
});

test('the demo seed gives caregivers and managers something at the default range (1.25 km)', async () => {
  const db = t.app.db;
  const { elderRows, caregiverRows } = await everything();
  const withNear = [];
  for (const caregiver of caregiverRows) {
    const page = await findNearElders(db, { caregiverId: caregiver.id, radiusKm: 1.25, page: 0, size: 10 });
    if (page.totalElements > 0) withNear.push(caregiver.id);
  }
  expect(withNear.length).toBeGreaterThanOrEqual(3);
  let eldersWithCandidates = 0;
  for (const elder of elderRows) {
    const page = await findCandidates(db, {
      elderId: elder.id,
      radiusKm: 1.25,
      sort: 'accuracy',
      page: 0,
      size: 10,
    });
    if (page.totalElements > 0) eldersWithCandidates += 1;
  }
  expect(eldersWithCandidates).toBeGreaterThanOrEqual(3);
});
