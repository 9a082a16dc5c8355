import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { SIGNUP_MESSAGES } from '@dolbom/shared-api/contracts';
import { caregiverExperiences, caregivers, hourlyLimits, managers, users } from '../src/db/schema';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { caregiverBody, freshId, insertCenter, managerBody, testClock } from './helpers/signup';
import { bearer, login } from './helpers/users';

let t: TestApp;
let centerId: number;
let uploadDir: string;
const clock = testClock();
beforeAll(async () => {
  uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dolbom-signup-'));
  t = await buildTestApp({ uploadDir }, { clock: clock.now });
  centerId = await insertCenter(t.app, '행복한요양센터', 'ㅎㅂㅎㅇㅇㅅㅌ');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

// Each request from its own address, so only the rate-limit test meets the per-IP limits.
let client = 0;
const nextAddress = () => `10.1.${Math.floor(++client / 250)}.${client % 250}`;
const post = (url: string, payload: unknown, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
const userCount = async () => (await t.app.db.select({ n: count() }).from(users))[0]!.n;

describe('POST /api/validateID', () => {
  it('answers available for a free valid id, stripping whitespace', async () => {
    const res = await post('/api/validateID', { id: ' free user01 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ available: true });
  });

  it('answers 409 with the spec message for a taken id', async () => {
    const body = caregiverBody();
    expect((await post('/api/caregiver/register', body)).statusCode).toBe(201);
    const res = await post('/api/validateID', { id: body.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: '사용할 수 없는 아이디입니다', code: 'CONFLICT' });
  });

  it.each([['short1'], ['UPPERCASE123'], ['onlyletters'], ['12345678901'], ['a'.repeat(20) + '1'], [123]])(
    'rejects %p with the id message',
    async (id) => {
      const res = await post('/api/validateID', { id });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { id: SIGNUP_MESSAGES.id } });
    },
  );

  it('is rate limited per client', async () => {
    let last = 0;
    for (let i = 0; i < 31; i++)
      last = (await post('/api/validateID', { id: 'ratelimit01' }, '10.9.9.9')).statusCode;
    expect(last).toBe(429);
  });
});

describe('POST /api/manager/register', () => {
  it('creates a manager of the center who can sign in', async () => {
    const body = managerBody(centerId, { id: ' mgr new 001 ', name: ' 이복지 ' });
    const res = await post('/api/manager/register', body);
    expect(res.statusCode).toBe(201);
    const { userId } = res.json();
    const [user] = await t.app.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({
      loginId: 'mgrnew001',
      name: '이복지',
      role: 'ROLE_MANAGER',
      phone: '010-6666-0001',
    });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    const [m] = await t.app.db.select().from(managers).where(eq(managers.userId, userId));
    expect(m?.centerId).toBe(centerId);
    const { res: signIn } = await login(t.app, 'mgrnew001', 'abcd1234!!');
    expect(signIn.json().user.role).toBe('ROLE_MANAGER');
  });

  it('rejects an unknown center with a message on centerId and writes nothing', async () => {
    const before = await userCount();
    const res = await post('/api/manager/register', managerBody(999999));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.centerId).toMatch(/센터/);
    expect(await userCount()).toBe(before);
  });

  it('requires a center', async () => {
    const { centerId: _c, ...body } = managerBody(centerId);
    const res = await post('/api/manager/register', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.centerId).toBe(SIGNUP_MESSAGES.center);
  });

  it('takes 30 membership requests an hour from one address, then a Korean 429 (issue 29)', async () => {
    const from = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/manager/register',
        remoteAddress,
        payload: managerBody(centerId),
      });
    for (let i = 0; i < 10; i++) expect((await from('10.20.0.1')).statusCode).toBe(201);
    const [counted] = await t.app.db
      .select()
      .from(hourlyLimits)
      .where(eq(hourlyLimits.subject, 'address:10.20.0.1'));
    expect(counted?.count).toBe(10);
    // 20 more within the hour (the per-minute limit of the route would slow a test down to get there).
    await t.app.db
      .update(hourlyLimits)
      .set({ count: 30 })
      .where(eq(hourlyLimits.subject, 'address:10.20.0.1'));
    const before = await userCount();
    const refused = await from('10.20.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: '센터 회원 가입 요청은 한 시간에 30번까지 할 수 있어요. 60분 후에 다시 시도해주세요.',
      code: 'TOO_MANY_REQUESTS',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await userCount()).toBe(before);
    // Another office signs its social workers up as before.
    expect((await from('10.20.0.2')).statusCode).toBe(201);
  });

  it('answers 409 for a taken id', async () => {
    const body = managerBody(centerId);
    expect((await post('/api/manager/register', body)).statusCode).toBe(201);
    const again = await post('/api/manager/register', { ...body, name: '다른사람' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: SIGNUP_MESSAGES.idTaken });
  });
});

describe('POST /api/caregiver/register', () => {
  it('stores the caregiver with coordinates, experiences (a current one too) and an upload token', async () => {
    const body = caregiverBody({
      experience: [
        { startDate: '2020-01-01', endDate: '2022-12-31', work: '방문 요양', center: '강남센터' },
        // Issue 30: 현재 근무 중 is kept (it was dropped for having no end date).
        { startDate: '2023-01-01', endDate: '', work: '입주 요양', center: '역삼센터', current: true },
        // A blank row of the form is no entry.
        { startDate: '', endDate: '', work: '', center: '' },
      ],
    });
    const res = await post('/api/caregiver/register', body);
    expect(res.statusCode).toBe(201);
    const { userId, uploadToken, uploadTokenExpiresAt } = res.json();
    expect(uploadToken).toMatch(/^[\w-]{40,}$/);
    expect(new Date(uploadTokenExpiresAt).getTime() - clock.now().getTime()).toBe(600_000);
    const [cg] = await t.app.db.select().from(caregivers).where(eq(caregivers.userId, userId));
    expect(cg).toMatchObject({
      bcode: '1168010100',
      lat: 37.50008,
      lng: 127.03855,
      introduction: body.introduction,
    });
    const exp = await t.app.db
      .select()
      .from(caregiverExperiences)
      .where(eq(caregiverExperiences.caregiverId, userId));
    expect(exp).toHaveLength(2);
    expect(exp[0]).toMatchObject({
      startDate: '2020-01-01',
      endDate: '2022-12-31',
      work: '방문 요양',
      center: '강남센터',
    });
    expect(exp[1]).toMatchObject({ startDate: '2023-01-01', endDate: null, center: '역삼센터' });
    // Her new resume starts from them (my page's experience), the current one as such.
    const { session } = await login(t.app, body.id, body.password);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/caregiver/mypage',
      headers: bearer(session.access),
    });
    expect(me.json().experience).toEqual([
      {
        startDate: '2020-01-01',
        endDate: '2022-12-31',
        work: '방문 요양',
        center: '강남센터',
        current: false,
      },
      { startDate: '2023-01-01', endDate: '', work: '입주 요양', center: '역삼센터', current: true },
    ]);
  });

  it('accepts an address from the offline 시/구/동 search, which has no postal code', async () => {
    const res = await post(
      '/api/caregiver/register',
      caregiverBody({
        id: 'offline0001',
        address: {
          zonecode: '',
          roadAddress: '서울특별시 강남구 역삼동 테헤란로 1',
          jibunAddress: '',
          bcode: '1168010100',
        },
      }),
    );
    expect(res.statusCode).toBe(201);
  });

  it('falls back to the 시군구 for an unknown 법정동 and rejects an unknown region', async () => {
    const fallback = await post(
      '/api/caregiver/register',
      caregiverBody({ address: { ...caregiverBodyAddr(), bcode: '1168099999' } }),
    );
    expect(fallback.statusCode).toBe(201);
    const before = await userCount();
    const nowhere = { zonecode: '', roadAddress: '어딘가 모르는 길 1', jibunAddress: '' };
    const res = await post(
      '/api/caregiver/register',
      caregiverBody({ address: { ...nowhere, bcode: '9999999999' } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('address');
    // Without a bcode the text is all there is; text that names no place is refused the same way.
    const none = await post('/api/caregiver/register', caregiverBody({ address: nowhere }));
    expect(none.statusCode).toBe(400);
    expect(none.json().fields.address).toBe('주소를 찾을 수 없어요. 주소를 다시 검색해주세요.');
    expect(await userCount()).toBe(before);
  });

  it.each([
    ['a too long name', { name: '김'.repeat(11) }, 'name', SIGNUP_MESSAGES.nameFormat],
    ['a non-Korean name', { name: 'Kim' }, 'name', SIGNUP_MESSAGES.nameFormat],
    ['a blank name', { name: '  ' }, 'name', SIGNUP_MESSAGES.nameRequired],
    ['a bad phone', { phone: '01012345678' }, 'phone', SIGNUP_MESSAGES.phone],
    ['a phone of the wrong type', { phone: 1012345678 }, 'phone', SIGNUP_MESSAGES.phone],
    [
      'a weak password',
      { password: 'abcdefghij1', passwordCheck: 'abcdefghij1' },
      'password',
      SIGNUP_MESSAGES.password,
    ],
    [
      'a too long password',
      { password: 'abcd1234!!abcd1234!!x', passwordCheck: 'abcd1234!!abcd1234!!x' },
      'password',
      SIGNUP_MESSAGES.password,
    ],
    [
      'a mismatched confirmation',
      { passwordCheck: 'abcd1234!?' },
      'passwordCheck',
      SIGNUP_MESSAGES.passwordCheck,
    ],
    ['a missing consent', { agreeTerms: false }, 'agreeTerms', SIGNUP_MESSAGES.consent],
    [
      'a too long introduction',
      { introduction: '가'.repeat(51) },
      'introduction',
      SIGNUP_MESSAGES.introduction,
    ],
    [
      'a too short introduction',
      { introduction: '안녕하세요' },
      'introduction',
      SIGNUP_MESSAGES.introduction,
    ],
    [
      // Without a code the text is placed (issue 30; contract/caregiver-entities); a malformed one is refused.
      'an address with a malformed 법정동 code',
      { address: { ...caregiverBodyAddr(), bcode: '11680' } },
      'address.bcode',
      SIGNUP_MESSAGES.address,
    ],
    [
      'an address without a road address',
      { address: { ...caregiverBodyAddr(), roadAddress: '' } },
      'address.roadAddress',
      SIGNUP_MESSAGES.address,
    ],
    [
      'an experience ending before it starts',
      { experience: [{ startDate: '2022-01-01', endDate: '2021-01-01', work: '방문 요양', center: '센터' }] },
      'experience.0.endDate',
      SIGNUP_MESSAGES.experienceOrder,
    ],
    [
      // Issue 30: nothing typed is dropped without a word.
      'an experience without an end date or 현재 근무 중',
      { experience: [{ startDate: '2023-01-01', endDate: '', work: '입주 요양', center: '역삼센터' }] },
      'experience.0.endDate',
      SIGNUP_MESSAGES.experienceEnd,
    ],
    [
      'an experience without its center',
      { experience: [{ startDate: '2023-01-01', endDate: '2024-01-01', work: '입주 요양', center: '' }] },
      'experience.0.center',
      SIGNUP_MESSAGES.experienceCenter,
    ],
    [
      'four experiences',
      { experience: Array.from({ length: 4 }, () => ({ startDate: '', endDate: '', work: '', center: '' })) },
      'experience',
      SIGNUP_MESSAGES.experienceCount,
    ],
  ])('rejects %s and writes nothing', async (_label, overrides, field, message) => {
    const before = await userCount();
    const res = await post('/api/caregiver/register', caregiverBody(overrides as object));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(res.json().fields[field]).toBe(message);
    expect(await userCount()).toBe(before);
  });

  it('answers 409 for a taken id and leaves the first account alone', async () => {
    const id = freshId('dupuser');
    expect((await post('/api/caregiver/register', caregiverBody({ id }))).statusCode).toBe(201);
    const before = await userCount();
    const res = await post('/api/caregiver/register', caregiverBody({ id, name: '박중복' }));
    expect(res.statusCode).toBe(409);
    expect(await userCount()).toBe(before);
    const rows = await t.app.db.select().from(users).where(eq(users.loginId, id));
    expect(rows.map((r) => r.name)).toEqual(['김돌봄']);
  });

  it('is reachable without a token (public under /api/caregiver)', async () => {
    const res = await post('/api/caregiver/register', {});
    expect(res.statusCode).toBe(400);
  });
});

function caregiverBodyAddr() {
  return {
    zonecode: '06236',
    roadAddress: '서울 강남구 테헤란로 152',
    jibunAddress: '서울 강남구 역삼동 737',
    bcode: '1168010100',
  };
}
