import { expect, test, type APIRequestContext, type Page } from './test';
import { answerPermissionSheet, loginAs, shot } from './helpers';

// Issue 15, caregiver side: the field test's worst findings, end to end.
const PASSWORD = 'dolbom1234!';
const MANAGER_PHONES: Record<string, string> = { manager01: '010-2345-6701', manager02: '010-2345-6702' };

async function signIn(page: Page, id: string) {
  await loginAs(page, { id, password: PASSWORD });
  await expect(page).toHaveURL(/\/$/);
  await answerPermissionSheet(page);
}

async function tokenOf(request: APIRequestContext, id: string) {
  const res = await request.post('/api/login', { data: { id, password: PASSWORD, autoLogin: false } });
  expect(res.status()).toBe(200);
  return res.headers()['authorization'] ?? '';
}

test('a manager accepts an apply: 보낸 지원함 · 수락 shows the manager’s phone, never the family’s', async ({
  page,
  request,
}) => {
  await signIn(page, 'caregiver06');
  // An elder in range she has not applied to yet (the demo seed has some applies).
  const caregiverToken = await tokenOf(request, 'caregiver06');
  const auth = { headers: { authorization: caregiverToken } };
  const near = (await (await request.get('/api/caregiver/near/all?range=5&size=50', auth)).json()) as {
    content: { elderId: number; title: string }[];
  };
  let target: { elderId: number; title: string } | undefined;
  for (const e of near.content) {
    const d = (await (await request.get(`/api/caregiver/near?elderId=${e.elderId}`, auth)).json()) as {
      applyStatus: string | null;
    };
    if (d.applyStatus === null) {
      target = e;
      break;
    }
  }
  if (!target) throw new Error('no elder to apply to');
  const { elderId, title } = target;
  // Issue 15: full-list cards have 지원하기, straight to the apply wizard.
  await page.goto('/near?range=5');
  const listCard = page.getByRole('region', { name: '가까운 어르신' }).getByRole('article').first();
  await listCard.getByRole('button', { name: '지원하기' }).click();
  await expect(page).toHaveURL(/\/apply\/\d+$/);
  await page.goto(`/detail/elder/${elderId}`);
  await page.getByRole('button', { name: '지원하기' }).click();
  await expect(page).toHaveURL(new RegExp(`/apply/${elderId}$`));
  const phoneBox = page.getByLabel('휴대전화 번호');
  await phoneBox.fill('');
  await phoneBox.pressSequentially('01044445555');
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByRole('button', { name: '지원하기' }).click();
  await expect(page).toHaveURL(/\/apply\/complete$/);

  // The manager who owns the elder accepts it (through the API: the manager screens are another helper's).
  const sent = await request.get('/api/caregiver/mypage/applies?tab=pending', {
    headers: { authorization: caregiverToken },
  });
  const applyId = (await sent.json()).content.find((a: { elderId: number }) => a.elderId === elderId)
    ?.applyId as number;
  expect(applyId).toBeGreaterThan(0);
  let acceptedBy = '';
  for (const manager of Object.keys(MANAGER_PHONES)) {
    const token = await tokenOf(request, manager);
    const res = await request.post(`/api/manager/apply/${applyId}`, {
      headers: { authorization: token, 'idempotency-key': `e2e-accept-${applyId}-${manager}` },
    });
    if (res.status() === 200) {
      acceptedBy = manager;
      break;
    }
  }
  expect(acceptedBy).not.toBe('');
  const managerPhone = MANAGER_PHONES[acceptedBy] ?? '';

  // The family's phone, as the manager registered it.
  const managerToken = await tokenOf(request, acceptedBy);
  const elder = await request.get(`/api/manager/elder/${elderId}`, {
    headers: { authorization: managerToken },
  });
  const familyPhone = elder.ok() ? ((await elder.json()).phone as string | undefined) : undefined;

  await page.goto('/outgoing-box?tab=approved');
  const accepted = page.getByRole('article').filter({ hasText: title }).first();
  await expect(accepted).toContainText('센터 연락처');
  await expect(accepted).toContainText(managerPhone);
  if (familyPhone && familyPhone !== managerPhone) await expect(accepted).not.toContainText(familyPhone);
  await shot(page, 'field-caregiver-outgoing-accepted');
});

test('issue 30: a far contact shows at 도보 15분, arrives live in 받은 연락함, and the bell is on every tab', async ({
  page,
  request,
}) => {
  const caregiver = 'caregiver07';
  await request.post('/api/notifications/read-all', {
    headers: { authorization: await tokenOf(request, caregiver) },
  });
  await signIn(page, caregiver);
  const me = (await (
    await request.get('/api/user', { headers: { authorization: await tokenOf(request, caregiver) } })
  ).json()) as { userId: number };
  // 받은 연락함 is open when the contact comes.
  const streamOpened = page.waitForResponse((r) => r.url().includes('/api/notifications/stream?'));
  await page.goto('/inbox');
  await streamOpened;
  await expect(page.getByRole('heading', { name: '받은 연락함' })).toBeVisible();

  // The demo managers' elders, farthest from her first (her distance to any elder is on its detail).
  const mine = { headers: { authorization: await tokenOf(request, caregiver) } };
  const candidates: { elderId: number; distanceKm: number; manager: string }[] = [];
  for (const manager of ['manager01', 'manager02']) {
    const auth = { headers: { authorization: await tokenOf(request, manager) } };
    for (const e of (await (await request.get('/api/manager/elder', auth)).json()) as { elderId: number }[]) {
      const d = (await (await request.get(`/api/caregiver/near?elderId=${e.elderId}`, mine)).json()) as {
        distanceKm: number;
      };
      candidates.push({ elderId: e.elderId, distanceKm: d.distanceKm, manager });
    }
  }
  candidates.sort((a, b) => b.distanceKm - a.distanceKm);
  let contactId = 0;
  for (const e of candidates.filter((c) => c.distanceKm > 1.25)) {
    const manager = { headers: { authorization: await tokenOf(request, e.manager) } };
    const res = await request.post('/api/manager/contact', {
      ...manager,
      data: {
        caregiverId: me.userId,
        elderId: e.elderId,
        workType: '방문 요양',
        wageType: '시급',
        wage: 14000,
        phone: '010-2345-6702',
        message: '잘 부탁드려요',
      },
    });
    if (res.status() === 201) {
      contactId = ((await res.json()) as { contactId: number }).contactId;
      break;
    }
  }
  expect(contactId).toBeGreaterThan(0);
  const link = page.locator(`a[href^="/detail/elder/contact/${contactId}"]`);
  // Live: no reload (PRODUCT.md "Data rules": open lists update live).
  await expect(link).toHaveCount(1);
  await shot(page, 'field-caregiver-inbox-live');

  // Far beyond 도보 15분, yet on the home at that range (the range never hides a contact).
  const home = (await (
    await request.get('/api/caregiver/main/list?range=1.25&size=50', {
      headers: { authorization: await tokenOf(request, caregiver) },
    })
  ).json()) as { content: { contactId: number; distanceKm: number }[] };
  const far = home.content.find((c) => c.contactId === contactId);
  expect(far?.distanceKm).toBeGreaterThan(1.25);
  await page.goto('/?range=1.25');
  await expect(page.getByRole('combobox', { name: '거리' })).toHaveValue('1.25');
  await expect(page.locator(`a[href^="/detail/elder/contact/${contactId}"]`)).toHaveCount(1);
  await expect(page.getByText('받은 연락은 거리와 상관없이 모두 보여요.')).toBeVisible();
  await shot(page, 'field-caregiver-home-far-contact');

  // The bell, with her unread count, on every tab screen.
  for (const tab of ['근처 어르신', '내 정보']) {
    await page.getByRole('navigation').getByRole('link', { name: tab }).click();
    await expect(page.getByRole('button', { name: /^알림, 읽지 않은 알림 수 \d+$/ })).toBeVisible();
  }
  await shot(page, 'field-caregiver-mypage-bell');
  await page.getByRole('button', { name: /^알림/ }).click();
  await expect(page).toHaveURL(/\/notifications$/);
});
