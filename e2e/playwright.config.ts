import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';

// The real server on a fresh embedded database with the demo seed, serving the production build.
const PORT = Number(process.env.E2E_PORT ?? 18080);
/** A second origin (another port) for the cross-origin client of second-origin.spec.ts. */
export const E2E_SECOND_ORIGIN = `http://127.0.0.1:${PORT + 10}`;
const root = path.resolve(__dirname, '..');
// Fixed paths: this file is evaluated again in every worker process, so nothing here may vary by process.
const dataDir = path.join(root, '.tmp', `e2e-data-${PORT}`);
export const E2E_JWT_SECRET = 'e2e-only-secret-0123456789abcdef0123456789';
/** The local SMS adapter appends every message here; recovery tests read their codes from it. */
export const E2E_SMS_LOG = path.join(root, '.tmp', 'e2e-sms.log');
/** Versioned remote deploys and the remotes.json switch (version-skew.spec.ts deploys into it). */
export const E2E_DEPLOY_DIR = path.join(root, '.tmp', `e2e-deploy-${PORT}`);

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(root, '.tmp', `e2e-results-${PORT}`),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PW_JSON_OUTPUT ?? path.join(root, '.tmp/e2e.json') }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
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
  webServer: {
    command: `rm -rf ${dataDir} ${E2E_SMS_LOG} ${E2E_DEPLOY_DIR} && node --import tsx server/src/main.ts`,
    cwd: root,
    url: `http://127.0.0.1:${PORT}/remotes.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: E2E_JWT_SECRET,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_MAX: '1000',
      SMS_LOG_FILE: E2E_SMS_LOG,
      // Issue 30: a suspended account is told this 고객센터 number.
      SUPPORT_CONTACT: '1588-0000',
      DEPLOY_DIR: E2E_DEPLOY_DIR,
      // Pushes are recorded, not sent to a push service (no internet here; the e2e delivers them by CDP).
      PUSH_SENDER: 'local',
      // Listed origins (PRODUCT.md "CORS"): the app's own and the second-origin page's.
      CORS_ORIGINS: `http://127.0.0.1:${PORT},${E2E_SECOND_ORIGIN}`,
    },
  },
});
