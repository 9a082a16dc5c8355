// resumes.lat / lng / job_open are copies of the caregiver's for the candidate list's covering index
// (migration 0004): the database keeps them in sync with triggers, whatever the caller writes. Runs on
// PGlite, and on PostgreSQL 15 with TEST_POSTGRES=1. The generated match_sig (migration 0019) is checked
// against signature.ts here too, and the counts' copies elder_spots and resume_spots (migration 0020)
// against the rows they copy, through any sequence of writes — with the near picks' values of elder_spots
// (migration 0057: need flags, creation time, hourly offer) against wage.ts and the stored levels.
import fc from 'fast-check';
import { eq, inArray, sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { caregivers, elderSpots, elders, resumeSpots, resumes } from '../../src/db/schema';
import {
  ALL_OPTION,
  findCandidates,
  hourlyOffer,
  scheduleOverlap,
  type CaregiverForMatching,
  type ElderForMatching,
} from '../../src/modules/matching';
import { elderLevelColumns, resumeLevelColumns } from '../../src/modules/matching/columns';
import { capabilitySignature, needSignature } from '../../src/modules/matching/signature';
import { caregiverArb, elderArb } from '../../src/modules/matching/__tests__/arbitraries';
import { clearDataset, insertDataset, type NewCaregiver } from './dataset';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const 역삼동 = { lat: 37.50008, lng: 127.03855 };
const 서면 = { lat: 35.1577, lng: 129.0592 };

const strip = <T extends { id: number }>({ id: _id, ...rest }: T): Omit<T, 'id'> => rest;

/** A caregiver who takes any elder nearby. */
function generous(c: NewCaregiver, jobOpen: boolean): NewCaregiver {
  return {
    ...c,
    resumeRegistered: true,
    jobOpen,
    elderRank: [1, 2, 3, 4, 5, 6],
    meal: [ALL_OPTION],
    toileting: [ALL_OPTION],
    mobility: [ALL_OPTION],
    daily: [ALL_OPTION],
    preferredGender: 'EVERY',
  };
}

async function setup() {
  const db = t.app.db;
  await clearDataset(db);
  const elder = strip(fc.sample(elderArb, { numRuns: 1, seed: 42 })[0]!);
  const template = strip(fc.sample(caregiverArb, { numRuns: 1, seed: 7 })[0]!);
  const near = { lat: 역삼동.lat + 0.001, lng: 역삼동.lng + 0.001 };
  return insertDataset(db, {
    elders: [{ ...elder, ...역삼동 }],
    caregivers: [
      { ...generous(template, true), ...near },
      { ...generous(template, false), ...역삼동 },
    ],
  });
}

async function candidateIds(elderId: number): Promise<number[]> {
  const page = await findCandidates(t.app.db, { elderId, radiusKm: 5, sort: 'accuracy', page: 0, size: 50 });
  expect(page.totalElements).toBe(page.content.length);
  return page.content.map((r) => r.caregiver.id);
}

async function resumeCopies(ids: number[]) {
  const rows = await t.app.db
    .select({ id: resumes.caregiverId, lat: resumes.lat, lng: resumes.lng, jobOpen: resumes.jobOpen })
    .from(resumes)
    .where(inArray(resumes.caregiverId, ids));
  return rows.sort((a, b) => a.id - b.id);
}

const place = (c: CaregiverForMatching) => ({ id: c.id, lat: c.lat, lng: c.lng, jobOpen: c.jobOpen });

test('a resume inserted without lat, lng and job_open gets the caregiver’s', async () => {
  // insertDataset writes resumes as the caregiver module does: without the copied columns.
  const { caregivers: cg } = await setup();
  expect(await resumeCopies(cg.map((c) => c.id))).toEqual(cg.map(place));
});

test('a resume’s day and slot masks follow its work_day and work_time_slot', async () => {
  const { caregivers: cg } = await setup();
  const c = cg[0]!;
  const masks = async () =>
    (
      await t.app.db
        .select({ day: resumes.workDayMask, slot: resumes.workTimeSlotMask })
        .from(resumes)
        .where(eq(resumes.caregiverId, c.id))
    )[0];
  const bits = (list: readonly number[]) => list.reduce((m, x) => m | (1 << x), 0);
  expect(await masks()).toEqual({ day: bits(c.workDay), slot: bits(c.workTimeSlot) });
  await t.app.db
    .update(resumes)
    .set({ workDay: [0, 2, 6], workTimeSlot: [1], workDayMask: 0 })
    .where(eq(resumes.caregiverId, c.id));
  expect(await masks()).toEqual({ day: 0b1000101, slot: 0b10 });
  await t.app.db.update(resumes).set({ workDay: [], workTimeSlot: [] }).where(eq(resumes.caregiverId, c.id));
  expect(await masks()).toEqual({ day: 0, slot: 0 });
});

test('a resume written with other values still gets the caregiver’s', async () => {
  const { caregivers: cg } = await setup();
  const c = cg[0]!;
  await t.app.db
    .update(resumes)
    .set({ lat: 0, lng: 0, jobOpen: false, wage: 15000 })
    .where(eq(resumes.caregiverId, c.id));
  expect(await resumeCopies([c.id])).toEqual([place(c)]);
});

test('switching a caregiver’s job_open removes them from and returns them to the candidates', async () => {
  const { elders, caregivers: cg } = await setup();
  const elderId = elders[0]!.id;
  const [open, closed] = [cg[0]!.id, cg[1]!.id];
  expect(await candidateIds(elderId)).toEqual([open]);

  await t.app.db.update(caregivers).set({ jobOpen: false }).where(eq(caregivers.userId, open));
  expect(await candidateIds(elderId)).toEqual([]);

  await t.app.db
    .update(caregivers)
    .set({ jobOpen: true })
    .where(inArray(caregivers.userId, [open, closed]));
  // Both open now; the closed one sits on the elder's own centroid, so it ranks first.
  expect((await candidateIds(elderId)).sort((a, b) => a - b)).toEqual([open, closed].sort((a, b) => a - b));
  expect((await resumeCopies([open, closed])).map((r) => r.jobOpen)).toEqual([true, true]);
});

test('a caregiver who moves away takes their resume along', async () => {
  const { elders, caregivers: cg } = await setup();
  const elderId = elders[0]!.id;
  const c = cg[0]!;
  await t.app.db.update(caregivers).set(서면).where(eq(caregivers.userId, c.id));
  expect(await resumeCopies([c.id])).toEqual([{ id: c.id, ...서면, jobOpen: true }]);
  expect(await candidateIds(elderId)).toEqual([]);

  await t.app.db.update(caregivers).set({ lat: c.lat, lng: c.lng }).where(eq(caregivers.userId, c.id));
  expect(await candidateIds(elderId)).toEqual([c.id]);
});

test('the database’s match_sig of elders and resumes is signature.ts’s, and follows an update', async () => {
  const db = t.app.db;
  await clearDataset(db);
  const data = await insertDataset(db, {
    elders: fc.sample(elderArb, { numRuns: 60, seed: 3 }).map(strip),
    caregivers: fc.sample(caregiverArb, { numRuns: 60, seed: 4 }).map(strip),
  });
  const stored = async () => ({
    elders: await db.select({ id: elders.id, sig: elders.matchSig }).from(elders).orderBy(elders.id),
    resumes: await db
      .select({ id: resumes.caregiverId, sig: resumes.matchSig })
      .from(resumes)
      .orderBy(resumes.caregiverId),
  });
  const expected = (e: ElderForMatching[], c: CaregiverForMatching[]) => ({
    elders: e.map((x) => ({
      id: x.id,
      sig: needSignature({ ...elderLevelColumns(x), rank: x.rank, gender: x.gender }),
    })),
    resumes: c
      .filter((x) => x.resumeRegistered)
      .map((x) => ({
        id: x.id,
        sig: capabilitySignature({ ...resumeLevelColumns(x), preferredGender: x.preferredGender }),
      })),
  });
  expect(await stored()).toEqual(expected(data.elders, data.caregivers));

  // A changed level, grade or gender changes the bits with it.
  const [e] = data.elders;
  const c = data.caregivers.find((x) => x.resumeRegistered)!;
  await db.update(elders).set({ mealLevel: 4, rank: 6, gender: 'female' }).where(eq(elders.id, e!.id));
  await db
    .update(resumes)
    .set({ mobilityLevel: 2, rankMask: 0b100, preferredGender: 'male' })
    .where(eq(resumes.caregiverId, c.id));
  const now = await stored();
  expect(now.elders.find((x) => x.id === e!.id)?.sig).toBe(
    needSignature({ ...elderLevelColumns(e!), mealLevel: 4, rank: 6, gender: 'female' }),
  );
  expect(now.resumes.find((x) => x.id === c.id)?.sig).toBe(
    capabilitySignature({
      ...resumeLevelColumns(c),
      mobilityLevel: 2,
      rankMask: 0b100,
      preferredGender: 'male',
    }),
  );
});

/** What a count must see: every open posting and open resume, as the copies hold them. */
async function spotsAndSources() {
  const db = t.app.db;
  const byId = <T extends { id: number }>(rows: T[]) => rows.sort((a, b) => a.id - b.id);
  const elderCols = { latCell: elders.latCell, lng: elders.lng, lat: elders.lat, sig: elders.matchSig };
  const resumeCols = { latCell: resumes.latCell, lng: resumes.lng, lat: resumes.lat, sig: resumes.matchSig };
  return {
    elderSpots: byId(
      await db
        .select({
          id: elderSpots.id,
          latCell: elderSpots.latCell,
          lng: elderSpots.lng,
          lat: elderSpots.lat,
          sig: elderSpots.matchSig,
          managerId: elderSpots.managerId,
          createdMs: elderSpots.createdMs,
          needs: elderSpots.needs,
          perHour: elderSpots.perHour,
        })
        .from(elderSpots),
    ),
    openElders: byId(
      (
        await db
          .select({
            id: elders.id,
            ...elderCols,
            managerId: elders.managerId,
            createdAt: elders.createdAt,
            meal: elders.mealLevel,
            toileting: elders.toiletingLevel,
            mobility: elders.mobilityLevel,
            daily: elders.dailyMask,
            wageType: elders.wageType,
            wage: elders.wage,
            schedule: elders.schedule,
          })
          .from(elders)
          .where(sql`${elders.closedAt} is null`)
      ).map(({ createdAt, meal, toileting, mobility, daily, wageType, wage, schedule, ...row }) => ({
        ...row,
        createdMs: createdAt.getTime(),
        needs: (meal > 1 ? 1 : 0) | (toileting > 1 ? 2 : 0) | (mobility > 1 ? 4 : 0) | (daily ? 8 : 0),
        perHour:
          hourlyOffer(wageType as ElderForMatching['wageType'], wage, scheduleOverlap(schedule, [], [])) ?? 0,
      })),
    ),
    resumeSpots: byId(
      await db
        .select({
          id: resumeSpots.caregiverId,
          latCell: resumeSpots.latCell,
          lng: resumeSpots.lng,
          lat: resumeSpots.lat,
          sig: resumeSpots.matchSig,
        })
        .from(resumeSpots),
    ),
    openResumes: byId(
      await db
        .select({ id: resumes.caregiverId, ...resumeCols })
        .from(resumes)
        .where(eq(resumes.jobOpen, true)),
    ),
  };
}

/** One write to a posting, a resume or a caregiver, as any writer (route, script, operator) may make it. */
type Write =
  | { on: 'elder'; i: number; to: 'move'; dLat: number; dLng: number }
  | { on: 'elder'; i: number; to: 'needs'; meal: number; rank: number; gender: 'male' | 'female' }
  | { on: 'elder'; i: number; to: 'close' | 'reopen' | 'delete' | 'touch' }
  | { on: 'elder'; i: number; to: 'offer'; offer: Pick<ElderForMatching, 'wageType' | 'wage' | 'schedule'> }
  | { on: 'elder'; i: number; to: 'levels'; toileting: number; mobility: number; daily: number }
  | { on: 'caregiver'; i: number; to: 'open' | 'close' }
  | { on: 'caregiver'; i: number; to: 'move'; dLat: number; dLng: number }
  | { on: 'resume'; i: number; to: 'needs'; meal: number; gender: 'EVERY' | 'male' | 'female' }
  | { on: 'resume'; i: number; to: 'delete' };

const i = fc.nat(5);
const step = fc.double({ min: -0.05, max: 0.05, noNaN: true });
const writeArb: fc.Arbitrary<Write> = fc.oneof(
  fc.record({
    on: fc.constant('elder' as const),
    i,
    to: fc.constant('move' as const),
    dLat: step,
    dLng: step,
  }),
  fc.record({
    on: fc.constant('elder' as const),
    i,
    to: fc.constant('needs' as const),
    meal: fc.integer({ min: 1, max: 4 }),
    rank: fc.integer({ min: 1, max: 6 }),
    gender: fc.constantFrom('male' as const, 'female' as const),
  }),
  fc.record({
    on: fc.constant('elder' as const),
    i,
    to: fc.constantFrom('close', 'reopen', 'delete', 'touch'),
  }),
  fc.record({
    on: fc.constant('elder' as const),
    i,
    to: fc.constant('offer' as const),
    offer: elderArb.map(({ wageType, wage, schedule }) => ({ wageType, wage, schedule })),
  }),
  fc.record({
    on: fc.constant('elder' as const),
    i,
    to: fc.constant('levels' as const),
    toileting: fc.integer({ min: 1, max: 4 }),
    mobility: fc.integer({ min: 1, max: 4 }),
    daily: fc.constantFrom(0, 1, 6, 63),
  }),
  fc.record({
    on: fc.constant('caregiver' as const),
    i,
    to: fc.constantFrom('open' as const, 'close' as const),
  }),
  fc.record({
    on: fc.constant('caregiver' as const),
    i,
    to: fc.constant('move' as const),
    dLat: step,
    dLng: step,
  }),
  fc.record({
    on: fc.constant('resume' as const),
    i,
    to: fc.constant('needs' as const),
    meal: fc.integer({ min: 1, max: 4 }),
    gender: fc.constantFrom('EVERY' as const, 'male' as const, 'female' as const),
  }),
  fc.record({ on: fc.constant('resume' as const), i, to: fc.constant('delete' as const) }),
) as fc.Arbitrary<Write>;

test('the counts’ copies hold exactly the open postings and open resumes after any writes', async () => {
  const db = t.app.db;
  await fc.assert(
    fc.asyncProperty(fc.array(writeArb, { maxLength: 14 }), async (writes) => {
      await clearDataset(db);
      const data = await insertDataset(db, {
        elders: fc.sample(elderArb, { numRuns: 6, seed: 11 }).map(strip),
        // Five open resumes and one closed, so that writes both open and close them.
        caregivers: fc.sample(caregiverArb, { numRuns: 6, seed: 12 }).map((c, n) => ({
          ...strip(c),
          resumeRegistered: true,
          jobOpen: n > 0,
        })),
      });
      const elderId = (n: number) => data.elders[n]!.id;
      const caregiverId = (n: number) => data.caregivers[n]!.id;
      for (const w of writes) {
        if (w.on === 'elder') {
          const where = eq(elders.id, elderId(w.i));
          if (w.to === 'move') {
            await db
              .update(elders)
              .set({ lat: sql`${elders.lat} + ${w.dLat}`, lng: sql`${elders.lng} + ${w.dLng}` })
              .where(where);
          } else if (w.to === 'needs') {
            await db.update(elders).set({ mealLevel: w.meal, rank: w.rank, gender: w.gender }).where(where);
          } else if (w.to === 'offer')
            await db
              .update(elders)
              .set({ ...w.offer, schedule: w.offer.schedule.map((d) => d ?? null) })
              .where(where);
          else if (w.to === 'levels') {
            await db
              .update(elders)
              .set({ toiletingLevel: w.toileting, mobilityLevel: w.mobility, dailyMask: w.daily })
              .where(where);
          } else if (w.to === 'close') await db.update(elders).set({ closedAt: new Date() }).where(where);
          else if (w.to === 'reopen') await db.update(elders).set({ closedAt: null }).where(where);
          else if (w.to === 'touch') await db.update(elders).set({ updatedAt: new Date() }).where(where);
          else await db.delete(elders).where(where);
        } else if (w.on === 'caregiver') {
          const where = eq(caregivers.userId, caregiverId(w.i));
          if (w.to === 'move') {
            await db
              .update(caregivers)
              .set({ lat: sql`${caregivers.lat} + ${w.dLat}`, lng: sql`${caregivers.lng} + ${w.dLng}` })
              .where(where);
          } else
            await db
              .update(caregivers)
              .set({ jobOpen: w.to === 'open' })
              .where(where);
        } else {
          const where = eq(resumes.caregiverId, caregiverId(w.i));
          if (w.to === 'needs') {
            await db.update(resumes).set({ mealLevel: w.meal, preferredGender: w.gender }).where(where);
          } else await db.delete(resumes).where(where);
        }
      }
      const now = await spotsAndSources();
      expect(now.elderSpots).toEqual(now.openElders);
      expect(now.resumeSpots).toEqual(now.openResumes);
    }),
    { numRuns: 25, seed: 2026 },
  );
});

test('a truncated dataset leaves no copies behind (the copies follow by foreign key)', async () => {
  await setup();
  expect((await spotsAndSources()).elderSpots).toHaveLength(1);
  await clearDataset(t.app.db);
  const now = await spotsAndSources();
  expect([now.elderSpots, now.resumeSpots]).toEqual([[], []]);
});
