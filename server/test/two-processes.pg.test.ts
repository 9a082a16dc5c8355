// Two real API processes on one PostgreSQL (ports apart): the session revocation, the refresh grace
// window, the login backoff, the idempotency keys and the remembered elders (ADR 0023) hold across
// both (issue 10, "Scale beyond one process").
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@dolbom/shared-api/contracts';
import { insertUser } from '../src/modules/auth/user-repository';
import { startApiProcesses, type ApiCluster } from './helpers/two-processes';
import { TEST_PASSWORD } from './helpers/users';
import { elderBody } from './manager/helpers';
import { caregivers, elders, managers, resumes, users } from '../src/db/schema';
import { insertCenter } from './helpers/signup';
import { resumeLevelColumns } from '../src/modules/matching';
import { RESUME } from './caregiver/fixtures';

jest.setTimeout(120_000);

let cluster: ApiCluster;
let A: string;
let B: string;
beforeAll(async () => {
  // A 1-second catch-up poll, so the test of a lost notification stays short.
  cluster = await startApiProcesses(2, { SESSION_POLL_SECONDS: '1' });
  [A, B] = cluster.processes.map((p) => p.url) as [string, string];
});
afterAll(() => cluster?.close());

let userCount = 0;
async function newUser() {
  const loginId = `twoproc${String(++userCount).padStart(3, '0')}`;
  await insertUser(cluster.handle.db, {
    loginId,
    password: TEST_PASSWORD,
    name: '테스트',
    phone: '010-1234-5678',
    role: 'ROLE_CAREGIVER',
  });
  return loginId;
}

/** A manager of a new center in 역삼동. */
async function newManager(loginId: string, centerName: string) {
  const centerId = await insertCenter(cluster.handle, centerName);
  const user = await insertUser(cluster.handle.db, {
    loginId,
    password: TEST_PASSWORD,
    name: '관리자',
    phone: '010-2222-3333',
    role: 'ROLE_MANAGER',
  });
  await cluster.handle.db.insert(managers).values({ userId: user.id, centerId });
  return user;
}

async function login(base: string, id: string, password = TEST_PASSWORD) {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, password, autoLogin: true }),
  });
  return {
    res,
    access: (res.headers.get('authorization') ?? '').replace(/^Bearer /, ''),
    refresh: res.headers.get('x-refresh-token') ?? '',
  };
}

const me = (base: string, access: string) =>
  fetch(`${base}/api/user`, { headers: { authorization: `Bearer ${access}` } }).then((r) => r.status);

const reissue = (base: string, refresh: string) =>
  fetch(`${base}/api/reissue`, { method: 'POST', headers: { 'x-refresh-token': refresh } });

/** Milliseconds until `check` holds, polling; fails past `limitMs`. */
async function within(limitMs: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
  return Date.now() - start;
}

it('runs two processes on different ports', () => {
  expect(cluster.processes).toHaveLength(2);
  expect(A).not.toBe(B);
});

it('logout on A: the access token is refused on B within a second', async () => {
  const id = await newUser();
  const session = await login(A, id);
  expect(await me(B, session.access)).toBe(200);
  const out = await fetch(`${A}/api/logout`, {
    method: 'POST',
    headers: { 'x-refresh-token': session.refresh },
  });
  expect(out.status).toBe(204);
  expect(await me(A, session.access)).toBe(401);
  // NOTIFY reaches B in milliseconds.
  await within(1000, async () => (await me(B, session.access)) === 401);
  const res = await fetch(`${B}/api/user`, { headers: { authorization: `Bearer ${session.access}` } });
  expect((await res.json()).code).toBe(ERROR_CODES.SESSION_ENDED);
  const again = await reissue(B, session.refresh);
  expect(again.status).toBe(401);
  expect((await again.json()).code).toBe(ERROR_CODES.SESSION_ENDED);
});

it('an end whose notification was lost still reaches both processes by the catch-up poll', async () => {
  const id = await newUser();
  const session = await login(B, id);
  const sid = JSON.parse(Buffer.from(session.access.split('.')[1] ?? '', 'base64url').toString()).sid;
  await cluster.handle.db.execute(
    sql`insert into ended_sessions (family_id, reason) values (${sid}, 'logout')`,
  );
  // SESSION_POLL_SECONDS=1 here: refused on both within a few seconds.
  await within(4000, async () => (await me(A, session.access)) === 401);
  await within(4000, async () => (await me(B, session.access)) === 401);
});

it('the grace window holds across processes: the same refresh on A and B gets the same pair', async () => {
  const id = await newUser();
  const session = await login(A, id);
  const [onA, onB] = await Promise.all([reissue(A, session.refresh), reissue(B, session.refresh)]);
  expect([onA.status, onB.status]).toEqual([200, 200]);
  expect(onB.headers.get('x-refresh-token')).toBe(onA.headers.get('x-refresh-token'));
  expect(onB.headers.get('authorization')).toBe(onA.headers.get('authorization'));
});

it('login failures on A count on B: 5 failures, then 429 on either', async () => {
  const id = await newUser();
  for (let i = 0; i < 5; i++) {
    const { res } = await login(i % 2 ? B : A, id, 'wrong-pass1');
    expect(res.status).toBe(401);
  }
  for (const base of [A, B]) {
    const { res } = await login(base, id);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await res.json()).code).toBe(ERROR_CODES.TOO_MANY_REQUESTS);
  }
});

describe('a process whose LISTEN connection drops', () => {
  let solo: ApiCluster;
  beforeAll(async () => {
    // A catch-up timer far away: only the reconnect's own catch-up can find the end in time.
    solo = await startApiProcesses(1, { SESSION_POLL_SECONDS: '600' });
  });
  afterAll(() => solo?.close());

  it('reconnects and catches up on the ends it missed meanwhile', async () => {
    const base = solo.processes[0]?.url ?? '';
    const loginId = 'dropconn01';
    await insertUser(solo.handle.db, {
      loginId,
      password: TEST_PASSWORD,
      name: '테스트',
      phone: '010-1234-5678',
      role: 'ROLE_CAREGIVER',
    });
    const session = await login(base, loginId);
    expect(await me(base, session.access)).toBe(200);
    const sid = JSON.parse(Buffer.from(session.access.split('.')[1] ?? '', 'base64url').toString()).sid;
    // Cut the listening connection, then end the session while nobody listens.
    await solo.handle.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'listen%'`,
    );
    await solo.handle.db.execute(
      sql`insert into ended_sessions (family_id, reason) values (${sid}, 'logout')`,
    );
    await solo.handle.db.execute(sql`select pg_notify('dolbom_session_ended', ${`${sid}:logout`})`);
    await within(5000, async () => (await me(base, session.access)) === 401);
    expect(solo.processes[0]?.output()).not.toMatch(/Error/);
  });
});

it('one Idempotency-Key, twenty parallel creates split over A and B: one elder and one answer', async () => {
  const db = cluster.handle.db;
  const user = await newManager('twoprocmgr01', '두프로세스센터');
  const { access } = await login(A, 'twoprocmgr01');
  const headers = {
    'content-type': 'application/json',
    authorization: `Bearer ${access}`,
    'idempotency-key': randomUUID(),
  };
  const body = JSON.stringify(elderBody({ name: '두프로세스' }));
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      fetch(`${i % 2 ? B : A}/api/manager/elder/create`, { method: 'POST', headers, body }).then(
        async (r) => ({
          status: r.status,
          text: await r.text(),
        }),
      ),
    ),
  );
  expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
  expect(new Set(answers.map((a) => a.text)).size).toBe(1);
  const rows = await db.select({ name: elders.name }).from(elders).where(eq(elders.managerId, user.id));
  expect(rows).toEqual([{ name: '두프로세스' }]);
});

it('suspension on A (issue 13): B refuses the access token within a second, and the refresh token', async () => {
  const id = await newUser();
  await insertUser(cluster.handle.db, {
    loginId: 'twoprocadmin',
    password: TEST_PASSWORD,
    name: '운영자',
    phone: '010-1111-2222',
    role: 'ROLE_ADMIN',
  });
  const admin = await login(A, 'twoprocadmin');
  const session = await login(B, id);
  expect(await me(B, session.access)).toBe(200);
  const [target] = await cluster.handle.db.select({ id: users.id }).from(users).where(eq(users.loginId, id));
  const res = await fetch(`${A}/api/admin/users/${target!.id}/suspend`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.access}` },
    body: JSON.stringify({ reason: '두 프로세스 정지' }),
  });
  expect(res.status).toBe(200);
  await within(1000, async () => (await me(B, session.access)) === 401);
  const refreshed = await reissue(B, session.refresh);
  expect(refreshed.status).toBe(401);
  expect((await refreshed.json()).code).toBe(ERROR_CODES.ACCOUNT_SUSPENDED);
  expect((await login(B, id)).res.status).toBe(403);
});

it('a remembered elder (ADR 0023): closed and reopened on B, A’s candidate list follows at once', async () => {
  const db = cluster.handle.db;
  const manager = await newManager('twoprocmgr02', '기억센터');
  const a = (await login(A, 'twoprocmgr02')).access;
  const b = (await login(B, 'twoprocmgr02')).access;
  const call = (base: string, access: string, method: string, url: string, body?: unknown) =>
    fetch(`${base}${url}`, {
      method,
      headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const created = await call(A, a, 'POST', '/api/manager/elder/create', elderBody({ name: '기억' }));
  expect(created.status).toBe(201);
  const [elder] = await db
    .select({ id: elders.id, lat: elders.lat, lng: elders.lng })
    .from(elders)
    .where(eq(elders.managerId, manager.id));
  // One caregiver with a resume that meets every need, where the elder lives.
  const caregiver = await insertUser(db, {
    loginId: 'twoproccg01',
    password: TEST_PASSWORD,
    name: '보호사',
    phone: '010-3333-4444',
    role: 'ROLE_CAREGIVER',
  });
  await db.insert(caregivers).values({
    userId: caregiver.id,
    zonecode: '06220',
    roadAddress: '서울 강남구 역삼로 310',
    jibunAddress: '서울 강남구 역삼동 706-1',
    bcode: '1168010100',
    lat: elder!.lat,
    lng: elder!.lng,
    jobOpen: true,
  });
  await db.insert(resumes).values({ ...RESUME, ...resumeLevelColumns(RESUME), caregiverId: caregiver.id });

  const candidatesOnA = async () => {
    const res = await call(
      A,
      a,
      'GET',
      `/api/manager/elder/individual?elderId=${elder!.id}&distance=5km이내`,
    );
    expect(res.status).toBe(200);
    return ((await res.json()) as { caregiverId: number }[]).map((c) => c.caregiverId);
  };
  const recruitingOnB = async (recruiting: boolean) =>
    expect((await call(B, b, 'PUT', `/api/manager/elder/${elder!.id}/posting`, { recruiting })).status).toBe(
      200,
    );

  expect(await candidatesOnA()).toEqual([caregiver.id]); // A now remembers the elder
  await recruitingOnB(false);
  expect(await candidatesOnA()).toEqual([]);
  await recruitingOnB(true);
  expect(await candidatesOnA()).toEqual([caregiver.id]);
});
