import { expect, test } from './test';
import { shot } from './helpers';

// The contracts' text rule reaches the forms by itself: a name of only zero-width characters looks
// filled in, but the sign-up step says so under the field and does not go on.
test('sign-up refuses a name of only invisible characters with a Korean message under the field', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: '회원가입' }).click();
  await page.getByLabel('아이디', { exact: true }).fill('invisible01');
  await page.getByRole('button', { name: '중복확인' }).click();
  await expect(page.getByText('사용 가능한 아이디입니다.')).toBeVisible();
  await page.getByLabel('비밀번호', { exact: true }).fill('dolbom5678!');
  await page.getByLabel('비밀번호 확인', { exact: true }).fill('dolbom5678!');
  await page.getByRole('radio', { name: '요양보호사' }).click();
  await page.getByLabel('전체 동의하기').check();
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL(/step=3/);
  await page.getByLabel('이름', { exact: true }).fill('\u200b\u200b\u200b');
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByText('보이지 않는 문자만으로는 입력할 수 없어요.')).toBeVisible();
  await expect(page).toHaveURL(/step=3/);
  await shot(page, 'signup-invisible-name');
});
