// The Content-Security-Policy the server sends is one the app passes: no violation on /login (the
// prerendered page and its font stylesheet), a caregiver's home and a manager's home.
import { expect, test, type Page } from './test';
import { answerPermissionSheet, DEMO, loginAs, shot } from './helpers';

function watchViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(m.text())) violations.push(m.text());
  });
  return violations;
}

test('the CSP holds on /login, the caregiver home and the manager home', async ({ page, context }) => {
  const violations = watchViolations(page);
  const res = await page.goto('/login');
  expect(res?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('button', { name: '로그인하기' })).toBeVisible();
  // The async font stylesheets (the UI subset and the slices) switched to media=all: their onload handlers ran
  // under the policy.
  const fontSheets = page.locator('link[href*="pretendard"][onload]');
  await expect(fontSheets).toHaveCount(2);
  for (const sheet of await fontSheets.all()) await expect(sheet).toHaveAttribute('media', 'all');
  await shot(page, 'csp-login');

  await loginAs(page, DEMO.caregiver);
  await answerPermissionSheet(page);
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The home draws its labels from the small 'Pretendard UI' subset the HTML declares (not blocked by font-src).
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some(
          (f) => f.family.replace(/["']/g, '') === 'Pretendard UI' && f.status === 'loaded',
        ),
      ),
    )
    .toBe(true);
  await shot(page, 'csp-caregiver-home');

  await context.clearCookies();
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  await loginAs(page, DEMO.manager);
  await answerPermissionSheet(page);
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await shot(page, 'csp-manager-home');

  expect(violations).toEqual([]);

  // And the watcher would have seen one: an injected inline handler is refused.
  await page.evaluate(() => {
    document.body.insertAdjacentHTML('beforeend', '<img src="/nothing.png" onerror="window.__csp = 1">');
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __csp?: number }).__csp)).toBeUndefined();
});
