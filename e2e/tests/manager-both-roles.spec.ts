import { expect, test, type Browser, type Page } from './test';
import { DEMO, answerPermissionSheet, loginAs, shot } from './helpers';

// Both sides of a match, each in its own browser: the manager01 demo account and caregiver03
// (와상 어르신 케어 경험 많아요), who has no contact or apply for 김순례 in the seed.
const CAREGIVER = { id: 'caregiver03', password: 'dolbom1234!' };
const RESUME_TITLE = '와상 어르신 케어 경험 많아요';
const NAME = '정미경';
const ELDER = '김순례';

async function session(browser: Browser, who: { id: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginAs(page, who);
  await answerPermissionSheet(page);
  return page;
}

async function pickElder(manager: Page) {
  await manager.goto('/');
  await manager.getByLabel('어르신 선택').selectOption({ label: `${ELDER} 어르신` });
}

test('a manager contacts a caregiver, the caregiver accepts, the manager sees the phone under 수락', async ({
  browser,
}) => {
  const manager = await session(browser, DEMO.manager);
  await pickElder(manager);
  await manager.getByLabel('거리').selectOption('5km이내');
  await manager.getByRole('link', { name: RESUME_TITLE }).click();
  await manager.getByRole('button', { name: '연락하기' }).click();
  // Issue 30: the wizard names both; her 희망 시급 (15,000원) sits beside the elder's 13,500원.
  await expect(manager.getByLabel('연락 대상')).toHaveText(
    `${ELDER} 어르신 일로 ${NAME} 요양보호사님께 연락해요`,
  );
  await manager.getByRole('button', { name: '다음으로 넘어가기' }).click();
  await expect(manager.getByLabel('요양보호사 희망 시급')).toContainText('희망 시급 15,000원');
  await expect(manager.getByLabel('요양보호사 희망 시급')).toContainText(
    '제안한 시급이 희망 시급보다 낮아요',
  );
  await manager.getByRole('button', { name: '다음', exact: true }).click();
  await manager.getByRole('button', { name: '다음', exact: true }).click();
  await manager.getByLabel('전할 말 (선택)').fill('김순례 어르신 오전 방문 부탁드려요.');
  await manager.getByRole('button', { name: '다음', exact: true }).click();
  await manager.getByRole('button', { name: '완료하기' }).click();
  await expect(manager).toHaveURL(/\/$/);

  const caregiver = await session(browser, CAREGIVER);
  await caregiver.goto('/inbox');
  const contact = caregiver.getByRole('article').first();
  // What does not fit her resume is on the card (✕ …) and on its detail.
  await expect(contact).toContainText('시급이 희망(15,000원)보다 낮아요');
  await contact.getByRole('link').click();
  await expect(caregiver.getByText('김순례 어르신 오전 방문 부탁드려요.')).toBeVisible();
  await expect(caregiver.getByRole('region', { name: '이런 점은 맞지 않아요' })).toContainText(
    '시급이 희망(15,000원)보다 낮아요',
  );
  await caregiver.getByRole('button', { name: '수락하기' }).click();
  await expect(caregiver.getByRole('note', { name: '내 조건과 맞지 않는 점이 있어요' })).toBeVisible();
  await shot(caregiver, 'caregiver-accept-misfit');
  // Step 1 starts with her profile phone (issue 15): she types another one.
  await caregiver.getByLabel('휴대전화 번호').clear();
  await caregiver.getByLabel('휴대전화 번호').pressSequentially('01033334444');
  await caregiver.getByRole('button', { name: '다음' }).click();
  await caregiver.getByLabel('메시지 (선택)').fill('오전 방문 가능합니다. 연락 주세요.');
  await caregiver.getByRole('button', { name: '수락하기' }).click();
  // She is asked once more before accepting what does not fit.
  const ask = caregiver.getByRole('alertdialog', { name: '내 조건과 맞지 않는 점이 있어요' });
  await expect(ask).toContainText('그래도 수락할까요?');
  await shot(caregiver, 'caregiver-accept-misfit-confirm');
  await ask.getByRole('button', { name: '그래도 수락하기' }).click();
  await expect(caregiver).toHaveURL(/\/accept\/complete$/);

  await manager.goto('/outgoing-box?tab=approved');
  // 보낸 연락함 lists every elder's contacts: pick the one just accepted.
  const accepted = manager
    .getByRole('listitem')
    .filter({ hasText: RESUME_TITLE })
    .filter({ hasText: '오전 방문 가능합니다. 연락 주세요.' });
  await expect(accepted.getByRole('link', { name: '010-3333-4444' })).toBeVisible();
  await expect(accepted).toContainText('오전 방문 가능합니다. 연락 주세요.');
  await shot(manager, 'manager-outgoing-accepted');
  // The manager's 알림 names her by her name and the elder (issue 30: it named her resume title).
  await manager.goto('/notifications');
  await expect(manager.getByRole('main')).toContainText(`${NAME} 요양보호사 · ${ELDER} 어르신`);
  await expect(manager.getByRole('main')).not.toContainText(RESUME_TITLE);
  await shot(manager, 'manager-notifications');
});

test('a caregiver applies, the manager accepts, the caregiver sees it under 수락', async ({ browser }) => {
  const manager = await session(browser, DEMO.manager);
  await manager.goto('/elder-admin');
  const href = (await manager.getByRole('link', { name: new RegExp(ELDER) }).getAttribute('href')) ?? '';
  const elderId = href.split('/').pop();

  const caregiver = await session(browser, CAREGIVER);
  await caregiver.goto(`/detail/elder/${elderId}`);
  await caregiver.getByRole('button', { name: '지원하기' }).click();
  // Step 1 starts with her profile phone (issue 15): she types another one.
  await caregiver.getByLabel('휴대전화 번호').clear();
  await caregiver.getByLabel('휴대전화 번호').pressSequentially('01033334444');
  await caregiver.getByRole('button', { name: '다음' }).click();
  await caregiver.getByLabel('메시지 (선택)').fill('와상 어르신 케어 경험이 많아요.');
  await caregiver.getByRole('button', { name: '지원하기' }).click();
  await expect(caregiver).toHaveURL(/\/apply\/complete$/);

  await pickElder(manager);
  await manager.goto('/inbox');
  // 받은 지원함 shows every elder's applies (PRODUCT.md "Lists across elders"); each names its elder.
  const apply = manager
    .getByRole('listitem')
    .filter({ hasText: RESUME_TITLE })
    .filter({ hasText: `${ELDER} 어르신` });
  await apply.getByRole('button', { name: '수락' }).click();
  // The manager sees the message and resume summary, then confirms (issue 15).
  await manager.getByRole('dialog').getByRole('button', { name: '수락하기' }).click();
  await manager.getByRole('tab', { name: '수락' }).click();
  const accepted = manager
    .getByRole('listitem')
    .filter({ hasText: RESUME_TITLE })
    .filter({ hasText: '와상 어르신 케어 경험이 많아요.' });
  await expect(accepted.getByRole('link', { name: '010-3333-4444' })).toBeVisible();
  await expect(accepted).toContainText('와상 어르신 케어 경험이 많아요.');

  await caregiver.goto('/outgoing-box?tab=approved');
  await expect(caregiver.getByRole('article').first()).toContainText(/010-\d{4}-\d{4}/);
  await shot(caregiver, 'caregiver-outgoing-accepted-by-manager');
});
