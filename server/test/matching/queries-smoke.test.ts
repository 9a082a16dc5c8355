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
  MANAGER_SORTS,
} from '../../src/modules/matching';
import { referenceCandidates, referenceNearElders } from '../../src/modules/matching/reference';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { seed: true });
});
afterAll(() => t.close());

async function everything() {
  const db = t.app.db;
  const rows = await db.select().from(elders);
  const elderRows = rows.map(elderForMatching);
  // A closed posting (모집 완료, or care ended: the demo's review history) is in no caregiver's list.
  const openElderRows = rows.filter((e) => e.closedAt === null).map(elderForMatching);
  const cg = await db
    .select({ c: caregivers, r: resumes })
    .from(caregivers)
    .leftJoin(resumes, eq(resumes.caregiverId, caregivers.userId));
  return { elderRows, openElderRows, caregiverRows: cg.map((x) => caregiverForMatching(x.c, x.r)) };
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
  const { openElderRows, caregiverRows } = await everything();
  let nonEmpty = 0;
  for (const caregiver of caregiverRows) {
    for (const radius of [1.25, 5]) {
      const page = await findNearElders(t.app.db, {
        caregiverId: caregiver.id,
        radiusKm: radius,
        page: 0,
        size: 50,
      });
      const ref = referenceNearElders(caregiver, openElderRows, radius);
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

test('구인 비공개 hides a caregiver from managers but not the elders from the caregiver', async () => {
  const db = t.app.db;
  const { caregiverRows } = await everything();
  const open = caregiverRows.find((c) => c.resumeRegistered && c.jobOpen);
  if (!open) throw new Error('the seed has an open caregiver with a resume');
  const before = await findNearElders(db, { caregiverId: open.id, radiusKm: 5, page: 0, size: 50 });
  const elderId = before.content[0]?.elder.id;
  if (elderId === undefined) throw new Error('the seed gives that caregiver elders within 5 km');
  const candidateIds = async () =>
    (await findCandidates(db, { elderId, radiusKm: 5, sort: 'accuracy', page: 0, size: 50 })).content.map(
      (r) => r.caregiver.id,
    );
  expect(await candidateIds()).toContain(open.id);

  await db.update(caregivers).set({ jobOpen: false }).where(eq(caregivers.userId, open.id));
  try {
    const after = await findNearElders(db, { caregiverId: open.id, radiusKm: 5, page: 0, size: 50 });
    expect(after.content.map((r) => r.elder.id)).toEqual(before.content.map((r) => r.elder.id));
    expect(await candidateIds()).not.toContain(open.id);
  } finally {
    await db.update(caregivers).set({ jobOpen: true }).where(eq(caregivers.userId, open.id));
  }
});
