import { expect, test, type Page } from './test';
import path from 'node:path';
import { answerPermissionSheet, loginAs, shot } from './helpers';

// Field-test findings on the shell's screens (issue 15: 12, 15, 20, 21).
const POSTCODE_STUB = path.resolve(__dirname, '../fixtures/postcode-stub.js');
const PASSWORD = 'dolbom1234!';

async function stubPostcode(page: Page) {
  await page.route('**/postcode.v2.js', (r) =>
    r.fulfill({ path: POSTCODE_STUB, contentType: 'text/javascript' }),
  );
}

async function account(page: Page, id: string) {
  await page.goto('/signup');
  await page.getByLabel('아이디', { exact: true }).fill(id);
  await page.getByRole('button', { name: '중복확인' }).click();
  await expect(page.getByText('사용 가능한 아이디입니다.')).toBeVisible();
  await page.getByLabel('비밀번호', { exact: true }).fill('dolbom5678!');
  await page.getByLabel('비밀번호 확인', { exact: true }).fill('dolbom5678!');
  await page.getByRole('radio', { name: '요양보호사' }).click();
  await page.getByLabel('전체 동의하기').check();
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL(/step=3/);
}

test('아이디 저장하기 is ticked beside the remembered id on the prerendered /login', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('rememberedId', 'caregiver01'));
  await page.reload();
  await expect(page.getByLabel('아이디', { exact: true })).toHaveValue('caregiver01');
  await expect(page.getByRole('checkbox', { name: '아이디 저장하기' })).toBeChecked();
  await shot(page, 'login-remembered-id');
  // Signing in keeps it; unticking it forgets the id.
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByText('아이디 저장하기').click();
  await page.getByRole('button', { name: '로그인하기' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('rememberedId'))).toBeNull();
});

test('a reload during sign-up keeps the draft but never stores the passwords', async ({ page }) => {
  await stubPostcode(page);
  await account(page, 'draftkeep01');
  await page.getByLabel('이름', { exact: true }).fill('임시저장');
  const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
  expect(stored).toContain('draftkeep01');
  expect(stored).not.toContain('dolbom5678!');
  await page.reload();
  // Back on step 1: everything kept, the passwords asked again with a note.
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByLabel('아이디', { exact: true })).toHaveValue('draftkeep01');
  await expect(page.getByLabel('비밀번호', { exact: true })).toHaveValue('');
  await expect(page.getByText('비밀번호는 안전을 위해 저장하지 않았어요. 다시 입력해주세요.')).toBeVisible();
  await shot(page, 'signup-passwords-not-kept');
  await page.getByLabel('비밀번호', { exact: true }).fill('dolbom5678!');
  await page.getByLabel('비밀번호 확인', { exact: true }).fill('dolbom5678!');
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByLabel('이름', { exact: true })).toHaveValue('임시저장');
});

test.describe('with the position allowed', () => {
  test.use({ geolocation: { latitude: 37.5012, longitude: 127.0391 }, permissions: ['geolocation'] });

  test('현재 위치로 주소 찾기 fills the 동 on sign-up step 3', async ({ page }) => {
    await stubPostcode(page);
    await account(page, 'locate0001');
    await page.getByRole('button', { name: '주소 검색하기' }).click();
    const finder = page.getByRole('dialog', { name: '주소 검색' });
    await expect(finder.getByRole('button', { name: '서울 강남구 테헤란로 123' })).toBeVisible();
    await shot(page, 'address-finder-locate');
    await finder.getByRole('button', { name: '현재 위치로 주소 찾기' }).click();
    await expect(finder.getByText('서울특별시 강남구 역삼동')).toBeVisible();
    await finder.getByLabel('나머지 주소').fill('테헤란로 1');
    await shot(page, 'address-finder-located');
    await finder.getByRole('button', { name: '이 주소로 정하기' }).click();
    await expect(page.getByText('서울특별시 강남구 역삼동 테헤란로 1')).toBeVisible();
  });
});

test('tap targets and text: the sheet 닫기, phone links and tab labels', async ({ page }) => {
  for (const size of [
    { width: 390, height: 844 },
    { width: 320, height: 640 },
  ]) {
    await page.setViewportSize(size);
    await page.goto('/login');
    await page.evaluate(() => localStorage.removeItem('permission'));
    await loginAs(page, { id: 'caregiver01', password: PASSWORD });
    await expect(page).toHaveURL(/\/$/);
    const sheet = page.getByRole('dialog');
    await expect(sheet).toBeVisible();
    await expect(
      sheet.getByText('지금은 묻지 않고, 사진을 고를 때 휴대폰이 물어봐요.', { exact: false }),
    ).toBeVisible();
    const close = await sheet.getByRole('button', { name: '닫기' }).boundingBox();
    expect(close!.width).toBeGreaterThanOrEqual(48);
    expect(close!.height).toBeGreaterThanOrEqual(48);
    await shot(page, `permission-sheet-${size.width}`);
    await answerPermissionSheet(page);

    const tab = page.getByRole('navigation').getByRole('link', { name: '근처 어르신' });
    const fontSize = await tab.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(16);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, `tab-bar-${size.width}`);

    await page.goto('/outgoing-box?tab=approved');
    await expect(page.getByRole('heading', { name: '보낸 지원함' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const phones = page.locator('a[href^="tel:"]');
    const count = await phones.count();
    for (let i = 0; i < count; i++) {
      const box = await phones.nth(i).boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(48);
    }
    await shot(page, `outgoing-approved-${size.width}`);
    await page.evaluate(() => {
      sessionStorage.clear();
      localStorage.removeItem('permission');
    });
  }
});
