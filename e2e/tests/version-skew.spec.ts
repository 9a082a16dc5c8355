import { expect, test, type Page } from './test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { answerPermissionSheet, DEMO, expectTabs, loginAs, shot } from './helpers';
import { E2E_DEPLOY_DIR, E2E_PORT } from '../server';
import { buildVariants, NEXT_UI_VERSION, type Variant } from '../fixtures/skew/build-variants';

// Role teams deploy alone (issue 14, docs/adr/0014 and 0015): remotes built against other shared versions
// run in the live shell, remotes on a second origin (a CDN) run with CORS, a remote needing a session major
// the shell lacks is refused with a clear screen, and a deploy rolls back by switching remotes.json.

const ROOT = path.resolve(__dirname, '../..');
// This worker's server (../server.ts) and two more ports of its slot.
const PORT = E2E_PORT;
const MAIN = `http://127.0.0.1:${PORT}`;
const CDN = `http://127.0.0.1:${PORT + 11}`;
const NEXT_SHELL = `http://127.0.0.1:${PORT + 12}`;
const CAREGIVER_DIST = path.join(ROOT, 'caregiver-app/dist');
const CAREGIVER_TABS = ['홈', '근처 어르신', '내 일정', '대화', '내 정보'];

test.describe.configure({ mode: 'serial' });

let variants: Record<Variant, string>;
const servers: http.Server[] = [];

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** A plain static server; `fallback` answers everything it has no file for (a proxy, an SPA index). */
function serve(
  port: number,
  dir: string,
  o: { cors?: boolean; fallback?: (req: http.IncomingMessage, res: http.ServerResponse) => void },
) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const file = path.join(dir, decodeURIComponent(url.pathname));
    if (file.startsWith(dir) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      res.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        ...(o.cors ? { 'access-control-allow-origin': '*' } : {}),
      });
      fs.createReadStream(file).pipe(res);
    } else if (o.fallback) o.fallback(req, res);
    else res.writeHead(404).end();
  });
  servers.push(server);
  return new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
}

/** The newer shell's host: its own files, the API and the remotes from the main server. */
function proxyOrIndex(shellDir: string) {
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    const p = req.url ?? '/';
    if (/^\/(api|apps|uploads)\/|^\/remotes\.json/.test(p)) {
      const upstream = http.request(
        `${MAIN}${p}`,
        { method: req.method, headers: { ...req.headers, host: `127.0.0.1:${PORT}` } },
        (up) => {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
        },
      );
      req.pipe(upstream);
    } else {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      fs.createReadStream(path.join(shellDir, 'index.html')).pipe(res);
    }
  };
}

function deployScript(...args: string[]) {
  return execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/deploy-remote.ts', ...args, '--dir', E2E_DEPLOY_DIR],
    { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' },
  );
}
const deploy = (from: string, version: string, ...extra: string[]) =>
  deployScript('deploy', 'caregiver', '--from', from, '--version', version, ...extra);

/** The files a remote's manifest lists for its own copy of a shared module. */
function ownCopyFiles(dir: string, name: string): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as {
    shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  };
  const s = manifest.shared.find((x) => x.name === name);
  return s ? [...s.assets.js.sync, ...s.assets.js.async] : [];
}

function watch(page: Page) {
  const requested: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  page.on('pageerror', (e) => errors.push(e.message));
  return { requested, errors };
}

test.beforeAll(async () => {
  // Three small variant builds, reused while their sources are unchanged (about a minute when they change).
  test.setTimeout(300_000);
  variants = await buildVariants(['next-ui', 'next-major', 'shell-next']);
  await serve(PORT + 11, E2E_DEPLOY_DIR, { cors: true });
  await serve(PORT + 12, variants['shell-next'], { fallback: proxyOrIndex(variants['shell-next']) });
});

test.afterEach(() => {
  // Back to the configured remotes for the next test (and the other spec files).
  fs.rmSync(path.join(E2E_DEPLOY_DIR, 'remotes.json'), { force: true });
  fs.rmSync(path.join(E2E_DEPLOY_DIR, 'history.json'), { force: true });
});

test.afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
});

test('(1) a remote built against a newer shared-ui (a new component) runs in the old shell', async ({
  page,
}) => {
  deploy(variants['next-ui'], '1.4.0-next');
  const { requested, errors } = watch(page);
  await loginAs(page, DEMO.caregiver);
  await answerPermissionSheet(page);
  await expect(page.getByRole('heading', { name: '새 shared-ui로 만든 원격' }).first()).toBeVisible();
  await expect(page.getByTestId('new-badge')).toHaveText('새 배지');
  // The session is the shell's (one instance): the remote's own hooks fetched the user with its tokens.
  await expect(page.getByText('박정숙님')).toBeVisible();
  await shot(page, 'skew-new-shared-ui-in-old-shell');
  // The shell's shared-ui (today's version) does not satisfy ^NEXT_UI_VERSION, so the remote's own copy was loaded.
  const own = ownCopyFiles(variants['next-ui'], '@dolbom/shared-ui');
  expect(own.length).toBeGreaterThan(0);
  for (const f of own) expect(requested).toContain(`${MAIN}/apps/caregiver/1.4.0-next/${f}`);
  expect(errors).toEqual([]);
});

test('(2) the old remote runs in a newer shell, on the shell’s copy', async ({ page }) => {
  const provided = await (await fetch(`${NEXT_SHELL}/provided-shared.json`)).json();
  expect(provided['@dolbom/shared-ui'].version).toBe(NEXT_UI_VERSION);
  const { requested, errors } = watch(page);
  await page.goto(`${NEXT_SHELL}/login`);
  await page.getByLabel('아이디', { exact: true }).fill(DEMO.caregiver.id);
  await page.getByLabel('비밀번호', { exact: true }).fill(DEMO.caregiver.password);
  await page.getByRole('button', { name: '로그인하기' }).click();
  await answerPermissionSheet(page);
  await expectTabs(page, CAREGIVER_TABS);
  await page.getByRole('link', { name: '내 정보' }).click();
  await expect(page.getByRole('heading', { name: '내 정보' })).toBeVisible();
  // The remote (built against today's ^version) took the shell's newer shared-ui, not its own copy.
  expect(requested.some((u) => u.startsWith(`${NEXT_SHELL}/apps/caregiver/`))).toBe(true);
  for (const f of ownCopyFiles(CAREGIVER_DIST, '@dolbom/shared-ui')) {
    expect(requested).not.toContain(`${NEXT_SHELL}/apps/caregiver/${f}`);
  }
  expect(errors).toEqual([]);
});

test('(3) a remote served from a second origin (a CDN) runs, with CORS', async ({ page }) => {
  deploy(variants['next-ui'], '1.4.0-cdn', '--base', `${CDN}/apps`);
  expect((await (await fetch(`${MAIN}/remotes.json`)).json()).caregiver).toBe(
    `${CDN}/apps/caregiver/1.4.0-cdn/mf-manifest.json`,
  );
  const { requested, errors } = watch(page);
  await loginAs(page, DEMO.caregiver);
  await answerPermissionSheet(page);
  await expect(page.getByTestId('new-badge')).toHaveText('새 배지');
  expect(requested).toContain(`${CDN}/apps/caregiver/1.4.0-cdn/mf-manifest.json`);
  expect(requested).toContain(`${CDN}/apps/caregiver/1.4.0-cdn/remoteEntry.js`);
  expect(errors).toEqual([]);
});

test('(4) a remote needing a session major the shell lacks is refused with a clear screen, never a crash', async ({
  page,
}) => {
  // The deploy script refuses it first (npm run check:compat), naming both versions …
  let refusal = '';
  try {
    deploy(variants['next-major'], '2.0.0-major');
  } catch (e) {
    refusal = String((e as { stderr?: string }).stderr);
  }
  expect(refusal).toContain('@dolbom/shared-api/session');
  expect(refusal).toContain('^2.0.0');
  expect(refusal).toContain('1.0.0');
  expect(fs.existsSync(path.join(E2E_DEPLOY_DIR, 'remotes.json'))).toBe(false);

  // … and should it be switched on anyway (by hand, or the shell rolled back), the shell refuses it.
  fs.mkdirSync(path.join(E2E_DEPLOY_DIR, 'apps/caregiver'), { recursive: true });
  fs.cpSync(variants['next-major'], path.join(E2E_DEPLOY_DIR, 'apps/caregiver/2.0.0-major'), {
    recursive: true,
  });
  fs.writeFileSync(
    path.join(E2E_DEPLOY_DIR, 'remotes.json'),
    JSON.stringify({ caregiver: '/apps/caregiver/2.0.0-major/mf-manifest.json' }),
  );
  const { requested, errors } = watch(page);
  const consoleErrors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  await loginAs(page, DEMO.caregiver);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('앱을 업데이트하는 중이에요');
  await expect(alert.getByRole('button', { name: '다시 열기' })).toBeVisible();
  await shot(page, 'skew-refused');
  const message = consoleErrors.find((m) => m.includes('@dolbom/shared-api/session'));
  expect(message).toContain('^2.0.0');
  expect(message).toContain('1.0.0');
  // Refused from its manifest: none of its code was fetched, so nothing could crash.
  expect(requested.filter((u) => u.includes('/2.0.0-major/') && !u.endsWith('mf-manifest.json'))).toEqual([]);
  expect(errors).toEqual([]);
});

test('(5) deploy v2, see it, roll back to v1, see v1 — on the next page load, with no rebuild', async ({
  page,
}) => {
  deploy(CAREGIVER_DIST, '1.0.0-e2e');
  await loginAs(page, DEMO.caregiver);
  await answerPermissionSheet(page);
  await expectTabs(page, CAREGIVER_TABS);

  deploy(variants['next-ui'], '1.4.0-e2e');
  await page.reload();
  await expect(page.getByTestId('new-badge')).toBeVisible();
  await expect(page.getByRole('link', { name: '근처 어르신' })).toHaveCount(0);

  expect(deployScript('rollback', 'caregiver')).toContain('1.0.0-e2e');
  await page.reload();
  await expectTabs(page, CAREGIVER_TABS);
  await expect(page.getByTestId('new-badge')).toHaveCount(0);
});
