// Issue 32, "Done when": 대화 between a caregiver and a social worker, each on her own phone. 최영희
// (caregiver02, whose apply to 박영수 the seed accepted) writes to 김복지 (manager01) from the 대화 tab; the
// manager sees the count on her tab live, reads and answers; the answer and 읽음 reach the caregiver
// without a reload; a double tap sends once; a message sent offline waits as 보내지 못했어요 and goes with
// 다시 보내기; the screens at 390×844 and at 320 px with 글자 크기 아주 크게. Everything ends read on both
// sides, so the specs after this one see no badge.
import { expect, test, type Browser, type Page } from './test';
import path from 'node:path';
import { answerPermissionSheet, loginAs, SHOTS } from './helpers';

const PASSWORD = 'dolbom1234!';
const CAREGIVER = { id: 'caregiver02', password: PASSWORD };
const MANAGER = { id: 'manager01', password: PASSWORD };

async function session(browser: Browser, who: { id: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await loginAs(page, who);
  await answerPermissionSheet(page);
  return page;
}
/** What the phone shows (the thread keeps its header and input in view, so the viewport is the screen). */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `conversations-${name}.png`) });
const bubbles = (page: Page, text: string) =>
  page.getByRole('list', { name: /주고받은 메시지/ }).getByText(text, { exact: true });
const box = (page: Page) => page.getByLabel('메시지', { exact: true });

async function send(page: Page, text: string) {
  await box(page).fill(text);
  await page.getByRole('button', { name: '보내기' }).click();
}

test('a caregiver and a social worker talk in the app, live, and nothing is lost or sent twice', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const manager = await session(browser, MANAGER);
  const caregiver = await session(browser, CAREGIVER);

  // She finds 대화 in the tab bar; the center is named with its social worker.
  await caregiver.getByRole('navigation').getByRole('link', { name: /대화/ }).click();
  await expect(caregiver).toHaveURL(/\/conversations$/);
  const row = caregiver.getByRole('link', { name: /김복지 사회복지사/ });
  await expect(row).toContainText('강남개포재가노인복지센터');
  await expect(row).toContainText('아직 메시지가 없어요');
  await shot(caregiver, 'caregiver-list-empty');
  await row.click();
  await expect(caregiver.getByRole('heading', { name: '김복지 사회복지사' })).toBeVisible();
  await expect(caregiver.getByText('첫 메시지를 보내보세요', { exact: false })).toBeVisible();

  // Enter makes a new line; 보내기 sends.
  await box(caregiver).click();
  await caregiver.keyboard.type('안녕하세요');
  await caregiver.keyboard.press('Enter');
  await caregiver.keyboard.type('내일 오전 9시에 찾아뵐게요');
  await caregiver.getByRole('button', { name: '보내기' }).click();
  await expect(bubbles(caregiver, '안녕하세요\n내일 오전 9시에 찾아뵐게요')).toBeVisible();
  await expect(caregiver.getByText('보내는 중')).toHaveCount(0);

  // The manager, on her home, sees the count on her 대화 tab without reloading.
  const tab = manager.getByRole('navigation').getByRole('link', { name: /대화/ });
  await expect(tab.getByTestId('chat-badge')).toHaveText('1', { timeout: 15_000 });
  await tab.click();
  const theirs = manager.getByRole('link', { name: /최영희 요양보호사/ });
  await expect(theirs).toContainText('박영수 어르신');
  await expect(theirs).toContainText('1개 안 읽음');
  await shot(manager, 'manager-list');
  await theirs.click();
  await expect(bubbles(manager, '안녕하세요\n내일 오전 9시에 찾아뵐게요')).toBeVisible();
  await expect(tab.getByTestId('chat-badge')).toHaveCount(0);
  await send(manager, '네, 9시에 뵐게요. 현관 비밀번호는 보호자께 여쭤보세요.');

  // Her screen shows the answer and 읽음 live.
  await expect(bubbles(caregiver, '네, 9시에 뵐게요. 현관 비밀번호는 보호자께 여쭤보세요.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(caregiver.getByText('읽음')).toBeVisible();

  // A message from the center that troubles her can be reported from beside it.
  await caregiver.getByRole('button', { name: '신고' }).first().click();
  const sheet = caregiver.getByRole('dialog', { name: '신고하기' });
  await expect(sheet).toContainText('김복지 사회복지사의 메시지를 신고하는 이유를 골라주세요.');
  await sheet.getByRole('radio', { name: '부적절한 말이나 요구' }).click();
  await sheet.getByRole('button', { name: '신고하기' }).click();
  await expect(caregiver.getByText('신고를 접수했어요')).toBeVisible();

  // A double tap sends one message.
  await box(caregiver).fill('두 번 눌러도 한 번만');
  await caregiver.getByRole('button', { name: '보내기' }).dblclick();
  await expect(bubbles(caregiver, '두 번 눌러도 한 번만')).toHaveCount(1);
  await caregiver.waitForTimeout(500);
  await caregiver.reload();
  await expect(bubbles(caregiver, '두 번 눌러도 한 번만')).toHaveCount(1);

  // Offline: the message stays as 보내지 못했어요 and goes with 다시 보내기, once.
  await caregiver.context().setOffline(true);
  await send(caregiver, '지하라서 잘 안 터져요');
  await expect(caregiver.getByText(/보내지 못했어요/)).toBeVisible();
  await shot(caregiver, 'caregiver-failed');
  await caregiver.context().setOffline(false);
  await caregiver.getByRole('button', { name: '다시 보내기' }).click();
  await expect(caregiver.getByText(/보내지 못했어요/)).toHaveCount(0);
  await caregiver.reload();
  await expect(bubbles(caregiver, '지하라서 잘 안 터져요')).toHaveCount(1);
  await shot(caregiver, 'caregiver-thread');

  // The manager sees both new ones (and so has read everything); her connection screen leads here too.
  await expect(bubbles(manager, '지하라서 잘 안 터져요')).toBeVisible({ timeout: 15_000 });
  await shot(manager, 'manager-thread');

  // 320 px with 글자 크기 아주 크게: no sideways scroll, the box and 보내기 in reach.
  const url = caregiver.url();
  await caregiver.setViewportSize({ width: 320, height: 640 });
  await caregiver.evaluate(() => localStorage.setItem('dolbom.textSize', 'xlarge'));
  for (const [at, name] of [
    [url, 'thread'],
    [new URL('/conversations', url).toString(), 'list'],
  ] as const) {
    await caregiver.goto(at);
    await caregiver.waitForLoadState('networkidle');
    const overflow = await caregiver.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(320);
    await shot(caregiver, `xl-320-caregiver-${name}`);
  }
  await caregiver.goto(url);
  await expect(caregiver.getByRole('button', { name: '보내기' })).toBeVisible();
  const size = await caregiver.getByRole('button', { name: '보내기' }).boundingBox();
  expect(size?.height ?? 0).toBeGreaterThanOrEqual(48);
  await caregiver.evaluate(() => localStorage.removeItem('dolbom.textSize'));

  // Nothing is left unread on either side.
  await caregiver.goto('/conversations');
  await expect(caregiver.getByTestId('chat-badge')).toHaveCount(0);
  await manager.goto('/conversations');
  await expect(manager.getByTestId('chat-badge')).toHaveCount(0);
});
