// Issue 31, "Done when": from a phone number to a job, both roles in their own browsers, as a new user
// would try it. 임현주 (caregiver07) and 장옥순 (caregiver06) apply to 강분이 (manager02's, with no
// contact or apply in the seed); the manager accepts 임현주, proposes a job, she confirms; the posting
// closes and 장옥순 is told; 내 일정 shows the visits and the pay; the job ends for 어르신 입원 and she
// sees the same center's other elders. Screenshots of every new screen at 390×844, then at 320 px with
// 글자 크기 아주 크게.
import { expect, test, type Browser, type Page } from './test';
import path from 'node:path';
import { answerPermissionSheet, loginAs, SHOTS } from './helpers';

const PASSWORD = 'dolbom1234!';
const MANAGER = { id: 'manager02', password: PASSWORD };
const HIRED = { id: 'caregiver07', password: PASSWORD, name: '임현주' };
const OTHER = { id: 'caregiver06', password: PASSWORD, name: '장옥순' };
const ELDER = '강분이';
const SMALL = { width: 320, height: 640 };

async function session(browser: Browser, who: { id: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginAs(page, who);
  await answerPermissionSheet(page);
  return page;
}

async function applyTo(page: Page, elderId: string, message: string) {
  await page.goto(`/detail/elder/${elderId}`);
  await page.getByRole('button', { name: '지원하기' }).click();
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByLabel('메시지 (선택)').fill(message);
  await page.getByRole('button', { name: '지원하기' }).click();
  await expect(page).toHaveURL(/\/apply\/complete$/);
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The whole screen, scrolled or not (these screens are longer than a phone). */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** The same screens again on a 320 px phone with 글자 크기 아주 크게, then back to 390×844 보통. */
async function atSmall(page: Page, screens: ReadonlyArray<readonly [string, string]>) {
  const back = page.url();
  await page.setViewportSize(SMALL);
  await page.evaluate(() => localStorage.setItem('dolbom.textSize', 'xlarge'));
  for (const [at, name] of screens) {
    await page.goto(at);
    await settle(page);
    await shot(page, `jobs-xl-320-${name}`);
  }
  await page.evaluate(() => localStorage.removeItem('dolbom.textSize'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(back);
}

test('apply → accept → propose → confirm → the posting closes → 내 일정 → 어르신 입원 → same center', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const manager = await session(browser, MANAGER);
  await manager.goto('/elder-admin');
  const href = (await manager.getByRole('link', { name: new RegExp(ELDER) }).getAttribute('href')) ?? '';
  const elderId = href.split('/').pop() ?? '';

  const hired = await session(browser, HIRED);
  await applyTo(hired, elderId, '오전 방문 가능해요. 잘 부탁드려요.');
  const other = await session(browser, OTHER);
  await applyTo(other, elderId, '주말에도 방문할 수 있어요. 연락 주세요.');

  // The manager accepts 임현주 and proposes a job from the accepted apply.
  await manager.goto('/inbox');
  const apply = manager.getByRole('listitem').filter({ hasText: `${ELDER} 어르신 · ${HIRED.name}` });
  await apply.getByRole('button', { name: '수락' }).click();
  await manager.getByRole('dialog').getByRole('button', { name: '수락하기' }).click();
  await manager.getByRole('tab', { name: '수락' }).click();
  const accepted = manager.getByRole('listitem').filter({ hasText: `${ELDER} 어르신 · ${HIRED.name}` });
  await accepted.getByRole('button', { name: '채용 제안하기' }).click();
  await expect(manager).toHaveURL(/\/connections\/\d+\/propose$/);
  const proposeUrl = manager.url();
  await expect(manager.getByText(`${HIRED.name} 요양보호사`)).toBeVisible();
  await settle(manager);
  await shot(manager, 'jobs-manager-propose');
  await atSmall(manager, [[new URL(proposeUrl).pathname, 'manager-propose']]);
  // Below the year's minimum: the server's words, nothing sent.
  const wage = manager.getByLabel('시급');
  await wage.fill('9000');
  await manager.getByRole('button', { name: '채용 제안 보내기' }).click();
  await expect(manager.getByText(/^시급은 \d{4}년 최저시급 [\d,]+원 이상이어야 해요\.$/)).toBeVisible();
  await wage.fill('12000');
  await manager.getByRole('button', { name: '채용 제안 보내기' }).click();
  await expect(manager).toHaveURL(/\/jobs\/\d+$/);
  const jobPath = new URL(manager.url()).pathname;
  await expect(manager.getByText('요양보호사의 답을 기다리고 있어요.')).toBeVisible();
  await shot(manager, 'jobs-manager-job-proposed');

  // She finds the proposal in 내 일정, sees its money, and confirms (a double tap confirms once).
  await hired.goto('/');
  await hired.getByRole('navigation').getByRole('link', { name: '내 일정' }).click();
  const waiting = hired.getByRole('region', { name: '답을 기다리는 채용 제안' });
  await expect(waiting).toBeVisible();
  await shot(hired, 'jobs-caregiver-schedule-proposal');
  await waiting.getByRole('link').first().click();
  await expect(hired).toHaveURL(new RegExp(`${jobPath}$`));
  await expect(hired.getByRole('region', { name: '예상 월급 (세전)' })).toContainText('원');
  await shot(hired, 'jobs-caregiver-proposal');
  await hired.getByRole('button', { name: '근무 확정' }).dblclick();
  await expect(hired.getByText('근무 중이에요.')).toBeVisible();
  await shot(hired, 'jobs-caregiver-job-active');
  // While the job lasts they talk in 대화 (issue 32).
  await hired.goto('/conversations');
  await hired.getByRole('link', { name: /이사랑 사회복지사/ }).click();
  await hired.getByLabel('메시지', { exact: true }).fill('월요일부터 찾아뵐게요.');
  await hired.getByRole('button', { name: '보내기' }).click();
  await expect(hired.getByText('월요일부터 찾아뵐게요.', { exact: true })).toBeVisible();

  // The posting closed, and the other applicant is told.
  await manager.goto('/elder-admin');
  await expect(manager.getByRole('listitem').filter({ hasText: ELDER })).toContainText('모집 완료');
  await other.goto('/notifications');
  await expect(other.getByText('다른 요양보호사와 연결되어 모집이 마감되었어요.').first()).toBeVisible();

  // 내 일정: the visits by day and the pay, and how it was computed.
  await hired.goto('/schedule');
  const week = hired.getByRole('region', { name: '이번 주 일정' });
  await expect(week).toContainText(/주 \d+(\.\d+)?시간/);
  await expect(week.getByRole('link').first()).toBeVisible();
  const pay = hired.getByRole('region', { name: '예상 월급 (세전)' });
  await pay.getByRole('button', { name: '어떻게 계산했나요?' }).click();
  await expect(pay).toContainText('시급 12,000원 × 주');
  await shot(hired, 'jobs-caregiver-schedule');
  await atSmall(hired, [
    ['/schedule', 'caregiver-schedule'],
    [jobPath, 'caregiver-job-active'],
  ]);

  // The manager's 배정 현황 and the home's counts.
  await manager.goto('/assignments');
  await expect(manager.getByRole('region', { name: `${ELDER} 어르신` })).toContainText(
    `${HIRED.name} 요양보호사 · 근무 중`,
  );
  await shot(manager, 'jobs-manager-assignments');
  await manager.goto('/');
  await manager.getByLabel('어르신 선택').selectOption(elderId);
  // 장옥순's apply ended with the confirmation: no new apply is left for 강분이.
  await expect(manager.getByText('새 지원 0 · 답 없는 연락 0 · 근무 중 1', { exact: true })).toBeVisible();
  await shot(manager, 'jobs-manager-home-counts');

  // The job ends for 어르신 입원: she sees the same center's other elders first.
  await hired.goto(jobPath);
  await hired.getByRole('button', { name: '근무 종료' }).click();
  const end = hired.getByRole('dialog', { name: '근무를 끝낼까요?' });
  await shot(hired, 'jobs-caregiver-end-dialog');
  await end.getByRole('radio', { name: '어르신 입원' }).click();
  await end.getByRole('button', { name: '근무 끝내기' }).click();
  const sameCenter = hired.getByRole('region', { name: '같은 센터의 다른 어르신' });
  await expect(sameCenter.getByRole('article').first()).toBeVisible();
  await expect(sameCenter).toContainText('늘사랑재가복지센터');
  await shot(hired, 'jobs-caregiver-job-ended');
  await hired.getByRole('button', { name: '이력서 경력에 넣기' }).click();
  await expect(hired.getByText('이력서 경력에 넣었어요')).toBeVisible();

  // The manager is asked whether to offer another elder.
  await manager.goto(jobPath);
  await expect(manager.getByRole('region', { name: '다른 어르신을 제안해 볼까요?' })).toBeVisible();
  await shot(manager, 'jobs-manager-job-ended');
  // The connection lasts: both sides, and a new proposal can be made.
  const connectionPath = new URL(proposeUrl).pathname.replace(/\/propose$/, '');
  await manager.goto(connectionPath);
  await expect(manager.getByRole('region', { name: '연결된 사람' })).toContainText(
    `${HIRED.name} 요양보호사`,
  );
  await expect(manager.getByRole('button', { name: '다시 제안하기' })).toBeVisible();
  await shot(manager, 'jobs-manager-connection');

  // Their conversation (issue 32) ended with the job: readable, with no message box.
  await hired.goto('/conversations');
  await hired.getByRole('link', { name: /이사랑 사회복지사/ }).click();
  await expect(hired.getByText(/^끝난 연결의 대화예요\. 새 메시지는 보낼 수 없어요\./)).toBeVisible();
  await expect(hired.getByLabel('메시지', { exact: true })).toHaveCount(0);
  await expect(hired.getByText('월요일부터 찾아뵐게요.', { exact: true })).toBeVisible();
  await shot(hired, 'jobs-caregiver-conversation-read-only');

  // The rest again at 320 px with 아주 크게.
  await atSmall(hired, [
    [jobPath, 'caregiver-job-ended'],
    ['/mypage', 'caregiver-mypage-past-jobs'],
  ]);
  await atSmall(manager, [
    [jobPath, 'manager-job-ended'],
    [connectionPath, 'manager-connection'],
    ['/assignments', 'manager-assignments'],
    ['/', 'manager-home-counts'],
  ]);
});
