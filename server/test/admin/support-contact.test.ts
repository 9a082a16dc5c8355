// SUPPORT_CONTACT (issue 30): a suspended account was told to call a 고객센터 with no number. With the
// setting, every refusal of a suspended account names it: sign-in, an access token, a refresh token.
import { ERROR_CODES, LOGIN_MESSAGES } from '@dolbom/shared-api/contracts';
import { loadConfig } from '../../src/config';
import { useTestApp } from '../helpers/test-app';
import { bearer, DEMO_PASSWORD, demoHeaders, login, userIdOf } from '../helpers/users';

const t = useTestApp({ supportContact: '1588-0000' }, { seed: true });
const WITH_NUMBER = {
  message: '운영 정책에 따라 이용이 정지된 계정입니다. 고객센터(1588-0000)에 문의해주세요.',
  code: ERROR_CODES.ACCOUNT_SUSPENDED,
};

it('reads SUPPORT_CONTACT, unset by default', () => {
  expect(loadConfig({ SUPPORT_CONTACT: ' 1588-0000 ' }).supportContact).toBe('1588-0000');
  expect(loadConfig({}).supportContact).toBeUndefined();
  expect(LOGIN_MESSAGES.suspended).toBe(
    '운영 정책에 따라 이용이 정지된 계정입니다. 고객센터에 문의해주세요.',
  );
});

it('a suspended account is told the 고객센터 number on sign-in, with its token and on reissue', async () => {
  const { session } = await login(t.app, 'caregiver02', DEMO_PASSWORD, true);
  const admin = await demoHeaders(t.app, 'admin01');
  const id = await userIdOf(t.app, 'caregiver02');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${id}/suspend`,
    headers: admin,
    payload: { reason: '허위 정보로 활동' },
  });
  expect(res.statusCode).toBe(200);

  const token = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(session.access) });
  expect(token.statusCode).toBe(401);
  expect(token.json()).toEqual(WITH_NUMBER);
  const reissue = await t.app.inject({
    method: 'POST',
    url: '/api/reissue',
    headers: { 'x-refresh-token': session.refresh },
  });
  expect(reissue.json()).toEqual(WITH_NUMBER);
  const again = await login(t.app, 'caregiver02', DEMO_PASSWORD);
  expect(again.res.statusCode).toBe(403);
  expect(again.res.json()).toEqual(WITH_NUMBER);
});
