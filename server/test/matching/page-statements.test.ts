// The matching lists read their page and its cards in one statement, and skip the count when the first
// page's window holds the whole list (issue 16, ADR 0020). The answers must not change: the totals here
// are checked against what the test put in the database, and the round trips are counted on the driver.
import { eq } from 'drizzle-orm';
import { elders } from '../../src/db/schema';
import { EARTH_RADIUS_KM } from '../../src/modules/geo';
import { countRanges, withinRadius, type LatLng } from '../../src/modules/geo/distance';
import { countedList } from '../manager/helpers';
import { userIdOf } from '../helpers/users';
import { BASE, KM, newCaregiver, newElder, useCaregiverDemo } from '../caregiver/fixtures';

const { t, get, managerHeaders } = useCaregiverDemo();
let managerId: number;
beforeAll(async () => {
  managerId = await userIdOf(t.app, 'manager01');
});

/** The database round trips `run` makes (both drivers send every statement through `$client.query`). */
async function roundTrips<T>(run: () => Promise<T>): Promise<{ result: T; trips: number }> {
  const client = (t.app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = jest.spyOn(client, 'query');
  try {
    const result = await run();
    return { result, trips: spy.mock.calls.length };
  } finally {
    spy.mockRestore();
  }
}

/** `dLatKm` (in the fixtures' unit) of a point `km` due north of `fromKm`, exactly on the great circle. */
const northOf = (fromKm: number, km: number) => fromKm + ((km / EARTH_RADIUS_KM) * (180 / Math.PI)) / KM;

const elderIds = (page: { content: { elderId: number }[] }) => page.content.map((e) => e.elderId);

describe('near/all: the page and its cards in one statement', () => {
  it('answers a short list in two round trips, with its exact total, leaving out a row on the edge outside the circle', async () => {
    const me = await newCaregiver(t.app, { dLatKm: 400 });
    const near = [];
    for (let i = 0; i < 3; i += 1) near.push(await newElder(t.app, managerId, { dLatKm: 400.2 + i * 0.3 }));
    // 0.5 mm beyond 1.25 km: inside the SQL prefilter's slack, outside the one rule (withinRadius).
    await newElder(t.app, managerId, { dLatKm: northOf(400, 1.25 + 0.5e-6) });
    const { result, trips } = await roundTrips(() => get('/api/caregiver/near/all?range=1.25', me.headers));
    expect(result.statusCode).toBe(200);
    const page = result.json();
    expect(trips).toBe(2); // the caregiver with her saved elders, then the window with the cards
    expect(page).toMatchObject({ totalElements: 3, totalPages: 1, number: 0, last: true });
    expect(elderIds(page)).toEqual(near.map((e) => e.id));
    // At 3 km the edge elder is well inside and the list has four.
    expect((await get('/api/caregiver/near/all?range=3', me.headers)).json().totalElements).toBe(4);
  });

  it('counts a list longer than the first window exactly, and pages it as the whole list does', async () => {
    const me = await newCaregiver(t.app, { dLatKm: 450 });
    const made = [];
    for (let i = 0; i < 30; i += 1) made.push(await newElder(t.app, managerId, { dLatKm: 450 + i * 0.03 }));
    const first = await roundTrips(() => get('/api/caregiver/near/all?range=1.25&size=10', me.headers));
    // The window came back full: the count runs as before (one more round trip).
    expect(first.trips).toBe(3);
    expect(first.result.json()).toMatchObject({ totalElements: 30, totalPages: 3, number: 0, last: false });
    const whole = (await get('/api/caregiver/near/all?range=1.25&size=50', me.headers)).json();
    expect(whole.totalElements).toBe(30);
    expect(new Set(elderIds(whole))).toEqual(new Set(made.map((e) => e.id)));
    expect(elderIds(first.result.json())).toEqual(elderIds(whole).slice(0, 10));
    const third = (await get('/api/caregiver/near/all?range=1.25&size=10&page=2', me.headers)).json();
    expect(third).toMatchObject({ totalElements: 30, totalPages: 3, number: 2, last: true });
    expect(elderIds(third)).toEqual(elderIds(whole).slice(20, 30));
  });
});

describe('near/list: the picks and their cards in one statement', () => {
  it('answers in two round trips', async () => {
    const me = await newCaregiver(t.app, { dLatKm: 500 });
    const elder = await newElder(t.app, managerId, { dLatKm: 500.3, toileting: ['기저귀 케어 필요'] });
    const { result, trips } = await roundTrips(() => get('/api/caregiver/near/list?range=1.25', me.headers));
    expect(result.statusCode).toBe(200);
    expect(trips).toBe(2);
    const picks = result.json();
    for (const kind of ['meal', 'toileting', 'mobility', 'daily', 'wage']) {
      expect(picks[kind]?.elderId).toBe(elder.id);
    }
  });
});

describe('elder/individual: the candidates and their cards in one statement', () => {
  const candidates = (elderId: number, extra = '') =>
    get(`/api/manager/elder/individual?elderId=${elderId}&distance=5km이내${extra}`, managerHeaders);

  it('answers a short list in two round trips with the exact X-Total-Count', async () => {
    const elder = await newElder(t.app, managerId, { dLatKm: 600 });
    const made = [];
    for (let i = 0; i < 3; i += 1) made.push(await newCaregiver(t.app, { dLatKm: 600.5 + i }));
    const { result, trips } = await roundTrips(() => candidates(elder.id));
    expect(result.statusCode).toBe(200);
    expect(trips).toBe(2); // the own-elder check, then the ranked window with the cards
    const list = countedList<{ caregiverId: number }>(result);
    expect(list.totalElements).toBe(3);
    expect(new Set(list.content.map((c) => c.caregiverId))).toEqual(new Set(made.map((c) => c.id)));
  });

  it('counts a full first page exactly', async () => {
    const elder = await newElder(t.app, managerId, { dLatKm: 700 });
    for (let i = 0; i < 28; i += 1)
      await newCaregiver(t.app, { dLatKm: 700 + (i % 14) * 0.1 + (i < 14 ? 0 : 0.05) });
    const first = await roundTrips(() => candidates(elder.id, '&size=10'));
    // The own-elder check, the window, then the count: a 5 km circle spans ten latitude bands, so it
    // counts in two halves at once (ADR 0026), one round trip each.
    expect(first.trips).toBe(4);
    const page = countedList<{ caregiverId: number }>(first.result);
    expect(page.totalElements).toBe(28);
    const whole = countedList<{ caregiverId: number }>(await candidates(elder.id, '&size=50'));
    expect(whole.totalElements).toBe(28);
    expect(page.content.map((c) => c.caregiverId)).toEqual(
      whole.content.slice(0, 10).map((c) => c.caregiverId),
    );
    const second = countedList<{ caregiverId: number }>(await candidates(elder.id, '&size=10&page=2'));
    expect(second.totalElements).toBe(28);
    expect(second.content.map((c) => c.caregiverId)).toEqual(
      whole.content.slice(20, 28).map((c) => c.caregiverId),
    );
  });
});

describe('a count over many latitude bands, in two halves', () => {
  it('adds up the rows of both halves and of their edges exactly', async () => {
    // 5 km spans ten bands of 0.01° (about 1.1 km): 33 elders from 4.4 km south to 4.4 km north, and one
    // just inside and one just outside the circle's northern edge (both in the northern half's bands).
    const me = await newCaregiver(t.app, { dLatKm: 900 });
    const made = [];
    for (let i = 0; i < 33; i += 1)
      made.push(await newElder(t.app, managerId, { dLatKm: 900 - 4.4 + i * 0.275 }));
    const inside = await newElder(t.app, managerId, { dLatKm: northOf(900, 5 - 0.5e-6) });
    await newElder(t.app, managerId, { dLatKm: northOf(900, 5 + 0.5e-6) });
    const url = '/api/caregiver/near/all?range=5&size=10';
    const first = await roundTrips(() => get(url, me.headers));
    // The caregiver, the window, then the count's two halves at once; the elder outside on the edge then
    // leaves the window, which is read once more.
    expect(first.trips).toBe(5);
    expect(first.result.json()).toMatchObject({ totalElements: 34, totalPages: 4, last: false });
    const whole = (await get('/api/caregiver/near/all?range=5&size=50', me.headers)).json();
    expect(whole.totalElements).toBe(34);
    expect(new Set(elderIds(whole))).toEqual(new Set([...made, inside].map((e) => e.id)));
    const last = (await get('/api/caregiver/near/all?range=5&size=10&page=3', me.headers)).json();
    expect(last).toMatchObject({ totalElements: 34, number: 3, last: true });
    expect(elderIds(last)).toEqual(elderIds(whole).slice(30, 34));
  });
});

describe('a count over the inner chords and the ring (ADR 0027)', () => {
  it('counts each elder at a chord end, on a band edge or on the circle once, and none outside', async () => {
    const me = await newCaregiver(t.app, { dLatKm: 1000 });
    const centre: LatLng = { lat: BASE.lat + 1000 * KM, lng: BASE.lng };
    const ranges = countRanges(centre, 5);
    const bandLat = (cell: number, f: number) => (cell + f) / 100;
    const spots: LatLng[] = [];
    for (const r of ranges.inner) {
      // Both ends of the chord (in the ring, not the chord), at the band's southern and northern edges
      // and between them, and the chord's own middle.
      for (const lat of [bandLat(r.cell, 0), bandLat(r.cell, 0.5), bandLat(r.cell, 0.999999)]) {
        spots.push({ lat, lng: r.lo }, { lat, lng: r.hi }, { lat, lng: (r.lo + r.hi) / 2 });
      }
    }
    // The ring's outer ends (certainly outside the circle where the outer chord is inside the box).
    for (const r of ranges.ring)
      spots.push({ lat: bandLat(r.cell, 0.5), lng: r.lo }, { lat: bandLat(r.cell, 0.5), lng: r.hi });
    // On the circle, all round it.
    for (let b = 0; b < 360; b += 15) {
      const a = (b * Math.PI) / 180;
      const d = (5 / EARTH_RADIUS_KM) * (180 / Math.PI);
      spots.push({
        lat: centre.lat + d * Math.cos(a),
        lng: centre.lng + (d * Math.sin(a)) / Math.cos((centre.lat * Math.PI) / 180),
      });
    }
    const insideIds: number[] = [];
    for (const at of spots) {
      const row = await newElder(t.app, managerId);
      await t.app.db.update(elders).set(at).where(eq(elders.id, row.id));
      if (withinRadius(at, centre, 5)) insideIds.push(row.id);
    }
    expect(ranges.inner.length).toBeGreaterThan(5);
    expect(insideIds.length).toBeGreaterThan(ranges.inner.length * 9);
    expect(insideIds.length).toBeLessThan(spots.length);
    const listed: number[] = [];
    for (let page = 0; listed.length < insideIds.length + 50; page += 1) {
      const json = (await get(`/api/caregiver/near/all?range=5&size=50&page=${page}`, me.headers)).json();
      expect(json.totalElements).toBe(insideIds.length);
      listed.push(...elderIds(json));
      if (json.last) break;
    }
    expect(listed.sort((x, y) => x - y)).toEqual(insideIds);
  });
});

describe('page 0 where lists were long: the count beside the window', () => {
  it('answers the same, with exact totals, before and after the area is known to hold long lists', async () => {
    const me = await newCaregiver(t.app, { dLatKm: 800 });
    for (let i = 0; i < 30; i += 1) await newElder(t.app, managerId, { dLatKm: 800 + i * 0.03 });
    const url = '/api/caregiver/near/all?range=1.25&size=10';
    const first = (await get(url, me.headers)).json(); // window, then the count (the area was unknown)
    const again = await roundTrips(() => get(url, me.headers)); // window and count together now
    expect(again.trips).toBe(3);
    expect(again.result.json()).toEqual(first);
    expect(first.totalElements).toBe(30);
    // A short list in the same area (the caregiver 2 km north sees only the last few) is still exact,
    // though it now pays the count it could have skipped; the area then reads as short again.
    const north = await newCaregiver(t.app, { dLatKm: 801.9 });
    const shortRead = await roundTrips(() => get(url, north.headers));
    expect(shortRead.trips).toBe(3);
    const short = shortRead.result.json();
    expect(short).toMatchObject({ last: true });
    expect(short.totalElements).toBe(short.content.length);
    expect(short.totalElements).toBeGreaterThan(0);
    const alone = await roundTrips(() => get(url, north.headers));
    expect(alone.trips).toBe(2);
    expect(alone.result.json()).toEqual(short);
  });
});
