import { expect, test } from './test';
import http from 'node:http';
import { DEMO } from './helpers';
import { E2E_SECOND_ORIGIN } from '../server';

// A client written against the spec's API, served from another origin (PRODUCT.md "CORS", "Wire
// format"): a static page on a second port signs in with fetch(..., { credentials: 'include' }), reads
// the tokens from the exposed headers, and calls three caregiver and three manager endpoints.

const PAGE = `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>다른 출처의 클라이언트</title></head>
<body><h1>다른 출처의 클라이언트</h1>
<script>
  // Everything goes through credentialed CORS requests, as an axios client with withCredentials does.
  window.callApi = async (api, path, { method = 'GET', token, body, refresh } = {}) => {
    const headers = {};
    if (token) headers.Authorization = 'Bearer ' + token;
    if (refresh) headers['X-Refresh-Token'] = refresh;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(api + path, {
      method,
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return {
      status: res.status,
      body: text ? JSON.parse(text) : null,
      authorization: res.headers.get('Authorization'),
      refresh: res.headers.get('X-Refresh-Token'),
      total: res.headers.get('X-Total-Count'),
    };
  };
</script></body></html>`;

let server: http.Server;

test.beforeAll(async () => {
  const { port } = new URL(E2E_SECOND_ORIGIN);
  server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(Number(port), '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

interface Answer {
  status: number;
  body: unknown;
  authorization: string | null;
  refresh: string | null;
  total: string | null;
}
type CallOptions = { method?: string; token?: string; body?: unknown; refresh?: string };

test('a page on another origin signs in with credentials and uses both roles’ API', async ({
  page,
  baseURL,
}) => {
  const api = String(baseURL);
  await page.goto(`${E2E_SECOND_ORIGIN}/`);
  await expect(page.getByRole('heading', { name: '다른 출처의 클라이언트' })).toBeVisible();
  expect(new URL(page.url()).origin).not.toBe(new URL(api).origin);

  const call = (path: string, o: CallOptions = {}) =>
    page.evaluate(
      ([a, p, opts]) =>
        (
          window as unknown as {
            callApi: (api: string, path: string, o: CallOptions) => Promise<Answer>;
          }
        ).callApi(a, p, opts),
      [api, path, o] as const,
    );

  async function signIn(who: { id: string; password: string }) {
    const res = await call('/api/login', { method: 'POST', body: { id: who.id, password: who.password } });
    expect(res.status).toBe(200);
    // Readable only because the server exposes the token headers to a credentialed cross-origin caller.
    expect(res.authorization).toMatch(/^Bearer .+/);
    expect(res.refresh).toBeTruthy();
    return { token: String(res.authorization).replace(/^Bearer /, ''), refresh: String(res.refresh) };
  }

  // Caregiver: home list, near picks (spec shape), and the job-open switch flipped without a body.
  const caregiver = await signIn(DEMO.caregiver);
  const home = await call('/api/caregiver/main/list?range=5', { token: caregiver.token });
  expect(home.status).toBe(200);
  expect(home.body).toMatchObject({ content: expect.any(Array), address: expect.any(String) });
  const near = await call('/api/caregiver/near/list?range=5', { token: caregiver.token });
  expect(near.status).toBe(200);
  expect(Object.keys(near.body as object)).toEqual(
    expect.arrayContaining(['meal', 'toileting', 'mobility', 'daily', 'wage']),
  );
  const flipped = await call('/api/caregiver/mypage/job-open', { method: 'POST', token: caregiver.token });
  expect(flipped.status).toBe(200);
  const back = await call('/api/caregiver/mypage/job-open', { method: 'POST', token: caregiver.token });
  expect((back.body as { isJobOpen: boolean }).isJobOpen).toBe(
    !(flipped.body as { isJobOpen: boolean }).isJobOpen,
  );

  // A reissue from the other origin reads the rotated pair from the exposed headers too.
  const reissued = await call('/api/reissue', { method: 'POST', refresh: caregiver.refresh });
  expect(reissued.status).toBe(200);
  expect(reissued.authorization).toMatch(/^Bearer .+/);

  // Manager: elders, matching caregivers (total from X-Total-Count), received applies.
  const manager = await signIn(DEMO.manager);
  const elders = await call('/api/manager/elder', { token: manager.token });
  expect(elders.status).toBe(200);
  const [elder] = elders.body as { elderId: number }[];
  expect(elder).toBeDefined();
  const cards = await call(
    `/api/manager/elder/individual?elderId=${elder?.elderId}&distance=${encodeURIComponent('5km이내')}&size=2`,
    { token: manager.token },
  );
  expect(cards.status).toBe(200);
  expect(Array.isArray(cards.body)).toBe(true);
  expect(cards.total).toMatch(/^\d+$/);
  expect(Number(cards.total)).toBeGreaterThanOrEqual((cards.body as unknown[]).length);
  const applies = await call(`/api/manager/apply?elderId=${elder?.elderId}`, { token: manager.token });
  expect(applies.status).toBe(200);
  expect(Array.isArray(applies.body)).toBe(true);
  expect(applies.total).toMatch(/^\d+$/);
  const mypage = await call('/api/manager/mypage', { token: manager.token });
  expect(mypage.status).toBe(200);
  expect(mypage.body).toMatchObject({ managerId: expect.any(Number), applys: expect.any(Number) });
});
