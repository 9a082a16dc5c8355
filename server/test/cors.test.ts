// CORS (PRODUCT.md "CORS"): a browser client on another origin that sends credentials can sign in and
// read the token headers and the manager lists' X-Total-Count; a bad preflight answers { message, code }.
import { CORS_MESSAGES } from '../src/plugins/cors';
import { createUser, TEST_PASSWORD } from './helpers/users';
import { useTestApp } from './helpers/test-app';

const LISTED = 'https://client.example';
const OTHER = 'https://evil.example';

function expectCredentialedCors(headers: Record<string, unknown>, origin: string) {
  expect(headers['access-control-allow-origin']).toBe(origin);
  expect(headers['access-control-allow-credentials']).toBe('true');
  expect(String(headers.vary).toLowerCase()).toContain('origin');
}

describe('CORS with a list of origins', () => {
  const t = useTestApp({ corsOrigins: [LISTED, 'https://second.example'] });

  it('answers a preflight from a listed origin with the origin echoed and credentials allowed', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/login',
      headers: {
        origin: LISTED,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, authorization, x-refresh-token',
      },
    });
    expect(res.statusCode).toBe(204);
    expectCredentialedCors(res.headers, LISTED);
    expect(res.headers['access-control-allow-methods']).toContain('POST');
    const allowHeaders = String(res.headers['access-control-allow-headers']).toLowerCase();
    for (const h of ['content-type', 'authorization', 'x-refresh-token']) expect(allowHeaders).toContain(h);
  });

  it('signs in from a listed origin: credentials allowed and the token headers exposed', async () => {
    const user = await createUser(t.app, 'ROLE_CAREGIVER');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: LISTED },
      payload: { id: user.loginId, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expectCredentialedCors(res.headers, LISTED);
    const exposed = String(res.headers['access-control-expose-headers']).toLowerCase();
    for (const h of ['authorization', 'x-refresh-token', 'x-total-count']) expect(exposed).toContain(h);
    expect(res.headers['access-control-allow-origin']).not.toBe('*');
  });

  it('gives an unlisted origin no CORS headers and refuses its preflight in Korean', async () => {
    const simple = await t.app.inject({ method: 'GET', url: '/api/user', headers: { origin: OTHER } });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    expect(simple.headers['access-control-allow-credentials']).toBeUndefined();

    const pre = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/login',
      headers: { origin: OTHER, 'access-control-request-method': 'POST' },
    });
    expect(pre.statusCode).toBe(403);
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    expect(pre.json()).toEqual({ message: CORS_MESSAGES.originNotAllowed, code: 'FORBIDDEN' });
    expect(pre.body).not.toContain('evil');
  });

  it('answers an OPTIONS without Access-Control-Request-Method as a bad preflight (no input echoed)', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/login?<script>=1',
      headers: { origin: LISTED },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ message: CORS_MESSAGES.badPreflight, code: 'CORS_BAD_PREFLIGHT' });
    expect(res.body).not.toContain('script');

    const noOrigin = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/login',
      headers: { 'access-control-request-method': 'POST' },
    });
    expect(noOrigin.statusCode).toBe(400);
    expect(noOrigin.json().code).toBe('CORS_BAD_PREFLIGHT');
  });

  it('keeps Vary: Origin on same-origin answers (caches must not mix origins)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(String(res.headers.vary).toLowerCase()).toContain('origin');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS with * (the development default)', () => {
  const t = useTestApp({ corsOrigins: '*' });

  it('echoes any origin with credentials instead of answering *', async () => {
    const pre = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/caregiver/mypage',
      headers: { origin: 'http://localhost:3001', 'access-control-request-method': 'GET' },
    });
    expect(pre.statusCode).toBe(204);
    expectCredentialedCors(pre.headers, 'http://localhost:3001');

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/caregiver/mypage',
      headers: { origin: 'http://127.0.0.1:9999' },
    });
    expect(res.statusCode).toBe(401);
    expectCredentialedCors(res.headers, 'http://127.0.0.1:9999');
    expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});
