// Issue 33, "Done when": the 근로계약서 on two phones. 김복지 (manager01) proposes a job to 박정숙 (caregiver01,
// on a contact she accepted for 계약순, an elder of its own: 월·수·금 13–17 — the seed's 박영수 is hired by
// the substitutes spec, and earlier specs add other contacts), makes the contract from the job page; she reads it, asks for one
// change (`이 부분을 고쳐주세요`); he edits it (version 2); both sign on their own pages (typed name and a
// drawn signature; a double tap signs once); both download the same PDF, whose text carries the fields,
// both names and the content hash. Screenshots of the reading and signing screens at 390×844 and at 320 px
// with 글자 크기 아주 크게.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from './test';
import { pdfPagesText } from '../../server/test/helpers/pdf-text';
import { answerPermissionSheet, DEMO, elderBody, loginAs, SHOTS } from './helpers';

const SMALL = { width: 320, height: 640 };

async function session(browser: Browser, who: { id: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await loginAs(page, who);
  await answerPermissionSheet(page);
  return page;
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `contracts-${name}.png`), fullPage: true });

/** The same screen on a 320 px phone with 글자 크기 아주 크게, then back to 390×844 보통. */
async function atSmall(page: Page, name: string) {
  await page.setViewportSize(SMALL);
  await page.evaluate(() => localStorage.setItem('dolbom.textSize', 'xlarge'));
  await page.reload();
  await settle(page);
  await shot(page, `xl-320-${name}`);
  await page.evaluate(() => localStorage.removeItem('dolbom.textSize'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await settle(page);
}

/** Draws a signature with the pointer: two strokes across the pad. */
async function drawSignature(page: Page) {
  const pad = page.getByRole('img', { name: '서명 칸' });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
  for (const stroke of [
    [at(0.1, 0.7), at(0.25, 0.3), at(0.4, 0.7), at(0.5, 0.3)],
    [at(0.55, 0.6), at(0.75, 0.4), at(0.9, 0.55)],
  ]) {
    await page.mouse.move(...stroke[0]!);
    await page.mouse.down();
    for (const p of stroke.slice(1)) await page.mouse.move(...p, { steps: 6 });
    await page.mouse.up();
  }
  await expect(pad).toHaveAttribute('data-strokes', '2');
}

async function tokenOf(request: APIRequestContext, who: { id: string; password: string }) {
  const res = await request.post('/api/login', { data: who });
  expect(res.status()).toBe(200);
  return { authorization: res.headers()['authorization'] ?? '' };
}

/** 계약순 (월·수·금 13–17), contacted by the manager and accepted by her: a connection of this spec alone. */
async function acceptedContact(request: APIRequestContext) {
  const managerAuth = await tokenOf(request, DEMO.manager);
  const caregiverAuth = await tokenOf(request, DEMO.caregiver);
  const afternoon = { start: '13:00:00', end: '17:00:00' };
  const elder = await request.post('/api/manager/elder/create', {
    headers: managerAuth,
    data: elderBody({
      name: '계약순',
      birth: '1942-04-11',
      schedule: [afternoon, null, afternoon, null, afternoon, null, null],
      wage: 12000,
      message: '오후에 말벗을 해주실 분을 찾아요.',
    }),
  });
  expect(elder.status()).toBe(201);
  const me = (await (await request.get('/api/user', { headers: caregiverAuth })).json()) as {
    userId: number;
  };
  const sent = await request.post('/api/manager/contact', {
    headers: managerAuth,
    data: {
      caregiverId: me.userId,
      elderId: ((await elder.json()) as { elderId: number }).elderId,
      workType: '방문 요양',
      wageType: '시급',
      wage: 12000,
      phone: '010-2345-6701',
      message: '오후 방문 요양 부탁드려요.',
    },
  });
  expect(sent.status()).toBe(201);
  const contactId = ((await sent.json()) as { contactId: number }).contactId;
  const accepted = await request.post(`/api/caregiver/main/accept?contact=${contactId}`, {
    headers: caregiverAuth,
    data: { phone: '010-3456-7801', message: '' },
  });
  expect(accepted.status()).toBe(200);
}

async function downloadPdf(page: Page): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'PDF 받기' }).click(),
  ]);
  return fs.readFileSync((await download.path())!);
}

test('manager makes the contract → she asks for a change → version 2 → both sign → one PDF', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await acceptedContact(request);
  const manager = await session(browser, DEMO.manager);
  const caregiver = await session(browser, DEMO.caregiver);

  // 채용 제안 from the accepted contact, then 근로계약서 만들기 on the job page.
  await manager.goto('/outgoing-box?tab=approved');
  await manager
    .getByRole('listitem')
    .filter({ hasText: '계약순 어르신 · 박정숙' })
    .first()
    .getByRole('link')
    .first()
    .click();
  await manager.getByRole('button', { name: '채용 제안하기' }).click();
  await expect(manager).toHaveURL(/\/connections\/\d+\/propose$/);
  await manager.getByLabel('시급').fill('12000');
  await manager.getByRole('button', { name: '채용 제안 보내기' }).click();
  await expect(manager).toHaveURL(/\/jobs\/\d+$/);
  await manager.getByRole('button', { name: '근로계약서 만들기' }).click();
  await expect(manager).toHaveURL(/\/jobs\/\d+\/contract$/);
  await settle(manager);
  await expect(manager.getByLabel('시급')).toHaveValue('12,000');
  await shot(manager, 'manager-form');
  await manager.getByRole('button', { name: '계약서 보내기' }).dblclick();
  await expect(manager).toHaveURL(/\/contracts\/\d+$/);
  const contractPath = new URL(manager.url()).pathname;
  await expect(manager.getByText('근로계약서 · 버전 1')).toBeVisible();

  // She is told, reads it with its one line on top, and asks for one change.
  await caregiver.goto('/notifications');
  await caregiver.getByText('근로계약서가 도착했어요. 읽고 서명해주세요.').first().click();
  await expect(caregiver).toHaveURL(new RegExp(`${contractPath}$`));
  const summary = caregiver.getByRole('region', { name: '한눈에 보기' });
  await expect(summary).toContainText('월·수·금 13시~17시, 시급 12,000원, 매월 10일 계좌로');
  await settle(caregiver);
  await shot(caregiver, 'caregiver-reading');
  await atSmall(caregiver, 'caregiver-reading');
  await caregiver
    .getByRole('region', { name: '5. 임금' })
    .getByRole('button', { name: '이 부분을 고쳐주세요' })
    .click();
  await caregiver.getByLabel('어떻게 고치면 좋을지 적어주세요').fill('월급날을 25일로 해주세요.');
  await caregiver.getByRole('button', { name: '고쳐달라고 보내기' }).dblclick();
  await expect(caregiver.getByText('사회복지사에게 전했어요.', { exact: false })).toBeVisible();
  await caregiver.getByRole('button', { name: '확인' }).click();

  // He sees the request and makes version 2.
  await manager.reload();
  await expect(manager.getByText('임금: 월급날을 25일로 해주세요.')).toBeVisible();
  await manager.getByRole('button', { name: '계약서 고치기' }).click();
  await manager.getByLabel('임금 지급일 (매월)').fill('25');
  await manager.getByRole('button', { name: '고친 계약서 보내기' }).click();
  await expect(manager).toHaveURL(new RegExp(`${contractPath}$`));
  await expect(manager.getByText('근로계약서 · 버전 2')).toBeVisible();

  // She signs version 2 (typed name, drawn signature; a double tap signs once).
  await caregiver.reload();
  await expect(summary).toContainText('매월 25일 계좌로');
  await caregiver.getByLabel('이름을 적어주세요').fill('박정숙');
  await drawSignature(caregiver);
  await settle(caregiver);
  await shot(caregiver, 'caregiver-signing');
  await atSmall(caregiver, 'caregiver-signing-top');
  await caregiver.getByLabel('이름을 적어주세요').fill('박정숙');
  await drawSignature(caregiver);
  await caregiver.getByRole('button', { name: '서명하기' }).dblclick();
  await expect(caregiver.getByText('서명했어요. 사회복지사의 서명을 기다리고 있어요.')).toBeVisible();

  // He signs on his page.
  await manager.reload();
  await expect(manager.getByText('요양보호사가 서명했어요. 읽어보고 서명해주세요.')).toBeVisible();
  await manager.getByLabel('이름을 적어주세요').fill('김복지');
  await drawSignature(manager);
  await manager.getByRole('button', { name: '서명하기' }).click();
  await expect(manager.getByText('두 사람 모두 서명했어요. PDF를 받을 수 있어요.')).toBeVisible();
  await shot(manager, 'manager-signed');

  // Both download the same PDF: the fields, both names and the hash on every page.
  const his = await downloadPdf(manager);
  await caregiver.reload();
  await expect(caregiver.getByText('두 사람 모두 서명했어요. PDF를 받을 수 있어요.')).toBeVisible();
  await shot(caregiver, 'caregiver-signed');
  const hers = await downloadPdf(caregiver);
  const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
  expect(sha(hers)).toBe(sha(his));
  fs.writeFileSync(path.join(SHOTS, 'contracts-signed.pdf'), hers);
  const pages = await pdfPagesText(hers);
  const text = pages.join('\n');
  for (const expected of ['단시간근로자 표준근로계약서', '박정숙', '김복지', '시간급 12,000원', '매월 25일'])
    expect(text).toContain(expected);
  const hash = /계약 내용 SHA-256: ([0-9a-f]{64})/.exec(pages[0] ?? '')?.[1];
  expect(hash).toBeDefined();
  for (const page of pages) expect(page).toContain(`계약 내용 SHA-256: ${hash}`);
});
