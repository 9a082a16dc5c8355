import { expect, test, type APIRequestContext, type Page } from './test';
import { answerPermissionSheet, DEMO, loginAs, shot } from './helpers';

// Issue 13, certificates and reports: a caregiver sends her 자격증 photo from 내 정보 › 자격증, the operator
// (admin01, through the API: the operator screens are another remote) refuses it — she is told and fixes
// it on the same screen (issue 30) — then confirms it, and the manager sees 자격 확인됨; reports reach
// admin01.
const PASSWORD = 'dolbom1234!';
const CAREGIVER = 'caregiver03'; // a candidate of manager01's elders
const REPORTER = 'caregiver05';
// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function tokenOf(request: APIRequestContext, id: string) {
  const res = await request.post('/api/login', { data: { id, password: PASSWORD, autoLogin: false } });
  expect(res.status()).toBe(200);
  return { headers: { authorization: res.headers()['authorization'] ?? '' } };
}

async function signIn(page: Page, id: string) {
  await loginAs(page, { id, password: PASSWORD });
  await expect(page).toHaveURL(/\/$/);
  await answerPermissionSheet(page);
}

test('a caregiver sends her certificate → admin01 refuses, she is told and fixes it on one screen → admin01 confirms → the manager sees 자격 확인됨', async ({
  page,
  request,
}) => {
  await signIn(page, CAREGIVER);
  await page.getByRole('link', { name: '내 정보' }).click();
  const certificate = page.getByRole('region', { name: '자격증' });
  await expect(certificate).toContainText('자격증 사진을 올리면 운영자가 확인해요');
  // Issue 30: the certificate has its own screen under 내 정보 (not the nine resume steps).
  await certificate.getByRole('button', { name: '올리기' }).click();
  await expect(page).toHaveURL(/\/mypage\/certificate$/);
  // Before any photo the number is the resume's.
  await expect(page.getByLabel('요양보호사 자격증 번호')).toHaveValue(/^\d{4}-\d{7}$/);
  const number = await page.getByLabel('요양보호사 자격증 번호').inputValue();

  // A file that is not a photo is refused before anything is sent.
  const picker = page.locator('input[type="file"]');
  await picker.setInputFiles({ name: 'cert.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByRole('alert')).toHaveText('PNG 또는 JPG 파일만 업로드할 수 있습니다.');
  await picker.setInputFiles({ name: '자격증.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('자격 확인 중')).toBeVisible();
  await expect(page.getByText(/^사진을 보냈어요/)).toBeVisible();
  await shot(page, 'trust-certificate-screen');

  // The photo is the operators' only.
  const caregiverAuth = await tokenOf(request, CAREGIVER);
  const admin = await tokenOf(request, 'admin01');
  const queue = await request.get('/api/admin/certificates?status=PENDING&size=50', admin);
  expect(queue.status()).toBe(200);
  const mine = (
    (await queue.json()) as {
      content: { id: number; loginId: string; certificateCode: string; name: string; caregiverId: number }[];
    }
  ).content.find((c) => c.loginId === CAREGIVER);
  expect(mine?.certificateCode).toBe(number);
  const photoUrl = `/api/admin/certificates/${mine?.id}/photo`;
  expect((await request.get(photoUrl, caregiverAuth)).status()).toBe(403);
  expect((await request.get(photoUrl)).status()).toBe(401);
  const photo = await request.get(photoUrl, admin);
  expect(photo.status()).toBe(200);
  expect(photo.headers()['cache-control']).toBe('no-store');
  // Stored re-encoded (a JPEG with no metadata), never as sent.
  expect(photo.headers()['content-type']).toBe('image/jpeg');
  expect((await photo.body()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

  // Refused with a reason: she is told (PRODUCT.md "Trust"), and the notification opens the one screen
  // where she corrects it with a new photo.
  const refused = await request.post(`/api/admin/certificates/${mine?.id}/refuse`, {
    ...admin,
    data: { reason: '사진이 흐려서 번호가 보이지 않아요' },
  });
  expect(refused.status()).toBe(200);
  await page.goto('/');
  await page.getByRole('button', { name: /^알림/ }).click();
  const told = page.getByRole('listitem').filter({ hasText: '자격증이 확인되지 않았어요' }).first();
  await expect(told).toContainText('확인되지 않은 이유: 사진이 흐려서 번호가 보이지 않아요');
  await shot(page, 'trust-certificate-refused-notification');
  await told.getByRole('button').click();
  await expect(page).toHaveURL(/\/mypage\/certificate$/);
  await expect(page.getByText('이유: 사진이 흐려서 번호가 보이지 않아요')).toBeVisible();
  await expect(page.getByLabel('요양보호사 자격증 번호')).toHaveValue(number);
  await shot(page, 'trust-certificate-fix');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: '다시.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('자격 확인 중')).toBeVisible();
  const again = (
    (await (await request.get('/api/admin/certificates?status=PENDING&size=50', admin)).json()) as {
      content: { id: number; loginId: string }[];
    }
  ).content.find((c) => c.loginId === CAREGIVER);
  expect((await request.post(`/api/admin/certificates/${again?.id}/confirm`, admin)).status()).toBe(200);

  await page.goto('/mypage');
  await expect(page.getByRole('region', { name: '자격증' })).toContainText('자격 확인됨');
  await shot(page, 'trust-caregiver-mypage-verified');
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The manager: the home card and the detail say 자격 확인됨; the number is masked.
  // Same browser: the permission sheet was answered already.
  await loginAs(page, DEMO.manager);
  await expect(page).toHaveURL(/\/$/);
  // An elder of manager01 whose candidates (5 km) include her.
  const managerAuth = await tokenOf(request, DEMO.manager.id);
  const elders = (await (await request.get('/api/manager/elder', managerAuth)).json()) as {
    elderId: number;
    elderName: string;
  }[];
  let elderName = '';
  for (const e of elders) {
    const url = `/api/manager/elder/individual?elderId=${e.elderId}&distance=5km이내&size=50`;
    const cards = (await (await request.get(url, managerAuth)).json()) as { caregiverId: number }[];
    if (cards.some((c) => c.caregiverId === mine?.caregiverId)) {
      elderName = e.elderName;
      break;
    }
  }
  expect(elderName).not.toBe('');
  await page.getByLabel('어르신 선택').selectOption({ label: `${elderName} 어르신` });
  await page.getByLabel('거리').selectOption('5km이내');
  const card = page
    .getByRole('listitem')
    .filter({ hasText: mine?.name ?? '' })
    .first();
  await expect(card.getByText('자격 확인됨')).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'trust-manager-home-verified');
  await page.goto(`/detail/care/${mine?.caregiverId}`);
  await expect(page.getByText('자격 확인됨')).toBeVisible();
  await expect(page.getByText(`${number.slice(0, 7)}*****`)).toBeVisible();
  await expect(page.getByText(number)).toHaveCount(0);
  await shot(page, 'trust-manager-caregiver-detail-verified');

  // 신고하기 on the caregiver detail.
  await page.getByRole('button', { name: '신고하기' }).click();
  const sheet = page.getByRole('dialog', { name: '신고하기' });
  await sheet.getByRole('radio', { name: '부적절한 말이나 요구' }).click();
  await shot(page, 'trust-manager-report-sheet');
  await sheet.getByRole('button', { name: '신고하기' }).click();
  await expect(page.getByText('신고를 접수했어요')).toBeVisible();
  await expect(sheet).toBeHidden();
});

test('a caregiver reports an elder → it reaches admin01; a second report says 이미 신고했어요', async ({
  page,
  request,
}) => {
  await signIn(page, REPORTER);
  const auth = await tokenOf(request, REPORTER);
  const near = (await (await request.get('/api/caregiver/near/all?range=5&size=1', auth)).json()) as {
    content: { elderId: number }[];
  };
  const elderId = near.content[0]?.elderId;
  await page.goto(`/detail/elder/${elderId}`);
  await page.getByRole('button', { name: '신고하기' }).click();
  const sheet = page.getByRole('dialog', { name: '신고하기' });
  await expect(sheet).toContainText('이 어르신 공고를 신고하는 이유를 골라주세요.');
  await sheet.getByRole('radio', { name: '기타' }).click();
  await sheet.getByRole('button', { name: '신고하기' }).click();
  await expect(sheet.getByText('기타를 고르셨다면 내용을 적어주세요.')).toBeVisible();
  await sheet.getByLabel(/자세한 내용/).fill('공고와 다른 일을 시켜요');
  await shot(page, 'trust-caregiver-report-sheet');
  await sheet.getByRole('button', { name: '신고하기' }).click();
  await expect(page.getByText('신고를 접수했어요')).toBeVisible();
  await shot(page, 'trust-caregiver-report-done');

  await page.getByRole('button', { name: '신고하기' }).click();
  await sheet.getByRole('radio', { name: '돈을 요구해요' }).click();
  await sheet.getByRole('button', { name: '신고하기' }).click();
  await expect(page.getByText('이미 신고했어요')).toBeVisible();

  // Her contact detail has 신고하기 too.
  const contacts = (await (await request.get('/api/caregiver/mypage/contacts?tab=pending', auth)).json()) as {
    content: { contactId: number }[];
  };
  const contactId = contacts.content[0]?.contactId;
  if (contactId !== undefined) {
    await page.goto(`/detail/elder/contact/${contactId}`);
    const report = page.getByRole('button', { name: '신고하기' });
    await report.scrollIntoViewIfNeeded();
    await shot(page, 'trust-caregiver-contact-detail-report');
  }

  const admin = await tokenOf(request, 'admin01');
  const reports = (await (await request.get('/api/admin/reports', admin)).json()) as {
    content: { reporter: { loginId: string } | null; targetType: string; targetId: number; text: string }[];
  };
  expect(reports.content).toContainEqual(
    expect.objectContaining({
      reporter: expect.objectContaining({ loginId: REPORTER }),
      targetType: 'ELDER',
      targetId: elderId,
      text: '공고와 다른 일을 시켜요',
    }),
  );
});
