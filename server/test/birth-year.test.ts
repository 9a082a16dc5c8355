// 출생 연도 (issue 15, finding 22): a caregiver gives it at sign-up and changes it in 내 정보 수정; the
// server applies the form's rule (4 digits, 1940 to this year − 18). Older clients may still sign up
// without it (the column is nullable); a manager has none.
import { eq } from 'drizzle-orm';
import { BIRTH_YEAR_MESSAGES, ERROR_CODES, maxBirthYear } from '@dolbom/shared-api/contracts';
import { caregivers } from '../src/db/schema';
import { newCaregiver, useCaregiverDemo } from './caregiver/fixtures';
import { caregiverBody, freshId } from './helpers/signup';
import { bearer, signedIn } from './helpers/users';

const { t, send, get } = useCaregiverDemo();

let client = 0;
const register = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/caregiver/register',
    payload,
    remoteAddress: `10.9.0.${++client}`,
  });
const birthYearOf = async (userId: number) =>
  (await t.app.db.select().from(caregivers).where(eq(caregivers.userId, userId)))[0]?.birthYear;

describe('POST /api/caregiver/register with 출생 연도', () => {
  it('stores the year and 내 정보 수정 reads it back', async () => {
    const res = await register({ ...caregiverBody({ id: freshId('birth') }), birthYear: 1962 });
    expect(res.statusCode).toBe(201);
    expect(await birthYearOf(res.json().userId)).toBe(1962);
  });

  it('refuses a year out of range with the form’s message', async () => {
    for (const birthYear of [1939, maxBirthYear() + 1, 62, '19a2', 1962.5]) {
      const res = await register({ ...caregiverBody({ id: freshId('birth') }), birthYear });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: ERROR_CODES.VALIDATION,
        fields: { birthYear: BIRTH_YEAR_MESSAGES.format },
      });
    }
    const oldest = await register({ ...caregiverBody({ id: freshId('birth') }), birthYear: 1940 });
    expect(oldest.statusCode).toBe(201);
    const youngest = await register({
      ...caregiverBody({ id: freshId('birth') }),
      birthYear: maxBirthYear(),
    });
    expect(youngest.statusCode).toBe(201);
  });

  it('an older client without the field still signs up; the year stays unknown', async () => {
    const res = await register(caregiverBody({ id: freshId('birth') }));
    expect(res.statusCode).toBe(201);
    expect(await birthYearOf(res.json().userId)).toBeNull();
  });
});

describe('/api/user/profile 출생 연도', () => {
  it('a caregiver reads null until she gives it, then sets and changes it by the same rule', async () => {
    const cg = await newCaregiver(t.app, { resume: false });
    expect((await get('/api/user/profile', cg.headers)).json().birthYear).toBeNull();
    const base = { name: '테스트', phone: '010-1234-5678' };
    const bad = await send('PATCH', '/api/user/profile', cg.headers, { ...base, birthYear: 2030 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.birthYear).toBe(BIRTH_YEAR_MESSAGES.format);
    const ok = await send('PATCH', '/api/user/profile', cg.headers, { ...base, birthYear: 1958 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().birthYear).toBe(1958);
    expect((await get('/api/user/profile', cg.headers)).json().birthYear).toBe(1958);
    // Saving without the field keeps it.
    await send('PATCH', '/api/user/profile', cg.headers, base);
    expect(await birthYearOf(cg.id)).toBe(1958);
  });

  it('a manager has none and may not send one', async () => {
    const mgr = await signedIn(t.app, 'ROLE_MANAGER');
    const headers = bearer(mgr.access);
    expect((await get('/api/user/profile', headers)).json().birthYear).toBeNull();
    const res = await send('PATCH', '/api/user/profile', headers, {
      name: '테스트',
      phone: '010-1234-5678',
      birthYear: 1970,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.birthYear).toBe('출생 연도는 요양보호사만 입력해요.');
  });
});
