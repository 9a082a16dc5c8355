// An operator finds a user, suspends them (their open session ends at once and sign-in is refused with
// the Korean message), then lifts it; the audit log shows both (issue 13), and 열람 기록 shows that the
// operator searched for her and opened her page (issue 29).
import { expect, test } from './test';
import { answerPermissionSheet, DEMO, expectNoPermissionSheet, loginAs, shot } from './helpers';

// Nobody else's e2e journey uses caregiver08, so suspending her disturbs no other spec.
const TARGET = { id: 'caregiver08', password: 'dolbom1234!', name: '한경자' };

test('admin01 finds a caregiver, suspends her, her session ends and sign-in is refused, then lifts it', async ({
  browser,
  page,
}) => {
  // Her session, open in another browser.
  const herContext = await browser.newContext();
  const her = await herContext.newPage();
  await loginAs(her, TARGET);
  await answerPermissionSheet(her);
  await expect(her.getByRole('navigation').getByRole('link', { name: '내 정보' })).toBeVisible();

  await loginAs(page, DEMO.admin);
  await expectNoPermissionSheet(page);
  await page.getByRole('navigation').getByRole('link', { name: '회원 찾기' }).click();
  await expect(page.getByRole('heading', { name: '회원 찾기' })).toBeVisible();
  await expect(page.getByText(/^전체 \d+건$/)).toBeVisible();
  await shot(page, 'admin-users');
  await page.getByLabel('아이디, 이름 또는 전화번호').fill(TARGET.id);
  await page.getByRole('button', { name: '찾기' }).click();
  await expect(page).toHaveURL(/\/admin\/users\?q=caregiver08$/);
  await page.getByRole('link', { name: `${TARGET.name} (${TARGET.id}) 회원 정보` }).click();
  await expect(page.getByRole('heading', { name: `${TARGET.name} (${TARGET.id})` })).toBeVisible();
  await expect(page.getByText('이용 중')).toBeVisible();
  await shot(page, 'admin-user-detail');

  await page.getByRole('button', { name: '이용 정지하기' }).click();
  const dialog = page.getByRole('dialog', { name: `${TARGET.name} 님의 이용을 정지할까요?` });
  await dialog.getByLabel('정지 사유').fill('허위 이력 신고가 여러 번 들어옴');
  await shot(page, 'admin-user-suspend-dialog');
  await dialog.getByRole('button', { name: '정지하기' }).dblclick();
  await expect(page.getByRole('status').filter({ hasText: '이용을 정지했어요' })).toBeVisible();
  await expect(page.getByText(/부터 이용 정지$/)).toBeVisible();
  await expect(page.getByText('사유: 허위 이력 신고가 여러 번 들어옴')).toBeVisible();
  await shot(page, 'admin-user-suspended');

  // Her very next request is refused: she is sent to sign-in, and sign-in says why.
  await her.getByRole('navigation').getByRole('link', { name: '내 정보' }).click();
  await expect(her).toHaveURL(/\/login$/);
  await loginAs(her, TARGET);
  await expect(
    her.getByText('운영 정책에 따라 이용이 정지된 계정입니다. 고객센터(1588-0000)에 문의해주세요.'),
  ).toBeVisible();
  await shot(her, 'login-suspended');

  // The audit log has it, once (the double tap sent one request).
  await page.goto('/admin/audit');
  const rows = page.getByRole('region', { name: '감사 기록 목록' }).getByRole('article');
  await expect(
    rows.filter({ hasText: '이용 정지' }).filter({ hasText: '허위 이력 신고가 여러 번 들어옴' }),
  ).toHaveCount(1);
  // Issue 30: whom it was about, by name, opening her page (not `회원 #15`).
  const about = rows
    .filter({ hasText: '이용 정지' })
    .filter({ hasText: '허위 이력 신고가 여러 번 들어옴' })
    .getByRole('link', { name: new RegExp(`\\(${TARGET.id}\\)`) });
  await expect(about).toHaveAttribute('href', /^\/admin\/users\/\d+$/);
  await shot(page, 'admin-audit-with-rows');

  // 열람 기록: the search and her page that the operator opened are recorded (issue 29).
  await page.getByRole('tab', { name: '열람 기록' }).click();
  await expect(page).toHaveURL(/\/admin\/audit\?kind=read$/);
  const reads = page.getByRole('region', { name: '감사 기록 목록' }).getByRole('article');
  await expect(
    reads.filter({ hasText: '회원 검색' }).filter({ hasText: `검색어: ${TARGET.id}` }),
  ).toHaveCount(1);
  await expect(reads.filter({ hasText: '회원 정보 열람' }).first()).toContainText('운영자 (admin01)');
  await expect(reads.first()).toContainText('접속 IP');
  await shot(page, 'admin-audit-reads');
  // At 320 px with 글자 크기 아주 크게, nothing runs off the side.
  await page.evaluate(() => localStorage.setItem('dolbom.textSize', 'xlarge'));
  await page.setViewportSize({ width: 320, height: 640 });
  await page.reload();
  await expect(reads.filter({ hasText: '회원 검색' }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await shot(page, 'admin-audit-reads-320-xlarge');
  await page.evaluate(() => localStorage.removeItem('dolbom.textSize'));
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goBack();
  await page.getByRole('button', { name: '정지 해제하기' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '해제하기' }).click();
  await expect(page.getByRole('status').filter({ hasText: '정지를 해제했어요' })).toBeVisible();
  await expect(page.getByText('이용 중')).toBeVisible();

  await loginAs(her, TARGET);
  await expect(her).toHaveURL(/\/$/);
  await herContext.close();
});
