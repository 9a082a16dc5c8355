// Builds the app for one test file on a fresh database: in-memory PGlite by default, or a new
// database in the PostgreSQL of global-setup.ts when TEST_DB=postgres (or TEST_POSTGRES=1).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { loadConfig, MEMORY_DATA_DIR, type AppConfig } from '../../src/config';
import { createDb, type DbHandle } from '../../src/db/client';
import {
  PG_TEMPLATES_ENV,
  PG_URL_ENV,
  TEMPLATE_DIR_ENV,
  TEMPLATE_FILES,
  usePostgres,
  type Template,
} from './test-db';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  handle: DbHandle;
  close(): Promise<void>;
}

// Starting PGlite and migrating takes a few seconds on a cold cache; the project's testTimeout does not
// reach hooks when set inside a jest `projects` entry, so every file that builds an app gets this.
jest.setTimeout(60_000);

const NO_DIST = path.join(os.tmpdir(), 'dolbom-no-dist');

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({
    DATA_DIR: MEMORY_DATA_DIR,
    JWT_SECRET: 'test-secret-0123456789abcdef0123456789abcdef',
    SEED_DEMO: 'false',
    API_DOCS: 'true',
    LOG_LEVEL: 'silent',
    // Every answer is written by zod and by the compiled serializer, and they must agree.
    CHECK_RESPONSES: 'true',
    // High enough that no test trips it by accident; rate-limit tests set their own.
    LOGIN_RATE_LIMIT_MAX: '1000',
  });
  return {
    ...base,
    // Never serve whatever another engineer happens to have built.
    appsDir: { shell: NO_DIST, caregiver: NO_DIST, manager: NO_DIST, admin: NO_DIST },
    deployDir: NO_DIST,
    ...overrides,
  };
}

async function adminQuery(sql: string) {
  const client = new Client({ connectionString: process.env[PG_URL_ENV] });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The saved PGlite data directory of a ready database (global-setup.ts), read once per test file. */
const savedDumps = new Map<Template, Blob>();
function savedDump(template: Template): Blob {
  let dump = savedDumps.get(template);
  if (!dump) {
    const dir = process.env[TEMPLATE_DIR_ENV];
    if (!dir) throw new Error(`${TEMPLATE_DIR_ENV} is unset: run jest with server/test/global-setup.ts`);
    dump = new Blob([fs.readFileSync(path.join(dir, TEMPLATE_FILES[template]))]);
    savedDumps.set(template, dump);
  }
  return dump;
}

/** A copy of a ready PostgreSQL template; the source may be copied by another worker at that moment. */
async function createDatabase(name: string, template?: Template) {
  if (!template) return adminQuery(`CREATE DATABASE ${name}`);
  const names = process.env[PG_TEMPLATES_ENV]?.split(',');
  if (!names) throw new Error(`${PG_TEMPLATES_ENV} is unset: run jest with server/test/global-setup.ts`);
  const source = names[template === 'base' ? 0 : 1];
  for (let attempt = 0; ; attempt++) {
    try {
      return await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${source}`);
    } catch (err) {
      // 55006: "source database is being accessed by other users", a moment's overlap of two copies.
      if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
    }
  }
}

/**
 * A fresh database for one test file: in-memory PGlite, or a new database in the test PostgreSQL. Empty
 * by default (migration tests run the migrations themselves); with `template`, a copy of a ready database
 * (global-setup.ts): migrated, the national center list loaded, and with `demo` the demo seed too.
 */
export async function openDb(template?: Template): Promise<{
  handle: DbHandle;
  databaseUrl?: string;
  drop?: () => Promise<void>;
}> {
  if (!usePostgres()) {
    // In this thread: a test's database opens faster without a worker. TEST_PGLITE=worker runs the
    // tests on the worker thread that `npm start` uses (server/test/db-worker.test.ts always does).
    const pglite = process.env.TEST_PGLITE === 'worker' ? 'worker' : 'in-thread';
    const loadDataDir = template && pglite === 'in-thread' ? savedDump(template) : undefined;
    const handle = await createDb(
      { databaseUrl: undefined, dataDir: MEMORY_DATA_DIR },
      { pglite, ...(loadDataDir ? { loadDataDir } : {}) },
    );
    return { handle };
  }
  const adminUrl = process.env[PG_URL_ENV];
  if (!adminUrl) {
    throw new Error(`TEST_DB=postgres needs ${PG_URL_ENV}: run jest with server/test/global-setup.ts`);
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  await createDatabase(name, template);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: url.toString(), dataDir: MEMORY_DATA_DIR });
  return { handle, databaseUrl: url.toString(), drop: () => adminQuery(`DROP DATABASE ${name}`) };
}

/**
 * The ready database an app of these settings would make for itself at start-up: only where the start-up
 * reads the default center list and gazetteer into an in-memory database (a test of its own list, or of a
 * DATA_DIR, starts empty as before).
 */
function templateFor(overrides: Partial<AppConfig>, seed: boolean): Template | undefined {
  const own = ['centersPath', 'centersForce', 'gazetteerPath', 'dataDir'] as const;
  if (own.some((key) => overrides[key] !== undefined && overrides[key] !== testConfig()[key]))
    return undefined;
  return seed ? 'demo' : 'base';
}

export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  opts: Omit<BuildAppOptions, 'db' | 'logger'> = {},
): Promise<TestApp> {
  const { handle, databaseUrl, drop } = await openDb(templateFor(overrides, opts.seed ?? false));
  const config = testConfig({ ...overrides, databaseUrl });
  try {
    const app = await buildApp(config, { ...opts, db: handle, logger: false, seed: opts.seed ?? false });
    return {
      app,
      config,
      handle,
      async close() {
        await app.close();
        await handle.close();
        await drop?.();
      },
    };
  } catch (err) {
    await handle.close();
    await drop?.();
    throw err;
  }
}

/** The app of a test file, there from the first `beforeAll` on. */
export interface AppRef {
  readonly app: FastifyInstance;
}

/**
 * Builds the app for the test file in `beforeAll` and closes it in `afterAll`. Call it at the top of
 * the file, before any hook that uses the app: jest runs hooks in the order they were registered.
 */
export function useTestApp(
  overrides: Partial<AppConfig> = {},
  opts: Omit<BuildAppOptions, 'db' | 'logger'> = {},
): AppRef {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(overrides, opts);
  });
  afterAll(() => built?.close());
  return {
    get app() {
      if (!built) throw new Error('the test app is built in beforeAll');
      return built.app;
    },
  };
}
