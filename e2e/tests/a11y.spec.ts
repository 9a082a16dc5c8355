import { expect, test, type Page } from './test';
import path from 'node:path';
import { answerPermissionSheet, axeFindings, loginAs, shot } from './helpers';

// axe-core (with label-content-name-mismatch) and no text under 16px on every screen of both roles and the
// public screens, at 390×844: 0 findings.
// Each screen is checked once it has settled (its heading or main content is visible), so what is
// measured is what a person sees, not a loading skeleton.
const PASSWORD = 'dolbom1234!';
const POSTCODE_STUB = path.resolve(__dirname, '../fixtures/postcode-stub.js');

/** One line a finding: `screen: rule ×nodes (targets)`. */
type Found = string[];

async function axe(page: Page, screen: string, found: Found) {
  // The screen has settled: a route's code arrives a moment after its URL changes, so its heading is
  // waited for (axe says so when there is none), and nothing is loading. No animation to wait for: the
  // suite runs with reduced motion (playwright.config.ts).
  await page
    .locator('h1')
    .first()
    .waitFor({ timeout: 5000 })
    .catch(() => undefined);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  for (const line of await axeFindings(page)) found.push(`${screen}: ${line}`);
  await shot(page, `a11y-${screen}`);
}

function report(found: Found) {
  // One readable line per finding, so a failure says which screen and which rule.
  expect(found).toEqual([]);
}

async function signIn(page: Page, id: string) {
  await loginAs(page, { id, password: PASSWORD });
  await expect(page).toHaveURL(/\/$/);
}

/** Opens the first card of the list on screen (its title is a link inside a heading). */
async function openFirstCard(page: Page) {
  const first = page.getByRole('main').getByRole('heading').getByRole('link').first();
  await expect(first).toBeVisible();
  await first.click();
}

async function signupAccount(page: Page, id: string, type: '요양보호사' | '사회복지사') {
  await page.goto('/signup');
  await page.getByLabel('아이디', { exact: true }).fill(id);
  await page.getByRole('button', { name: '중복확인' }).click();
  await expect(page.getByText('사용 가능한 아이디입니다.')).toBeVisible();
  await page.getByLabel('비밀번호', { exact: true }).fill('dolbom5678!');
  await page.getByLabel('비밀번호 확인', { exact: true }).fill('dolbom5678!');
  await page.getByRole('radio', { name: type }).click();
  await page.getByLabel('전체 동의하기').check();
  await page.getByRole('button', { name: '다음' }).click();
}

test.setTimeout(180_000);
// The screens of each role are independent (each test signs in or up on its own): two workers share them.
test.describe.configure({ mode: 'parallel' });
test.use({ actionTimeout: 15_000 });

test('public screens have no axe violations', async ({ page }) => {
  const found: Found = [];
  await page.route('**/postcode.v2.js', (r) =>
    r.fulfill({ path: POSTCODE_STUB, contentType: 'text/javascript' }),
  );
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '로그인하기' })).toBeVisible();
  await axe(page, 'login', found);

  await page.goto('/login/find-account');
  await expect(page.getByRole('tab').first()).toBeVisible();
  await axe(page, 'find-account-id', found);
  await page.getByRole('tab').nth(1).click();
  await axe(page, 'find-account-password', found);

  await page.goto('/signup');
  await expect(page.getByLabel('아이디', { exact: true })).toBeVisible();
  await axe(page, 'signup-1', found);
  await signupAccount(page, 'a11ymanager1', '사회복지사');
  await expect(page.getByRole('button', { name: '센터 검색하기' })).toBeVisible();
  await axe(page, 'signup-2', found);
  await page.evaluate(() => sessionStorage.clear());
  await signupAccount(page, 'a11ycare01', '요양보호사');
  await expect(page.getByRole('button', { name: '주소 검색하기' })).toBeVisible();
  await axe(page, 'signup-3', found);
  await page.getByRole('button', { name: '주소 검색하기' }).click();
  await expect(page.getByRole('dialog', { name: '주소 검색' })).toBeVisible();
  await axe(page, 'signup-3-address', found);
  await page.getByRole('button', { name: '서울 강남구 테헤란로 123' }).click();
  await page.getByLabel('이름', { exact: true }).fill('접근성');
  await page.getByLabel('출생 연도', { exact: true }).fill('1962');
  await page.getByLabel('휴대전화 번호', { exact: true }).pressSequentially('01055557777');
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByRole('button', { name: '나중에 등록하기' })).toBeVisible();
  await axe(page, 'signup-4', found);
  await page.getByRole('button', { name: '나중에 등록하기' }).click();
  await expect(page.getByRole('button', { name: '가입하기' })).toBeVisible();
  await axe(page, 'signup-5', found);
  await page.goto('/signup/profile-upload');
  await expect(page.getByRole('button', { name: '사진 등록하기' })).toBeVisible();
  await axe(page, 'profile-upload', found);
  await page.goto('/search-center');
  await expect(page.getByRole('searchbox')).toBeVisible();
  await axe(page, 'search-center', found);
  await page.goto('/welcome');
  await expect(page.getByRole('button', { name: '돌봄이음 시작하기' })).toBeVisible();
  await axe(page, 'welcome', found);

  report(found);
});

test('the address finder without the postcode service has no axe violations', async ({ page }) => {
  const found: Found = [];
  await page.route('**/postcode.v2.js', (r) => r.abort('internetdisconnected'));
  await signupAccount(page, 'a11ycare02', '요양보호사');
  await page.getByRole('button', { name: '주소 검색하기' }).click();
  await expect(
    page.getByText('주소 검색 서비스를 불러오지 못했어요. 아래에서 동 이름으로 찾아주세요.'),
  ).toBeVisible();
  await page.getByLabel('동 이름으로 찾기').fill('역삼');
  await expect(page.getByRole('button', { name: '서울특별시 강남구 역삼동' })).toBeVisible();
  await axe(page, 'address-fallback', found);
  report(found);
});

test('caregiver screens have no axe violations', async ({ page }) => {
  const found: Found = [];
  await signIn(page, 'caregiver01');
  await expect(page.getByRole('dialog')).toBeVisible();
  await axe(page, 'caregiver-permission-sheet', found);
  await answerPermissionSheet(page);
  await expect(page.getByRole('main').getByRole('heading').getByRole('link').first()).toBeVisible();
  await axe(page, 'caregiver-home', found);

  await openFirstCard(page);
  await expect(page).toHaveURL(/\/detail\/elder\/contact\//);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await axe(page, 'caregiver-contact-detail', found);

  await page.goto('/near?range=5');
  await page.waitForLoadState('networkidle');
  await axe(page, 'caregiver-near', found);
  await openFirstCard(page);
  await expect(page).toHaveURL(/\/detail\/elder\/\d+/);
  await page.waitForLoadState('networkidle');
  await axe(page, 'caregiver-elder-detail', found);
  const elderId = /\/detail\/elder\/(\d+)/.exec(page.url())?.[1];

  await page.goto(`/apply/${elderId}`);
  await page.waitForLoadState('networkidle');
  await axe(page, 'caregiver-apply-1', found);

  for (const [url, name] of [
    ['/mypage', 'caregiver-mypage'],
    ['/bookmark', 'caregiver-bookmark'],
    ['/inbox', 'caregiver-inbox'],
    ['/inbox?tab=approved', 'caregiver-inbox-approved'],
    ['/outgoing-box', 'caregiver-outgoing'],
    ['/outgoing-box?tab=approved', 'caregiver-outgoing-approved'],
    ['/resume', 'caregiver-resume'],
    ['/this/does/not/exist', 'caregiver-404'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await axe(page, name, found);
  }

  // A confirm dialog: withdrawing a pending apply.
  await page.goto('/outgoing-box');
  const withdraw = page.getByRole('button', { name: /지원 취소|취소하기/ }).first();
  if (await withdraw.isVisible().catch(() => false)) {
    await withdraw.click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await axe(page, 'caregiver-withdraw-dialog', found);
  }
  report(found);
});

test('manager screens have no axe violations', async ({ page }) => {
  const found: Found = [];
  await signIn(page, 'manager01');
  await answerPermissionSheet(page);
  await page.waitForLoadState('networkidle');
  await axe(page, 'manager-home', found);

  await openFirstCard(page);
  await expect(page).toHaveURL(/\/detail\/care\/\d+/);
  await page.waitForLoadState('networkidle');
  await axe(page, 'manager-caregiver-detail', found);
  const caregiverId = /\/detail\/care\/(\d+)/.exec(page.url())?.[1];
  await page.goto(`/contact/${caregiverId}`);
  await page.waitForLoadState('networkidle');
  await axe(page, 'manager-contact-1', found);

  await page.goto('/outgoing-box');
  await page.waitForLoadState('networkidle');
  await axe(page, 'manager-outgoing', found);
  const sent = page.getByRole('main').getByRole('heading').getByRole('link').first();
  if (await sent.isVisible().catch(() => false)) {
    await sent.click();
    await page.waitForLoadState('networkidle');
    await axe(page, 'manager-contact-detail', found);
  }

  for (const [url, name] of [
    ['/elder-admin', 'manager-elder-admin'],
    ['/elder-register', 'manager-elder-register-1'],
    ['/mypage', 'manager-mypage'],
    ['/center-members', 'manager-center-members'],
    ['/bookmark', 'manager-bookmark'],
    ['/inbox', 'manager-inbox'],
    ['/inbox?tab=approved', 'manager-inbox-approved'],
    ['/outgoing-box?tab=approved', 'manager-outgoing-approved'],
    ['/this/does/not/exist', 'manager-404'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await axe(page, name, found);
  }

  await page.goto('/elder-admin');
  await page.locator('main a[href^="/elder-admin/"]').first().click();
  await expect(page).toHaveURL(/\/elder-admin\/\d+/);
  await page.waitForLoadState('networkidle');
  await axe(page, 'manager-elder-detail', found);
  // Issue 30: one section edited in place.
  await page.getByRole('link', { name: '돌봄 요일과 시간 수정' }).click();
  await expect(page).toHaveURL(/\/elder-admin\/\d+\/edit\/schedule$/);
  await page.waitForLoadState('networkidle');
  await axe(page, 'manager-elder-section-edit', found);

  await page.goto('/mypage');
  await page.getByRole('button', { name: '센터 정보 수정하기' }).click();
  await expect(page).toHaveURL(/\/modify-center\//);
  await page.waitForLoadState('networkidle');
  await axe(page, 'manager-center-edit', found);

  // A confirm dialog: declining an apply in 받은 지원함.
  await page.goto('/inbox');
  await page.waitForLoadState('networkidle');
  const decline = page.getByRole('button', { name: '거절' }).first();
  if (await decline.isVisible().catch(() => false)) {
    await decline.click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await axe(page, 'manager-decline-dialog', found);
  }
  report(found);
});
