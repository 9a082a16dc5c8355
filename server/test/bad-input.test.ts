// Bad input answers a Korean 4xx, never a 500: ids beyond PostgreSQL integer or not plain digits, NUL
// and invisible-only text, malformed multipart, too many parts, over-long headers, broken URLs.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { TEXT_MESSAGES, type ApiErrorBody } from '@dolbom/shared-api/contracts';
import { CLIENT_ERROR_MESSAGES } from '../src/plugins/client-errors';
import { SIGNUP_SERVER_MESSAGES } from '../src/modules/signup/messages';
import { useManagerDemo, elderBody } from './manager/helpers';
import { caregiverBody, multipart, PNG } from './helpers/signup';

const { t, manager, caregiver, elders } = useManagerDemo();

const HANGUL = /[가-힣]/;

/** A 4xx in the API's shape, with a Korean message that does not repeat `injected`. */
function expectClientError(
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
  status: number,
  injected?: string,
) {
  expect(res.statusCode).toBe(status);
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  const body = JSON.parse(res.body) as ApiErrorBody;
  expect(body).toEqual(expect.objectContaining({ message: expect.any(String), code: expect.any(String) }));
  expect(body.message).toMatch(HANGUL);
  if (injected) expect(res.body).not.toContain(injected);
  return body;
}

const contactBody = (overrides: Record<string, unknown> = {}) => ({
  caregiverId: 1,
  elderId: elders['김순례'],
  workType: '방문 요양',
  wageType: '시급',
  wage: 13000,
  phone: '010-1234-5678',
  message: '',
  ...overrides,
});

describe('ids', () => {
  const OUT_OF_RANGE = ['2147483648', '99999999999'];
  const NOT_DIGITS = ['0x10', '1e1', ' 5 ', '-1', '1.0'];

  it('refuses ids beyond PostgreSQL integer in path, query and body with 400, not 500', async () => {
    for (const id of OUT_OF_RANGE) {
      expect(expectClientError(await manager('GET', `/api/manager/elder/${id}`), 400).message).toBe(
        '잘못된 번호예요.',
      );
      expect(expectClientError(await caregiver('DELETE', `/api/caregiver/apply/${id}`), 400).message).toBe(
        '지원 번호를 확인해주세요.',
      );
      expect(
        expectClientError(await caregiver('GET', `/api/caregiver/near?elderId=${id}`), 400).message,
      ).toBe('어르신 번호를 확인해주세요.');
      expectClientError(await manager('GET', `/api/manager/contact?elderId=${id}`), 400);
      expectClientError(
        await manager('POST', '/api/manager/contact', contactBody({ caregiverId: Number(id) })),
        400,
      );
      expectClientError(
        await manager('POST', '/api/manager/bookmark', { elderId: Number(id), caregiverId: 1 }),
        400,
      );
      expectClientError(await t.app.inject({ method: 'POST', url: `/api/caregiver/register/${id}` }), 400);
    }
  });

  it('refuses ids that are not plain decimal digits with 400', async () => {
    for (const id of NOT_DIGITS) {
      const q = encodeURIComponent(id);
      expectClientError(await caregiver('GET', `/api/caregiver/near?elderId=${q}`), 400);
      expectClientError(await caregiver('DELETE', `/api/caregiver/apply/${q}`), 400);
      expectClientError(await manager('GET', `/api/manager/contact?elderId=${q}`), 400);
      expectClientError(await manager('POST', '/api/manager/contact', contactBody({ elderId: id })), 400);
      // Nested manager ids too (only /api/manager/{id} itself keeps digits-only routing, beside its siblings).
      expectClientError(await manager('GET', `/api/manager/elder/${q}`), 400);
      expectClientError(await manager('DELETE', `/api/manager/bookmark/${q}`), 400);
      expectClientError(await manager('POST', `/api/manager/apply/${q}`), 400);
      expectClientError(await manager('DELETE', `/api/manager/contact/${q}`), 400);
    }
  });

  it('keeps 404 for a well-formed id that does not exist, and huge pages are 400', async () => {
    expectClientError(await manager('GET', '/api/manager/elder/2147483647'), 404);
    expectClientError(await caregiver('GET', '/api/caregiver/near?elderId=2147483647'), 404);
    expectClientError(await caregiver('GET', '/api/caregiver/near/all?page=99999999999'), 400);
    expectClientError(await manager('GET', `/api/manager/contact?elderId=${elders['김순례']}&size=1e1`), 400);
  });
});

describe('text', () => {
  const NUL = '\u0000';

  it('refuses NUL in the login id, the center keyword, an elder name and a message with 400', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { id: `manager01${NUL}`, password: 'x' },
    });
    expect(expectClientError(login, 400).message).toBe(TEXT_MESSAGES.control);
    expectClientError(await manager('GET', '/api/center?keyword=%00'), 400);
    expectClientError(await manager('GET', '/api/address?query=%EC%97%AD%00'), 400);
    const elder = await manager('POST', '/api/manager/elder/create', elderBody({ name: `홍${NUL}길순` }));
    expect(expectClientError(elder, 400)).toEqual(
      expect.objectContaining({ fields: { name: TEXT_MESSAGES.control } }),
    );
    const reply = await caregiver('POST', `/api/caregiver/near?elderId=${elders['김순례']}`, {
      phone: '010-1234-5678',
      message: `안녕하세요${NUL} 성실하게 돌보겠습니다`,
    });
    expect(expectClientError(reply, 400).fields).toEqual({ message: TEXT_MESSAGES.control });
    expectClientError(
      await manager(
        'POST',
        '/api/manager/contact',
        contactBody({ message: `연락${NUL}드립니다 잘 부탁드려요` }),
      ),
      400,
    );
  });

  it('refuses a name of only zero-width or bidi characters with 400', async () => {
    for (const name of ['\u200b', '\u200b\u200c\u200d', '\u202e\u2066', '\ufeff\u2060', '\u3164\u3164']) {
      const res = await manager('POST', '/api/manager/elder/create', elderBody({ name }));
      expect(expectClientError(res, 400).fields).toEqual({ name: TEXT_MESSAGES.invisible });
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/caregiver/register',
      payload: caregiverBody({ name: '\u200d' }),
    });
    expectClientError(res, 400);
  });

  it('refuses a header with a NUL with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reissue',
      headers: { 'x-refresh-token': `abc${NUL}def` },
    });
    expectClientError(res, 400, 'abc');
  });
});

describe('multipart', () => {
  /** A new caregiver's one-time upload token: the route checks it before it reads a byte of the body,
   * so only a valid token gets as far as the multipart parser. */
  async function signUp() {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/caregiver/register',
      payload: caregiverBody(),
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { userId: number; uploadToken: string };
  }
  const upload = async (
    payload: string | Buffer,
    contentType: string,
    tokenIn: 'header' | 'field' = 'header',
  ) => {
    const { userId, uploadToken } = await signUp();
    return t.app.inject({
      method: 'POST',
      url: `/api/caregiver/register/${userId}`,
      payload,
      headers: {
        'content-type': contentType,
        ...(tokenIn === 'header' ? { 'x-upload-token': uploadToken } : {}),
      },
    });
  };
  const head = '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n';

  it('answers 400 for no boundary, a wrong boundary and a truncated body', async () => {
    for (const [payload, type] of [
      ['xx', 'multipart/form-data'],
      [`${head}data\r\n--abc--\r\n`, 'multipart/form-data; boundary=zzz'],
      [`${head}data-without-an-end`, 'multipart/form-data; boundary=abc'],
    ] as const) {
      const body = expectClientError(await upload(payload, type), 400);
      expect(body.message).not.toBe('일시적인 오류가 생겼어요. 잠시 후 다시 시도해주세요.');
    }
  });

  it('answers 413 saying what was wrong for too many files or fields', async () => {
    const files = multipart([1, 2, 3].map((i) => ({ name: 'file', value: PNG, filename: `${i}.png` })));
    const tooManyFiles = await upload(files.payload, files.headers['content-type']);
    expect(expectClientError(tooManyFiles, 413).message).toBe(CLIENT_ERROR_MESSAGES.tooManyFiles);
    const fields = multipart(Array.from({ length: 11 }, (_, i) => ({ name: `f${i}`, value: 'v' })));
    const tooManyFields = await upload(fields.payload, fields.headers['content-type']);
    expect(expectClientError(tooManyFields, 413).message).toBe(CLIENT_ERROR_MESSAGES.tooManyFields);
    // The photo-size message stays for what it is about.
    expect(SIGNUP_SERVER_MESSAGES.fileTooLarge).not.toBe(CLIENT_ERROR_MESSAGES.tooManyFiles);
  });

  it('refuses a NUL in the upload token field with 400', async () => {
    const body = multipart([
      { name: 'uploadToken', value: `tok${'\u0000'}en` },
      { name: 'file', value: PNG, filename: 'a.png', contentType: 'image/png' },
    ]);
    expectClientError(await upload(body.payload, body.headers['content-type'], 'field'), 400);
  });
});

describe('URLs, routes and bodies', () => {
  it('answers a malformed URL with 400 JSON', async () => {
    for (const url of [
      '/api/center?keyword=%',
      '/api/manager/elder/%',
      '/api/center?keyword=%zz',
      '/api/%',
    ]) {
      const res = await manager('GET', url);
      expect(expectClientError(res, 400).message).toBe(CLIENT_ERROR_MESSAGES.badUrl);
    }
  });

  it('answers a path parameter over the router’s length limit with 414 JSON', async () => {
    const res = await caregiver('DELETE', `/api/caregiver/apply/${'1'.repeat(300)}`);
    expect(expectClientError(res, 414, '1'.repeat(300)).message).toBe(CLIENT_ERROR_MESSAGES.urlTooLong);
  });

  it('answers an unknown /api route and a wrong method with 404 JSON', async () => {
    expectClientError(await manager('GET', '/api/no-such-route-xyz'), 404, 'no-such-route-xyz');
    expectClientError(await t.app.inject({ method: 'PATCH', url: '/api/login' }), 404);
  });

  it('answers bad JSON, a wrong content type and a too large body in Korean', async () => {
    const json = { 'content-type': 'application/json' };
    const bad = await t.app.inject({ method: 'POST', url: '/api/login', headers: json, payload: '{"id":' });
    expect(expectClientError(bad, 400).message).toBe('입력값을 확인해주세요.');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<id>1</id>',
    });
    expect(expectClientError(text, 415).message).toBe(CLIENT_ERROR_MESSAGES.mediaType);
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: json,
      payload: JSON.stringify({ id: 'a'.repeat(2 * 1024 * 1024) }),
    });
    expectClientError(big, 413);
  });

  it('answers an over-long URL from the HTTP parser with 431 JSON', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const res = await new Promise<{ statusCode: number; headers: http.IncomingHttpHeaders; body: string }>(
      (resolve, reject) => {
        const req = http.get(
          { host: '127.0.0.1', port, path: `/api/center?keyword=${'a'.repeat(40_000)}` },
          (r) => {
            let body = '';
            r.setEncoding('utf8');
            r.on('data', (c: string) => (body += c));
            r.on('end', () => resolve({ statusCode: r.statusCode ?? 0, headers: r.headers, body }));
          },
        );
        req.on('error', reject);
      },
    );
    expect(expectClientError({ ...res, headers: res.headers }, 431, 'aaaa').message).toBe(
      CLIENT_ERROR_MESSAGES.headersTooLarge,
    );
  });
});
