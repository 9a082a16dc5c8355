// 대체 근무 (issue 35): the first to accept gets it — exactly one under any race. 50 caregivers asked for
// one visit accept at once, half through each of two API processes on one PostgreSQL: one 200, and 49
// answers `마감되었어요`; the request names the winner, the manager is told once who goes, and everyone
// else asked is told it closed.
import { and, eq } from 'drizzle-orm';
import { addDays, koreanDate } from '@dolbom/shared-api/contracts';
import { hashPassword, insertUser } from '../../src/modules/auth/user-repository';
import {
  caregivers,
  elders,
  managers,
  notifications,
  substituteOffers,
  substituteRequests,
  users,
} from '../../src/db/schema';
import { startApiProcesses, type ApiCluster } from '../helpers/two-processes';
import { insertCenter } from '../helpers/signup';
import { TEST_PASSWORD } from '../helpers/users';
import { elderBody } from '../manager/helpers';

jest.setTimeout(180_000);

let cluster: ApiCluster;
beforeAll(async () => {
  cluster = await startApiProcesses(2);
});
afterAll(() => cluster?.close());

async function login(base: string, id: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, password: TEST_PASSWORD, autoLogin: false }),
  });
  expect(res.status).toBe(200);
  return (res.headers.get('authorization') ?? '').replace(/^Bearer /, '');
}

it('50 parallel accepts across two processes: one winner, 49 마감되었어요', async () => {
  const db = cluster.handle.db;
  const [A, B] = cluster.processes.map((p) => p.url) as [string, string];
  const centerId = await insertCenter(cluster.handle, '대체센터');
  const manager = await insertUser(db, {
    loginId: 'racemgr01',
    password: TEST_PASSWORD,
    name: '관리자',
    phone: '010-2222-3333',
    role: 'ROLE_MANAGER',
  });
  await db.insert(managers).values({ userId: manager.id, centerId, status: 'VERIFIED' });
  const created = await fetch(`${A}/api/manager/elder/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await login(A, 'racemgr01')}`, 'content-type': 'application/json' },
    body: JSON.stringify(elderBody({ name: '경주' })),
  });
  expect(created.status).toBe(201);
  const [elder] = await db.select({ id: elders.id }).from(elders).where(eq(elders.managerId, manager.id));

  // 50 caregivers (one password hash for all), each asked for the same visit.
  const passwordHash = await hashPassword(TEST_PASSWORD);
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: 50 }, (_, i) => ({
        loginId: `racecg${String(i).padStart(3, '0')}`,
        passwordHash,
        name: `보호사${i}`,
        phone: '010-3333-4444',
        role: 'ROLE_CAREGIVER' as const,
      })),
    )
    .returning({ id: users.id, loginId: users.loginId });
  await db.insert(caregivers).values(
    people.map((p) => ({
      userId: p.id,
      zonecode: '06220',
      roadAddress: '서울 강남구 역삼로 310',
      jibunAddress: '서울 강남구 역삼동 706-1',
      bcode: '1168010100',
      lat: 37.5,
      lng: 127.04,
    })),
  );
  const [request] = await db
    .insert(substituteRequests)
    .values({
      elderId: elder!.id,
      managerId: manager.id,
      days: [addDays(koreanDate(new Date()), 1)],
      startMinute: 9 * 60,
      endMinute: 12 * 60,
      hourlyWage: 12_000,
      note: '',
    })
    .returning();
  await db
    .insert(substituteOffers)
    .values(people.map((p) => ({ requestId: request!.id, caregiverId: p.id, wave: 1, applicant: false })));

  const tokens = await Promise.all(people.map((p, i) => login(i % 2 ? B : A, p.loginId)));
  const answers = await Promise.all(
    people.map(async (p, i) => {
      const res = await fetch(`${i % 2 ? B : A}/api/caregiver/substitutes/${request!.id}/accept`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens[i]}` },
      });
      return {
        id: p.id,
        status: res.status,
        body: (await res.json()) as { message?: string; state?: string },
      };
    }),
  );
  const winners = answers.filter((a) => a.status === 200);
  expect(winners).toHaveLength(1);
  expect(winners[0]!.body.state).toBe('mine');
  const losers = answers.filter((a) => a.status !== 200);
  expect(losers).toHaveLength(49);
  for (const l of losers) expect([l.status, l.body.message]).toEqual([409, '마감되었어요']);

  const [row] = await db.select().from(substituteRequests).where(eq(substituteRequests.id, request!.id));
  expect(row).toMatchObject({ status: 'taken', substituteId: winners[0]!.id });
  const told = await db
    .select({ userId: notifications.userId, type: notifications.type })
    .from(notifications)
    .where(and(eq(notifications.refId, request!.id)));
  expect(told.filter((n) => n.type === 'substitute_taken').map((n) => n.userId)).toEqual([manager.id]);
  const closed = told.filter((n) => n.type === 'substitute_closed').map((n) => n.userId);
  expect(closed.sort((a, b) => a - b)).toEqual(
    people
      .map((p) => p.id)
      .filter((id) => id !== winners[0]!.id)
      .sort((a, b) => a - b),
  );
});
