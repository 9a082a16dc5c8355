// 알림 end to end (issue 12): the bell's count rises live when a manager contacts the caregiver whose page
// is open; 알림 lists it and a tap lands on the contact; the 설정 switch subscribes this device to push and
// the service worker shows a pushed message (delivered through the DevTools protocol) with the generic
// text; iPhone Safari outside a home-screen app gets the one-sentence hint instead of a switch.
import { expect, test, type APIRequestContext, type Page } from './test';
import { answerPermissionSheet, axeFindings, loginAs, shot } from './helpers';

const PASSWORD = 'dolbom1234!';

async function token(request: APIRequestContext, id: string) {
  const res = await request.post('/api/login', { data: { id, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return { authorization: res.headers()['authorization'] ?? '' };
}

async function contactFromManager(request: APIRequestContext, caregiverLogin: string, elderIndex = 0) {
  const manager = await token(request, 'manager01');
  const caregiver = await token(request, caregiverLogin);
  const me = await (await request.get('/api/user', { headers: caregiver })).json();
  const elders = await (await request.get('/api/manager/elder', { headers: manager })).json();
  const res = await request.post('/api/manager/contact', {
    headers: manager,
    data: {
      caregiverId: me.userId,
      elderId: elders[elderIndex].elderId,
      workType: '방문 요양',
      wageType: '시급',
      wage: 15000,
      phone: '010-2345-6701',
      message: '오전 방문 요양 부탁드려요.',
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).contactId as number;
}

async function signIn(page: Page, id: string) {
  await loginAs(page, { id, password: PASSWORD });
  await answerPermissionSheet(page);
}

test('알림 is empty before anything happened', async ({ page }) => {
  await signIn(page, 'caregiver10');
  await page.getByRole('button', { name: '알림' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByText('아직 알림이 없어요')).toBeVisible();
  await shot(page, 'notifications-empty');
});

test('the bell counts a new contact live, and 알림 opens it', async ({ page, request }) => {
  // Whatever other specs left for caregiver03 is read first, so the count starts at 0.
  await request.post('/api/notifications/read-all', { headers: await token(request, 'caregiver03') });
  const streamOpened = page.waitForResponse((r) => r.url().includes('/api/notifications/stream?'));
  await signIn(page, 'caregiver03');
  const bell = page.getByRole('button', { name: /^알림/ });
  await expect(bell).toHaveAccessibleName('알림');
  // Let the stream connect, then the manager sends a contact.
  await streamOpened;
  const first = await contactFromManager(request, 'caregiver03', 0);
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  await contactFromManager(request, 'caregiver03', 1);
  await expect(page.getByTestId('notification-badge')).toHaveText('2');
  await expect(bell).toHaveAccessibleName('알림, 읽지 않은 알림 수 2');
  await shot(page, 'notifications-bell');
  // The badge: 16px text, and the bell's name holds its number (label-content-name-mismatch).
  expect(await axeFindings(page)).toEqual([]);

  await bell.click();
  await expect(page.getByRole('heading', { name: '알림' })).toBeVisible();
  const items = page.getByRole('listitem');
  await expect(items.first()).toContainText('새 연락이 도착했어요.');
  await expect(page.getByLabel('읽지 않음')).toHaveCount(2);
  await shot(page, 'notifications-list');
  // Unread items: their times are readable on the tinted background and 16px.
  expect(await axeFindings(page)).toEqual([]);

  // Newest first: the first contact is the second item.
  await items.nth(1).getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`/detail/elder/contact/${first}$`));
  await page.goBack();
  await expect(page.getByLabel('읽지 않음')).toHaveCount(1);
  await page.getByRole('button', { name: '모두 읽음' }).click();
  await expect(page.getByLabel('읽지 않음')).toHaveCount(0);
});

test('push: the 설정 switch subscribes, and a pushed message shows as a system notification', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await signIn(page, 'caregiver05');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: '알림 받기' })).toBeVisible();
  // On by default for a caregiver with a phone (issue 30); she can turn it off, and on again.
  const sms = page.getByRole('switch', { name: '문자로도 알림 받기' });
  await expect(sms).toHaveAttribute('aria-checked', 'true');
  await sms.click();
  await expect(sms).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(sms).toHaveAttribute('aria-checked', 'false');
  await sms.click();
  await expect(sms).toHaveAttribute('aria-checked', 'true');

  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
  await cdp.send('ServiceWorker.enable');

  const pushSwitch = page.getByRole('switch', { name: '알림 받기', exact: true });
  await pushSwitch.click();
  // Headless Chromium without a push service may refuse pushManager.subscribe: then the switch says so.
  const subscribed = await Promise.race([
    expect(pushSwitch)
      .toHaveAttribute('aria-checked', 'true', { timeout: 8000 })
      .then(() => true),
    expect(page.getByRole('alert'))
      .toBeVisible({ timeout: 8000 })
      .then(() => false),
  ]);
  test
    .info()
    .annotations.push({ type: 'push-subscribe', description: subscribed ? 'subscribed' : 'refused' });
  await shot(page, 'settings-notifications');

  await expect.poll(() => registrations.length).toBeGreaterThan(0);
  // A push delivered before the worker is active is dropped (seen once on a loaded machine): wait for it.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const registration = registrations.find((r) => r.scopeURL === `${baseURL}/`) ?? registrations[0];
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL ?? '',
    registrationId: registration?.registrationId ?? '',
    data: JSON.stringify({
      title: '돌봄이음',
      body: '새 연락이 도착했어요. 돌봄이음에서 확인해주세요.',
      url: '/detail/elder/contact/1',
    }),
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const reg = await navigator.serviceWorker.ready;
        return (await reg.getNotifications()).map((n) => ({ title: n.title, body: n.body, data: n.data }));
      }),
    )
    .toEqual([
      {
        title: '돌봄이음',
        body: '새 연락이 도착했어요. 돌봄이음에서 확인해주세요.',
        data: { url: '/detail/elder/contact/1' },
      },
    ]);
});

test('the service worker and manifest are served for the PWA and cache nothing', async ({ request }) => {
  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['cache-control']).toBe('no-cache');
  const source = await sw.text();
  // It stores nothing; it takes only page loads (network first, the offline page on failure: issue 30).
  expect(source).not.toMatch(/caches\./);
  expect(source).toMatch(/['"]navigate['"]/);
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: '돌봄이음', display: 'standalone', theme_color: '#0F7B6C' });
  for (const icon of manifest.icons as { src: string }[]) {
    expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
  }
});

test('a reload while the server cannot be reached shows the small offline page (issue 30)', async ({
  page,
  context,
}) => {
  await signIn(page, 'caregiver05');
  await page.goto('/inbox');
  await expect(page.getByRole('heading', { name: '받은 연락함' })).toBeVisible();
  // The service worker controls the page once it is active.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: '연결할 수 없어요' })).toBeVisible();
  await expect(page.getByRole('link', { name: '다시 시도' })).toHaveAttribute('href', '/inbox');
  await shot(page, 'offline-page');
  await context.setOffline(false);
  await page.getByRole('link', { name: '다시 시도' }).click();
  await expect(page.getByRole('heading', { name: '받은 연락함' })).toBeVisible();
});

test.describe('on iPhone Safari outside a home-screen app', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });
  test('설정 explains how to add it to the home screen instead of a push switch', async ({ page }) => {
    await signIn(page, 'caregiver06');
    await page.goto('/settings');
    await expect(page.getByTestId('ios-push-hint')).toContainText('홈 화면에 추가');
    await expect(page.getByRole('switch', { name: '알림 받기', exact: true })).toHaveCount(0);
    await expect(page.getByRole('switch', { name: '문자로도 알림 받기' })).toBeVisible();
    await shot(page, 'settings-ios-hint');
  });
});
