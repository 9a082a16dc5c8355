import { expect, test } from './test';
import { E2E_JWT_SECRET } from '../server';
import { answerPermissionSheet, DEMO, expireAccessToken, loginAs, shot, expectTabs } from './helpers';

test('the login page has every control of the spec', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('아이디', { exact: true })).toBeVisible();
  await expect(page.getByLabel('비밀번호', { exact: true })).toBeVisible();
  await expect(page.getByLabel('아이디 저장하기')).toBeVisible();
  await expect(page.getByLabel('자동로그인')).toBeVisible();
  await expect(page.getByRole('link', { name: '계정정보를 잊어버렸어요' })).toHaveAttribute(
    'href',
    '/login/find-account',
  );
  await expect(page.getByRole('link', { name: '회원가입' })).toHaveAttribute('href', '/signup');
  await shot(page, 'login');
});

test('a caregiver logs in, sees the caregiver tabs, and never downloads manager code', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await loginAs(page, DEMO.caregiver);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog')).toBeVisible();
  await shot(page, 'permission-sheet-caregiver');
  await answerPermissionSheet(page);
  await expectTabs(page, ['홈', '근처 어르신', '내 일정', '대화', '내 정보']);
  await shot(page, 'home-caregiver');
  await page.getByRole('link', { name: '내 정보' }).click();
  await expect(page.getByRole('heading', { name: '내 정보' })).toBeVisible();
  expect(requested.some((p) => p.startsWith('/apps/caregiver/'))).toBe(true);
  expect(requested.filter((p) => p.startsWith('/apps/manager/'))).toEqual([]);
});

test('a manager logs in, sees the manager tabs, and never downloads caregiver code', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await loginAs(page, DEMO.manager);
  await answerPermissionSheet(page);
  await expectTabs(page, ['홈', '어르신 관리', '대화', '내 정보']);
  await expect(page.getByText('맞춤 요양보호사')).toBeVisible();
  await shot(page, 'home-manager');
  await page.getByRole('link', { name: '어르신 관리' }).click();
  await expect(page.getByRole('heading', { name: '등록한 어르신' })).toBeVisible();
  expect(requested.some((p) => p.startsWith('/apps/manager/'))).toBe(true);
  expect(requested.filter((p) => p.startsWith('/apps/caregiver/'))).toEqual([]);
});

test('the permission choice is remembered and the sheet does not come back', async ({ page }) => {
  await loginAs(page, DEMO.caregiver);
  const sheet = page.getByRole('dialog');
  await sheet.getByLabel('모두 허용').check();
  await expect(sheet.getByLabel('위치 접근')).toBeChecked();
  await sheet.getByRole('button', { name: '확인' }).click();
  expect(await page.evaluate(() => localStorage.getItem('permission'))).toBe('true');
  await page.reload();
  await expect(page.getByRole('navigation')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the gear opens 설정 and the bell opens 알림, never the unavailable dialog', async ({ page }) => {
  await loginAs(page, DEMO.caregiver);
  await answerPermissionSheet(page);
  await page.getByRole('button', { name: '설정' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: '알림 받기' })).toBeVisible();
  await expect(page.getByText('해당 기능은 현재 제공되지 않으며, 추후 업데이트될 예정입니다')).toHaveCount(0);
  await page.goBack();
  await page.getByRole('button', { name: /알림/ }).click();
  await expect(page).toHaveURL(/\/notifications$/);
});

test('a remote that is down shows the error screen, and 다시 시도 recovers once it is back', async ({
  page,
}) => {
  await page.route('**/apps/caregiver/**', (route) => route.abort('connectionrefused'));
  await loginAs(page, DEMO.caregiver);
  await expect(page.getByText('화면을 불러오지 못했어요')).toBeVisible();
  await shot(page, 'remote-down');
  await page.unroute('**/apps/caregiver/**');
  let reloaded = false;
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) reloaded = true;
  });
  await page.getByRole('button', { name: '다시 시도' }).click();
  await answerPermissionSheet(page);
  await expectTabs(page, ['홈', '근처 어르신', '내 일정', '대화', '내 정보']);
  expect(reloaded).toBe(false);
});

test('an expired access token is refreshed without the user noticing', async ({ page }) => {
  await loginAs(page, DEMO.caregiver);
  await answerPermissionSheet(page);
  const token = await page.evaluate(() => sessionStorage.getItem('accessToken'));
  const expired = expireAccessToken(token ?? '', E2E_JWT_SECRET);
  await page.evaluate((t) => sessionStorage.setItem('accessToken', t), expired);
  const reissues: number[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/api/reissue')) reissues.push(r.status());
  });
  await page.reload();
  await expectTabs(page, ['홈', '근처 어르신', '내 일정', '대화', '내 정보']);
  await expect(page).toHaveURL(/\/$/);
  expect(reissues).toEqual([200]);
  const now = await page.evaluate(() => sessionStorage.getItem('accessToken'));
  expect(now).not.toBe(expired);
});

test('a wrong password shows the spec message under the password field', async ({ page }) => {
  await loginAs(page, { id: DEMO.caregiver.id, password: 'wrong-password1!' });
  await expect(page.getByText('비밀번호가 잘못되었습니다.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await shot(page, 'login-wrong-password');
});

test('an unknown id shows the spec message under the id field', async ({ page }) => {
  await loginAs(page, { id: 'nobody12345', password: 'whatever123!' });
  await expect(page.getByText('아이디가 잘못되었습니다.')).toBeVisible();
});

test('an unknown route shows the 404 page', async ({ page }) => {
  await loginAs(page, DEMO.manager);
  await answerPermissionSheet(page);
  await page.goto('/this/does/not/exist');
  await expect(page.getByText('페이지를 찾을 수 없습니다')).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByText('페이지를 찾을 수 없습니다')).toBeVisible();
});

test('without a session the guarded pages send the user to /login', async ({ page }) => {
  await page.goto('/mypage');
  await expect(page).toHaveURL(/\/login$/);
});

test('아이디 저장하기 prefills the id next time, and logout ends the session', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('아이디', { exact: true }).fill(DEMO.manager.id);
  await page.getByLabel('비밀번호', { exact: true }).fill(DEMO.manager.password);
  await page.getByLabel('아이디 저장하기').check();
  await page.keyboard.press('Enter');
  await answerPermissionSheet(page);
  await page.getByRole('link', { name: '내 정보' }).click();
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('아이디', { exact: true })).toHaveValue(DEMO.manager.id);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('/login arrives prerendered, and what is typed before the script runs is kept', async ({ page }) => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));
  await page.route('**/main.*.js', async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  // No script has run yet, and the form is already there.
  await page.getByLabel('아이디', { exact: true }).fill(DEMO.caregiver.id);
  await page.getByLabel('아이디 저장하기').check();
  release();
  await page.waitForLoadState('networkidle');
  await page.getByLabel('비밀번호', { exact: true }).fill(DEMO.caregiver.password);
  await page.getByRole('button', { name: '로그인하기' }).click();
  await answerPermissionSheet(page);
  expect(await page.evaluate(() => localStorage.getItem('rememberedId'))).toBe(DEMO.caregiver.id);
});
