import { ERROR_CODES } from '@dolbom/shared-api/contracts';
import { buildTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ loginRateLimitMax: 2 });
});
afterAll(() => t.close());

it('limits login attempts per IP with a Korean 429', async () => {
  const attempt = (remoteAddress = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress,
      payload: { id: 'nobody0001', password: 'x' },
    });
  expect((await attempt()).statusCode).toBe(401);
  expect((await attempt()).statusCode).toBe(401);
  const limited = await attempt();
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toEqual({
    message: '요청이 너무 많아요. 잠시 후 다시 시도해주세요.',
    code: ERROR_CODES.TOO_MANY_REQUESTS,
  });
  // Another client is not affected.
  expect((await attempt('10.0.0.2')).statusCode).toBe(401);
});
