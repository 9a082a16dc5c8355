import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';

// The cluster run (issue 28): three API processes as production runs them (compiled server, built apps),
// each with its own empty DATA_DIR, only DATABASE_URL shared, started at the same moment on an empty
// PostgreSQL database, behind a round-robin balancer on E2E_PORT (cluster/global-setup.ts). Needs
// `npm run build` first and PostgreSQL 15 binaries (scripts/postgres-for-tests.mjs); `npm test` runs it
// as its `cluster` step with TEST_POSTGRES=1, and again as `cluster-s3` with CLUSTER_STORE=s3.
export const CLUSTER_PORT = Number(process.env.E2E_PORT ?? 18080);
/**
 * FILE_STORE of the three processes: `postgres` (the default), or `s3` (a local s3rver the set-up starts),
 * where every journey but those tagged @no-files (no file stored, served or deleted) runs again. `local` is
 * no deployment for many processes: it is there to see the photo checks fail.
 */
export const CLUSTER_STORE = process.env.CLUSTER_STORE ?? 'postgres';
if (!['postgres', 's3', 'local'].includes(CLUSTER_STORE))
  throw new Error('CLUSTER_STORE: postgres, s3 or local');
const root = path.resolve(__dirname, '..');
/** Where the set-up writes what the specs and the teardown need (processes, database URL). */
export const CLUSTER_STATE = path.join(root, '.tmp', `cluster-${CLUSTER_PORT}.json`);
export const CLUSTER_SMS_LOG = path.join(root, '.tmp', `cluster-sms-${CLUSTER_PORT}.log`);

export default defineConfig({
  testDir: './cluster',
  outputDir: path.join(root, '.tmp', `cluster-results-${CLUSTER_PORT}`),
  globalSetup: './cluster/global-setup.ts',
  globalTeardown: './cluster/global-teardown.ts',
  ...(CLUSTER_STORE === 's3' ? { grepInvert: /@no-files/ } : {}),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PW_JSON_OUTPUT ?? path.join(root, '.tmp/cluster.json') }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${CLUSTER_PORT}`,
    ...devices['Pixel 5'],
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    locale: 'ko-KR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
