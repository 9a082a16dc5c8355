// Two tabs, one session (issue 10), against its own server whose access tokens live 5 seconds, so the
// rest of the suite keeps the normal 30 minutes: both tabs keep working across expiries, and logging
// out in one tab ends the other.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Response } from './test';
import { E2E_PORT, E2E_TEMPLATE_DIR, serverEnv, startServer, TMP, type RunningServer } from '../server';
import { answerPermissionSheet, DEMO, shot } from './helpers';

// Beside this worker's own server (E2E_PORT), fixed so that the baseURL below is known when the file loads.
const PORT = E2E_PORT + 50;
const BASE = `http://127.0.0.1:${PORT}`;
const ACCESS_TTL_SECONDS = 5;
const dataDir = path.join(TMP, `e2e-sessions-data-${PORT}`);

test.use({ baseURL: BASE });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let server: RunningServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // A copy of the seeded database of this run, as this worker's own server has.
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.cpSync(E2E_TEMPLATE_DIR, dataDir, { recursive: true });
  server = await startServer(PORT, {
    ...serverEnv(PORT, dataDir),
    ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TTL_SECONDS),
  });
});

test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Past the access token's lifetime, with a margin. */
const waitForExpiry = (page: Page) => page.waitForTimeout((ACCESS_TTL_SECONDS + 1.5) * 1000);

async function showsHome(page: Page) {
  await page.getByRole('link', { name: '홈' }).click();
  await expect(page.getByRole('region', { name: '받은 연락' })).toBeVisible();
}
async function showsNear(page: Page) {
  await page.getByRole('link', { name: '근처 어르신' }).click();
  await expect(page.getByRole('heading', { name: '근처 어르신' })).toBeVisible();
}
async function showsMyPage(page: Page) {
  await page.getByRole('link', { name: '내 정보' }).click();
  await expect(page.getByRole('heading', { name: '내 정보' })).toBeVisible();
}

test('with 자동로그인, two tabs keep working across access-token expiries, and logout ends both', async ({
  context,
}) => {
  const reissues: { refresh: string; status: number; successor: string }[] = [];
  context.on('response', (res: Response) => {
    const req = res.request();
    if (!req.url().endsWith('/api/reissue')) return;
    reissues.push({
      refresh: req.headers()['x-refresh-token'] ?? '',
      status: res.status(),
      successor: res.headers()['x-refresh-token'] ?? '',
    });
  });

  const tabA = await context.newPage();
  await tabA.goto('/login');
  await tabA.getByLabel('아이디', { exact: true }).fill(DEMO.caregiver.id);
  await tabA.getByLabel('비밀번호', { exact: true }).fill(DEMO.caregiver.password);
  await tabA.getByLabel('자동로그인').check();
  await tabA.getByRole('button', { name: '로그인하기' }).click();
  await expect(tabA).toHaveURL(/\/$/);
  await answerPermissionSheet(tabA);

  const tabB = await context.newPage();
  await tabB.goto('/');
  await expect(tabB).toHaveURL(/\/$/);
  await showsMyPage(tabB);
  await showsNear(tabA);

  for (let round = 0; round < 2; round++) {
    await waitForExpiry(tabA);
    // Both tabs at once after the expiry: one refresh between them, and neither is sent to /login.
    await Promise.all([showsHome(tabA), showsHome(tabB)]);
    await Promise.all([showsNear(tabB), showsMyPage(tabA)]);
    await Promise.all([tabA.reload(), tabB.reload()]);
    await expect(tabA.getByRole('heading', { name: '내 정보' })).toBeVisible();
    await expect(tabB.getByRole('heading', { name: '근처 어르신' })).toBeVisible();
    expect(tabA.url()).not.toMatch(/\/login/);
    expect(tabB.url()).not.toMatch(/\/login/);
  }
  await shot(tabB, 'sessions-second-tab-after-expiry');
  expect(reissues.length).toBeGreaterThanOrEqual(2);
  expect(reissues.every((r) => r.status === 200)).toBe(true);
  // Each refresh token has one successor. The tabs take turns (Web Locks), but the second tab can read
  // localStorage a moment before the first tab's write reaches it and present the same token again; the
  // server answers that within 10 seconds with the same successor pair (PRODUCT.md: "two tabs, a retry"),
  // so both tabs end on one session instead of forking it.
  const successors = new Map<string, Set<string>>();
  for (const r of reissues)
    successors.set(r.refresh, (successors.get(r.refresh) ?? new Set()).add(r.successor));
  for (const [, next] of successors) expect(next.size).toBe(1);
  expect(reissues.every((r) => r.successor !== '' && r.successor !== r.refresh)).toBe(true);
  // One line of rotation: as many different successors as tokens presented, none handed out twice.
  expect(new Set(reissues.map((r) => r.successor)).size).toBe(successors.size);

  // Logout in tab A ends tab B without any action there.
  await showsMyPage(tabA);
  await tabA.getByRole('button', { name: '로그아웃' }).click();
  await expect(tabA).toHaveURL(/\/login$/);
  await expect(tabB).toHaveURL(/\/login$/);
  await tabB.reload();
  await expect(tabB).toHaveURL(/\/login$/);
  await shot(tabB, 'sessions-second-tab-after-logout');
});

test('after 5 wrong passwords the login form says when to try again', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('아이디', { exact: true }).fill(DEMO.manager.id);
  const password = page.getByLabel('비밀번호', { exact: true });
  for (let i = 0; i < 5; i++) {
    await password.fill(`wrong-pass${i}!`);
    await page.getByRole('button', { name: '로그인하기' }).click();
    await expect(page.getByText('비밀번호가 잘못되었습니다.')).toBeVisible();
  }
  await password.fill(DEMO.manager.password);
  await page.getByRole('button', { name: '로그인하기' }).click();
  await expect(page.getByText(/로그인에 여러 번 실패했어요\. \d+초 후에 다시 시도해주세요\./)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await shot(page, 'sessions-login-backoff');
  // Once the wait is over the right password signs in.
  await expect(async () => {
    await page.getByRole('button', { name: '로그인하기' }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
});
