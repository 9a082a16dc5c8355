import AxeBuilder from '@axe-core/playwright';
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

/**
 * What does not fit: the page scrolling sideways, and text cut off (an element with its own text whose
 * content is larger than its box while the box hides the rest, or text beyond the screen's right edge).
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      problems.push(`page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
    }
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const ownText = Array.from(el.childNodes).some(
        (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
      );
      if (!ownText) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue; // visually hidden (screen-reader text)
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const hides = (v: string) => v === 'hidden' || v === 'clip' || v === 'scroll' || v === 'auto';
      if (hides(style.overflowX) && el.scrollWidth > el.clientWidth + 1) {
        problems.push(`text cut off sideways: ${describe(el)} ${el.scrollWidth} > ${el.clientWidth}`);
      }
      if (hides(style.overflowY) && el.scrollHeight > el.clientHeight + 1) {
        problems.push(`text cut off below: ${describe(el)} ${el.scrollHeight} > ${el.clientHeight}`);
      }
      if (rect.right > window.innerWidth + 1 || rect.left < -1) {
        problems.push(
          `text off the screen: ${describe(el)} ${Math.round(rect.left)}–${Math.round(rect.right)}`,
        );
      }
    }
    return problems;
  });
}

/**
 * What axe finds on the screen as it is now (with label-content-name-mismatch, which axe leaves off by
 * default: a control's name must contain its visible text), and any visible text smaller than 16px.
 * The tab bar's labels are the one documented exception (theme.ts `fontSizes.tab`). One line a finding.
 */
export async function axeFindings(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const found = result.violations.map(
    (v) =>
      `${v.id} ×${v.nodes.length} (${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')})`,
  );
  const small = await page.evaluate(() =>
    Array.from(document.body.querySelectorAll<HTMLElement>('*'))
      .filter((el) => {
        const ownText = Array.from(el.childNodes).some(
          (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
        );
        const rect = el.getBoundingClientRect();
        return (
          ownText &&
          rect.width > 1 &&
          rect.height > 1 &&
          !el.closest('nav') &&
          parseFloat(getComputedStyle(el).fontSize) < 16
        );
      })
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 20)}"`),
  );
  if (small.length > 0) found.push(`text under 16px (${small.join(' | ')})`);
  return found;
}

/** The page has loaded and nothing is busy. */
export async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The whole screen, scrolled or not. */
export async function fullShot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/**
 * The same screens on a 320 px phone with 글자 크기 아주 크게, shot as `<prefix>-<name>`, then back to
 * 390×844 보통 at the page it was on.
 */
export async function atSmallXl(
  page: Page,
  prefix: string,
  screens: ReadonlyArray<readonly [string, string]>,
) {
  const back = page.url();
  await page.setViewportSize({ width: 320, height: 640 });
  await page.evaluate(() => localStorage.setItem('dolbom.textSize', 'xlarge'));
  for (const [at, name] of screens) {
    await page.goto(at);
    await settled(page);
    await fullShot(page, `${prefix}-${name}`);
  }
  await page.evaluate(() => localStorage.removeItem('dolbom.textSize'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(back);
}

/**
 * The body of `POST /api/manager/elder/create` for an elder in 역삼동 who needs a little help with
 * meals, mobility and company (3등급, 방문 요양, 시급): what a spec changes is given in `over`.
 */
export function elderBody(over: Record<string, unknown> & { name: string }) {
  return {
    gender: 'female',
    birth: '1941-03-02',
    address: {
      zonecode: '06220',
      roadAddress: '서울 강남구 역삼로 310',
      jibunAddress: '서울 강남구 역삼동 706-1',
      bcode: '1168010100',
    },
    rank: 3,
    schedule: [{ start: '09:00:00', end: '12:00:00' }, null, null, null, null, null, null],
    negotiable: true,
    meal: ['식사 차림 필요'],
    toileting: ['스스로 배변 가능'],
    mobility: ['이동 시 부축 도움'],
    daily: ['말벗 등 정서 지원'],
    workRequirement: '방문 요양',
    wageType: '시급',
    wage: 13500,
    family: '집에 있어요',
    pet: '없어요',
    phone: '010-2222-3333',
    message: '오전에 말벗을 해주실 분을 찾아요.',
    ...over,
  };
}
