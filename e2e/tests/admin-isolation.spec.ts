// The operator remote (admin-app) is loaded only for ROLE_ADMIN, and an operator loads no other role's
// remote: each session's network log holds requests for its own remote only (issue 13).
import { expect, test, type Page } from './test';
import { answerPermissionSheet, DEMO, expectNoPermissionSheet, expectTabs, loginAs, shot } from './helpers';

/** Every path the page requests from now on. */
function networkLog(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  return requested;
}

const under = (log: string[], prefix: string) => log.filter((p) => p.startsWith(prefix));

test('a caregiver session downloads no byte of the operator remote', async ({ page }) => {
  const log = networkLog(page);
  await loginAs(page, DEMO.caregiver);
  await answerPermissionSheet(page);
  await expectTabs(page, ['홈', '근처 어르신', '내 일정', '대화', '내 정보']);
  await page.getByRole('link', { name: '내 정보' }).click();
  await expect(page.getByRole('heading', { name: '내 정보' })).toBeVisible();
  // An operator URL typed by hand is a 404 of the caregiver's app, still without admin code.
  await page.goto('/admin/users');
  await expect(page.getByText('페이지를 찾을 수 없습니다')).toBeVisible();
  expect(under(log, '/apps/caregiver/').length).toBeGreaterThan(0);
  expect(under(log, '/apps/admin/')).toEqual([]);
});

test('a manager session downloads no byte of the operator remote', async ({ page }) => {
  const log = networkLog(page);
  await loginAs(page, DEMO.manager);
  await answerPermissionSheet(page);
  await expectTabs(page, ['홈', '어르신 관리', '대화', '내 정보']);
  await page.goto('/admin/audit');
  await expect(page.getByText('페이지를 찾을 수 없습니다')).toBeVisible();
  expect(under(log, '/apps/manager/').length).toBeGreaterThan(0);
  expect(under(log, '/apps/admin/')).toEqual([]);
});

test('admin01 lands on the operator home and downloads nothing of the caregiver or manager remotes', async ({
  page,
}) => {
  const log = networkLog(page);
  await loginAs(page, DEMO.admin);
  await expect(page).toHaveURL(/\/$/);
  // Issue 30: the caregivers' camera/location sheet is not shown to operators.
  await expectNoPermissionSheet(page);
  await expectTabs(page, ['홈', '회원 찾기', '감사 기록']);
  await expect(page.getByRole('heading', { name: '운영자 님' })).toBeVisible();
  await expect(page.getByRole('link', { name: /센터 회원 승인/ })).toBeVisible();
  await shot(page, 'admin-home');

  await page.getByRole('navigation').getByRole('link', { name: '감사 기록' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { name: '감사 기록' })).toBeVisible();
  await expect(page.getByRole('region', { name: '감사 기록 목록' })).toBeVisible();
  await shot(page, 'admin-audit');

  // /admin itself is the operator's home.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: /회원 찾기/ }).first()).toBeVisible();

  expect(under(log, '/apps/admin/').length).toBeGreaterThan(0);
  expect(under(log, '/apps/caregiver/')).toEqual([]);
  expect(under(log, '/apps/manager/')).toEqual([]);
});
