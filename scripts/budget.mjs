// Measures what /login costs a phone: JavaScript (compressed, as sent) and all bytes over the wire,
// by loading the production build from the real server in Debian's Chromium at 390×844; then the signed-in
// cold start of every role's home (a stored session, an empty cache: the first visit of the day).
// Optionally runs Lighthouse (mobile, simulated throttling) 3 times per page when
// LIGHTHOUSE=path/to/lighthouse/cli/index.js is given.
//   npm run build && npm run budget
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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
// The ceilings the suite holds (e2e/tests/budget.spec.ts): this script only prints them beside its figures.
const ceilings = JSON.parse(readFileSync(path.join(root, 'e2e/budget.json'), 'utf8')).pages;

const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The demo accounts sign in for the home measurements; no deploy dir: the build folders as built.
    SEED_DEMO: 'true',
    DEPLOY_DIR: path.join(dataDir, 'deploy'),
  },
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

/** Signed-in homes to measure: one demo account per role. */
const HOMES = [
  { role: 'caregiver', id: 'caregiver01' },
  { role: 'manager', id: 'manager01' },
];
const DEMO_PASSWORD = 'dolbom1234!';

/** A fresh session for a demo account: what the browser would hold in localStorage after 자동로그인. */
async function sessionStorageFor(id) {
  const login = () =>
    fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id, password: DEMO_PASSWORD, autoLogin: true }),
    });
  // After a minute of Lighthouse the kept-alive socket may have been closed by the server: try once more.
  const res = await login().catch(login);
  if (!res.ok) throw new Error(`login ${id}: ${res.status}`);
  const { user } = await res.json();
  return {
    accessToken: res.headers.get('authorization').replace(/^Bearer\s+/i, ''),
    refreshToken: res.headers.get('x-refresh-token'),
    userRole: user.role,
    autoLogin: 'true',
    permission: 'true',
  };
}

async function measureLogin(url = `${base}/login`, storage = null) {
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
  if (storage) {
    // The stored session, written before any script of the app runs (the cache stays empty).
    await page.addInitScript((s) => {
      if (location.pathname === '/' && !sessionStorage.getItem('budget-seeded')) {
        for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
        sessionStorage.setItem('budget-seeded', '1');
      }
    }, storage);
  }
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
  const started = Date.now();
  await page.goto(url, { waitUntil: 'networkidle' });
  // Signed in: the home is there when the tab bar and the page's first content are.
  const homeMs = storage ? Date.now() - started : undefined;
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((l) => resolve(l.getEntries().at(-1)?.startTime ?? null)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
        setTimeout(() => resolve(null), 1000);
      }),
  );
  await browser.close();
  const js = done.filter((r) => r.type === 'Script');
  const sum = (a) => a.reduce((s, r) => s + r.bytes, 0);
  return { js, all: done, jsBytes: sum(js), allBytes: sum(done), homeMs, lcp };
}

/**
 * Lighthouse (mobile, simulated throttling) on a signed-in page with a cold cache, 3 runs: a fresh Chromium
 * each time, the session written into localStorage from a script-less URL of the origin, the HTTP cache
 * cleared, then Lighthouse without its storage reset (which would also end the session).
 */
async function lighthouseSignedIn(url, storage) {
  const cli = process.env.LIGHTHOUSE;
  if (!cli) return null;
  const pkg = path.resolve(path.dirname(cli), '..');
  const req = createRequire(path.join(pkg, 'package.json'));
  const { default: lighthouse } = await import(path.join(pkg, 'core/index.js'));
  const chromeLauncher = req('chrome-launcher');
  const puppeteer = req('puppeteer-core');
  const runs = [];
  for (let i = 0; i < 3; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    try {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const seed = await browser.newPage();
      await seed.goto(`${base}/remotes.json`);
      await seed.evaluate((s) => {
        for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
      }, storage);
      const cdp = await seed.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await seed.close();
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: true,
      });
      const lhr = result.lhr;
      // LIGHTHOUSE_SAVE=dir keeps each run's whole report (LCP element and phases, main-thread work, chains).
      if (process.env.LIGHTHOUSE_SAVE)
        writeFileSync(
          path.join(
            process.env.LIGHTHOUSE_SAVE,
            `${new URL(url).pathname.replace(/\W/g, '') || 'home'}-${storage.userRole ?? 'x'}-${i}.json`,
          ),
          JSON.stringify(lhr),
        );
      runs.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        fcp: lhr.audits['first-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        finalUrl: lhr.finalDisplayedUrl,
      });
      await browser.disconnect();
    } finally {
      chrome.kill();
    }
  }
  const median = (k) => runs.map((r) => r[k]).sort((a, b) => a - b)[1];
  return { runs, performance: median('performance'), lcp: median('lcp') };
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
  console.log(
    `JavaScript: ${kb(m.jsBytes)} in ${m.js.length} files as sent (ceiling ${ceilings.login.jsCeilingKb} KB)`,
  );
  // The same files gzip-compressed (level 9), for comparison with budgets stated in gzip.
  const gz = m.js.reduce((s, r) => {
    const file = path.join(root, 'shell/dist', new URL(r.url).pathname);
    if (existsSync(`${file}.gz`)) return s + statSync(`${file}.gz`).size;
    return s + zlib.gzipSync(readFileSync(file), { level: 9 }).length;
  }, 0);
  console.log(`JavaScript: ${kb(gz)} gzip (level 9, bodies only)`);
  console.log(
    `All:        ${kb(m.allBytes)} in ${m.all.length} requests (ceiling ${ceilings.login.allCeilingKb} KB)`,
  );
  const lh = lighthouse();
  if (lh)
    console.log(
      `Lighthouse mobile (median of 3): performance ${lh.performance}, accessibility ${lh.accessibility}`,
      lh.runs,
    );

  // Signed-in cold start of each home: a stored session, an empty cache.
  for (const home of HOMES) {
    const storage = await sessionStorageFor(home.id);
    const h = await measureLogin(`${base}/`, storage);
    console.log(`\n${home.role} home, signed in, cold cache (390×844, no throttling):`);
    for (const r of h.all)
      console.log(
        `  ${r.type.padEnd(10)} ${kb(r.bytes).padStart(9)} ${r.enc.padEnd(4)} ${new URL(r.url).pathname}`,
      );
    console.log(
      `JavaScript: ${kb(h.jsBytes)} in ${h.js.length} files as sent until the network is idle ` +
        `(the suite's ceiling, ${ceilings[`${home.role}-home`].jsCeilingKb} KB, counts those requested before the first card shows)`,
    );
    console.log(
      `All:        ${kb(h.allBytes)} in ${h.all.length} requests; LCP ${Math.round(h.lcp ?? 0)} ms unthrottled`,
    );
    const lhHome = await lighthouseSignedIn(`${base}/`, await sessionStorageFor(home.id));
    if (lhHome)
      console.log(
        `Lighthouse mobile, signed in, cold (median of 3): performance ${lhHome.performance}, LCP ${(lhHome.lcp / 1000).toFixed(2)} s`,
        lhHome.runs.map(
          (r) =>
            `${r.performance} / LCP ${(r.lcp / 1000).toFixed(2)} s / TBT ${Math.round(r.tbt)} ms / ${r.finalUrl}`,
        ),
      );
  }
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
