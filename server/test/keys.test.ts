// The shared keys (issue 28, ADR 0028): without JWT_SECRET the access tokens are signed by keys kept in the
// database and carry their kid; a rotation is picked up at once; a replaced key verifies only what it
// signed before, until that expires; a deployment's DATA_DIR/jwt-secret and vapid-keys.json are imported.
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { buildApp } from '../src/app';
import { createDb } from '../src/db/client';
import { serverKeys } from '../src/db/schema';
import { rotateSigningKey } from '../src/modules/auth/server-keys';
import { buildTestApp, testConfig, type TestApp } from './helpers/test-app';
import { bearer, createUser, login } from './helpers/users';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const kidOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as { kid?: string }).kid;
const nowS = () => Math.floor(Date.now() / 1000);

/** A token as one of our processes would sign it with `secret` under `kid`. */
function forge(kid: string | undefined, secret: string, claims: { sub: string; iat: number; exp: number }) {
  const header = b64(kid === undefined ? { alg: 'HS256' } : { alg: 'HS256', kid });
  const body = b64({ role: 'ROLE_CAREGIVER', ...claims });
  const sig = createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${sig}`;
}

async function until(check: () => Promise<boolean>, ms = 5000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('signing keys in the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ jwtSecret: undefined });
  });
  afterAll(() => t.close());

  const user = (access: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(access) });
  const signingKeys = () => t.app.db.select().from(serverKeys).where(eq(serverKeys.purpose, 'access-token'));

  it('signs with the newest key, names it in the token, and picks up a rotation at once', async () => {
    const u = await createUser(t.app, 'ROLE_CAREGIVER');
    const first = (await login(t.app, u.loginId)).session.access;
    const [only] = await signingKeys();
    expect(kidOf(first)).toBe(only!.kid);
    expect((await user(first)).statusCode).toBe(200);

    const { kid } = await rotateSigningKey(t.app.db, 24 * 3600);
    // The NOTIFY reaches the ring: the next login is signed with the new key…
    await until(async () => kidOf((await login(t.app, u.loginId)).session.access) === kid);
    // …and the token of the old key still works until it expires.
    expect((await user(first)).statusCode).toBe(200);
  });

  it('lets a replaced key verify only what it signed before, until that has expired', async () => {
    const u = await createUser(t.app, 'ROLE_CAREGIVER');
    const ago = (s: number) => new Date(Date.now() - s * 1000);
    // dead (5 h ago) → replaced (4 h ago) → recent (20 min ago) → whatever signs now.
    await t.app.db.insert(serverKeys).values([
      { kid: 'k-dead', purpose: 'access-token', secret: 'dead-secret-'.repeat(3), createdAt: ago(5 * 3600) },
      {
        kid: 'k-replaced',
        purpose: 'access-token',
        secret: 'replaced-secret-'.repeat(3),
        createdAt: ago(4 * 3600),
      },
      {
        kid: 'k-recent',
        purpose: 'access-token',
        secret: 'recent-secret-'.repeat(3),
        createdAt: ago(20 * 60),
      },
    ]);
    await t.app.keys.reload();
    const sub = String(u.id);
    // k-replaced was replaced 20 minutes ago: what it signed before then is good until its exp.
    const before = forge('k-replaced', 'replaced-secret-'.repeat(3), {
      sub,
      iat: nowS() - 25 * 60,
      exp: nowS() + 300,
    });
    expect((await user(before)).statusCode).toBe(200);
    // Signed by it now, long after it was replaced (a stolen key): refused.
    const after = forge('k-replaced', 'replaced-secret-'.repeat(3), {
      sub,
      iat: nowS() - 30,
      exp: nowS() + 300,
    });
    expect((await user(after)).statusCode).toBe(401);
    // k-dead was replaced 4 hours ago: nothing it signed can still be valid, whatever the token says.
    const dead = forge('k-dead', 'dead-secret-'.repeat(3), {
      sub,
      iat: nowS() - 5 * 3600,
      exp: nowS() + 3600,
    });
    expect((await user(dead)).statusCode).toBe(401);
    // A rotation deletes the keys replaced longer ago than asked (here an hour): k-dead only.
    const { pruned } = await rotateSigningKey(t.app.db, 3600);
    expect(pruned).toEqual(['k-dead']);
  });

  it('verifies a token of a key this process has not heard of yet, and refuses made-up kids', async () => {
    const u = await createUser(t.app, 'ROLE_CAREGIVER');
    // Another process rotated and its NOTIFY has not arrived: the unknown kid is looked up.
    await t.app.db
      .insert(serverKeys)
      .values({ kid: 'k-elsewhere', purpose: 'access-token', secret: 'elsewhere-'.repeat(4) });
    const theirs = forge('k-elsewhere', 'elsewhere-'.repeat(4), {
      sub: String(u.id),
      iat: nowS(),
      exp: nowS() + 300,
    });
    expect((await user(theirs)).statusCode).toBe(200);
    const madeUp = forge('k-nobody', 'elsewhere-'.repeat(4), {
      sub: String(u.id),
      iat: nowS(),
      exp: nowS() + 300,
    });
    expect((await user(madeUp)).statusCode).toBe(401);
    // Signed with a real kid but another secret.
    const wrong = forge('k-elsewhere', 'not-the-secret-'.repeat(3), {
      sub: String(u.id),
      iat: nowS(),
      exp: nowS() + 300,
    });
    expect((await user(wrong)).statusCode).toBe(401);
  });
});

describe('a deployment from before the keys moved to the database', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dolbom-legacy-keys-'));
  const legacySecret = 'legacy-secret-0123456789abcdef0123456789';
  const vapid = { publicKey: 'BPublicKeyFromTheOldFile', privateKey: 'privateFromTheOldFile' };
  let t: TestApp;
  beforeAll(async () => {
    fs.writeFileSync(path.join(dir, 'jwt-secret'), legacySecret);
    fs.writeFileSync(path.join(dir, 'vapid-keys.json'), JSON.stringify(vapid));
    t = await buildTestApp({ jwtSecret: undefined, dataDir: dir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps its sessions and push subscriptions: the DATA_DIR files are imported once', async () => {
    const u = await createUser(t.app, 'ROLE_CAREGIVER');
    // A token the old server signed: no kid, the file's secret (jose wrote exactly this header).
    const old = await new SignJWT({ role: 'ROLE_CAREGIVER' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(u.id))
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(legacySecret));
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(old) });
    expect(res.statusCode).toBe(200);
    const config = await t.app.inject({ method: 'GET', url: '/api/notifications/push-config' });
    expect(config.json()).toEqual({ publicKey: vapid.publicKey });
  });
});

describe('the embedded database', () => {
  it('keeps the same keys across restarts', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dolbom-keys-restart-'));
    const start = async () => {
      const handle = await createDb({ databaseUrl: undefined, dataDir: dir }, { pglite: 'in-thread' });
      const app = await buildApp(testConfig({ jwtSecret: undefined, dataDir: dir }), {
        db: handle,
        logger: false,
      });
      const u = await createUser(app, 'ROLE_CAREGIVER', `restart${Math.floor(Math.random() * 1e6)}`);
      const access = (await login(app, u.loginId)).session.access;
      const vapidKey = (await app.inject({ method: 'GET', url: '/api/notifications/push-config' })).json();
      return { app, handle, access, vapidKey };
    };
    try {
      const first = await start();
      await first.app.close();
      await first.handle.close();
      const second = await start();
      try {
        expect(kidOf(second.access)).toBe(kidOf(first.access));
        expect(second.vapidKey).toEqual(first.vapidKey);
        // The first run's token still works after the restart.
        const res = await second.app.inject({
          method: 'GET',
          url: '/api/user',
          headers: bearer(first.access),
        });
        expect(res.statusCode).toBe(200);
      } finally {
        await second.app.close();
        await second.handle.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
