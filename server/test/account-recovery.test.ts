import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RECOVERY_MESSAGES, SIGNUP_MESSAGES } from '@dolbom/shared-api/contracts';
import { createLocalSmsSender } from '../src/modules/sms/sms-sender';
import { users } from '../src/db/schema';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { testClock } from './helpers/signup';
import { insertUser } from '../src/modules/auth/user-repository';
import { login, TEST_PASSWORD } from './helpers/users';

let t: TestApp;
const sms = createLocalSmsSender();
const clock = testClock();
beforeAll(async () => {
  t = await buildTestApp({}, { sms, clock: clock.now });
});
afterAll(() => t.close());

let phoneCounter = 0;
async function userWithPhone(loginId: string) {
  const phone = `010-7000-${String(++phoneCounter).padStart(4, '0')}`;
  await insertUser(t.app.db, {
    loginId,
    password: TEST_PASSWORD,
    name: '홍길동',
    phone,
    role: 'ROLE_CAREGIVER',
  });
  return phone;
}

let client = 0;
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.2.0.${++client % 250}` });
const sendCode = (body: object) => post('/api/auth/verification', body);
const lastCode = (phone: string) => sms.last(phone)?.match(/^인증번호 (\d{6})$/)?.[1] ?? '';
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('find id', () => {
  it('sends a code and shows the whole id (and the masked one)', async () => {
    const phone = await userWithPhone('caretaker01');
    const sent = await sendCode({ phone, purpose: 'find-id' });
    expect(sent.statusCode).toBe(200);
    expect(new Date(sent.json().expiresAt).getTime() - clock.now().getTime()).toBe(180_000);
    const code = lastCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    const res = await post('/api/auth/find-id', { phone, code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ maskedId: 'care*****01', loginId: 'caretaker01' });
    // A code works once.
    expect((await post('/api/auth/find-id', { phone, code })).statusCode).toBe(400);
  });

  it('answers 404 for a phone without an account', async () => {
    const res = await sendCode({ phone: '010-0000-0000', purpose: 'find-id' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(RECOVERY_MESSAGES.phoneNotFound);
  });

  it('validates the phone and the code format', async () => {
    expect((await sendCode({ phone: '0101234', purpose: 'find-id' })).json().fields.phone).toBe(
      SIGNUP_MESSAGES.phone,
    );
    expect((await post('/api/auth/find-id', { phone: '010-1111-2222', code: '12' })).json().fields.code).toBe(
      RECOVERY_MESSAGES.code,
    );
  });

  it('rejects a wrong code, then an expired one', async () => {
    const phone = await userWithPhone('expiring01');
    await sendCode({ phone, purpose: 'find-id' });
    const code = lastCode(phone);
    const bad = await post('/api/auth/find-id', { phone, code: wrong(code) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(RECOVERY_MESSAGES.wrongCode);
    clock.advance(181);
    const late = await post('/api/auth/find-id', { phone, code });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(RECOVERY_MESSAGES.expired);
  });

  it('locks the code after 5 wrong tries, until a new one is sent', async () => {
    const phone = await userWithPhone('lockedout01');
    await sendCode({ phone, purpose: 'find-id' });
    const code = lastCode(phone);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await post('/api/auth/find-id', { phone, code: wrong(code) })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const locked = await post('/api/auth/find-id', { phone, code });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(RECOVERY_MESSAGES.locked);
    clock.advance(31);
    await sendCode({ phone, purpose: 'find-id' });
    expect((await post('/api/auth/find-id', { phone, code: lastCode(phone) })).statusCode).toBe(200);
  });

  it('limits sends to one per 30 seconds and five per hour per phone', async () => {
    const phone = await userWithPhone('ratelimit01');
    expect((await sendCode({ phone, purpose: 'find-id' })).statusCode).toBe(200);
    const soon = await sendCode({ phone, purpose: 'find-id' });
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toBe(RECOVERY_MESSAGES.tooManySends);
    for (let i = 0; i < 4; i++) {
      clock.advance(31);
      expect((await sendCode({ phone, purpose: 'find-id' })).statusCode).toBe(200);
    }
    clock.advance(31);
    expect((await sendCode({ phone, purpose: 'find-id' })).statusCode).toBe(429);
    clock.advance(3600);
    expect((await sendCode({ phone, purpose: 'find-id' })).statusCode).toBe(200);
  });

  it('finds the most recent account when two share a phone', async () => {
    const phone = await userWithPhone('olderacct01');
    await insertUser(t.app.db, {
      loginId: 'neweracct02',
      password: TEST_PASSWORD,
      name: '홍길동',
      phone,
      role: 'ROLE_MANAGER',
    });
    await sendCode({ phone, purpose: 'find-id' });
    const res = await post('/api/auth/find-id', { phone, code: lastCode(phone) });
    expect(res.json().maskedId).toBe('newe*****02');
  });
});

describe('reset password', () => {
  const newPassword = 'newpass123!';

  it('sets a new password and ends every session', async () => {
    const phone = await userWithPhone('resetme001');
    const { session } = await login(t.app, 'resetme001');
    expect((await sendCode({ phone, purpose: 'reset-password', id: 'resetme001' })).statusCode).toBe(200);
    const code = lastCode(phone);
    const res = await post('/api/auth/reset-password', {
      id: 'resetme001',
      phone,
      code,
      password: newPassword,
      passwordCheck: newPassword,
    });
    expect(res.statusCode).toBe(204);
    expect((await login(t.app, 'resetme001')).res.statusCode).toBe(401);
    expect((await login(t.app, 'resetme001', newPassword)).res.statusCode).toBe(200);
    const reissue = await t.app.inject({
      method: 'POST',
      url: '/api/reissue',
      headers: { 'x-refresh-token': session.refresh },
    });
    expect(reissue.statusCode).toBe(401);
  });

  it('answers 404 when id and phone do not belong together', async () => {
    const phone = await userWithPhone('resetme002');
    await userWithPhone('otheruser02');
    const res = await sendCode({ phone, purpose: 'reset-password', id: 'otheruser02' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(RECOVERY_MESSAGES.phoneNotFound);
    expect((await sendCode({ phone, purpose: 'reset-password' })).statusCode).toBe(400);
  });

  it('checks the password rule, the confirmation and the code', async () => {
    const phone = await userWithPhone('resetme003');
    await sendCode({ phone, purpose: 'reset-password', id: 'resetme003' });
    const code = lastCode(phone);
    const base = { id: 'resetme003', phone, code };
    const weak = await post('/api/auth/reset-password', {
      ...base,
      password: 'abcdefghijk',
      passwordCheck: 'abcdefghijk',
    });
    expect(weak.json().fields.password).toBe(SIGNUP_MESSAGES.password);
    const mismatch = await post('/api/auth/reset-password', {
      ...base,
      password: newPassword,
      passwordCheck: 'other123!!',
    });
    expect(mismatch.json().fields.passwordCheck).toBe(SIGNUP_MESSAGES.passwordCheck);
    const badCode = await post('/api/auth/reset-password', {
      ...base,
      code: wrong(code),
      password: newPassword,
      passwordCheck: newPassword,
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().message).toBe(RECOVERY_MESSAGES.wrongCode);
    // A find-id code does not reset a password.
    clock.advance(31);
    await sendCode({ phone, purpose: 'find-id' });
    const otherPurpose = await post('/api/auth/reset-password', {
      ...base,
      code: lastCode(phone),
      password: newPassword,
      passwordCheck: newPassword,
    });
    expect(otherPurpose.statusCode).toBe(400);
  });
});

describe('local SMS sender', () => {
  it('logs the line and appends it to SMS_LOG_FILE', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dolbom-sms-'));
    const file = path.join(dir, 'sms.log');
    const own = await buildTestApp({ smsLogFile: file });
    const app = own.app;
    try {
      await insertUser(app.db, {
        loginId: 'smsuser001',
        password: TEST_PASSWORD,
        name: '홍길동',
        phone: '010-8888-0001',
        role: 'ROLE_CAREGIVER',
      });
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/verification',
        payload: { phone: '010-8888-0001', purpose: 'find-id' },
      });
      expect(res.statusCode).toBe(200);
      expect(fs.readFileSync(file, 'utf8')).toMatch(/^\[SMS\] 010-8888-0001 인증번호 \d{6}\n$/);
      expect(await app.db.select().from(users)).toHaveLength(1);
    } finally {
      await own.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
