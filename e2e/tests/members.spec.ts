// Verified members end to end (issue 13): a new manager of manager01's center waits (승인 대기) and cannot
// edit the center; manager01 is told, approves in 센터 회원 관리; the newcomer then edits the center.
// The center is whichever one the seed gave manager01 (read from its 내 정보), never a hard-coded name,
// and the newcomer signs up through the API so that this journey does not depend on the center search UI.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { answerPermissionSheet, DEMO, loginAs, shot } from './helpers';

const NEWCOMER = { id: 'membernew01', password: 'dolbom5678!', name: '문신입' };

async function bearer(request: APIRequestContext, who: { id: string; password: string }) {
  const res = await request.post('/api/login', { data: { ...who, autoLogin: false } });
  expect(res.status()).toBe(200);
  return { authorization: res.headers()['authorization'] ?? '' };
}

async function signIn(page: Page, who: { id: string; password: string }) {
  await loginAs(page, who);
  await answerPermissionSheet(page);
}

test('a new manager waits for approval, manager01 approves in 센터 회원 관리, then the newcomer edits the center', async ({
  page,
  request,
}) => {
  const manager01 = await bearer(request, DEMO.manager);
  const center = await (await request.get('/api/manager/mypage', { headers: manager01 })).json();
  const signup = await request.post('/api/manager/register', {
    data: {
      id: NEWCOMER.id,
      password: NEWCOMER.password,
      name: NEWCOMER.name,
      phone: '010-7777-8888',
      centerId: center.centerId,
      hasCar: true,
      agreePrivacy: true,
      agreeTerms: true,
    },
  });
  expect(signup.status()).toBe(201);

  // The newcomer: 승인 대기 on 내 정보, and the center edit screen explains instead of a form.
  await signIn(page, NEWCOMER);
  await page.goto('/mypage');
  await expect(page.getByRole('note')).toContainText('승인 대기');
  await expect(page.getByText(center.centerName)).toBeVisible();
  await shot(page, 'members-mypage-pending');
  await page.getByRole('button', { name: '센터 정보 수정하기' }).click();
  await expect(page.getByText('센터 인증 후에 센터 정보를 고칠 수 있어요.')).toBeVisible();
  await expect(page.getByRole('button', { name: '수정하기' })).toHaveCount(0);
  await shot(page, 'members-modify-center-pending');
  // The server refuses it too, whatever a client sends.
  const newcomer = await bearer(request, NEWCOMER);
  const refused = await request.patch(`/api/manager/${center.centerId}`, {
    headers: newcomer,
    data: { centerId: center.centerId, hasCar: true, oneLineIntro: '사칭한 소개' },
  });
  expect(refused.status()).toBe(403);
  await page.getByRole('button', { name: '센터 회원 관리' }).click();
  await expect(page.getByText(/내 인증 상태 · 승인 대기/)).toBeVisible();
  await shot(page, 'members-screen-pending');
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  // manager01: the bell says someone waits; it opens 센터 회원 관리, where 승인 confirms first.
  await signIn(page, DEMO.manager);
  await page.getByRole('button', { name: /^알림/ }).click();
  const notice = page
    .getByRole('listitem')
    .filter({ hasText: '센터 회원 승인 요청이 왔어요.' })
    .filter({ hasText: NEWCOMER.name })
    .first();
  await expect(notice).toBeVisible();
  await notice.getByRole('button').click();
  await expect(page).toHaveURL(/\/center-members$/);
  const request1 = page.getByRole('listitem', { name: NEWCOMER.name });
  await expect(request1).toBeVisible();
  await shot(page, 'members-screen-verified');
  await request1.getByRole('button', { name: '승인' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`${NEWCOMER.name} 님을 센터 회원으로 승인할까요?`);
  await shot(page, 'members-approve-confirm');
  await dialog.getByRole('button', { name: '승인' }).click();
  await expect(page.getByText(`${NEWCOMER.name} 님을 승인했어요`)).toBeVisible();
  await expect(page.getByRole('listitem', { name: NEWCOMER.name })).toHaveCount(0);
  await shot(page, 'members-approved');
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  // The newcomer is verified and edits the center.
  await signIn(page, NEWCOMER);
  await page.goto('/mypage');
  await expect(page.getByRole('note')).toHaveCount(0);
  await page.getByRole('button', { name: '센터 정보 수정하기' }).click();
  await page.getByLabel('한 줄 소개').fill('인증 받고 고친 소개예요');
  await page.getByRole('button', { name: '수정하기' }).click();
  await expect(page).toHaveURL(/\/mypage$/);
  await expect(page.getByText('인증 받고 고친 소개예요')).toBeVisible();
});

test('a caregiver sees 센터 인증 on postings from a verified member', async ({ page }) => {
  await signIn(page, DEMO.caregiver);
  // 근처 어르신: every demo posting is a verified member's (earlier specs may have answered every contact).
  await page.getByRole('link', { name: '근처 어르신' }).click();
  const card = page.getByRole('article').first();
  await expect(card.getByText('센터 인증')).toBeVisible();
  await shot(page, 'members-caregiver-badge');
  await card.getByRole('link').click();
  await expect(page.getByText('센터에서 인증한 담당자가 올렸어요')).toBeVisible();
  await shot(page, 'members-caregiver-detail-badge');
});
