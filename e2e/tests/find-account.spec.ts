import { expect, test, type Page } from './test';
import { readFileSync } from 'node:fs';
import { E2E_SMS_LOG } from '../server';
import { answerPermissionSheet, loginAs, shot } from './helpers';

// Demo seed: caregiverNN has the phone 010-3456-78NN.
const phoneOf = (n: number) => `010-3456-78${String(n).padStart(2, '0')}`;

/** The newest code the local SMS adapter logged for this phone. */
async function codeSentTo(phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => {
      const lines = readFileSync(E2E_SMS_LOG, { encoding: 'utf8', flag: 'a+' }).split('\n');
      const mine = lines.filter((l) => l.includes(phone) && /\d{6}/.test(l));
      code = mine.at(-1)?.match(/(\d{6})/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code ?? '';
}

/** The visible tab's panel: both stay mounted so switching tabs keeps what was typed. */
const panelOf = (page: Page, tab: string) => page.getByRole('tabpanel', { name: tab });

test('아이디 찾기: phone, the code from the SMS, then the whole id to sign in with', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: '계정정보를 잊어버렸어요' }).click();
  await expect(page).toHaveURL(/\/login\/find-account$/);
  await expect(page.getByRole('tab', { name: '아이디 찾기' })).toHaveAttribute('aria-selected', 'true');
  await shot(page, 'find-account-id');
  const panel = panelOf(page, '아이디 찾기');
  await panel.getByLabel('휴대전화 번호', { exact: true }).pressSequentially('01034567801');
  await expect(panel.getByLabel('휴대전화 번호', { exact: true })).toHaveValue(phoneOf(1));
  await panel.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(panel.getByText(/남은 시간 0[23]:\d\d/)).toBeVisible();
  await panel.getByLabel('인증번호', { exact: true }).fill('000000');
  await panel.getByRole('button', { name: '확인' }).click();
  await expect(panel.getByText('인증번호가 맞지 않아요.')).toBeVisible();
  await panel.getByLabel('인증번호', { exact: true }).fill(await codeSentTo(phoneOf(1)));
  await panel.getByRole('button', { name: '확인' }).click();
  // Issue 30: the whole id, with 이 아이디로 로그인 (filled in) and 비밀번호 재설정.
  await expect(panel.getByText('caregiver01', { exact: true })).toBeVisible();
  await shot(page, 'find-account-id-found');
  await panel.getByRole('button', { name: '비밀번호 재설정' }).click();
  const reset = panelOf(page, '비밀번호 찾기');
  await expect(reset.getByLabel('아이디', { exact: true })).toHaveValue('caregiver01');
  await expect(reset.getByLabel('휴대전화 번호', { exact: true })).toHaveValue(phoneOf(1));
  await page.getByRole('tab', { name: '아이디 찾기' }).click();
  await panel.getByRole('button', { name: '이 아이디로 로그인' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('아이디', { exact: true })).toHaveValue('caregiver01');
});

test('an unknown phone number is told so, under the field', async ({ page }) => {
  await page.goto('/login/find-account');
  const panel = panelOf(page, '아이디 찾기');
  await panel.getByLabel('휴대전화 번호', { exact: true }).pressSequentially('01099998888');
  await panel.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(panel.getByText('등록된 휴대전화 번호가 아닙니다.')).toBeVisible();
});

test('비밀번호 찾기: id, phone and code set a new password that then signs in', async ({ page, request }) => {
  await page.goto('/login/find-account');
  await page.getByRole('tab', { name: '비밀번호 찾기' }).click();
  const panel = panelOf(page, '비밀번호 찾기');
  await panel.getByLabel('아이디', { exact: true }).fill('caregiver02');
  await panel.getByLabel('휴대전화 번호', { exact: true }).pressSequentially('01034567802');
  await panel.getByRole('button', { name: '인증번호 받기' }).click();
  await panel.getByLabel('인증번호', { exact: true }).fill(await codeSentTo(phoneOf(2)));
  await panel.getByLabel('새 비밀번호', { exact: true }).fill('short1!');
  await panel.getByLabel('새 비밀번호 확인', { exact: true }).fill('short1!');
  await panel.getByRole('button', { name: '비밀번호 변경하기' }).click();
  await expect(
    panel.getByText('10~20자의 영문, 숫자, 특수문자를 모두 포함한 비밀번호를 입력해주세요'),
  ).toBeVisible();
  await shot(page, 'find-account-password');
  await panel.getByLabel('새 비밀번호', { exact: true }).fill('newpass123!');
  await panel.getByLabel('새 비밀번호 확인', { exact: true }).fill('newpass123!');
  await panel.getByRole('button', { name: '비밀번호 변경하기' }).click();
  await expect(panel.getByText('비밀번호를 바꿨어요. 새 비밀번호로 로그인해주세요.')).toBeVisible();
  await panel.getByRole('button', { name: '로그인하러 가기' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await loginAs(page, { id: 'caregiver02', password: 'newpass123!' });
  await answerPermissionSheet(page);
  await expect(page.getByRole('navigation')).toBeVisible();

  // The demo password back (later specs sign in as caregiver02), as she would in 설정.
  const login = await request.post('/api/login', { data: { id: 'caregiver02', password: 'newpass123!' } });
  expect(login.status()).toBe(200);
  const back = await request.post('/api/user/password', {
    headers: { authorization: login.headers()['authorization'] ?? '' },
    data: { currentPassword: 'newpass123!', password: 'dolbom1234!', passwordCheck: 'dolbom1234!' },
  });
  expect(back.status()).toBe(204);
});
