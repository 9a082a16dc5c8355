// Sessions end for real (docs/adr/0006-sessions.md): the access token dies with its session at once,
// a refresh token replayed within 10 s gets the same pair, reissue after logout says the session ended,
// and login failures are throttled per account and address, per account, or per known device (ADR 0030).
import { sql } from 'drizzle-orm';
import { ERROR_CODES } from '@dolbom/shared-api/contracts';
import { buildApp } from '../src/app';
import { createLocalSmsSender } from '../src/modules/sms/sms-sender';
import { insertUser } from '../src/modules/auth/user-repository';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { testClock } from './helpers/signup';
import { bearer, createUser, login, TEST_PASSWORD, type Session } from './helpers/users';

let t: TestApp;
const sms = createLocalSmsSender();
const clock = testClock();
beforeAll(async () => {
  t = await buildTestApp({}, { sms, clock: clock.now });
});
afterAll(() => t.close());

const LOGGED_OUT = '로그아웃되어 로그인이 끝났어요. 다시 로그인해주세요.';

const me = (access: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(access) });
const reissue = (refresh: string) =>
  t.app.inject({ method: 'POST', url: '/api/reissue', headers: { 'x-refresh-token': refresh } });
const pairOf = (res: { headers: Record<string, unknown> }): Session => ({
  access: String(res.headers.authorization ?? '').replace(/^Bearer /, ''),
  refresh: String(res.headers['x-refresh-token'] ?? ''),
});
/** Moves the rotations of a user's tokens back in time, as if `seconds` had passed since. */
const ageRotations = (loginId: string, seconds: number) =>
  t.handle.db.execute(
    sql`update refresh_tokens set revoked_at = revoked_at - make_interval(secs => ${seconds})
        where user_id = (select id from users where login_id = ${loginId}) and revoked_at is not null`,
  );

const sessionIdOf = (access: string): string =>
  JSON.parse(Buffer.from(access.split('.')[1] ?? '', 'base64url').toString()).sid;

async function signedInAs(loginId: string, role: 'ROLE_CAREGIVER' | 'ROLE_MANAGER' = 'ROLE_CAREGIVER') {
  await createUser(t.app, role, loginId);
  const { res, session } = await login(t.app, loginId, TEST_PASSWORD, true);
  expect(res.statusCode).toBe(200);
  return session;
}

describe('an access token dies with its session', () => {
  it('after logout: 401 SESSION_ENDED at once, on every route, and reissue says the session ended', async () => {
    const session = await signedInAs('sessend001');
    expect((await me(session.access)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'x-refresh-token': session.refresh },
    });
    expect(out.statusCode).toBe(204);

    const after = await me(session.access);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: LOGGED_OUT, code: ERROR_CODES.SESSION_ENDED });
    const guarded = await t.app.inject({
      method: 'GET',
      url: '/api/caregiver/mypage',
      headers: bearer(session.access),
    });
    expect(guarded.statusCode).toBe(401);
    expect(guarded.json().code).toBe(ERROR_CODES.SESSION_ENDED);

    const again = await reissue(session.refresh);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: LOGGED_OUT, code: ERROR_CODES.SESSION_ENDED });
  });

  it('logout ends only that session: another login of the same account keeps working', async () => {
    const first = await signedInAs('sessend002');
    const second = (await login(t.app, 'sessend002')).session;
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(first.access) });
    expect((await me(first.access)).statusCode).toBe(401);
    expect((await me(second.access)).statusCode).toBe(200);
  });

  it('after a password reset: every session of the account', async () => {
    const phone = '010-7100-0001';
    await insertUser(t.app.db, {
      loginId: 'sessreset1',
      password: TEST_PASSWORD,
      name: '홍길동',
      phone,
      role: 'ROLE_CAREGIVER',
    });
    const a = (await login(t.app, 'sessreset1', TEST_PASSWORD, true)).session;
    const b = (await login(t.app, 'sessreset1')).session;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verification',
      payload: { phone, purpose: 'reset-password', id: 'sessreset1' },
    });
    expect(sent.statusCode).toBe(200);
    const code = sms.last(phone)?.match(/(\d{6})/)?.[1];
    const newPassword = 'newpass12!!';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { id: 'sessreset1', phone, code, password: newPassword, passwordCheck: newPassword },
    });
    expect(reset.statusCode).toBe(204);
    for (const s of [a, b]) {
      const res = await me(s.access);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: '비밀번호가 바뀌어 로그인이 끝났어요. 다시 로그인해주세요.',
        code: ERROR_CODES.SESSION_ENDED,
      });
    }
    const fresh = (await login(t.app, 'sessreset1', newPassword)).session;
    expect((await me(fresh.access)).statusCode).toBe(200);
  });

  it('after a refresh token is reused past the grace window: the newest access token too', async () => {
    const first = await signedInAs('sessreuse1');
    const second = pairOf(await reissue(first.refresh));
    expect((await me(second.access)).statusCode).toBe(200);
    await ageRotations('sessreuse1', 11);
    const reused = await reissue(first.refresh);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe(ERROR_CODES.REFRESH_REUSED);
    const after = await me(second.access);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe(ERROR_CODES.REFRESH_REUSED);
    expect((await me(first.access)).statusCode).toBe(401);
  });
});

describe('the 10-second grace window', () => {
  it('gives the same successor pair to the same refresh token twice, and both work', async () => {
    const first = await signedInAs('grace00001');
    const tabA = await reissue(first.refresh);
    const tabB = await reissue(first.refresh);
    expect(tabA.statusCode).toBe(200);
    expect(tabB.statusCode).toBe(200);
    expect(pairOf(tabB)).toEqual(pairOf(tabA));
    expect(pairOf(tabA).refresh).not.toBe(first.refresh);
    expect((await me(pairOf(tabA).access)).statusCode).toBe(200);
    // The session goes on: the successor rotates normally.
    const next = await reissue(pairOf(tabA).refresh);
    expect(next.statusCode).toBe(200);
    expect((await me(pairOf(next).access)).statusCode).toBe(200);
  });

  it('serialises two simultaneous reissues into one rotation', async () => {
    const first = await signedInAs('grace00002');
    const [a, b] = await Promise.all([reissue(first.refresh), reissue(first.refresh)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(pairOf(a)).toEqual(pairOf(b));
  });

  it('after 10 s the same token ends the whole family', async () => {
    const first = await signedInAs('grace00003');
    const second = pairOf(await reissue(first.refresh));
    await ageRotations('grace00003', 11);
    const late = await reissue(first.refresh);
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe(ERROR_CODES.REFRESH_REUSED);
    expect((await reissue(second.refresh)).statusCode).toBe(401);
    expect((await me(second.access)).statusCode).toBe(401);
  });
});

describe('ended sessions reach every process', () => {
  it('an end recorded without a notification is caught by the catch-up poll', async () => {
    const session = await signedInAs('sesspoll01');
    const sid = sessionIdOf(session.access);
    // As another process would, but with its NOTIFY lost.
    await t.handle.db.execute(sql`insert into ended_sessions (family_id, reason) values (${sid}, 'logout')`);
    expect((await me(session.access)).statusCode).toBe(200);
    await t.app.sessions.poll();
    expect((await me(session.access)).statusCode).toBe(401);
  });

  it('a process that starts later refuses sessions that ended before it started', async () => {
    const session = await signedInAs('sessboot01');
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(session.access) });
    // A second app on the same database, as a freshly started API process.
    const other = await buildApp(t.config, { db: t.handle, logger: false, seed: false });
    try {
      const res = await other.inject({ method: 'GET', url: '/api/user', headers: bearer(session.access) });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(ERROR_CODES.SESSION_ENDED);
    } finally {
      await other.close();
    }
  });

  it('a notification from another process ends the session here without waiting for a poll', async () => {
    const session = await signedInAs('sessnote01');
    const other = await buildApp(t.config, { db: t.handle, logger: false, seed: false });
    try {
      await other.inject({ method: 'POST', url: '/api/logout', headers: bearer(session.access) });
      // LISTEN/NOTIFY is asynchronous; the poll runs only every 5 s, so this is the notification.
      const started = Date.now();
      while ((await me(session.access)).statusCode === 200 && Date.now() - started < 2000) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect((await me(session.access)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('login backoff: the guesser, not the owner (issue 29, ADR 0030)', () => {
  let ip = 0;
  /** A fresh address each time: the per-IP limit never sees more than one. */
  const nextAddress = () => `10.9.${Math.floor(++ip / 250)}.${ip % 250}`;
  const attempt = (
    id: string,
    password: string,
    from = nextAddress(),
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: from,
      headers,
      payload: { id, password },
    });

  it('after 5 failures from one address: 429 there with doubling waits, Retry-After, and a Korean time', async () => {
    await createUser(t.app, 'ROLE_CAREGIVER', 'backoff001');
    const home = '10.7.0.1';
    for (let i = 0; i < 5; i++)
      expect((await attempt('backoff001', 'wrong-pass1', home)).statusCode).toBe(401);
    const waits: number[] = [];
    for (let round = 0; round < 4; round++) {
      const blocked = await attempt('backoff001', TEST_PASSWORD, home);
      expect(blocked.statusCode).toBe(429);
      const wait = Number(blocked.headers['retry-after']);
      expect(blocked.json()).toEqual({
        message: `로그인에 여러 번 실패했어요. ${wait}초 후에 다시 시도해주세요.`,
        code: ERROR_CODES.TOO_MANY_REQUESTS,
      });
      waits.push(wait);
      clock.advance(wait);
      expect((await attempt('backoff001', 'wrong-pass1', home)).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    // Still blocked there, even with the right password…
    expect((await attempt('backoff001', TEST_PASSWORD, home)).statusCode).toBe(429);
    // …until the wait is over; a success forgets the failures.
    clock.advance(16);
    expect((await attempt('backoff001', TEST_PASSWORD, home)).statusCode).toBe(200);
    expect((await attempt('backoff001', 'wrong-pass1', home)).statusCode).toBe(401);
    expect((await attempt('backoff001', 'wrong-pass1', home)).statusCode).toBe(401);
  });

  it('long waits are said in minutes and capped at 15 minutes', async () => {
    await createUser(t.app, 'ROLE_CAREGIVER', 'backoff002');
    const home = '10.7.0.2';
    for (let i = 0; i < 5; i++) await attempt('backoff002', 'wrong-pass1', home);
    for (let i = 0; i < 12; i++) {
      const wait = Number((await attempt('backoff002', 'x', home)).headers['retry-after']);
      clock.advance(wait);
      await attempt('backoff002', 'wrong-pass1', home);
    }
    const blocked = await attempt('backoff002', TEST_PASSWORD, home);
    expect(blocked.headers['retry-after']).toBe('900');
    expect(blocked.json().message).toBe('로그인에 여러 번 실패했어요. 15분 후에 다시 시도해주세요.');
  });

  it('throttles unknown ids the same way, and never blocks other accounts on the same address', async () => {
    await createUser(t.app, 'ROLE_CAREGIVER', 'backoff003');
    const office = '10.8.0.1';
    const fromOffice = (id: string, password: string) => attempt(id, password, office);
    for (let i = 0; i < 5; i++) expect((await fromOffice('nosuchid01', 'whatever1!')).statusCode).toBe(401);
    const unknown = await fromOffice('nosuchid01', 'whatever1!');
    const known = await (async () => {
      for (let i = 0; i < 5; i++) await attempt('backoff003', 'wrong-pass1', '10.8.0.2');
      return attempt('backoff003', 'wrong-pass1', '10.8.0.2');
    })();
    // The same answer whether or not the id exists.
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json()).toEqual(known.json());
    expect(unknown.headers['retry-after']).toBe(known.headers['retry-after']);
    // A colleague behind the same address signs in.
    await createUser(t.app, 'ROLE_MANAGER', 'colleague1');
    expect((await fromOffice('colleague1', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('40 wrong guesses from one address do not keep the owner out from another', async () => {
    await createUser(t.app, 'ROLE_CAREGIVER', 'backoff004');
    const statuses = new Set<number>();
    for (let i = 0; i < 40; i++)
      statuses.add((await attempt('backoff004', 'wrong-pass1', '10.6.0.1')).statusCode);
    expect([...statuses].sort()).toEqual([401, 429]);
    expect((await attempt('backoff004', TEST_PASSWORD, '10.6.0.2')).statusCode).toBe(200);
  });

  it('a guesser spread over 50 addresses still meets the account-wide backoff', async () => {
    await createUser(t.app, 'ROLE_CAREGIVER', 'backoff005');
    const answers: number[] = [];
    for (let i = 0; i < 50; i++) answers.push((await attempt('backoff005', 'wrong-pass1')).statusCode);
    expect(answers.slice(0, 20)).toEqual(Array(20).fill(401));
    // From the 21st try on, every new address is told to wait: the guesser gets ~1 guess per wait.
    expect(answers.filter((s) => s === 429).length).toBeGreaterThanOrEqual(25);
    const blocked = await attempt('backoff005', TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('the owner on her known phone gets in while the guesser is blocked, and a token is no key', async () => {
    await createUser(t.app, 'ROLE_CAREGIVER', 'backoff006');
    const phone = await attempt('backoff006', TEST_PASSWORD, '10.5.0.1');
    expect(phone.statusCode).toBe(200);
    const token = String(phone.headers['x-device-token'] ?? '');
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    for (let i = 0; i < 50; i++) await attempt('backoff006', 'wrong-pass1');
    expect((await attempt('backoff006', TEST_PASSWORD)).statusCode).toBe(429);

    // Her phone, from wherever it is now: in, and its token renewed for the same device.
    const known = { 'x-device-token': token };
    const inAgain = await attempt('backoff006', TEST_PASSWORD, nextAddress(), known);
    expect(inAgain.statusCode).toBe(200);
    expect(inAgain.headers['x-device-token']).toEqual(expect.any(String));
    // The token proves only that the phone signed in before: the password is still needed…
    expect((await attempt('backoff006', 'wrong-pass1', nextAddress(), known)).statusCode).toBe(401);
    // …another account's token or a forged one is no exemption…
    await createUser(t.app, 'ROLE_CAREGIVER', 'backoff007');
    const other = String((await attempt('backoff007', TEST_PASSWORD)).headers['x-device-token']);
    for (const wrong of [other, `${token.split('.')[0]}.AAAA`, 'nonsense']) {
      const res = await attempt('backoff006', TEST_PASSWORD, nextAddress(), { 'x-device-token': wrong });
      expect(res.statusCode).toBe(429);
    }
    // …and a stolen phone guessing meets a backoff of its own.
    for (let i = 0; i < 4; i++) await attempt('backoff006', 'wrong-pass1', nextAddress(), known);
    expect((await attempt('backoff006', TEST_PASSWORD, nextAddress(), known)).statusCode).toBe(429);
  });

  it('a successful SMS-code recovery clears the backoff of the account', async () => {
    const phone = '010-4848-0008';
    await insertUser(t.app.db, {
      loginId: 'backoff008',
      password: TEST_PASSWORD,
      name: '테스트',
      phone,
      role: 'ROLE_CAREGIVER',
    });
    for (let i = 0; i < 30; i++) await attempt('backoff008', 'wrong-pass1');
    expect((await attempt('backoff008', TEST_PASSWORD)).statusCode).toBe(429);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verification',
      payload: { phone, purpose: 'reset-password', id: 'backoff008' },
    });
    expect(sent.statusCode).toBe(200);
    const code = /\d{6}/.exec(sms.last(phone) ?? '')?.[0];
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { id: 'backoff008', phone, code, password: 'newpass12!!', passwordCheck: 'newpass12!!' },
    });
    expect(reset.statusCode).toBe(204);
    expect((await attempt('backoff008', 'newpass12!!')).statusCode).toBe(200);
  });
});
