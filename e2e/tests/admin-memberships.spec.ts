// An impostor cannot speak as a real center (issue 29 item 3, ADR 0031), and the operators' membership
// queue (issue 13). A social worker signs up as the first member of a 부산 center (the demo seed's managers
// are all in Seoul, so it has no verified member) and attaches a proof photo; her home says she waits.
// She registers an elder and contacts caregiver07 (휠체어 이동 보조 가능합니다): the contact is held —
// caregiver07 sees neither the contact, nor the elder, nor a notification. admin01 sees the proof in
// 센터 회원 승인 and approves; caregiver07 then has the notification, and it opens the contact.
// The refusal path (contact deleted, one more request with a new proof) is tested at API level
// (server/test/trust/held-until-verified.test.ts).
import { expect, test, type APIRequestContext, type Browser, type Page } from './test';
import path from 'node:path';
import { answerPermissionSheetOf, DEMO, loginAs, SHOTS, shot } from './helpers';

const NEWCOMER = { id: 'opqueue01', password: 'dolbom5678!', name: '하첫회원' };
const CAREGIVER = { id: 'caregiver07', password: 'dolbom1234!' };
const RESUME_TITLE = '휠체어 이동 보조 가능합니다';
const MESSAGE = '당산동 어르신 오전 방문 부탁드려요.';

/** An elder in 당산동, where caregiver07 lives: she is a candidate at any distance. */
const ELDER = {
  name: '봉당산',
  gender: 'female',
  birth: '1940-05-01',
  address: {
    zonecode: '07238',
    roadAddress: '서울 영등포구 당산로 214',
    jibunAddress: '서울 영등포구 당산동 121-180',
    bcode: '1156011700',
  },
  rank: 3,
  schedule: [
    { start: '09:00:00', end: '12:00:00' },
    { start: '09:00:00', end: '12:00:00' },
    { start: '09:00:00', end: '12:00:00' },
    null,
    null,
    null,
    null,
  ],
  negotiable: true,
  meal: ['식사 차림 필요'],
  toileting: ['스스로 배변 가능'],
  mobility: ['이동 시 부축 도움'],
  daily: ['말벗 등 정서 지원'],
  workRequirement: '방문 요양',
  wageType: '시급',
  wage: 13500,
  family: '집에 있어요',
  pet: '없어요',
  phone: '010-2222-3333',
  message: '오전에 말벗을 해주실 분을 찾아요.',
};

async function bearer(request: APIRequestContext, who: { id: string; password: string }) {
  const res = await request.post('/api/login', { data: { ...who, autoLogin: false } });
  expect(res.status()).toBe(200);
  return { authorization: res.headers()['authorization'] ?? '' };
}

async function signIn(page: Page, who: { id: string; password: string }) {
  await page.context().clearCookies();
  await page.goto('/login');
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await loginAs(page, who);
  await answerPermissionSheetOf(page, who);
}

/**
 * The screen at 390×844, then at 320×640 with 글자 크기 아주 크게 (no sideways scroll): its top, and its
 * end when it is longer than the screen.
 */
async function shotBoth(page: Page, name: string) {
  await shot(page, name);
  await page.setViewportSize({ width: 320, height: 640 });
  // What 설정's 아주 크게 sets (shell/src/text-size.ts), without leaving the screen.
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '125%';
  });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.screenshot({ path: path.join(SHOTS, `${name}-320-xl.png`) });
  if (await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // The frame repaints after the scroll.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.screenshot({ path: path.join(SHOTS, `${name}-320-xl-end.png`) });
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '';
  });
  await page.setViewportSize({ width: 390, height: 844 });
}

/** A photo of a 사업자등록증, as a phone would take it (a PNG drawn by the browser). */
async function proofPhoto(browser: Browser): Promise<Buffer> {
  const doc = await browser.newPage();
  await doc.setContent(
    `<div id="doc" style="width:300px;height:400px;padding:24px;border:3px double #333;background:#fffdf4;
      font:16px/1.6 serif;color:#222">
      <h1 style="font-size:22px;text-align:center">BUSINESS REGISTRATION</h1>
      <p>No. 602-81-00000</p><p>Busan home-care center</p><p>Representative: HA</p>
      <p style="margin-top:120px;text-align:right">2024. 3. 2.</p></div>`,
  );
  const png = await doc.locator('#doc').screenshot();
  await doc.close();
  return png;
}

test('a first member’s contact is held until admin01 approves her proof, then reaches the caregiver', async ({
  page,
  request,
  browser,
}) => {
  test.slow(); // four people in turn: the social worker, the caregiver, the operator, the caregiver again
  const found = await request.get(`/api/center?keyword=${encodeURIComponent('부산 방문요양')}`);
  const [center] = (await found.json()) as { centerId: number; centerName: string }[];
  expect(center).toBeDefined();
  const caregiver = await bearer(request, CAREGIVER);
  await request.post('/api/notifications/read-all', { headers: caregiver });

  // Sign-up, as a new social worker of that center, with the proof photo at step 5.
  await page.goto('/signup');
  await page.getByLabel('아이디', { exact: true }).fill(NEWCOMER.id);
  await page.getByRole('button', { name: '중복확인' }).click();
  await expect(page.getByText('사용 가능한 아이디입니다.')).toBeVisible();
  await page.getByLabel('비밀번호', { exact: true }).fill(NEWCOMER.password);
  await page.getByLabel('비밀번호 확인', { exact: true }).fill(NEWCOMER.password);
  await page.getByRole('radio', { name: '사회복지사' }).click();
  await page.getByLabel('전체 동의하기').check();
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByLabel('이름', { exact: true }).fill(NEWCOMER.name);
  await page.getByLabel('휴대전화 번호', { exact: true }).pressSequentially('01066661212');
  await page.getByRole('button', { name: '센터 검색하기' }).click();
  await page.getByRole('searchbox').fill('부산 방문요양');
  await page.getByRole('button', { name: center!.centerName }).first().click();
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL(/step=5/);
  await page.getByLabel('서류 사진 고르기').setInputFiles({
    name: '사업자등록증.png',
    mimeType: 'image/png',
    buffer: await proofPhoto(browser),
  });
  await expect(page.getByRole('img', { name: '고른 서류 사진' })).toBeVisible();
  await shotBoth(page, 'impostor-signup-proof');
  const proofSent = page.waitForResponse((r) => /\/api\/manager\/register\/\d+\/proof$/.test(r.url()));
  await page.getByRole('button', { name: '가입하기' }).click();
  expect((await proofSent).status()).toBe(201);
  await expect(page).toHaveURL(/\/welcome$/);

  // Her home says at the top what waiting means.
  await signIn(page, NEWCOMER);
  const banner = page.getByRole('region', { name: '센터 인증' });
  await expect(banner).toContainText('센터 인증을 기다리고 있어요');
  await expect(banner).toContainText('보내주신 서류를 운영자가 확인하고 있어요.');
  await shotBoth(page, 'impostor-home-pending');
  // Her proof can be sent again from there (the screen of the second test).
  await banner.getByRole('button', { name: '서류 다시 보내기' }).click();
  await expect(page.getByText('이미 보낸 서류가 있어요. 새로 보내면 바뀌어요.')).toBeVisible();
  await page.getByRole('button', { name: '뒤로 가기' }).click();
  await expect(banner).toBeVisible();
  // 내정보 and 센터 회원 관리 say the same.
  await page.goto('/mypage');
  await expect(page.getByRole('note')).toContainText('보낸 연락은 센터 인증 후 요양보호사에게 전달돼요');
  await shotBoth(page, 'impostor-mypage-pending');
  await page.goto('/center-members');
  await expect(page.getByText(/내 인증 상태 · 승인 대기/)).toBeVisible();
  await shotBoth(page, 'impostor-center-members-pending');

  // An elder through the API (manager.spec walks the registration screens), then the contact on screen.
  const newcomer = await bearer(request, NEWCOMER);
  const elder = await request.post('/api/manager/elder/create', { headers: newcomer, data: ELDER });
  expect(elder.status()).toBe(201);
  const elderId = (await elder.json()).elderId as number;
  await page.goto('/');
  await page.getByLabel('거리').selectOption('5km이내');
  await page.getByRole('link', { name: RESUME_TITLE }).click();
  await page.getByRole('button', { name: '연락하기' }).click();
  await page.getByRole('button', { name: '다음으로 넘어가기' }).click();
  await page.getByRole('button', { name: '다음', exact: true }).click();
  await page.getByRole('button', { name: '다음', exact: true }).click();
  await page.getByLabel('전할 말 (선택)').fill(MESSAGE);
  await page.getByRole('button', { name: '다음', exact: true }).click();
  await page.getByRole('button', { name: '완료하기' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('status').filter({ hasText: '연락을 보냈어요. 센터 인증 후 요양보호사에게 전달돼요' }),
  ).toBeVisible();
  await expect(banner).toContainText('전달을 기다리는 연락 1건');
  await shot(page, 'impostor-contact-toast');
  await page.goto('/outgoing-box');
  const held = page.getByRole('listitem').filter({ hasText: RESUME_TITLE });
  await expect(held).toContainText('센터 인증 후 요양보호사에게 전달돼요');
  await shotBoth(page, 'impostor-outgoing-held');
  await held.getByRole('link', { name: RESUME_TITLE }).click();
  await expect(page.getByText('센터 인증 후 요양보호사에게 전달돼요')).toBeVisible();
  await shotBoth(page, 'impostor-outgoing-held-detail');
  const [contact] = (await (
    await request.get('/api/manager/contact?tab=pending', { headers: newcomer })
  ).json()) as { managerContactId: number; held: boolean }[];
  expect(contact?.held).toBe(true);
  const contactId = contact!.managerContactId;

  // caregiver07 sees nothing of it: no notification, no contact, not the elder in any list.
  await signIn(page, CAREGIVER);
  await expect(page.getByRole('button', { name: /^알림/ })).toHaveAccessibleName('알림');
  await expect(page.getByText(MESSAGE)).toHaveCount(0);
  await shot(page, 'impostor-caregiver-nothing');
  const list = await (
    await request.get('/api/caregiver/main/list?range=5&size=50', { headers: caregiver })
  ).json();
  expect(list.content.map((c: { contactId: number }) => c.contactId)).not.toContain(contactId);
  const near = await (
    await request.get('/api/caregiver/near/all?range=5&size=50', { headers: caregiver })
  ).json();
  expect(near.content.map((e: { elderId: number }) => e.elderId)).not.toContain(elderId);
  expect(
    (await request.get(`/api/caregiver/main?contact=${contactId}`, { headers: caregiver })).status(),
  ).toBe(404);

  // admin01 sees the request with its proof, and approves it.
  await signIn(page, DEMO.admin);
  await page.getByRole('link', { name: /센터 회원 승인/ }).click();
  await expect(page).toHaveURL(/\/admin\/memberships$/);
  const card = page.getByRole('article', { name: `${NEWCOMER.name} (${NEWCOMER.id})` });
  await expect(card).toContainText(center!.centerName);
  await expect(card.getByRole('img', { name: /센터 확인 서류 사진/ })).toBeVisible();
  await shotBoth(page, 'admin-memberships');
  await card.getByRole('button', { name: '승인' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '승인' }).dblclick();
  await expect(
    page.getByRole('status').filter({ hasText: `${NEWCOMER.name} 님을 승인했어요` }),
  ).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.goto('/admin/audit');
  await expect(
    page
      .getByRole('region', { name: '감사 기록 목록' })
      .getByRole('article')
      .filter({ hasText: '센터 회원 승인' }),
  ).toHaveCount(1);

  // Delivered: caregiver07's bell has it, and it opens the contact.
  await signIn(page, CAREGIVER);
  const bell = page.getByRole('button', { name: /^알림/ });
  await expect(bell).toHaveAccessibleName('알림, 읽지 않은 알림 수 1');
  await bell.click();
  await expect(page.getByRole('listitem').first()).toContainText('새 연락이 도착했어요.');
  await shot(page, 'impostor-caregiver-notified');
  await page.getByRole('listitem').first().getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`/detail/elder/contact/${contactId}$`));
  await expect(page.getByText(MESSAGE)).toBeVisible();
  await expect(page.getByText('센터 인증', { exact: true }).first()).toBeVisible();
  await shot(page, 'impostor-caregiver-contact');
  const nearAfter = await (
    await request.get('/api/caregiver/near/all?range=5&size=50', { headers: caregiver })
  ).json();
  expect(nearAfter.content.map((e: { elderId: number }) => e.elderId)).toContain(elderId);
  const members = await request.get('/api/manager/center/members', { headers: newcomer });
  expect((await members.json()).myStatus).toBe('VERIFIED');
});

test('a refused first member is told so on her home, and asks again once with a new proof', async ({
  page,
  request,
  browser,
}) => {
  const who = { id: 'opqueue02', password: 'dolbom5678!' };
  const found = await request.get(`/api/center?keyword=${encodeURIComponent('부산 방문요양')}`);
  const centers = (await found.json()) as { centerId: number }[];
  const signup = await request.post('/api/manager/register', {
    data: {
      id: who.id,
      password: who.password,
      name: '하두번',
      phone: '010-6666-3434',
      centerId: centers[1]!.centerId,
      hasCar: false,
      agreePrivacy: true,
      agreeTerms: true,
    },
  });
  expect(signup.status()).toBe(201);
  const { userId } = (await signup.json()) as { userId: number };
  const admin = await bearer(request, DEMO.admin);
  expect((await request.post(`/api/admin/memberships/${userId}/refuse`, { headers: admin })).status()).toBe(
    200,
  );

  await signIn(page, who);
  const banner = page.getByRole('region', { name: '센터 인증' });
  await expect(banner).toContainText('센터 인증이 거절되었어요');
  await shotBoth(page, 'impostor-home-refused');
  await banner.getByRole('button', { name: '서류 보내고 다시 요청하기' }).click();
  await expect(page).toHaveURL(/\/membership-proof$/);
  await page.getByLabel('사진 고르기').setInputFiles({
    name: '재직증명서.png',
    mimeType: 'image/png',
    buffer: await proofPhoto(browser),
  });
  await expect(page.getByRole('img', { name: '고른 서류 사진' })).toBeVisible();
  await shotBoth(page, 'impostor-proof-page');
  await page.getByRole('button', { name: '서류 보내고 다시 요청하기' }).dblclick();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: '다시 요청했어요.' })).toBeVisible();
  await expect(banner).toContainText('센터 인증을 기다리고 있어요');
  const queue = await (await request.get('/api/admin/memberships?size=50', { headers: admin })).json();
  expect(queue.content.find((m: { id: number }) => m.id === userId)).toMatchObject({ requestCount: 2 });
});
