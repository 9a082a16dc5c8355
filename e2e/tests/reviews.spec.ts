// Issue 34, "Done when": 후기 both ways. Two earlier jobs at manager01's center (강남개포재가노인복지센터)
// are set up through the API (caregiver04 and caregiver05 apply to 김순례, are hired, the job ends, both
// sides review); then caregiver06's job ends and both write in the app: neither reads the other's until
// both are in, then both do; the center, now with three reviews, shows its line on a caregiver's card
// list; the manager reports her review and admin01 hides it on the 신고 screen. Screenshots at 390×844
// and at 320 px with 글자 크기 아주 크게.
import { expect, test, type APIRequestContext, type Browser, type Page } from './test';
import {
  DEMO,
  answerPermissionSheet,
  atSmallXl,
  expectNoPermissionSheet,
  fullShot as shot,
  loginAs,
  settled as settle,
} from './helpers';

const PASSWORD = 'dolbom1234!';
const MANAGER = { id: 'manager01', password: PASSWORD };
const CAREGIVER = { id: 'caregiver06', password: PASSWORD };
const CENTER = '강남개포재가노인복지센터';
const ELDER = '김순례';

type Auth = { authorization: string };

async function tokenOf(request: APIRequestContext, id: string): Promise<Auth> {
  const res = await request.post('/api/login', { data: { id, password: PASSWORD, autoLogin: false } });
  expect(res.status()).toBe(200);
  return { authorization: res.headers()['authorization'] ?? '' };
}

const koreanToday = () => new Date(Date.now() + 9 * 3600 * 1000).toISOString().slice(0, 10);
const morning = (days: number[]) =>
  Array.from({ length: 7 }, (_, d) => (days.includes(d) ? { start: '09:00', end: '12:00' } : null));

/** She applies to the elder, the manager accepts, proposes, she confirms, the manager ends it: the job id. */
async function endedJob(request: APIRequestContext, manager: Auth, caregiverId: string, elderId: number) {
  const caregiver = await tokenOf(request, caregiverId);
  const applied = await request.post(`/api/caregiver/near?elderId=${elderId}`, {
    headers: caregiver,
    data: { phone: '010-5555-0909', message: '오전에 방문할 수 있어요.' },
  });
  expect(applied.status(), await applied.text()).toBe(200);
  const accepted = await request.post(`/api/manager/apply/${(await applied.json()).applyId}`, {
    headers: manager,
  });
  expect(accepted.status()).toBe(200);
  const proposed = await request.post('/api/manager/jobs', {
    headers: manager,
    data: {
      connectionId: (await accepted.json()).connectionId,
      startDate: koreanToday(),
      schedule: morning([0, 2]),
      hourlyWage: 13_000,
      workType: '방문 요양',
      keepOpen: true,
    },
  });
  expect(proposed.status()).toBe(201);
  const jobId = (await proposed.json()).jobId as number;
  expect((await request.post(`/api/caregiver/jobs/${jobId}/confirm`, { headers: caregiver })).status()).toBe(
    200,
  );
  const ended = await request.post(`/api/manager/jobs/${jobId}/end`, {
    headers: manager,
    data: { lastDay: koreanToday(), reason: '계약 기간 끝' },
  });
  expect(ended.status()).toBe(200);
  return { jobId, caregiver };
}

async function session(browser: Browser, who: { id: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginAs(page, who);
  await answerPermissionSheet(page);
  return page;
}

/** Picks the 1–5 and yes/no answers of the open form and writes the text. */
async function fillReview(
  page: Page,
  scores: [number, number, number],
  again: '예' | '아니요',
  text: string,
) {
  const form = page.getByRole('form', { name: '후기 쓰기' });
  const groups = form.getByRole('radiogroup');
  for (const [i, score] of scores.entries())
    await groups
      .nth(i)
      .getByRole('radio', { name: String(score), exact: true })
      .click();
  await groups.nth(3).getByRole('radio', { name: again }).click();
  await form.getByLabel('하고 싶은 말').fill(text);
  await expect(form.getByText(`${text.length}/200`)).toBeVisible();
  return form;
}

test('a job ends, both write, neither reads the other’s until both are in; 3+ reviews show on cards; a report hides one', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const managerAuth = await tokenOf(request, MANAGER.id);
  const elders = (await (await request.get('/api/manager/elder', { headers: managerAuth })).json()) as {
    elderId: number;
    elderName: string;
  }[];
  const elderId = elders.find((e) => e.elderName === ELDER)!.elderId;

  // Two earlier jobs at the center, reviewed by both sides.
  for (const [id, again] of [
    ['caregiver04', true],
    ['caregiver05', false],
  ] as const) {
    const { jobId, caregiver } = await endedJob(request, managerAuth, id, elderId);
    const body = { ratings: [4, 5, 4], again, text: '' };
    expect(
      (
        await request.post(`/api/caregiver/jobs/${jobId}/review`, { headers: caregiver, data: body })
      ).status(),
    ).toBe(201);
    expect(
      (
        await request.post(`/api/manager/jobs/${jobId}/review`, { headers: managerAuth, data: body })
      ).status(),
    ).toBe(201);
  }

  // Her job ends; she writes first, in the app.
  const { jobId } = await endedJob(request, managerAuth, CAREGIVER.id, elderId);
  const reviewPath = `/jobs/${jobId}/review`;
  const her = await session(browser, CAREGIVER);
  await her.goto(`/jobs/${jobId}`);
  await her.getByRole('link', { name: '후기 쓰기 · 보기' }).click();
  await expect(her).toHaveURL(new RegExp(`${reviewPath}$`));
  await expect(her.getByText(`${CENTER}에 대한 후기`)).toBeVisible();
  await fillReview(her, [5, 4, 5], '예', '급여가 늘 제때 들어왔어요.');
  await settle(her);
  await shot(her, 'reviews-caregiver-form');
  await her.getByRole('button', { name: '후기 보내기' }).dblclick();
  await expect(her.getByRole('status')).toContainText('상대방의 후기를 기다리고 있어요.');
  await expect(her.getByRole('article', { name: '내 후기' })).toContainText('급여가 늘 제때 들어왔어요.');
  await shot(her, 'reviews-caregiver-waiting');

  // The manager knows she wrote, not what; he writes his.
  const manager = await session(browser, MANAGER);
  await manager.goto(reviewPath);
  await expect(manager.getByText('상대방이 후기를 남겼어요. 내 후기를 쓰면 함께 공개돼요.')).toBeVisible();
  await expect(manager.getByText('급여가 늘 제때 들어왔어요.')).toHaveCount(0);
  await fillReview(manager, [4, 5, 3], '예', '시간 약속을 잘 지키셨어요.');
  await settle(manager);
  await shot(manager, 'reviews-manager-form');
  await atSmallXl(manager, 'reviews-xl-320', [[reviewPath, 'manager-form']]);
  await fillReview(manager, [4, 5, 3], '예', '시간 약속을 잘 지키셨어요.');
  await manager.getByRole('button', { name: '후기 보내기' }).click();

  // Both are in: both read both.
  const hers = manager.getByRole('article', { name: /요양보호사의 후기$/ });
  await expect(hers).toContainText('급여가 늘 제때 들어왔어요.');
  await expect(hers).toContainText('약속한 급여를 제때 줬어요');
  await shot(manager, 'reviews-manager-both');
  await her.reload();
  await expect(her.getByRole('article', { name: `${CENTER}의 후기` })).toContainText(
    '시간 약속을 잘 지키셨어요.',
  );
  await shot(her, 'reviews-caregiver-both');
  await atSmallXl(her, 'reviews-xl-320', [[reviewPath, 'caregiver-both']]);

  // Three reviews of the center: its line on her card list and on the center's page.
  const line = /요양보호사 후기 3건 · 다시 일하고 싶어요 67%/;
  // caregiver01 lives in the same 동: the center's postings are on her 근처 어르신 list.
  const neighbour = await session(browser, { id: 'caregiver01', password: PASSWORD });
  await neighbour.goto('/near');
  await settle(neighbour);
  await expect(neighbour.getByRole('article').filter({ hasText: CENTER }).first()).toContainText(line);
  await shot(neighbour, 'reviews-caregiver-near-cards');
  await atSmallXl(neighbour, 'reviews-xl-320', [['/near', 'caregiver-near-cards']]);
  await her.goto(`/detail/elder/${elderId}`);
  await her.getByRole('link', { name: /후기 3건.*보기/ }).click();
  await expect(her).toHaveURL(/\/centers\/\d+\/reviews$/);
  await expect(her.getByText(line)).toBeVisible();
  await expect(her.getByRole('list', { name: '후기 목록' })).toContainText('급여가 늘 제때 들어왔어요.');
  await settle(her);
  await shot(her, 'reviews-center-page');
  await atSmallXl(her, 'reviews-xl-320', [[new URL(her.url()).pathname, 'center-page']]);

  // The manager reports her review; an operator hides it with a reason; the center's page drops it.
  await manager.goto(reviewPath);
  await hers.getByRole('button', { name: '신고' }).click();
  const sheet = manager.getByRole('dialog');
  await sheet.getByRole('radio', { name: '연락처·정보가 사실과 달라요' }).click();
  await sheet.getByRole('button', { name: '신고하기' }).click();
  await expect(manager.getByText('신고를 접수했어요')).toBeVisible();
  // admin01 finds it under 신고 with its ratings and text, and hides it with a reason on the card.
  const operator = await (await browser.newContext()).newPage();
  await loginAs(operator, DEMO.admin);
  await expectNoPermissionSheet(operator);
  await operator.getByRole('link', { name: /^신고/ }).click();
  const card = operator.getByRole('article').filter({ hasText: '급여가 늘 제때 들어왔어요.' });
  const content = card.getByRole('region', { name: '신고된 후기' });
  await expect(content).toContainText(`요양보호사 · 장옥순 → ${CENTER}`);
  await expect(content).toContainText(
    '약속한 급여를 제때 줬어요 5점 · 일정을 지켜줬어요 4점 · 어려운 일에 도와줬어요 5점',
  );
  await expect(content).toContainText('다시 일하고 싶어요 · 예');
  await shot(operator, 'reviews-admin-reported');
  await content.getByRole('button', { name: '가리기' }).click();
  const hide = operator.getByRole('dialog', { name: '이 후기를 가릴까요?' });
  await hide.getByRole('button', { name: '가리기' }).click();
  await expect(hide.getByText('가리는 이유를 200자 안으로 적어주세요.')).toBeVisible();
  await hide.getByLabel('가리는 이유').fill('사실 확인이 안 돼요');
  await hide.getByRole('button', { name: '가리기' }).click();
  await expect(content).toContainText('가려짐 · 사실 확인이 안 돼요');
  await expect(content.getByRole('button', { name: '가리기' })).toHaveCount(0);
  await shot(operator, 'reviews-admin-hidden');
  await manager.reload();
  await expect(hers).toContainText('운영자가 가린 후기예요.');
  await her.goto(new URL(her.url()).pathname);
  await her.reload();
  await expect(her.getByText('급여가 늘 제때 들어왔어요.')).toHaveCount(0);
  await expect(her.getByText('후기 2건')).toBeVisible();
});
