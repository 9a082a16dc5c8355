// Jest globalSetup: the ready databases every API test file starts from (issue 43), made once per run.
// On PGlite: saved data directories in a temp folder. On PostgreSQL (TEST_DB=postgres or
// TEST_POSTGRES=1): one throwaway PostgreSQL 15 for the whole run, with two template databases in it;
// each test file then gets its own copy (helpers/test-app.ts).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PG_TEMPLATES_ENV, PG_URL_ENV, TEMPLATE_DIR_ENV, usePostgres } from './helpers/test-db';

interface PostgresForTests {
  startPostgres(): Promise<{ url: string; stop(): Promise<void> }>;
}

declare global {
  // Shared with global-teardown.ts (same process).
  var __DOLBOM_PG_STOP__: (() => Promise<void>) | undefined;
  var __DOLBOM_TEMPLATE_DIR__: string | undefined;
  var __DOLBOM_PG_TEMPLATES__: { url: string; names: string[] } | undefined;
}

const ROOT = path.resolve(__dirname, '../..');

/** Runs helpers/make-templates.ts in a child process: jest's own process never loads PGlite. */
function makeTemplates(args: string[]) {
  const started = Date.now();
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'helpers/make-templates.ts'), ...args],
    { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (r.status !== 0) throw new Error(`make-templates.ts ${args[0]} failed (${r.status ?? r.signal})`);
  console.log(`\nready databases (${args[0]}) made in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

export default async function globalSetup() {
  if (!usePostgres()) {
    if (process.env[TEMPLATE_DIR_ENV]) return;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dolbom-templates-'));
    makeTemplates(['pglite', dir]);
    // Workers are started after global setup and inherit this environment.
    process.env[TEMPLATE_DIR_ENV] = dir;
    globalThis.__DOLBOM_TEMPLATE_DIR__ = dir;
    return;
  }
  if (!process.env[PG_URL_ENV]) {
    // A plain .mjs script without types (it is also a CLI); jest's transform makes it requirable here.
    const { startPostgres } = require(
      path.resolve(__dirname, '../../scripts/postgres-for-tests.mjs'),
    ) as PostgresForTests;
    const pg = await startPostgres();
    process.env[PG_URL_ENV] = pg.url;
    globalThis.__DOLBOM_PG_STOP__ = pg.stop;
  }
  if (process.env[PG_TEMPLATES_ENV]) return;
  const suffix = randomBytes(4).toString('hex');
  const names = [`template_base_${suffix}`, `template_demo_${suffix}`];
  makeTemplates(['postgres', process.env[PG_URL_ENV]!, ...names]);
  process.env[PG_TEMPLATES_ENV] = names.join(',');
  globalThis.__DOLBOM_PG_TEMPLATES__ = { url: process.env[PG_URL_ENV]!, names };
}
