import { expect, type Page } from '@playwright/test';
import { createHmac } from 'node:crypto';
import path from 'node:path';

export const DEMO = {
  caregiver: { id: 'caregiver01', password: 'dolbom1234!' },
  manager: { id: 'manager01', password: 'dolbom1234!' },
  admin: { id: 'admin01', password: 'dolbom1234!' },
};

export const SHOTS = path.resolve(__dirname, '../../.tmp/screenshots');

export async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

export async function loginAs(page: Page, who: { id: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('아이디', { exact: true }).fill(who.id);
  await page.getByLabel('비밀번호', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: '로그인하기' }).click();
}

/** The permission sheet shows on the first home visit; answer it so the tabs can be used. */
export async function answerPermissionSheet(page: Page) {
  const sheet = page.getByRole('dialog');
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: '확인' }).click();
  await expect(sheet).toBeHidden();
}

/** An operator's home has no permission sheet (issue 30): the tab bar is there and no dialog. */
export async function expectNoPermissionSheet(page: Page) {
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Signs in and answers the permission sheet, which only caregivers and managers get (issue 30). */
export async function answerPermissionSheetOf(page: Page, who: { id: string }) {
  if (who.id.startsWith('admin')) await expectNoPermissionSheet(page);
  else await answerPermissionSheet(page);
}

/** Waits until the tab bar shows exactly these tabs, in order. */
export async function expectTabs(page: Page, labels: string[]) {
  await expect(page.getByRole('navigation').getByRole('link')).toHaveText(labels);
}

/** The same access token with its expiry moved into the past, re-signed with the e2e server's secret. */
export function expireAccessToken(token: string, secret: string) {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as object;
  const now = Math.floor(Date.now() / 1000);
  const head = b64({ alg: 'HS256' });
  const body = b64({ ...claims, iat: now - 3600, exp: now - 1800 });
  const sig = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}
