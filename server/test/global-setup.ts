// Jest globalSetup: when TEST_DB=postgres (or TEST_POSTGRES=1), starts one throwaway PostgreSQL 15 for the
// whole run; each test file then creates its own database in it (helpers/test-app.ts).
import path from 'node:path';
import { PG_URL_ENV, usePostgres } from './helpers/test-db';

interface PostgresForTests {
  startPostgres(): Promise<{ url: string; stop(): Promise<void> }>;
}

declare global {
  // Shared with global-teardown.ts (same process).
  var __DOLBOM_PG_STOP__: (() => Promise<void>) | undefined;
}

export default async function globalSetup() {
  if (!usePostgres() || process.env[PG_URL_ENV]) return;
  // A plain .mjs script without types (it is also a CLI); jest's transform makes it requirable here.
  const { startPostgres } = require(
    path.resolve(__dirname, '../../scripts/postgres-for-tests.mjs'),
  ) as PostgresForTests;
  const pg = await startPostgres();
  // Workers are started after global setup and inherit this environment.
  process.env[PG_URL_ENV] = pg.url;
  globalThis.__DOLBOM_PG_STOP__ = pg.stop;
}
