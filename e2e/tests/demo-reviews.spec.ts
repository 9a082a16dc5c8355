// Issue 34, the demo seed: right after the first start a newcomer sees 후기 working. 늘사랑재가복지센터
// (manager02) has five reviews from former caregivers: its line on a caregiver's 근처 어르신 cards and its
// page of texts; manager02 reads 김영자's line (three reviews from the center) and her page. Nothing is
// written here. Screenshots at 390×844.
import { expect, test, type Browser, type Page } from './test';
import { answerPermissionSheet, fullShot, loginAs, settled } from './helpers';

const PASSWORD = 'dolbom1234!';
const CENTER = '늘사랑재가복지센터';
const CENTER_LINE = '요양보호사 후기 5건 · 다시 일하고 싶어요 80%';

async function session(browser: Browser, id: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginAs(page, { id, password: PASSWORD });
  await answerPermissionSheet(page);
  return page;
}

test('the demo center’s reviews: its line on the cards and its page', async ({ browser }) => {
  // caregiver05 lives in 망원동, near the center's postings.
  const her = await session(browser, 'caregiver05');
  await her.goto('/near');
  await settled(her);
  const card = her.getByRole('article').filter({ hasText: CENTER }).first();
  await expect(card).toContainText(CENTER_LINE);
  await card.scrollIntoViewIfNeeded();
  await fullShot(her, 'demo-reviews-caregiver-near');

  await card.getByRole('link').first().click();
  await her.getByRole('link', { name: /후기 5건.*보기/ }).click();
  await expect(her).toHaveURL(/\/centers\/\d+\/reviews$/);
  await expect(her.getByText(CENTER_LINE)).toBeVisible();
  const list = her.getByRole('list', { name: '후기 목록' });
  await expect(list.getByRole('listitem')).toHaveCount(5);
  await expect(list).toContainText('급여가 한 번도 늦은 적이 없었어요.');
  await settled(her);
  await fullShot(her, 'demo-reviews-center-page');
});

test('manager02 reads his former caregiver’s reviews', async ({ browser, request }) => {
  const login = await request.post('/api/login', { data: { id: 'manager02', password: PASSWORD } });
  const auth = { authorization: login.headers()['authorization'] ?? '' };
  const accepted = (await (
    await request.get('/api/manager/apply?tab=approved&size=50', { headers: auth })
  ).json()) as { caregiverId: number; caregiverName: string }[];
  const kim = accepted.find((a) => a.caregiverName === '김영자')!.caregiverId;

  const manager = await session(browser, 'manager02');
  await manager.goto(`/detail/care/${kim}`);
  await manager.getByRole('link', { name: '센터 후기 3건 · 시간 약속 4.7 · 후기 보기' }).click();
  await expect(manager).toHaveURL(new RegExp(`/caregivers/${kim}/reviews$`));
  await expect(manager.getByRole('list', { name: '후기 목록' }).getByRole('listitem')).toHaveCount(3);
  await settled(manager);
  await fullShot(manager, 'demo-reviews-caregiver-page');
});
