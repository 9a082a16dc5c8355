import { and, count, eq, lte, sql } from 'drizzle-orm';
import { caregivers, centers, elders, managers, reviews, users } from '../src/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../src/db/seed';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { bearer, login, userIdOf } from './helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { seed: true });
});
afterAll(() => t.close());

const total = async (
  table: typeof users | typeof centers | typeof caregivers | typeof elders | typeof managers,
) => {
  const [row] = await t.app.db.select({ n: count() }).from(table);
  return row?.n;
};

describe('demo seed', () => {
  it('makes the managers members of real Seoul centers and places caregivers and elders in Seoul', async () => {
    expect(await total(centers)).toBe(20_954);
    expect(await total(managers)).toBe(2);
    // Ten caregivers looking for work and three former ones (issue 34's review history).
    expect(await total(caregivers)).toBe(13);
    expect(await total(elders)).toBe(17);
    expect(await total(users)).toBe(16);

    const managerCenters = await t.app.db
      .select({ loginId: users.loginId, center: centers })
      .from(managers)
      .innerJoin(users, eq(users.id, managers.userId))
      .innerJoin(centers, eq(centers.id, managers.centerId));
    expect(managerCenters.map((m) => [m.loginId, m.center.name, m.center.sigungu, m.center.listed])).toEqual(
      expect.arrayContaining([
        ['manager01', '강남개포재가노인복지센터', '강남구', true],
        ['manager02', '늘사랑재가복지센터', '마포구', true],
      ]),
    );
    for (const { center } of managerCenters) {
      expect(center.sido).toBe('서울특별시');
      expect(t.app.gazetteer.get(center.bcode)).toMatchObject({ lat: center.lat, lng: center.lng });
    }

    for (const table of [caregivers, elders]) {
      const rows = await t.app.db.select({ lat: table.lat, lng: table.lng, bcode: table.bcode }).from(table);
      for (const row of rows) {
        expect(row.bcode).toMatch(/^11\d{8}$/);
        expect(row.lat).toBeGreaterThan(37.4);
        expect(row.lat).toBeLessThan(37.72);
        expect(row.lng).toBeGreaterThan(126.76);
        expect(row.lng).toBeLessThan(127.19);
        expect(t.app.gazetteer.get(row.bcode)).toMatchObject({ lat: row.lat, lng: row.lng });
      }
    }
    const perManager = await t.app.db
      .select({ managerId: elders.managerId, n: count() })
      .from(elders)
      .groupBy(elders.managerId);
    // manager02 also has the three elders whose care has ended.
    expect(perManager.map((r) => r.n).sort((a, b) => a - b)).toEqual([7, 10]);
  });

  it('uses Korean names and dashed phones', async () => {
    const rows = await t.app.db.select().from(users);
    for (const u of rows) {
      expect(u.name).toMatch(/^[가-힣]{1,10}$/);
      expect(u.phone).toMatch(/^010-\d{4}-\d{4}$/);
    }
    const grades = await t.app.db.selectDistinct({ g: centers.finalGrade }).from(centers);
    expect(new Set(grades.map((c) => c.g))).toEqual(new Set(['A', 'B', 'C', 'D', 'E']));
  });

  it('lets every demo account sign in with the demo password', async () => {
    expect(DEMO_ACCOUNTS).toHaveLength(16);
    for (const account of [DEMO_ACCOUNTS[0], DEMO_ACCOUNTS[DEMO_ACCOUNTS.length - 1]]) {
      const { res } = await login(t.app, account!.loginId, DEMO_PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(res.json().user.role).toBe(account!.role);
    }
  });

  it('seeds one operator, admin01, who signs in as ROLE_ADMIN', async () => {
    const { res, session } = await login(t.app, 'admin01', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ loginId: 'admin01', name: '운영자', role: 'ROLE_ADMIN' });
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(session.access) });
    expect(me.json()).toMatchObject({ loginId: 'admin01', role: 'ROLE_ADMIN' });
  });

  it('adds the operator to a demo database seeded before operators existed', async () => {
    await t.app.db.delete(users).where(eq(users.loginId, 'admin01'));
    expect(await seedDemo(t.app.db, t.app.gazetteer)).toBe(false);
    const [admin] = await t.app.db.select().from(users).where(eq(users.loginId, 'admin01'));
    expect(admin?.role).toBe('ROLE_ADMIN');
    expect(await total(users)).toBe(16);
  });

  it('is idempotent', async () => {
    expect(await seedDemo(t.app.db, t.app.gazetteer)).toBe(false);
    expect(await total(users)).toBe(16);
    const [m] = await t.app.db.select().from(users).where(eq(users.loginId, 'manager01'));
    expect(m?.role).toBe('ROLE_MANAGER');
  });
});

// Issue 34: a newcomer sees 후기 working. manager02's center (늘사랑재가복지센터) has a history of ended jobs
// with three former caregivers; what its demo users read, through the API as the apps do.
describe('demo reviews', () => {
  const CENTER = '늘사랑재가복지센터';
  const get = async (loginId: string, url: string) => {
    const { session } = await login(t.app, loginId, DEMO_PASSWORD);
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(session.access) });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('shows the center’s line on its postings and its reviews page to a caregiver', async () => {
    const cards = (await get('caregiver05', '/api/caregiver/near/all?range=5&size=50')).content as {
      elderId: number;
      center: string;
      centerReviews: string | null;
    }[];
    const ours = cards.filter((c) => c.center === CENTER);
    expect(ours.length).toBeGreaterThan(0);
    for (const c of ours) expect(c.centerReviews).toBe('요양보호사 후기 5건 · 다시 일하고 싶어요 80%');
    const detail = await get('caregiver05', `/api/caregiver/near?elderId=${ours[0]!.elderId}`);
    expect(detail).toMatchObject({ centerReviews: '요양보호사 후기 5건 · 다시 일하고 싶어요 80%' });

    const page = await get('caregiver05', `/api/caregiver/centers/${detail.centerInfo.centerId}/reviews`);
    expect(page).toMatchObject({
      name: CENTER,
      totals: { count: 5, againPercent: 80 },
      nextCursor: null,
    });
    const texts = (page.content as { text: string; month: string }[]).map((r) => r.text);
    expect(texts).toHaveLength(5);
    // Newest first: 김영자's last job, about four months ago.
    expect(texts[0]).toMatch(/^일정이 바뀌면 꼭 일주일 전에/);
    for (const text of texts) expect(text.length).toBeLessThanOrEqual(200);
  });

  it('shows manager02 his former caregivers’ totals: numbers from three, a count below', async () => {
    const kim = await userIdOf(t.app, 'caregiver11');
    const lee = await userIdOf(t.app, 'caregiver12');
    // He finds them in 받은 지원 → 수락 (their applies to his elders whose care has ended).
    const accepted = (await get('manager02', '/api/manager/apply?tab=approved&size=50')) as {
      caregiverId: number;
    }[];
    expect(accepted.map((a) => a.caregiverId)).toEqual(expect.arrayContaining([kim, lee]));

    expect(await get('manager02', `/api/manager/${kim}`)).toMatchObject({
      name: '김영자',
      reviews: '센터 후기 3건 · 시간 약속 4.7',
      reviewCount: 3,
    });
    const hers = await get('manager02', `/api/manager/caregivers/${kim}/reviews`);
    expect(hers.totals).toMatchObject({ count: 3, line: '센터 후기 3건 · 시간 약속 4.7' });
    expect(hers.content).toHaveLength(3);

    expect(await get('manager02', `/api/manager/${lee}`)).toMatchObject({
      reviews: '후기 2건',
      reviewCount: 2,
    });
    const two = await get('manager02', `/api/manager/caregivers/${lee}/reviews`);
    expect(two.totals).toMatchObject({ count: 2, line: '후기 2건', averages: null });
    expect(two.content).toHaveLength(2);
  });

  it('keeps the totals on the rows equal to the visible reviews', async () => {
    const now = new Date();
    const visible = and(lte(reviews.visibleAt, now), sql`${reviews.hiddenAt} is null`);
    // The sums the module would keep, computed over the reviews: as the row's columns.
    const sums = {
      reviewCount: count(),
      reviewAgain: sql<number>`sum(case when ${reviews.again} then 1 else 0 end)::int`,
      reviewSum1: sql<number>`sum(${reviews.rating1})::int`,
      reviewSum2: sql<number>`sum(${reviews.rating2})::int`,
      reviewSum3: sql<number>`sum(${reviews.rating3})::int`,
    };
    const ofCenters = await t.app.db
      .select({ id: reviews.centerId, ...sums })
      .from(reviews)
      .where(and(visible, eq(reviews.from, 'caregiver')))
      .groupBy(reviews.centerId);
    expect(ofCenters).toHaveLength(1);
    for (const { id, ...totals } of ofCenters) {
      const [row] = await t.app.db.select().from(centers).where(eq(centers.id, id));
      expect(row).toMatchObject({ name: CENTER, ...totals });
    }
    const ofCaregivers = await t.app.db
      .select({ id: reviews.caregiverId, ...sums })
      .from(reviews)
      .where(and(visible, eq(reviews.from, 'manager')))
      .groupBy(reviews.caregiverId);
    expect(ofCaregivers).toHaveLength(2);
    for (const { id, ...totals } of ofCaregivers) {
      const [row] = await t.app.db.select().from(caregivers).where(eq(caregivers.userId, id));
      expect(row).toMatchObject(totals);
    }
    // Every review is counted already: the hourly sweep finds nothing left.
    expect(await t.app.db.$count(reviews, eq(reviews.counted, false))).toBe(0);
  });

  it('leaves the candidate lists and the caregivers’ lists as they were', async () => {
    const former = await Promise.all(
      ['caregiver11', 'caregiver12', 'caregiver13'].map((id) => userIdOf(t.app, id)),
    );
    const own = (await get('manager02', '/api/manager/elder')) as { elderId: number; elderName: string }[];
    const ended = own
      .filter((e) => ['박말순', '최봉석', '김옥분'].includes(e.elderName))
      .map((e) => e.elderId);
    expect(ended).toHaveLength(3);
    for (const e of own.filter((e) => !ended.includes(e.elderId))) {
      const list = (await get(
        'manager02',
        `/api/manager/elder/individual?elderId=${e.elderId}&distance=5km이내`,
      )) as { caregiverId: number }[];
      expect(list.filter((c) => former.includes(c.caregiverId))).toEqual([]);
    }
    const near = (await get('caregiver05', '/api/caregiver/near/all?range=5&size=50')).content as {
      elderId: number;
    }[];
    expect(near.filter((c) => ended.includes(c.elderId))).toEqual([]);
    // Their connections ended long ago: no conversation is left in 대화, and no bell rings.
    expect((await get('manager02', '/api/manager/conversations')).content).toEqual([]);
    expect((await get('manager02', '/api/notifications')).content).toEqual([]);
  });
});
