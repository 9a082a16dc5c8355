// Measures what /login costs a phone: JavaScript (compressed, as sent) and all bytes over the wire,
// by loading the production build from the real server in Debian's Chromium at 390×844.
// Optionally runs Lighthouse (mobile) 3 times when LIGHTHOUSE=path/to/lighthouse/cli is given.
//   npm run build && npm run budget
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { chromium } = require('@playwright/test');
const PORT = Number(process.env.BUDGET_PORT ?? 18090);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dolbom-budget-'));

const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/remotes.json`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

async function measureLogin() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const byId = new Map();
  cdp.on('Network.responseReceived', (e) =>
    byId.set(e.requestId, {
      url: e.response.url,
      type: e.type,
      enc: e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? '',
    }),
  );
  const done = [];
  cdp.on('Network.loadingFinished', (e) => {
    const r = byId.get(e.requestId);
    if (r) done.push({ ...r, bytes: e.encodedDataLength });
  });
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await browser.close();
  const js = done.filter((r) => r.type === 'Script');
  const sum = (a) => a.reduce((s, r) => s + r.bytes, 0);
  return { js, all: done, jsBytes: sum(js), allBytes: sum(done) };
}

function lighthouse() {
  const cli = process.env.LIGHTHOUSE;
  if (!cli) return null;
  const scores = [];
  for (let i = 0; i < 3; i++) {
    const r = spawnSync(
      process.execPath,
      [
        cli,
        `${base}/login`,
        '--quiet',
        '--output=json',
        '--only-categories=performance,accessibility',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
      ],
      {
        encoding: 'utf8',
        env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const report = JSON.parse(r.stdout);
    scores.push({
      performance: report.categories.performance.score * 100,
      accessibility: report.categories.accessibility.score * 100,
    });
  }
  const median = (k) => scores.map((s) => s[k]).sort((a, b) => a - b)[1];
  return { runs: scores, performance: median('performance'), accessibility: median('accessibility') };
}

try {
  await waitForServer();
  const m = await measureLogin();
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log('\n/login at 390×844 (bytes as sent, including headers):');
  for (const r of m.all)
    console.log(
      `  ${r.type.padEnd(10)} ${kb(r.bytes).padStart(9)} ${r.enc.padEnd(4)} ${new URL(r.url).pathname}`,
    );
  console.log(`JavaScript: ${kb(m.jsBytes)} in ${m.js.length} files as sent (budget 130 KB)`);
  // The same files gzip-compressed (level 9), for comparison with budgets stated in gzip.
  const gz = m.js.reduce((s, r) => {
    const file = path.join(root, 'shell/dist', new URL(r.url).pathname);
    if (existsSync(`${file}.gz`)) return s + statSync(`${file}.gz`).size;
    return s + zlib.gzipSync(readFileSync(file), { level: 9 }).length;
  }, 0);
  console.log(`JavaScript: ${kb(gz)} gzip (level 9, bodies only)`);
  console.log(`All:        ${kb(m.allBytes)} in ${m.all.length} requests (budget 400 KB)`);
  const lh = lighthouse();
  if (lh)
    console.log(
      `Lighthouse mobile (median of 3): performance ${lh.performance}, accessibility ${lh.accessibility}`,
      lh.runs,
    );
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
