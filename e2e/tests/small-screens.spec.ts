// Small phones, large text (issue 30, item 10): every screen of the three roles at 390×844 with 글자 크기
// 보통 and at 320×640 with 아주 크게 — no screen scrolls sideways, no text is cut off or off the screen, and
// axe (with label-content-name-mismatch) finds nothing, nor any text under 16px.
// One test per role and size, so two workers share them and none runs long: each signs in, finds its
// role's screens (ids from the links on its lists) and visits them at its size. Screenshots:
// .tmp/screenshots/small-<role>-<screen>-<size>.png. Nothing is sent: the screens are only opened.
import { expect, test, type Page } from './test';
import { axeFindings, DEMO, layoutProblems, loginAs, shot } from './helpers';

const SIZES = [
  {
    label: '390',
    title: '390×844',
    viewport: { width: 390, height: 844 },
    textSize: 'normal',
    rootPx: '16px',
  },
  {
    label: '320xl',
    title: '320×640 with 아주 크게',
    viewport: { width: 320, height: 640 },
    textSize: 'xlarge',
    rootPx: '20px',
  },
] as const;

type Screen = { name: string; url: string };

/** Signs in and answers the permission sheet when it is shown. */
async function signIn(page: Page, who: { id: string; password: string }) {
  await loginAs(page, who);
  await expect(page).toHaveURL(/\/$/);
  const sheet = page.getByRole('dialog');
  const shown = await sheet
    .waitFor({ timeout: 5000 })
    .then(() => true)
    .catch(() => false);
  if (shown) {
    await sheet.getByRole('button', { name: '확인' }).click();
    await expect(sheet).toBeHidden();
  }
}

/** Opens a screen and waits until it has settled: no request in flight, no skeleton left. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The first link on the screen whose path matches, e.g. /detail/elder/12 (null when the list is empty). */
async function firstHref(page: Page, pattern: RegExp): Promise<string | null> {
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  return hrefs.find((h) => pattern.test(h)) ?? null;
}

/**
 * Visits the fixed screens, then opens each list and adds the first item's screens (`more` maps a list's
 * URL to link patterns and the screens they lead to).
 */
async function discover(
  page: Page,
  fixed: Screen[],
  more: { list: string | string[]; pattern: RegExp; screens: (href: string) => Screen[] }[],
): Promise<Screen[]> {
  const screens = [...fixed];
  for (const { list, pattern, screens: toScreens } of more) {
    // The first list (of those given) that has such a link: earlier specs change what the seed shows.
    for (const at of Array.isArray(list) ? list : [list]) {
      await open(page, at);
      const href = await firstHref(page, pattern);
      if (href) {
        screens.push(...toScreens(href));
        break;
      }
    }
  }
  return screens;
}

/** The manager home of each of her elders in turn (`?elder=` is not a thing: the picker is the way). */
async function homeWithCandidates(page: Page): Promise<string | null> {
  await open(page, '/');
  const picker = page.getByLabel('어르신 선택');
  const values = await picker
    .locator('option')
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  for (const value of values) {
    await picker.selectOption(value);
    await page.waitForLoadState('networkidle');
    const href = await firstHref(page, /^\/detail\/care\/\d+$/);
    if (href) return href;
  }
  return null;
}

/** The innermost elements reaching past the right edge: what makes a page scroll sideways. */
async function widest(page: Page): Promise<string> {
  return page.evaluate(() => {
    const past = Array.from(document.body.querySelectorAll<HTMLElement>('*')).filter(
      (el) => el.getBoundingClientRect().right > window.innerWidth + 1,
    );
    return past
      .filter((el) => !past.some((other) => other !== el && el.contains(other)))
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').slice(0, 20)}"`)
      .join(' | ');
  });
}

/** Every screen at one size; the problems of all screens are reported together. */
async function checkAll(page: Page, role: string, screens: Screen[], size: (typeof SIZES)[number]) {
  const problems: string[] = [];
  await page.setViewportSize(size.viewport);
  await page.evaluate((v) => localStorage.setItem('dolbom.textSize', v), size.textSize);
  for (const { name, url } of screens) {
    await open(page, url);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(size.rootPx);
    await shot(page, `small-${role}-${name}-${size.label}`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > size.viewport.width) {
      problems.push(`${name} ${size.label}: page is ${width}px wide (${await widest(page)})`);
    }
    for (const p of await layoutProblems(page)) problems.push(`${name} ${size.label}: ${p}`);
    // axe once a screen (at 보통, where text is smallest), to keep the run short.
    if (size === SIZES[0]) {
      for (const f of await axeFindings(page)) problems.push(`${name} ${size.label}: ${f}`);
    }
  }
  expect(problems).toEqual([]);
}

/** The shell's own screens, the same for every role (알림 is only opened: nothing is marked read). */
const SHELL: Screen[] = [
  { name: 'notifications', url: '/notifications' },
  { name: 'settings', url: '/settings' },
  { name: 'settings-password', url: '/settings/password' },
  { name: 'settings-profile', url: '/settings/profile' },
  { name: 'settings-delete', url: '/settings/delete' },
];

test.setTimeout(150_000);
// Each role's screens are only opened: two workers share the six tests (three roles at two sizes).
test.describe.configure({ mode: 'parallel' });

/** The caregiver's screens, the detail screens found from her lists. */
async function caregiverScreens(page: Page): Promise<Screen[]> {
  const resumeSteps = Array.from({ length: 9 }, (_, i) => ({
    name: `resume-${i + 1}`,
    url: i === 0 ? '/resume' : `/resume?step=${i + 1}`,
  }));
  const screens = await discover(
    page,
    [
      { name: 'home', url: '/' },
      { name: 'near', url: '/near?range=5' },
      { name: 'schedule', url: '/schedule' },
      { name: 'mypage', url: '/mypage' },
      { name: 'certificate', url: '/mypage/certificate' },
      { name: 'bookmark', url: '/bookmark' },
      { name: 'inbox', url: '/inbox' },
      { name: 'inbox-approved', url: '/inbox?tab=approved' },
      { name: 'outgoing', url: '/outgoing-box' },
      { name: 'outgoing-approved', url: '/outgoing-box?tab=approved' },
      ...resumeSteps,
      ...SHELL,
    ],
    [
      {
        list: '/',
        pattern: /^\/detail\/elder\/contact\/\d+$/,
        screens: (href) => [
          { name: 'contact-detail', url: href },
          { name: 'accept', url: href.replace('/detail/elder/contact/', '/accept/') },
        ],
      },
      {
        list: '/near?range=5',
        pattern: /^\/detail\/elder\/\d+$/,
        screens: (href) => [
          { name: 'elder-detail', url: href },
          { name: 'apply', url: href.replace('/detail/elder/', '/apply/') },
        ],
      },
      { list: '/schedule', pattern: /^\/jobs\/\d+$/, screens: (href) => [{ name: 'job', url: href }] },
    ],
  );
  expect(screens.map((s) => s.name)).toEqual(expect.arrayContaining(['contact-detail', 'elder-detail']));
  return screens;
}

/** The social worker's screens, the detail screens found from her lists. */
async function managerScreens(page: Page): Promise<Screen[]> {
  const screens = await discover(
    page,
    [
      { name: 'home', url: '/' },
      { name: 'elder-admin', url: '/elder-admin' },
      { name: 'elder-register', url: '/elder-register' },
      { name: 'mypage', url: '/mypage' },
      { name: 'center-members', url: '/center-members' },
      { name: 'membership-proof', url: '/membership-proof' },
      { name: 'bookmark', url: '/bookmark' },
      { name: 'inbox', url: '/inbox' },
      { name: 'inbox-approved', url: '/inbox?tab=approved' },
      { name: 'outgoing', url: '/outgoing-box' },
      { name: 'outgoing-approved', url: '/outgoing-box?tab=approved' },
      { name: 'assignments', url: '/assignments' },
      ...SHELL,
    ],
    [
      {
        list: ['/outgoing-box', '/outgoing-box?tab=approved'],
        pattern: /^\/detail\/care\/contact\/\d+$/,
        screens: (href) => [{ name: 'contact-detail', url: href }],
      },
      {
        list: '/elder-admin',
        pattern: /^\/elder-admin\/\d+$/,
        // The elder's page and each of its sections edited in place (issue 30).
        screens: (href) => [
          { name: 'elder-edit', url: href },
          ...['basics', 'schedule', 'needs', 'work', 'contact'].map((section) => ({
            name: `elder-edit-${section}`,
            url: `${href}/edit/${section}`,
          })),
        ],
      },
      {
        list: '/mypage',
        pattern: /^\/modify-center\/\d+$/,
        screens: (href) => [{ name: 'modify-center', url: href }],
      },
      {
        list: '/assignments',
        pattern: /^\/connections\/\d+$/,
        screens: (href) => [
          { name: 'connection', url: href },
          { name: 'propose', url: `${href}/propose` },
        ],
      },
      { list: '/assignments', pattern: /^\/jobs\/\d+$/, screens: (href) => [{ name: 'job', url: href }] },
    ],
  );
  // A caregiver of whichever elder has candidates now (an elder registered by an earlier spec may have none).
  const caregiverHref = await homeWithCandidates(page);
  if (caregiverHref)
    screens.push(
      { name: 'caregiver-detail', url: caregiverHref },
      { name: 'contact', url: caregiverHref.replace('/detail/care/', '/contact/') },
    );
  const names = screens.map((s) => s.name);
  expect(
    ['caregiver-detail', 'contact-detail', 'elder-edit', 'elder-edit-schedule'].filter(
      (n) => !names.includes(n),
    ),
  ).toEqual([]);
  return screens;
}

/** The operator's screens, with the user details of a social worker and a caregiver. */
async function operatorScreens(page: Page): Promise<Screen[]> {
  const screens = await discover(
    page,
    [
      { name: 'home', url: '/' },
      { name: 'users', url: '/admin/users' },
      { name: 'audit', url: '/admin/audit' },
      { name: 'memberships', url: '/admin/memberships' },
      { name: 'certificates', url: '/admin/certificates' },
      { name: 'reports', url: '/admin/reports' },
      ...SHELL,
    ],
    [
      // A social worker (center, membership) and a caregiver: the longest user details.
      ...['manager01', 'caregiver01'].map((id) => ({
        list: `/admin/users?q=${id}`,
        pattern: /^\/admin\/users\/\d+$/,
        screens: (href: string) => [{ name: `user-${id}`, url: href }],
      })),
    ],
  );
  expect(screens.map((s) => s.name)).toEqual(expect.arrayContaining(['user-manager01', 'user-caregiver01']));
  return screens;
}

const ROLES = [
  { role: 'caregiver', who: DEMO.caregiver, screens: caregiverScreens },
  { role: 'manager', who: DEMO.manager, screens: managerScreens },
  { role: 'admin', title: 'operator', who: DEMO.admin, screens: operatorScreens },
];

for (const { role, title, who, screens } of ROLES) {
  for (const size of SIZES) {
    test(`${title ?? role}: every screen fits ${size.title}`, async ({ page }) => {
      await signIn(page, who);
      await checkAll(page, role, await screens(page), size);
    });
  }
}
