import { SignJWT } from 'jose';
import { ERROR_CODES } from '@dolbom/shared-api/contracts';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { moveRealTime, realTime } from './helpers/real-time';
import { bearer, signedIn } from './helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      // Stand-ins for the role routes later issues add.
      routes: async (app) => {
        app.get('/api/caregiver/ping', async (request) => ({ user: request.user }));
        app.get('/api/manager/ping', async (request) => ({ user: request.user }));
        app.post('/api/caregiver/public-ping', { config: { public: true } }, async () => ({ ok: true }));
      },
    },
  );
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('role guard', () => {
  it('asks for a token on every caregiver and manager path, existing or not', async () => {
    for (const url of [
      '/api/caregiver/ping',
      '/api/caregiver/does-not-exist',
      '/api/caregiver',
      '/api/manager/ping',
      '/api/manager/elder/999',
      '/api/%63aregiver/ping',
    ]) {
      const res = await get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 401 });
      expect(res.json()).toEqual({ message: '로그인이 필요해요.', code: ERROR_CODES.UNAUTHORIZED });
    }
  });

  it('lets the right role through and sets request.user', async () => {
    const caregiver = await signedIn(t.app, 'ROLE_CAREGIVER');
    const res = await get('/api/caregiver/ping', bearer(caregiver.access));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ userId: caregiver.user.id, role: 'ROLE_CAREGIVER' });
    // A signed-in caregiver on an unknown caregiver path gets the 404 only now.
    const missing = await get('/api/caregiver/nothing-here', bearer(caregiver.access));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      message: '요청한 정보를 찾을 수 없어요.',
      code: ERROR_CODES.NOT_FOUND,
    });
  });

  it('answers 403 to the other role, on known and unknown paths', async () => {
    const caregiver = await signedIn(t.app, 'ROLE_CAREGIVER');
    const manager = await signedIn(t.app, 'ROLE_MANAGER');
    for (const [url, access] of [
      ['/api/manager/ping', caregiver.access],
      ['/api/manager/unknown', caregiver.access],
      ['/api/caregiver/ping', manager.access],
      ['/api/caregiver/unknown/deep/path', manager.access],
    ] as const) {
      const res = await get(url, bearer(access));
      expect({ url, status: res.statusCode }).toEqual({ url, status: 403 });
      expect(res.json()).toEqual({ message: '접근 권한이 없어요.', code: ERROR_CODES.FORBIDDEN });
    }
  });

  it('says TOKEN_EXPIRED for an expired access token', async () => {
    const { user } = await signedIn(t.app, 'ROLE_CAREGIVER');
    const expired = await new SignJWT({ role: 'ROLE_CAREGIVER' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    for (const url of ['/api/caregiver/ping', '/api/user']) {
      const res = await get(url, bearer(expired));
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(ERROR_CODES.TOKEN_EXPIRED);
    }
  });

  it('rejects a token signed with another secret or algorithm', async () => {
    const forged = await new SignJWT({ role: 'ROLE_MANAGER' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-0000'));
    const res = await get('/api/manager/ping', bearer(forged));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(ERROR_CODES.UNAUTHORIZED);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      '{"sub":"1","role":"ROLE_MANAGER"}',
    ).toString('base64url')}.`;
    expect((await get('/api/manager/ping', bearer(unsigned))).statusCode).toBe(401);
  });

  it('skips routes marked public', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/caregiver/public-ping' });
    expect(res.statusCode).toBe(200);
    // The same path with another method is not public.
    expect((await get('/api/caregiver/public-ping')).statusCode).toBe(401);
  });
});

describe('access token lifetime', () => {
  it('expires after accessTokenTtlSeconds', async () => {
    const short = await buildTestApp({ accessTokenTtlSeconds: 1 });
    try {
      const caregiver = await signedIn(short.app, 'ROLE_CAREGIVER');
      const ask = () =>
        short.app.inject({ method: 'GET', url: '/api/user', headers: bearer(caregiver.access) });
      expect((await ask()).statusCode).toBe(200);
      // Past the 1-second lifetime (and the second `iat` is rounded down to).
      moveRealTime(2100);
      const res = await ask();
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(ERROR_CODES.TOKEN_EXPIRED);
    } finally {
      realTime();
      await short.close();
    }
  });
});

// Authentication first, on every protected route (issue 29, item 7): without a session the answer is
// 401 — not a 400 about the body or the query, not a 429 of a rate limit — on every route the API has.
// The routes are read from the OpenAPI document, so a new route is covered the day it is added.
describe('authentication first', () => {
  type Operation = { security?: unknown; tags?: string[] };
  const ROLE_PREFIXES = ['/api/caregiver/', '/api/manager/', '/api/admin/'];

  /** Every route that needs a session: signed-in routes (security) and the role prefixes but sign-up. */
  function protectedRoutes() {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    return Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(
          ([, op]) =>
            Boolean(op.security) ||
            (ROLE_PREFIXES.some((p) => path.startsWith(p)) &&
              !op.tags?.includes('signup') &&
              path !== '/api/caregiver/public-ping'), // this file's stand-in of a public route
        )
        .map(([method, op]) => ({ method: method.toUpperCase(), path, tags: op.tags ?? [] })),
    );
  }

  // Path parameters that fail validation, a query that fails it, and a body that fails it.
  const badUrl = (path: string) =>
    `${path.replace(/\{[^}]+\}/g, 'not-a-number')}?page=-1&size=abc&elderId=x&contact=x&q=${'x'.repeat(300)}`;

  it('covers every protected route of the API', () => {
    const routes = protectedRoutes();
    expect(routes.length).toBeGreaterThan(60);
    expect(routes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: 'DELETE', path: '/api/user' }),
        expect.objectContaining({ method: 'POST', path: '/api/user/password' }),
        expect.objectContaining({ method: 'POST', path: '/api/notifications/push-subscriptions' }),
        expect.objectContaining({ method: 'POST', path: '/api/caregiver/certificate' }),
      ]),
    );
  });

  it('answers 401 before validating anything, on every protected route', async () => {
    const wrong: string[] = [];
    for (const { method, path } of protectedRoutes()) {
      const withBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);
      const res = await t.app.inject({
        method: method as 'GET',
        url: badUrl(path),
        ...(withBody ? { payload: { unexpected: true } } : {}),
      });
      if (res.statusCode !== 401) wrong.push(`${method} ${path} → ${res.statusCode} ${res.json().code}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 401, never 429, however often a caller without a session knocks', async () => {
    const wrong = new Set<string>();
    for (const { method, path } of protectedRoutes()) {
      for (let i = 0; i < 31; i++) {
        const res = await t.app.inject({ method: method as 'GET', url: badUrl(path), payload: {} });
        if (res.statusCode !== 401) wrong.add(`${method} ${path} → ${res.statusCode}`);
      }
    }
    expect([...wrong]).toEqual([]);
  });

  it('DELETE /api/user without a token is a 401 with the Korean message', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/user', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: '로그인이 필요해요.', code: 'UNAUTHORIZED' });
  });
});
