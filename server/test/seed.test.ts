import { count, eq } from 'drizzle-orm';
import { caregivers, centers, elders, managers, users } from '../src/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../src/db/seed';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { bearer, login } from './helpers/users';

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
    expect(await total(caregivers)).toBe(10);
    expect(await total(elders)).toBe(14);
    expect(await total(users)).toBe(13);

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
    expect(perManager.map((r) => r.n)).toEqual([7, 7]);
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
    expect(DEMO_ACCOUNTS).toHaveLength(13);
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
    expect(await total(users)).toBe(13);
  });

  it('is idempotent', async () => {
    expect(await seedDemo(t.app.db, t.app.gazetteer)).toBe(false);
    expect(await total(users)).toBe(13);
    const [m] = await t.app.db.select().from(users).where(eq(users.loginId, 'manager01'));
    expect(m?.role).toBe('ROLE_MANAGER');
  });
});
