// Issue 35, "Done when": 대체 근무, each person on her own phone. 박정숙 (caregiver01) works for 김복지's
// (manager01) 박영수 and says she cannot come one day (`이날 못 가요`); 배정 현황 shows `대체 필요`; the
// manager sends a substitute request; 최영희 (caregiver02, whose apply to 박영수 the seed accepted) and
// 정미경 (caregiver03, who applies first here) — the elder's earlier applicants — receive it live; 최영희
// accepts, 정미경's screen turns `마감되었어요` without a reload; the visit is in 최영희's 내 일정 for that
// day only. Screenshots at 390×844, then at 320 px with 글자 크기 아주 크게.
import { expect, test, type Browser, type Page } from './test';
import path from 'node:path';
import { answerPermissionSheet, loginAs, SHOTS } from './helpers';

const PASSWORD = 'dolbom1234!';
const MANAGER = { id: 'manager01', password: PASSWORD };
const REGULAR = { id: 'caregiver01', password: PASSWORD, name: '박정숙' };
const WINNER = { id: 'caregiver02', password: PASSWORD, name: '최영희' };
const LATE = { id: 'caregiver03', password: PASSWORD, name: '정미경' };
const ELDER = '박영수';
const SMALL = { width: 320, height: 640 };

async function session(browser: Browser, who: { id: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginAs(page, who);
  await answerPermissionSheet(page);
  return page;
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SHOTS, `substitutes-${name}.png`), fullPage: true });
}

/** The same screens on a 320 px phone with 글자 크기 아주 크게, then back to 390×844 보통. */
async function atSmall(page: Page, screens: ReadonlyArray<readonly [string, string]>) {
  const back = page.url();
  await page.setViewportSize(SMALL);
  await page.evaluate(() => localStorage.setItem('dolbom.textSize', 'xlarge'));
  for (const [at, name] of screens) {
    await page.goto(at);
    await settle(page);
    await shot(page, `xl-320-${name}`);
  }
  await page.evaluate(() => localStorage.removeItem('dolbom.textSize'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(back);
}

test('이날 못 가요 → 대체 요청 → two receive it live → one accepts, the other sees it closed → 내 일정', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const manager = await session(browser, MANAGER);
  await manager.goto('/elder-admin');
  const href =
    (await manager
      .getByRole('link', { name: new RegExp(ELDER) })
      .first()
      .getAttribute('href')) ?? '';
  const elderId = href.split('/').pop() ?? '';

  // 정미경 applies to 박영수 first: an earlier applicant.
  const late = await session(browser, LATE);
  await late.goto(`/detail/elder/${elderId}`);
  await late.getByRole('button', { name: '지원하기' }).click();
  await late.getByRole('button', { name: '다음' }).click();
  await late.getByRole('button', { name: '지원하기' }).click();
  await expect(late).toHaveURL(/\/apply\/complete$/);

  // The manager hires 박정숙 on 박영수 (계속 모집하기: the posting and its applies stay).
  await manager.goto('/outgoing-box');
  await manager.getByRole('tab', { name: '수락' }).click();
  const contact = manager.getByRole('listitem').filter({ hasText: `${ELDER} 어르신 · ${REGULAR.name}` });
  await contact.getByRole('link').first().click();
  await manager.getByRole('button', { name: '채용 제안하기' }).click();
  await expect(manager).toHaveURL(/\/connections\/\d+\/propose$/);
  await manager.getByLabel('시급').fill('13000');
  await manager.getByText('계속 모집하기').click();
  await manager.getByRole('button', { name: '채용 제안 보내기' }).click();
  await expect(manager).toHaveURL(/\/jobs\/\d+$/);
  const jobPath = new URL(manager.url()).pathname;

  const regular = await session(browser, REGULAR);
  await regular.goto(jobPath);
  await regular.getByRole('button', { name: '근무 확정' }).click();
  await expect(regular.getByText('근무 중이에요.')).toBeVisible();

  // She cannot come one day: 이날 못 가요 (a double tap sends once).
  await regular.getByRole('button', { name: '이날 못 가요' }).click();
  const dialog = regular.getByRole('dialog', { name: '어느 날 못 가세요?' });
  await expect(dialog).toBeVisible();
  const day = await dialog.getByLabel('못 가는 날').inputValue();
  await dialog.getByLabel('사유').fill('병원 진료가 있어요');
  await shot(regular, 'caregiver-absence-dialog');
  await dialog.getByRole('button', { name: '센터에 알리기' }).dblclick();
  await expect(regular.getByText('센터에 알렸어요. 대신 갈 분을 찾을 거예요.')).toBeVisible();
  await shot(regular, 'caregiver-job-absence-sent');

  // The two earlier applicants open their list of substitute requests: nothing yet.
  const winner = await session(browser, WINNER);
  await winner.goto('/substitutes');
  await expect(winner.getByText('받은 대체 근무 요청이 없어요')).toBeVisible();
  await shot(winner, 'caregiver-list-empty');
  await late.goto('/substitutes');
  await expect(late.getByText('받은 대체 근무 요청이 없어요')).toBeVisible();

  // 배정 현황: the visit is 대체 필요; the manager sends a substitute request from there.
  await manager.goto('/assignments');
  const gaps = manager.getByRole('region', { name: `${ELDER} 어르신` });
  await expect(gaps).toContainText('대체 필요');
  await shot(manager, 'manager-assignments-needed');
  await gaps.getByRole('link', { name: new RegExp(`^${day} \\(.\\) 대체 요청$`) }).click();
  await expect(manager).toHaveURL(/\/substitutes\/new\?jobId=\d+&date=/);
  await expect(manager.getByLabel('시작 시간')).toHaveValue('13:00');
  await manager.getByLabel('방문 메모 (대신 가는 분만 봐요)').fill('점심 식사 준비와 복약 확인을 부탁드려요');
  await settle(manager);
  await shot(manager, 'manager-form');
  const formPath = new URL(manager.url()).pathname + new URL(manager.url()).search;
  await manager.getByRole('button', { name: '대체 요청 보내기' }).dblclick();
  await expect(manager).toHaveURL(/\/assignments/);
  await expect(manager.getByRole('region', { name: `${ELDER} 어르신` })).toContainText('대체 요청 중');

  // Both receive it live, without a reload.
  const label = (page: Page) => page.getByRole('list', { name: '대체 근무 요청' }).getByRole('listitem');
  await expect(label(winner)).toHaveCount(1, { timeout: 15_000 });
  await expect(label(late)).toHaveCount(1, { timeout: 15_000 });
  await expect(label(late).getByRole('button', { name: '수락' })).toBeVisible();
  await expect(label(winner)).toContainText('지원했던 어르신');
  await expect(label(winner)).not.toContainText(ELDER);
  await settle(late);
  await shot(late, 'caregiver-list-open');

  // 최영희 accepts; 정미경's screen says 마감되었어요 live.
  await label(winner).getByRole('button', { name: '수락' }).click();
  await expect(label(winner)).toContainText('수락했어요. 내 일정에 넣었어요.');
  await expect(label(winner)).toContainText('점심 식사 준비와 복약 확인을 부탁드려요');
  await expect(label(late)).toContainText('마감되었어요', { timeout: 15_000 });
  await expect(label(late).getByRole('button', { name: '수락' })).toHaveCount(0);
  await shot(late, 'caregiver-list-closed');
  await shot(winner, 'caregiver-list-mine');

  // The visit is in her 내 일정 on that day only.
  await winner.goto('/schedule');
  const visits = winner.getByRole('region', { name: '대체 근무' });
  await expect(visits.getByText(new RegExp(`^${day} \\(.\\) · 13:00–17:00$`))).toHaveCount(1);
  await expect(visits).toContainText('점심 식사 준비와 복약 확인을 부탁드려요');
  await expect(winner.getByRole('region', { name: '이번 주 일정' })).toHaveCount(0);
  await settle(winner);
  await shot(winner, 'caregiver-schedule');

  // The manager and the regular caregiver are told who goes.
  await manager.goto('/assignments');
  await expect(manager.getByRole('region', { name: `${ELDER} 어르신` })).toContainText(`대체 확정 · `);
  await expect(manager.getByRole('region', { name: `${ELDER} 어르신` })).toContainText(
    `${WINNER.name} 요양보호사가 가요`,
  );
  await settle(manager);
  await shot(manager, 'manager-assignments-covered');
  await regular.goto('/notifications');
  await expect(
    regular.getByText(`${WINNER.name} 요양보호사님이 대신 가요`, { exact: false }).first(),
  ).toBeVisible();

  await atSmall(winner, [
    ['/schedule', 'caregiver-schedule'],
    ['/substitutes', 'caregiver-list-mine'],
  ]);
  await atSmall(late, [['/substitutes', 'caregiver-list-closed']]);
  await atSmall(regular, [[jobPath, 'caregiver-job']]);
  await atSmall(manager, [
    ['/assignments', 'manager-assignments'],
    [formPath, 'manager-form'],
  ]);
});
