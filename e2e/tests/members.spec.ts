// Verified members end to end (issue 13): a new manager of manager01's center waits (승인 대기) and cannot
// edit the center; manager01 is told, approves in 센터 회원 관리; the newcomer then edits the center.
// The center is whichever one the seed gave manager01 (read from its 내 정보), never a hard-coded name,
// and the newcomer signs up through the API so that this journey does not depend on the center search UI.
import { expect, test, type APIRequestContext, type Page } from './test';
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
  // The request is gone; the newcomer is among the verified members now.
  const pendingList = page.getByRole('region', { name: '승인을 기다리는 요청' });
  await expect(pendingList.getByRole('listitem', { name: NEWCOMER.name })).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: '인증된 회원' }).getByRole('listitem', { name: NEWCOMER.name }),
  ).toBeVisible();
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

// Issue 30: a colleague who left (퇴사) has her elders handed to 문신입 (verified in the first test), is
// removed from the list; 문신입 then opens the elder she received and ends its care (돌봄 종료).
const LEAVER = { id: 'memberleave01', password: 'dolbom5678!', name: '하퇴사' };
const HANDED = '인계순';

test('퇴사 처리, 어르신 넘기기 and 목록에서 지우기 in 센터 회원 관리; the colleague ends the care of a received elder', async ({
  page,
  request,
}) => {
  const manager01 = await bearer(request, DEMO.manager);
  const center = await (await request.get('/api/manager/mypage', { headers: manager01 })).json();
  const signup = await request.post('/api/manager/register', {
    data: {
      id: LEAVER.id,
      password: LEAVER.password,
      name: LEAVER.name,
      phone: '010-7777-9999',
      centerId: center.centerId,
      hasCar: false,
      agreePrivacy: true,
      agreeTerms: true,
    },
  });
  expect(signup.status()).toBe(201);
  const leaverId = (await signup.json()).userId as number;
  const approve = await request.post(`/api/manager/center/members/${leaverId}/approve`, {
    headers: manager01,
  });
  expect(approve.status()).toBe(200);
  // She registered an elder before leaving.
  const leaver = await bearer(request, LEAVER);
  const created = await request.post('/api/manager/elder/create', {
    headers: leaver,
    data: {
      name: HANDED,
      gender: 'female',
      birth: '1940-05-01',
      address: {
        zonecode: '06220',
        roadAddress: '서울 강남구 역삼로 310',
        jibunAddress: '서울 강남구 역삼동 706-1',
        bcode: '1168010100',
      },
      rank: 3,
      schedule: [{ start: '09:00:00', end: '12:00:00' }, null, null, null, null, null, null],
      negotiable: false,
      meal: [],
      toileting: [],
      mobility: [],
      daily: [],
      workRequirement: '방문 요양',
      wageType: '시급',
      wage: 13500,
      family: '집에 없어요',
      pet: '없어요',
      phone: '010-2222-3333',
      message: '',
    },
  });
  expect(created.status()).toBe(201);

  // manager01 marks her as left, after a confirmation.
  await signIn(page, DEMO.manager);
  await page.goto('/center-members');
  const row = page.getByRole('listitem', { name: LEAVER.name });
  await expect(row).toContainText('담당 어르신 1명');
  await shot(page, 'members-leave-before');
  await row.getByRole('button', { name: '퇴사 처리' }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText(`${LEAVER.name} 님을 퇴사 처리할까요?`);
  await shot(page, 'members-leave-confirm');
  await ask.getByRole('button', { name: '퇴사 처리' }).click();
  await expect(page.getByText(`${LEAVER.name} 님을 퇴사 처리했어요`)).toBeVisible();
  const left = page.getByRole('region', { name: '퇴사한 회원' });
  await expect(left.getByRole('listitem', { name: LEAVER.name })).toBeVisible();
  // Her elder goes to 문신입.
  await left.getByRole('button', { name: '어르신 넘기기' }).click();
  const sheet = page.getByRole('dialog', { name: `${LEAVER.name} 님의 어르신 1명을 누구에게 넘길까요?` });
  await sheet.getByRole('radio', { name: NEWCOMER.name }).click();
  await shot(page, 'members-handover-sheet');
  await sheet.getByRole('button', { name: '넘기기' }).click();
  await expect(page.getByText(`${NEWCOMER.name} 님에게 어르신 1명을 넘겼어요`)).toBeVisible();
  await expect(left).toContainText('담당 어르신 0명');
  await left.getByRole('button', { name: '목록에서 지우기' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(`${LEAVER.name} 님을 목록에서 지울까요?`);
  await page.getByRole('alertdialog').getByRole('button', { name: '목록에서 지우기' }).click();
  await expect(page.getByText(`${LEAVER.name} 님을 목록에서 지웠어요`)).toBeVisible();
  await expect(page.getByRole('region', { name: '퇴사한 회원' })).toHaveCount(0);
  await shot(page, 'members-after-remove');
  // At 320 px the members screen with its 퇴사 처리 buttons does not scroll sideways.
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await shot(page, 'members-after-remove-320');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  // 문신입 is told, finds the elder in 어르신 관리, and ends its care (종결) after a confirmation.
  await signIn(page, NEWCOMER);
  await page.goto('/notifications');
  await expect(page.getByText('동료의 어르신을 넘겨받았어요.').first()).toBeVisible();
  await page.goto('/elder-admin');
  await page.getByRole('link', { name: new RegExp(HANDED) }).click();
  await expect(page.getByRole('heading', { name: `${HANDED} 어르신` })).toBeVisible();
  await page.getByRole('button', { name: '돌봄 종료' }).click();
  const end = page.getByRole('dialog', { name: `${HANDED} 어르신 돌봄을 마칠까요?` });
  await end.getByRole('radio', { name: '종결' }).click();
  await shot(page, 'manager-elder-end-care');
  await end.getByRole('button', { name: '돌봄 종료하기' }).click();
  await expect(page.getByText('돌봄 종료 · 종결')).toBeVisible();
  await expect(page.getByRole('link', { name: /수정$/ })).toHaveCount(0);
  await shot(page, 'manager-elder-care-ended');
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await shot(page, 'manager-elder-care-ended-320');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/elder-admin');
  await expect(page.getByRole('listitem').filter({ hasText: HANDED })).toContainText('돌봄 종료');
  await shot(page, 'manager-elder-admin-care-ended');
});
