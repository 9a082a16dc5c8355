// The embedded database in its worker thread (ADR 0017), as `npm start` runs it: transactions commit or
// roll back as a whole, LISTEN/NOTIFY reaches the server (ended sessions), concurrent requests and
// transactions do not see each other's half-done work, DATA_DIR keeps the data, and a worker that dies
// is reported instead of leaving the server hanging. The other test files run PGlite in their own thread.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@dolbom/shared-api/contracts';
import { buildApp } from '../src/app';
import { MEMORY_DATA_DIR } from '../src/config';
import { createDb, type DbHandle } from '../src/db/client';
import type { PGliteRemote } from '../src/db/pglite-remote';
import { users } from '../src/db/schema';
import { isUniqueViolation } from '../src/errors';
import { insertUser } from '../src/modules/auth/user-repository';
import { testConfig } from './helpers/test-app';
import { bearer, createUser, login, TEST_PASSWORD } from './helpers/users';

jest.setTimeout(60_000);

const workerOf = (handle: DbHandle) => (handle.db as unknown as { $client: PGliteRemote }).$client.worker;

let handle: DbHandle;
let a: FastifyInstance;
let b: FastifyInstance;
beforeAll(async () => {
  handle = await createDb({ databaseUrl: undefined, dataDir: MEMORY_DATA_DIR });
  // Two API instances on the one database, with a catch-up poll too slow to matter: only the
  // notification can tell B that A ended a session.
  const config = testConfig({ sessionPollMs: 3_600_000 });
  a = await buildApp(config, { db: handle, logger: false, seed: false });
  b = await buildApp(config, { db: handle, logger: false, seed: false });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await handle?.close();
});

describe('PGlite in a worker thread', () => {
  it('runs in a worker, not in this thread', () => {
    expect(handle.driver).toBe('pglite');
    expect(workerOf(handle).threadId).toBeGreaterThan(0);
  });

  it('rolls a failed transaction back as a whole, and keeps the SQLSTATE of a database error', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await insertUser(tx, {
          loginId: 'wrkroll001',
          password: TEST_PASSWORD,
          name: '테스트',
          phone: '010-1234-5678',
          role: 'ROLE_CAREGIVER',
        });
        throw new Error('half-done');
      }),
    ).rejects.toThrow('half-done');
    expect(await handle.db.select().from(users).where(eq(users.loginId, 'wrkroll001'))).toEqual([]);

    await createUser(a, 'ROLE_CAREGIVER', 'wrkdup0001');
    const dup = await createUser(a, 'ROLE_CAREGIVER', 'wrkdup0001').catch((err: unknown) => err);
    expect(isUniqueViolation(dup)).toBe(true);
  });

  it('a logout on one instance reaches the other at once (LISTEN/NOTIFY through the worker)', async () => {
    await createUser(a, 'ROLE_CAREGIVER', 'wrksess001');
    const { session } = await login(a, 'wrksess001', TEST_PASSWORD, true);
    const me = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: '/api/user', headers: bearer(session.access) });
    expect((await me(b)).statusCode).toBe(200);

    const out = await a.inject({ method: 'POST', url: '/api/logout', headers: bearer(session.access) });
    expect(out.statusCode).toBe(204);
    // The NOTIFY is sent at commit; B hears it before A's logout answers.
    const after = await me(b);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe(ERROR_CODES.SESSION_ENDED);
  });

  it('serves concurrent requests while concurrent transactions each see a consistent counter', async () => {
    await handle.db.execute(sql`create table worker_counter (n int not null)`);
    await handle.db.execute(sql`insert into worker_counter values (0)`);
    const readModifyWrite = (fail: boolean) =>
      handle.db.transaction(async (tx) => {
        const { rows } = (await tx.execute(sql`select n from worker_counter`)) as { rows: { n: number }[] };
        await new Promise((r) => setTimeout(r, 1));
        await tx.execute(sql`update worker_counter set n = ${(rows[0]?.n ?? 0) + 1}`);
        if (fail) throw new Error('rolled back');
      });
    await createUser(a, 'ROLE_CAREGIVER', 'wrkconc001');
    const { session } = await login(a, 'wrkconc001');
    const [transactions, requests] = await Promise.all([
      Promise.allSettled(Array.from({ length: 20 }, (_, i) => readModifyWrite(i % 4 === 0))),
      Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          (i % 2 ? a : b).inject({ method: 'GET', url: '/api/user', headers: bearer(session.access) }),
        ),
      ),
    ]);
    expect(requests.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
    expect(transactions.filter((r) => r.status === 'rejected')).toHaveLength(5);
    const { rows } = (await handle.db.execute(sql`select n from worker_counter`)) as {
      rows: { n: number }[];
    };
    expect(rows[0]?.n).toBe(15);
  });
});

describe('the worker on a DATA_DIR', () => {
  it('keeps the data across a close and a new open, and reports a worker that dies', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dolbom-worker-'));
    try {
      const first = await createDb({ databaseUrl: undefined, dataDir });
      await first.db.execute(sql`create table kept (v text)`);
      await first.db.execute(sql`insert into kept values ('남아 있음')`);
      await first.close();

      const lost: Error[] = [];
      const second = await createDb(
        { databaseUrl: undefined, dataDir },
        { onWorkerExit: (err) => lost.push(err) },
      );
      const { rows } = (await second.db.execute(sql`select v from kept`)) as { rows: { v: string }[] };
      expect(rows).toEqual([{ v: '남아 있음' }]);

      const pending = second.db.execute(sql`select pg_sleep(0.5)`);
      await workerOf(second).terminate();
      await expect(pending).rejects.toThrow();
      expect(lost).toHaveLength(1);
      expect(lost[0]?.message).toMatch(/embedded database worker stopped/);
      await expect(second.db.execute(sql`select 1`)).rejects.toThrow();
      await second.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
