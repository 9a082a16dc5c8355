// Three API processes started at the same moment on an empty PostgreSQL database, sharing nothing but
// DATABASE_URL (issue 28): they all come up, one of them migrates and seeds, and they agree on everything
// a client sees — a session signed by one is good on the others, the Web Push key is the same, a key
// rotation reaches all of them, and a per-IP limit is one limit, not one per process.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import { DEMO_ELDERS } from '../src/db/seed-data';
import { FORMER_ELDERS } from '../src/db/seed-history';
import { elders, serverKeys, users } from '../src/db/schema';
import { startApiProcesses, type ApiCluster } from './helpers/two-processes';

jest.setTimeout(180_000);

let cluster: ApiCluster;
let urls: string[];
beforeAll(async () => {
  cluster = await startApiProcesses(
    3,
    // No JWT_SECRET: the keys come from the database. TRUST_PROXY so each test is its own client address.
    { JWT_SECRET: '', SEED_DEMO: 'true', LOGIN_RATE_LIMIT_MAX: '6', TRUST_PROXY: 'true' },
    { migrate: false },
  );
  urls = cluster.processes.map((p) => p.url);
});
afterAll(() => cluster?.close());

const kidOf = (authorization: string) =>
  (
    JSON.parse(Buffer.from(authorization.replace(/^Bearer /, '').split('.')[0]!, 'base64url').toString()) as {
      kid: string;
    }
  ).kid;

async function login(base: string, id: string, password: string, ip: string) {
  return fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ id, password, autoLogin: false }),
  });
}

it('all come up on an empty database, seeded once, ready', async () => {
  const db = cluster.handle.db;
  const [u] = await db.select({ n: count() }).from(users);
  expect(u?.n).toBe(DEMO_ACCOUNTS.length);
  const [e] = await db.select({ n: count() }).from(elders);
  // The demo's elders and those of its review history (their care ended).
  expect(e?.n).toBe(DEMO_ELDERS.length + FORMER_ELDERS.length);
  const keys = await db
    .select({ kid: serverKeys.kid })
    .from(serverKeys)
    .where(eq(serverKeys.purpose, 'access-token'));
  expect(keys).toHaveLength(1);
  for (const url of urls) expect((await fetch(`${url}/readyz`)).status).toBe(200);
});

it('shares sessions and the Web Push key, and follows a key rotation on every process', async () => {
  const res = await login(urls[0]!, 'caregiver01', 'dolbom1234!', '10.28.0.1');
  expect(res.status).toBe(200);
  const first = res.headers.get('authorization')!;
  const vapid = new Set<string>();
  for (const url of urls) {
    expect((await fetch(`${url}/api/user`, { headers: { authorization: first } })).status).toBe(200);
    vapid.add(
      ((await (await fetch(`${url}/api/notifications/push-config`)).json()) as { publicKey: string })
        .publicKey,
    );
  }
  expect(vapid.size).toBe(1);

  // What an operator runs: npm run keys -- rotate.
  const cli = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/cli/keys.ts', 'rotate'], {
    cwd: path.resolve(__dirname, '../..'),
    env: { ...process.env, DATABASE_URL: cluster.databaseUrl, JWT_SECRET: '' },
    encoding: 'utf8',
  });
  expect(cli.status).toBe(0);
  const [, newest] = await cluster.handle.db
    .select({ kid: serverKeys.kid })
    .from(serverKeys)
    .where(eq(serverKeys.purpose, 'access-token'))
    .orderBy(serverKeys.createdAt);
  expect(cli.stdout).toContain(newest!.kid);
  // Every process signs with the new key within a moment (NOTIFY); the old token still works everywhere.
  for (const [i, url] of urls.entries()) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const again = await login(url, 'caregiver01', 'dolbom1234!', `10.28.1.${i}`);
      if (kidOf(again.headers.get('authorization')!) === newest!.kid) break;
      if (Date.now() > deadline) throw new Error(`${url} still signs with the old key`);
      await new Promise((r) => setTimeout(r, 200));
    }
    expect((await fetch(`${url}/api/user`, { headers: { authorization: first } })).status).toBe(200);
  }
});

it('counts one login limit per address across the processes', async () => {
  // LOGIN_RATE_LIMIT_MAX=6: two attempts on each of the three processes use the minute up (unknown ids,
  // each another one, so the per-account backoff stays out of it)…
  let n = 0;
  for (const url of urls) {
    for (let i = 0; i < 2; i++) {
      expect((await login(url, `nobody${++n}`, 'wrong', '10.28.2.1')).status).toBe(401);
    }
  }
  // …so the seventh is refused wherever it lands (with a limit per process, each would allow six).
  for (const url of urls) {
    const refused = await login(url, `nobody${++n}`, 'wrong', '10.28.2.1');
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { code: string }).code).toBe('TOO_MANY_REQUESTS');
  }
  // Another address is not affected.
  expect((await login(urls[1]!, 'caregiver02', 'dolbom1234!', '10.28.2.2')).status).toBe(200);
});
