// 설정 (PRODUCT.md "Accounts and postings", 설정): 글자 크기 아주 크게 on a 320px phone leaves every main
// screen of both roles without sideways scrolling or cut-off text; a fresh caregiver deletes her account
// and cannot sign in again. Screenshots of every settings screen at 390×844 and 320×640.
import { expect, test, type Page } from './test';
import { randomUUID } from 'node:crypto';
import { answerPermissionSheet, DEMO, layoutProblems, loginAs, shot } from './helpers';

const SMALL = { width: 320, height: 640 };

async function expectFits(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  // Loaded: no skeleton left.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await shot(page, name);
  expect(await layoutProblems(page), name).toEqual([]);
}

async function chooseTextSize(page: Page, label: '보통' | '크게' | '아주 크게') {
  await page.getByRole('button', { name: '설정' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByRole('radio', { name: label }).check();
}

test('the layout check sees a page that scrolls sideways and text that is cut off', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '로그인하기' })).toBeVisible();
  expect(await layoutProblems(page)).toEqual([]);
  await page.evaluate(() => {
    const cut = document.createElement('p');
    cut.textContent = '아주 긴 글자가 잘려서 보이지 않는 문장입니다';
    Object.assign(cut.style, { width: '80px', overflow: 'hidden', whiteSpace: 'nowrap' });
    const wide = document.createElement('div');
    wide.textContent = '넓은 상자';
    wide.style.width = '2000px';
    document.body.append(cut, wide);
  });
  const problems = await layoutProblems(page);
  expect(problems.some((p) => p.startsWith('page scrolls sideways'))).toBe(true);
  expect(problems.some((p) => p.startsWith('text cut off sideways') && p.includes('아주 긴 글자'))).toBe(
    true,
  );
});

test('글자 크기 아주 크게 at 320×640: the caregiver main screens fit, nothing cut off', async ({ page }) => {
  await page.setViewportSize(SMALL);
  await loginAs(page, DEMO.caregiver);
  await answerPermissionSheet(page);
  await chooseTextSize(page, '아주 크게');
  // The new size is drawn on the next render: wait for it rather than read at once.
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize))
    .toBe('20px');
  await expectFits(page, 'xl-320-settings-caregiver');

  // Kept on this device: a reload starts at 아주 크게.
  await page.goto('/');
  // Drawn once the app has started.
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize))
    .toBe('20px');
  await expect(page.getByRole('navigation')).toBeVisible();
  await expectFits(page, 'xl-320-caregiver-home');
  await page.goto('/near');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expectFits(page, 'xl-320-caregiver-near');
  const detail = page.locator('a[href*="/detail/elder/"]').first();
  if (await detail.count()) {
    await detail.click();
    await expect(page).toHaveURL(/\/detail\/elder\/\d+/);
    await expectFits(page, 'xl-320-caregiver-detail');
  }
  await page.goto('/mypage');
  await expectFits(page, 'xl-320-caregiver-mypage');
  for (const sub of ['password', 'profile', 'delete']) {
    await page.goto(`/settings/${sub}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectFits(page, `xl-320-settings-${sub}`);
  }
});

test('글자 크기 아주 크게 at 320×640: the manager main screens fit, nothing cut off', async ({ page }) => {
  await page.setViewportSize(SMALL);
  await loginAs(page, DEMO.manager);
  await answerPermissionSheet(page);
  await chooseTextSize(page, '아주 크게');
  await page.goto('/');
  await expect(page.getByRole('navigation')).toBeVisible();
  await expectFits(page, 'xl-320-manager-home');
  const detail = page.locator('a[href*="/detail/care/"]').first();
  if (await detail.count()) {
    await detail.click();
    await expect(page).toHaveURL(/\/detail\/care\/\d+/);
    await expectFits(page, 'xl-320-manager-detail');
  }
  await page.goto('/elder-admin');
  await expectFits(page, 'xl-320-manager-elder-admin');
  await page.goto('/mypage');
  await expectFits(page, 'xl-320-manager-mypage');
  await page.goto('/settings');
  await expectFits(page, 'xl-320-settings-manager');
});

test('every settings screen at 390×844 and 320×640', async ({ page }) => {
  await loginAs(page, DEMO.manager);
  await answerPermissionSheet(page);
  for (const size of [{ width: 390, height: 844 }, SMALL]) {
    await page.setViewportSize(size);
    for (const sub of ['', '/password', '/profile', '/delete']) {
      await page.goto(`/settings${sub}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectFits(page, `settings${sub.replace('/', '-') || '-menu'}-${size.width}`);
    }
  }
});

test('a freshly signed-up caregiver deletes her account and cannot sign in again', async ({ page }) => {
  const id = `del${randomUUID().replace(/\D/g, '').slice(0, 8)}a`;
  const password = 'dolbom5678!';
  const reg = await page.request.post('/api/caregiver/register', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: {
      id,
      password,
      passwordCheck: password,
      name: '김탈퇴',
      phone: '010-5555-0909',
      address: {
        zonecode: '06236',
        roadAddress: '서울 강남구 테헤란로 152',
        jibunAddress: '서울 강남구 역삼동 737',
        bcode: '1168010100',
      },
      experience: [],
      introduction: '성실하게 어르신을 모시겠습니다.',
      agreePrivacy: true,
      agreeTerms: true,
    },
  });
  expect(reg.status()).toBe(201);

  await loginAs(page, { id, password });
  await answerPermissionSheet(page);
  await page.getByRole('button', { name: '설정' }).click();
  // Her 내 정보 수정: photo, name, phone and address.
  await page.getByRole('link', { name: '내 정보 수정' }).click();
  await expect(page.getByText('(06236) 서울 강남구 테헤란로 152')).toBeVisible();
  await expectFits(page, 'settings-profile-caregiver-390');
  await page.getByRole('button', { name: '뒤로 가기' }).click();
  await page.getByRole('link', { name: '회원 탈퇴' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '회원 탈퇴' })).toBeVisible();

  // A wrong password: refused, the account stays.
  await page.getByLabel('비밀번호 확인').fill('wrong5678!');
  await page.getByRole('button', { name: '탈퇴하기' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '탈퇴하기' }).click();
  await expect(page.getByText('비밀번호가 맞지 않아요.')).toBeVisible();

  await page.getByLabel('비밀번호 확인').fill(password);
  await page.getByRole('button', { name: '탈퇴하기' }).click();
  const dialog = page.getByRole('alertdialog', { name: '정말 탈퇴할까요?' });
  await shot(page, 'settings-delete-confirm');
  await dialog.getByRole('button', { name: '탈퇴하기' }).click();
  await expect(page.getByRole('heading', { name: '탈퇴가 완료되었어요' })).toBeVisible();
  await shot(page, 'settings-delete-done');
  await page.getByRole('button', { name: '처음 화면으로' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await loginAs(page, { id, password });
  await expect(page.getByRole('alert')).toHaveText('아이디가 잘못되었습니다.');
  await expect(page).toHaveURL(/\/login$/);
});
