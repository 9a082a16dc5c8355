// Error logs carry codes and ids, never personal data: a failing query's parameters (a phone number,
// a message) and PostgreSQL's row values stay out of the log.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { createDb, type DbHandle } from '../../src/db/client';
import { MEMORY_DATA_DIR } from '../../src/config';
import { users } from '../../src/db/schema';
import { testConfig } from '../helpers/test-app';
import { usePostgres } from '../helpers/test-db';
import { buildTestApp } from '../helpers/test-app';

const PHONE = '010-9876-5432';
const MESSAGE = '어르신 댁 비밀번호는 4321입니다';
const lines: string[] = [];
let app: FastifyInstance;
let close: () => Promise<void>;

async function routes(scope: FastifyInstance) {
  scope.get('/test/db-error', { config: { public: true } }, async () => {
    // invalid input syntax for type integer: "010-9876-5432" — the value is in the message too.
    await scope.db.execute(sql`select ${PHONE}::int as n, ${MESSAGE} as m`);
    return {};
  });
  scope.get('/test/unique-error', { config: { public: true } }, async () => {
    const row = {
      loginId: 'dupuser01',
      passwordHash: 'x',
      name: '홍길동',
      phone: PHONE,
      role: 'ROLE_CAREGIVER' as const,
    };
    await scope.db.insert(users).values(row);
    // duplicate key … Key (login_id)=(dupuser01) already exists — in `detail`.
    await scope.db.insert(users).values(row);
    return {};
  });
}

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  if (usePostgres()) {
    // The Postgres test database comes from the helper; rebuild the app on it with a log stream.
    const t = await buildTestApp();
    await t.app.close();
    const handle: DbHandle = t.handle;
    app = await buildApp(
      { ...t.config, logLevel: 'info' },
      { db: handle, logStream: stream, routes, seed: false },
    );
    close = async () => {
      await app.close();
      await t.close();
    };
  } else {
    const handle = await createDb({ databaseUrl: undefined, dataDir: MEMORY_DATA_DIR });
    app = await buildApp(
      { ...testConfig(), logLevel: 'info' },
      { db: handle, logStream: stream, routes, seed: false },
    );
    close = async () => {
      await app.close();
      await handle.close();
    };
  }
});
afterAll(() => close());

describe('error logs', () => {
  it('log a failed query by its SQLSTATE, without its parameters or values', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/db-error' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('9876');
    const unique = await app.inject({ method: 'GET', url: '/test/unique-error' });
    expect(unique.statusCode).toBe(500);

    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('22P02'); // invalid_text_representation
    expect(log).toContain('23505'); // unique_violation
    expect(log).toContain('users_login_id'); // the constraint's name is kept: it says what, not whose
    for (const secret of [
      PHONE,
      '9876-5432',
      '01098765432',
      '4321입니다',
      '비밀번호',
      'dupuser01',
      '홍길동',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
