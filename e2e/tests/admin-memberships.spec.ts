// The operators' membership queue (issue 13): a manager signs up for a center that has no verified member,
// the request waits in admin01's 센터 회원 승인, admin01 approves it, and the manager is then verified.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { answerPermissionSheet, DEMO, loginAs, shot } from './helpers';

const NEWCOMER = { id: 'opqueue01', password: 'dolbom5678!', name: '하첫회원' };

async function bearer(request: APIRequestContext, who: { id: string; password: string }) {
  const res = await request.post('/api/login', { data: { ...who, autoLogin: false } });
  expect(res.status()).toBe(200);
  return { authorization: res.headers()['authorization'] ?? '' };
}

test('a center’s first member waits in the operators’ queue and admin01 approves her', async ({
  page,
  request,
}) => {
  // A 부산 center: the demo seed's managers are all in Seoul, so it has no verified member yet.
  const found = await request.get(`/api/center?keyword=${encodeURIComponent('부산 방문요양')}`);
  const [center] = (await found.json()) as { centerId: number; centerName: string }[];
  expect(center).toBeDefined();
  const signup = await request.post('/api/manager/register', {
    data: {
      id: NEWCOMER.id,
      password: NEWCOMER.password,
      name: NEWCOMER.name,
      phone: '010-6666-1212',
      centerId: center!.centerId,
      hasCar: false,
      agreePrivacy: true,
      agreeTerms: true,
    },
  });
  expect(signup.status()).toBe(201);

  await loginAs(page, DEMO.admin);
  await answerPermissionSheet(page);
  await page.getByRole('link', { name: /센터 회원 승인/ }).click();
  await expect(page).toHaveURL(/\/admin\/memberships$/);
  const card = page.getByRole('article', { name: `${NEWCOMER.name} (${NEWCOMER.id})` });
  await expect(card).toContainText(center!.centerName);
  await shot(page, 'admin-memberships');
  await card.getByRole('button', { name: '승인' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '승인' }).dblclick();
  await expect(
    page.getByRole('status').filter({ hasText: `${NEWCOMER.name} 님을 승인했어요` }),
  ).toBeVisible();
  await expect(card).toHaveCount(0);

  const members = await request.get('/api/manager/center/members', {
    headers: await bearer(request, NEWCOMER),
  });
  expect((await members.json()).myStatus).toBe('VERIFIED');

  await page.goto('/admin/audit');
  await expect(
    page
      .getByRole('region', { name: '감사 기록 목록' })
      .getByRole('article')
      .filter({ hasText: '센터 회원 승인' }),
  ).toHaveCount(1);
});
