import { expect, test, type Page } from './test';
import path from 'node:path';
import { phonePhoto, photoFacts, rawMetadata } from '../../server/test/helpers/photos';
import { answerPermissionSheet, expectTabs, loginAs, shot } from './helpers';

const POSTCODE_STUB = path.resolve(__dirname, '../fixtures/postcode-stub.js');
async function stubPostcode(page: Page) {
  await page.route('**/postcode.v2.js', (r) =>
    r.fulfill({ path: POSTCODE_STUB, contentType: 'text/javascript' }),
  );
}

async function account(page: Page, id: string, type: '요양보호사' | '사회복지사') {
  await page.getByLabel('아이디', { exact: true }).fill(id);
  await page.getByRole('button', { name: '중복확인' }).click();
  await expect(page.getByText('사용 가능한 아이디입니다.')).toBeVisible();
  await page.getByLabel('비밀번호', { exact: true }).fill('dolbom5678!');
  await page.getByLabel('비밀번호 확인', { exact: true }).fill('dolbom5678!');
  await page.getByRole('radio', { name: type }).click();
  await page.getByLabel('전체 동의하기').check();
}

async function caregiverInfo(page: Page, name: string) {
  await page.getByLabel('이름', { exact: true }).fill(name);
  await page.getByLabel('출생 연도', { exact: true }).fill('1962');
  await page.getByRole('button', { name: '주소 검색하기' }).click();
  await page.getByRole('button', { name: '서울 강남구 테헤란로 123' }).click();
  await expect(page.getByText('(06234) 서울 강남구 테헤란로 123')).toBeVisible();
  await page.getByLabel('휴대전화 번호', { exact: true }).pressSequentially('01055557777');
  await expect(page.getByLabel('휴대전화 번호', { exact: true })).toHaveValue('010-5555-7777');
}

test('a caregiver signs up through all five steps with a photo, then signs in', async ({ page, request }) => {
  // A phone photo as a phone saves it: stored sideways (orientation 6), with the GPS position of home.
  const phone = await phonePhoto({ width: 1200, height: 900, texture: 'photo' });
  await stubPostcode(page);
  await page.goto('/login');
  await page.getByRole('link', { name: '회원가입' }).click();
  await expect(page.getByRole('heading', { name: '회원가입' })).toBeVisible();
  await expect(page.getByRole('button', { name: '다음' })).toBeDisabled();
  await shot(page, 'signup-1');
  await account(page, 'newcare01', '요양보호사');
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL(/step=3/);
  // 출생 연도 is required (managers see the age group from it).
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByText('출생 연도를 입력해주세요.')).toBeVisible();
  await caregiverInfo(page, '최돌봄');
  await shot(page, 'signup-3-caregiver');
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL(/step=4/);
  const first = page.getByRole('region', { name: '경력 1' });
  await first.getByLabel('시작일').pressSequentially('20200301');
  await expect(first.getByLabel('시작일')).toHaveValue('2020-03-01');
  await first.getByLabel('종료일').pressSequentially('20221231');
  await first.getByLabel('하신 일').fill('방문 요양');
  await first.getByLabel('근무한 곳').fill('행복요양센터');
  // Issue 30: her current job has 현재 근무 중 instead of an end date, and is kept.
  await page.getByRole('button', { name: '경력 추가하기' }).click();
  const second = page.getByRole('region', { name: '경력 2' });
  await second.getByLabel('시작일').pressSequentially('20230101');
  await second.getByLabel('하신 일').fill('입주 요양');
  await second.getByLabel('근무한 곳').fill('사랑재가센터');
  await page.getByRole('button', { name: '다음', exact: true }).click();
  await expect(second.getByText('종료일을 입력하거나 ‘현재 근무 중’을 선택해주세요.')).toBeVisible();
  await second.getByRole('checkbox', { name: '현재 근무 중' }).check();
  await expect(second.getByLabel('종료일')).toBeDisabled();
  await expect(second.getByText(/종료일을 입력하거나/)).toHaveCount(0);
  await shot(page, 'signup-4-experience');
  await page.getByRole('button', { name: '다음', exact: true }).click();
  await expect(page).toHaveURL(/step=5/);
  await page.getByLabel('자기소개 (선택)').fill('어르신을 가족처럼 모시겠습니다.');
  await expect(page.getByText('17/50')).toBeVisible();
  await page.getByRole('button', { name: '사진 등록하기' }).click();
  await expect(page.getByRole('heading', { name: '프로필 사진 등록하기' })).toBeVisible();
  await page
    .getByLabel('사진 고르기')
    .setInputFiles({ name: 'IMG_20260302_091500.jpg', mimeType: 'image/jpeg', buffer: phone });
  await shot(page, 'signup-profile-upload');
  await page.getByRole('button', { name: '사진 등록하기' }).click();
  await expect(page).toHaveURL(/step=5/);
  await expect(page.getByAltText('고른 프로필 사진')).toBeVisible();
  await shot(page, 'signup-5-intro');
  const uploads: number[] = [];
  page.on('response', (r) => {
    if (/\/api\/caregiver\/register\/\d+$/.test(r.url())) uploads.push(r.status());
  });
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  expect(uploads).toEqual([200]);
  // Issue 30: the welcome shows the id she just made, and /login has it filled in.
  await expect(page.getByText('newcare01', { exact: true })).toBeVisible();
  await shot(page, 'welcome');
  await page.getByRole('button', { name: '돌봄이음 시작하기' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('아이디', { exact: true })).toHaveValue('newcare01');
  await page.getByLabel('비밀번호', { exact: true }).fill('dolbom5678!');
  await page.getByRole('button', { name: '로그인하기' }).click();
  await answerPermissionSheet(page);
  await expectTabs(page, ['홈', '근처 어르신', '내 일정', '대화', '내 정보']);

  // 내 정보 shows her photo upright, and what the server gives anyone who has its URL says nothing of
  // where it was taken (issue 29): no EXIF, no GPS, 640 px.
  await page.getByRole('link', { name: '내 정보' }).click();
  const photo = page.getByRole('img', { name: '프로필 사진' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(640);
  const served = await request.get((await photo.getAttribute('src')) ?? '');
  expect(served.headers()['content-type']).toBe('image/jpeg');
  const bytes = await served.body();
  expect(rawMetadata(bytes)).toEqual([]);
  expect((await photoFacts(bytes)).gps).toBeNull();
  await shot(page, 'signup-mypage-photo');
});

test('a social worker signs up choosing the center by 초성 search, then signs in', async ({ page }) => {
  await page.goto('/signup');
  await account(page, 'newmanager1', '사회복지사');
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL(/step=2/);
  await page.getByLabel('이름', { exact: true }).fill('정복지');
  await page.getByLabel('휴대전화 번호', { exact: true }).pressSequentially('01066668888');
  await page.getByRole('button', { name: '센터 검색하기' }).click();
  await expect(page.getByRole('heading', { name: '센터 검색하기' })).toBeVisible();
  // A place and a service: the 방문요양 centers of 강남구, a page at a time.
  await page.getByRole('searchbox').fill('강남 방문요양');
  await expect(page.getByRole('button', { name: '더 보기' })).toBeVisible();
  await expect(page.getByRole('button', { name: /평가 .+\([A-E]\) · \d{4}/ }).first()).toContainText(
    '강남구',
  );
  await shot(page, 'search-center-place');
  await page.getByRole('button', { name: '더 보기' }).click();
  await expect(page.getByRole('listitem')).toHaveCount(40);
  // A real center of the national list, found by its 초성, with its 시·군·구, services and grade.
  await page.getByRole('searchbox').fill('ㄱㄴㄱㅍㅈㄱ');
  const center = page.getByRole('button', { name: /강남개포재가노인복지센터/ });
  await expect(center).toBeVisible();
  await expect(center).toContainText('서울특별시 강남구');
  await expect(center).toContainText('방문요양');
  await expect(center).toContainText('평가 최우수(A) · 2024');
  await shot(page, 'search-center');
  await center.click();
  await expect(page).toHaveURL(/step=2/);
  // Everything typed before leaving for the search is still there.
  await expect(page.getByLabel('이름', { exact: true })).toHaveValue('정복지');
  await expect(page.getByText('강남개포재가노인복지센터')).toBeVisible();
  await shot(page, 'signup-2-manager');
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL(/step=5/);
  await expect(page.getByRole('button', { name: '사진 등록하기' })).toHaveCount(0);
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  // A social worker is told about caregivers, not jobs (issue 15, finding 18).
  await expect(page.getByText('이제 돌봄이음에서 어르신께 맞는 요양보호사를 만나보세요.')).toBeVisible();
  await shot(page, 'welcome-manager');
  await page.getByRole('button', { name: '돌봄이음 시작하기' }).click();
  await loginAs(page, { id: 'newmanager1', password: 'dolbom5678!' });
  await answerPermissionSheet(page);
  await expectTabs(page, ['홈', '어르신 관리', '대화', '내 정보']);
  // A new member of a center waits for a verified member (or an operator) to approve (issue 13).
  await page.goto('/mypage');
  await expect(page.getByRole('note')).toContainText('승인 대기');
  await expect(page.getByText('강남개포재가노인복지센터')).toBeVisible();
});

test('나중에 등록하기 skips the experience, and back follows §4', async ({ page }) => {
  await stubPostcode(page);
  await page.goto('/signup');
  await account(page, 'skipper01', '요양보호사');
  await page.getByRole('button', { name: '다음' }).click();
  await caregiverInfo(page, '한나중');
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByRole('button', { name: '나중에 등록하기' }).click();
  await expect(page).toHaveURL(/step=5/);
  // Back from 5 goes to 3 (not 4), from 3 to 1, and from 1 out of sign-up.
  await page.getByRole('button', { name: '뒤로 가기' }).click();
  await expect(page).toHaveURL(/step=3/);
  await expect(page.getByLabel('이름', { exact: true })).toHaveValue('한나중');
  await page.getByRole('button', { name: '뒤로 가기' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByLabel('아이디', { exact: true })).toHaveValue('skipper01');
  await page.getByRole('button', { name: '뒤로 가기' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the draft survives a reload, and a taken id is refused', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('아이디', { exact: true }).fill('caregiver01');
  await page.getByRole('button', { name: '중복확인' }).click();
  await expect(page.getByText('사용할 수 없는 아이디입니다')).toBeVisible();
  await page.getByLabel('아이디', { exact: true }).fill('reloaded01');
  await expect(page.getByText('중복확인을 해주세요')).toBeVisible();
  await page.getByRole('radio', { name: '사회복지사' }).click();
  await page.reload();
  await expect(page.getByLabel('아이디', { exact: true })).toHaveValue('reloaded01');
  await expect(page.getByRole('radio', { name: '사회복지사' })).toHaveAttribute('aria-checked', 'true');
});

test('without the postcode service, the built-in 시/구/동 search finds the address', async ({ page }) => {
  await page.route('**/postcode.v2.js', (r) => r.abort('internetdisconnected'));
  await page.goto('/signup');
  await account(page, 'offline01', '요양보호사');
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByRole('button', { name: '주소 검색하기' }).click();
  await expect(
    page.getByText('주소 검색 서비스를 불러오지 못했어요. 아래에서 동 이름으로 찾아주세요.'),
  ).toBeVisible();
  await page.getByLabel('동 이름으로 찾기').fill('역삼');
  await page.getByRole('button', { name: '서울특별시 강남구 역삼동' }).click();
  await page.getByLabel('나머지 주소').fill('테헤란로 1');
  await shot(page, 'address-fallback');
  await page.getByRole('button', { name: '이 주소로 정하기' }).click();
  await expect(page.getByText('서울특별시 강남구 역삼동 테헤란로 1')).toBeVisible();
});

test('a photo that is not PNG or JPG is refused with the spec alert', async ({ page }) => {
  await page.goto('/signup/profile-upload');
  const alerts: string[] = [];
  page.on('dialog', async (d) => {
    alerts.push(d.message());
    await d.dismiss();
  });
  await page
    .getByLabel('사진 고르기')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect.poll(() => alerts).toEqual(['PNG 또는 JPG 파일만 업로드할 수 있습니다.']);
  await expect(page.getByRole('button', { name: '사진 등록하기' })).toBeDisabled();
});
