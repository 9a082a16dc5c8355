import { sql } from 'drizzle-orm';
import { ERROR_CODES, LOGIN_MESSAGES, userSchema } from '@dolbom/shared-api/contracts';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { bearer, createUser, login, TEST_PASSWORD } from './helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const reissue = (refresh?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reissue',
    headers: refresh === undefined ? {} : { 'x-refresh-token': refresh },
  });

describe('POST /api/login', () => {
  it('answers the user with both tokens in headers', async () => {
    const user = await createUser(t.app, 'ROLE_MANAGER', 'loginok01');
    const { res, session } = await login(t.app, 'loginok01');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: { userId: user.id, loginId: 'loginok01', name: '테스트', role: 'ROLE_MANAGER' },
    });
    expect(res.headers.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(session.refresh).toMatch(/^[\w-]{43}$/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('says which of id or password is wrong, in Korean', async () => {
    await createUser(t.app, 'ROLE_CAREGIVER', 'loginbad01');
    const bad = await login(t.app, 'loginbad01', 'wrong-password');
    expect(bad.res.statusCode).toBe(401);
    expect(bad.res.json()).toEqual({
      message: LOGIN_MESSAGES.badPassword,
      code: ERROR_CODES.LOGIN_BAD_PASSWORD,
    });
    expect(bad.res.headers.authorization).toBeUndefined();

    const unknown = await login(t.app, 'nobody0001');
    expect(unknown.res.statusCode).toBe(401);
    expect(unknown.res.json()).toEqual({
      message: LOGIN_MESSAGES.idNotFound,
      code: ERROR_CODES.LOGIN_ID_NOT_FOUND,
    });
  });

  it('rejects an empty form with field messages from the shared schema', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { id: ' ', password: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: '아이디를 입력해주세요.',
      code: ERROR_CODES.VALIDATION,
      fields: { id: '아이디를 입력해주세요.', password: '비밀번호를 입력해주세요.' },
    });
  });

  it('rejects a missing or malformed body as a validation error', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/login' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe(ERROR_CODES.VALIDATION);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"id":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: '입력값을 확인해주세요.', code: ERROR_CODES.VALIDATION });
  });
});

describe('POST /api/reissue', () => {
  it('rotates: new tokens differ, a reused old token ends the whole family', async () => {
    await createUser(t.app, 'ROLE_CAREGIVER', 'rotate0001');
    const first = (await login(t.app, 'rotate0001', TEST_PASSWORD, true)).session;

    const r1 = await reissue(first.refresh);
    expect(r1.statusCode).toBe(200);
    expect(r1.json().user.loginId).toBe('rotate0001');
    const second = {
      access: String(r1.headers.authorization).replace('Bearer ', ''),
      refresh: String(r1.headers['x-refresh-token']),
    };
    expect(second.refresh).not.toBe(first.refresh);
    expect(second.access).toMatch(/\./);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(second.access) });
    expect(me.statusCode).toBe(200);

    // Past the 10-second grace window (PRODUCT.md), a rotated token again is a copy.
    await t.handle.db.execute(
      sql`update refresh_tokens set revoked_at = revoked_at - interval '11 seconds'
          where user_id = (select id from users where login_id = 'rotate0001') and revoked_at is not null`,
    );
    const reused = await reissue(first.refresh);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe(ERROR_CODES.REFRESH_REUSED);
    expect(reused.json().stack).toBeUndefined();

    // The newest token of that family was revoked along with it.
    const newest = await reissue(second.refresh);
    expect(newest.statusCode).toBe(401);
    expect(newest.json().code).toBe(ERROR_CODES.REFRESH_REUSED);
  });

  it('rejects unknown, missing and expired tokens', async () => {
    expect((await reissue('not-a-token')).json().code).toBe(ERROR_CODES.REFRESH_INVALID);
    const missing = await reissue();
    expect(missing.statusCode).toBe(401);
    expect(missing.json().code).toBe(ERROR_CODES.REFRESH_INVALID);

    await createUser(t.app, 'ROLE_CAREGIVER', 'expired001');
    const { session } = await login(t.app, 'expired001');
    // Age every token of this user past its expiry.
    await t.handle.db.execute(
      sql`update refresh_tokens set expires_at = now() - interval '1 minute'
          where user_id = (select id from users where login_id = 'expired001')`,
    );
    const expired = await reissue(session.refresh);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe(ERROR_CODES.REFRESH_INVALID);
  });
});

describe('POST /api/logout', () => {
  it('revokes the session so the refresh token no longer works', async () => {
    await createUser(t.app, 'ROLE_MANAGER', 'logout0001');
    const { session } = await login(t.app, 'logout0001');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'x-refresh-token': session.refresh },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await reissue(session.refresh)).statusCode).toBe(401);
  });

  it('works with only the access token, and is idempotent', async () => {
    await createUser(t.app, 'ROLE_MANAGER', 'logout0002');
    const { session } = await login(t.app, 'logout0002');
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(session.access) });
    expect(res.statusCode).toBe(204);
    expect((await reissue(session.refresh)).statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/api/logout' });
    expect(again.statusCode).toBe(204);
  });
});

describe('GET /api/user', () => {
  it('answers who the bearer is', async () => {
    const user = await createUser(t.app, 'ROLE_CAREGIVER', 'whoami0001');
    const { session } = await login(t.app, 'whoami0001');
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(session.access) });
    expect(res.statusCode).toBe(200);
    expect(userSchema.parse(res.json())).toEqual({
      userId: user.id,
      loginId: 'whoami0001',
      name: '테스트',
      role: 'ROLE_CAREGIVER',
    });
  });

  it('needs a valid token', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: '로그인이 필요해요.', code: ERROR_CODES.UNAUTHORIZED });
    const bad = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer('a.b.c') });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe(ERROR_CODES.UNAUTHORIZED);
  });
});
