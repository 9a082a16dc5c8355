import { defineConfig, devices } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_BASE_PORT, ROOT } from './server';

// The real server serving the production build, one per worker on its own freshly seeded embedded database
// (server.ts, tests/test.ts). Each spec file is a project of its own, so it runs in a worker of its own:
// what one file does to the data never reaches another, and the files run in any order. E2E_ORDER=reverse
// runs them last to first (the order check of issue 43); E2E_WORKERS sets the workers (default: 2).
// The longest files first, so that the two workers end together (docs/testing.md has the times).
const LONGEST = ['small-screens', 'a11y', 'caregiver', 'manager', 'jobs', 'substitutes', 'contracts'];
const rank = (file: string) => {
  const i = LONGEST.indexOf(file.replace(/\.spec\.ts$/, ''));
  return i < 0 ? LONGEST.length : i;
};
const files = fs
  .readdirSync(path.join(__dirname, 'tests'))
  .filter((f) => f.endsWith('.spec.ts'))
  .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
if (process.env.E2E_ORDER === 'reverse') files.reverse();

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(ROOT, '.tmp', `e2e-results-${E2E_BASE_PORT}`),
  globalSetup: './global-setup.ts',
  // Two workers share two cores, so a long journey (two browsers, a dozen screens) takes up to twice
  // its time alone: 30 s was its time on one worker with nothing else running.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PW_JSON_OUTPUT ?? path.join(ROOT, '.tmp/e2e.json') }],
  ],
  use: {
    ...devices['Pixel 5'],
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    locale: 'ko-KR',
    // The app stills its animations for people who ask (global-style.ts); here it saves a fifth of the
    // browser's work (skeleton shimmer, spinners), and dialogs are there at once.
    reducedMotion: 'reduce',
    // A trace costs a fifth of the run's CPU even when it is thrown away: E2E_TRACE=on records one (kept
    // for a failure) when a failure needs more than its message and screenshot.
    trace: process.env.E2E_TRACE === 'on' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
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
  projects: files.map((file) => ({ name: file.replace(/\.spec\.ts$/, ''), testMatch: file })),
});
