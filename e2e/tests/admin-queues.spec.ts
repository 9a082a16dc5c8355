// The operators' certificate queue and reports (issue 13), on the operator screens: a caregiver's 자격증
// photo (private: fetched with admin01's token into a blob: URL) is confirmed beside its number, and a
// caregiver's report of an elder reaches 신고, where admin01 resolves it.
import { expect, test, type APIRequestContext } from './test';
import { DEMO, expectNoPermissionSheet, loginAs, shot } from './helpers';

const PASSWORD = 'dolbom1234!';
// Not used by the other certificate and report journeys (trust.spec.ts uses caregiver03 and caregiver05).
const HOLDER = { id: 'caregiver04', code: '2016-7654321' };
const REPORTER = 'caregiver06';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function auth(request: APIRequestContext, id: string) {
  const res = await request.post('/api/login', { data: { id, password: PASSWORD, autoLogin: false } });
  expect(res.status()).toBe(200);
  return { authorization: res.headers()['authorization'] ?? '' };
}

test('admin01 sees a certificate photo beside its full number and confirms it; the caregiver is told', async ({
  page,
  request,
}) => {
  const holder = await auth(request, HOLDER.id);
  const sent = await request.post('/api/caregiver/certificate', {
    headers: holder,
    multipart: {
      file: { name: 'cert.png', mimeType: 'image/png', buffer: PNG },
      certificateCode: HOLDER.code,
    },
  });
  expect(sent.status()).toBe(201);

  await loginAs(page, DEMO.admin);
  await expectNoPermissionSheet(page);
  await page.getByRole('link', { name: /자격증 확인/ }).click();
  const card = page.getByRole('article', { name: new RegExp(`\\(${HOLDER.id}\\) 자격증$`) });
  await expect(card).toContainText(HOLDER.code);
  const img = card.getByRole('img', { name: /자격증 사진/ });
  await expect(img).toHaveAttribute('src', /^blob:/);
  expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(1);
  await shot(page, 'admin-certificates');
  await card.getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(HOLDER.code);
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).dblclick();
  await expect(page.getByRole('status').filter({ hasText: '자격증을 확인했어요' })).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.getByRole('tab', { name: '확인됨' }).click();
  await expect(card).toContainText('확인됨');

  const mine = await request.get('/api/caregiver/certificate', { headers: holder });
  expect((await mine.json()).status).toBe('CONFIRMED');
});

test('a caregiver’s report of an elder reaches 신고, and admin01 resolves it with a note', async ({
  page,
  request,
}) => {
  const reporter = await auth(request, REPORTER);
  const near = (await (
    await request.get('/api/caregiver/near/all?range=5&size=1', { headers: reporter })
  ).json()) as {
    content: { elderId: number }[];
  };
  const elderId = near.content[0]?.elderId;
  expect(elderId).toBeDefined();
  const reported = await request.post('/api/caregiver/reports', {
    headers: reporter,
    data: { targetType: 'ELDER', targetId: elderId, reason: 'MONEY', text: '소개비를 따로 달라고 했어요' },
  });
  expect(reported.status()).toBe(201);

  await loginAs(page, DEMO.admin);
  await expectNoPermissionSheet(page);
  // Issue 30: the home says how many wait in each queue.
  await expect(page.getByRole('link', { name: /^신고 대기 \d+건/ })).toBeVisible();
  await shot(page, 'admin-home-counts');
  await page.getByRole('link', { name: /^신고/ }).click();
  const card = page.getByRole('article').filter({ hasText: '소개비를 따로 달라고 했어요' });
  await expect(card).toContainText('돈을 요구해요');
  await expect(card).toContainText(`(${REPORTER})`);
  await expect(card.getByRole('link', { name: /신고 대상 회원 보기/ })).toBeVisible();
  await shot(page, 'admin-reports');
  await card.getByRole('button', { name: '처리하기' }).click();
  await page.getByRole('dialog').getByLabel('처리 내용 (선택)').fill('센터에 연락해 주의 안내');
  await page.getByRole('dialog').getByRole('button', { name: '처리하기' }).click();
  await expect(page.getByRole('status').filter({ hasText: '신고를 처리했어요' })).toBeVisible();
  await page.getByRole('tab', { name: '처리함' }).click();
  await expect(page.getByRole('article').filter({ hasText: '소개비를 따로 달라고 했어요' })).toContainText(
    '처리 내용: 센터에 연락해 주의 안내',
  );
  // Issue 30: the reporter hears the outcome (not the operator's note).
  const told = (await (await request.get('/api/notifications', { headers: reporter })).json()) as {
    content: { type: string; text: string; title: string }[];
  };
  const outcome = told.content.find((n) => n.type === 'report_resolved');
  expect(outcome).toMatchObject({ text: '신고하신 내용을 처리했어요.', title: '돈을 요구해요 신고' });
});
