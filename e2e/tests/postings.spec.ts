import { expect, test, type Browser, type Page } from './test';
import { DEMO, answerPermissionSheet, loginAs, shot } from './helpers';

// PRODUCT.md "Accounts and postings": a manager closes a posting from 어르신 관리 (모집 완료) and it
// disappears from caregivers' lists; reopening it (다시 모집하기) brings it back. manager01's 김순례
// (역삼동) is among the nearest elders of caregiver01 (논현동).
const ELDER = '김순례';

async function session(browser: Browser, who: { id: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginAs(page, who);
  await answerPermissionSheet(page);
  return page;
}

/**
 * The caregiver's 근처 어르신 (5 km), loaded afresh: the picks and the list below them, where each elder
 * shows once (issue 30).
 */
async function nearList(caregiver: Page) {
  await caregiver.goto('/near?range=5');
  const list = caregiver.getByRole('main');
  await expect(list.getByRole('region', { name: '가까운 어르신' })).toBeVisible();
  await expect(list.getByRole('article').first()).toBeVisible();
  await expect(list.locator('[aria-busy="true"]')).toHaveCount(0);
  return list;
}

test('모집 완료 hides a posting from the caregiver’s list; 다시 모집하기 brings it back', async ({
  browser,
}) => {
  const manager = await session(browser, DEMO.manager);
  await manager.goto('/elder-admin');
  const row = manager.getByRole('listitem').filter({ hasText: ELDER });
  await expect(row).toContainText('모집 중');
  const href = (await row.getByRole('link').getAttribute('href')) ?? '';
  const elderId = /\/elder-admin\/(\d+)$/.exec(href)?.[1];
  expect(elderId).toBeTruthy();

  const caregiver = await session(browser, DEMO.caregiver);
  const card = (list: Awaited<ReturnType<typeof nearList>>) =>
    list.locator(`a[href="/detail/elder/${elderId}"]`);
  await expect(card(await nearList(caregiver))).toHaveCount(1);

  // Issue 30: closing asks first.
  await row.getByRole('button', { name: `${ELDER} 어르신 모집 완료하기` }).click();
  const ask = manager.getByRole('alertdialog', { name: `${ELDER} 어르신 모집을 마칠까요?` });
  await expect(ask).toBeVisible();
  await shot(manager, 'manager-elder-admin-close-confirm');
  await ask.getByRole('button', { name: '모집 완료하기' }).click();
  await expect(ask).toBeHidden();
  await expect(row).toContainText('모집 완료');
  await expect(row).toContainText('요양보호사에게 보이지 않아요');
  await shot(manager, 'manager-elder-admin-closed');
  await expect(card(await nearList(caregiver))).toHaveCount(0);
  // The caregiver who opens it anyway (a saved elder, a link) sees 모집 완료, not 지원하기.
  await caregiver.goto(`/detail/elder/${elderId}`);
  await expect(caregiver.getByRole('button', { name: '모집 완료' })).toBeDisabled();
  await expect(caregiver.getByRole('button', { name: '지원하기' })).toHaveCount(0);
  await shot(caregiver, 'caregiver-detail-closed');

  await row.getByRole('button', { name: `${ELDER} 어르신 다시 모집하기` }).click();
  await expect(row).toContainText('모집 중');
  await expect(card(await nearList(caregiver))).toHaveCount(1);
});
