/** @jest-environment node */
import { createHttpClient } from '../http';
import { ApiError } from '../api-error';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function setup(handler: Handler, initial = { accessToken: 'old', refreshToken: 'r1' }) {
  const tokens = { ...initial } as { accessToken: string | null; refreshToken: string | null };
  const fail = jest.fn();
  const calls: { url: string; auth: string | null }[] = [];
  const fetchFn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ url, auth: headers.authorization ?? null });
    return handler(url, init ?? {});
  }) as unknown as typeof fetch;
  const client = createHttpClient({
    fetchFn,
    tokens: {
      get: () => tokens,
      set: (t) => Object.assign(tokens, t),
      fail,
    },
  });
  return { client, tokens, fail, calls };
}

const expired = () => json(401, { message: '로그인이 필요해요.', code: 'TOKEN_EXPIRED' });

describe('http client', () => {
  it('sends the bearer token and parses JSON', async () => {
    const { client, calls } = setup(() => json(200, { ok: true }));
    await expect(client.get('/api/user')).resolves.toEqual({ ok: true });
    expect(calls[0]?.auth).toBe('Bearer old');
  });

  it('ten parallel 401s cause exactly one reissue, then every request is retried with the new token', async () => {
    let reissues = 0;
    const { client, tokens, fail } = setup(async (url, init) => {
      if (url.endsWith('/api/reissue')) {
        reissues += 1;
        await new Promise((r) => setTimeout(r, 20));
        return new Response(null, {
          status: 200,
          headers: { authorization: 'Bearer new', 'x-refresh-token': 'r2' },
        });
      }
      const auth = (init.headers as Record<string, string>).authorization;
      return auth === 'Bearer new' ? json(200, { url }) : expired();
    });
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => client.get(`/api/thing/${i}`)));
    expect(reissues).toBe(1);
    expect(results).toHaveLength(10);
    expect(tokens).toEqual({ accessToken: 'new', refreshToken: 'r2' });
    expect(fail).not.toHaveBeenCalled();
  });

  it('a failed reissue ends the session once and rejects with the server error', async () => {
    const { client, fail } = setup((url) =>
      url.endsWith('/api/reissue')
        ? json(401, { message: '다시 로그인해주세요.', code: 'REFRESH_INVALID' })
        : expired(),
    );
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(client.get('/api/user')).rejects.toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });
    expect(fail).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith('재발급 실패');
    spy.mockRestore();
  });

  it('a reissue that fails on the network keeps the session and reports the network', async () => {
    const { client, fail, tokens } = setup((url) => {
      if (url.endsWith('/api/reissue')) throw new TypeError('Failed to fetch');
      return expired();
    });
    await expect(client.get('/api/user')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(fail).not.toHaveBeenCalled();
    expect(tokens).toEqual({ accessToken: 'old', refreshToken: 'r1' });
  });

  it('anonymous calls (login) never try to reissue on 401', async () => {
    const { client, calls, fail } = setup(() =>
      json(401, { message: '비밀번호가 일치하지 않습니다.', code: 'X' }),
    );
    await expect(client.post('/api/login', { id: 'a' }, { anonymous: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]?.auth).toBeNull();
    expect(fail).not.toHaveBeenCalled();
  });

  it('turns the error body into ApiError with fields, and a non-JSON error into a Korean message', async () => {
    const { client } = setup((url) =>
      url.includes('bad')
        ? json(400, {
            message: '입력값을 확인해주세요.',
            code: 'VALIDATION_ERROR',
            fields: { name: '이름을 입력해주세요.' },
          })
        : new Response('<html>bad gateway</html>', { status: 502 }),
    );
    await expect(client.post('/api/bad', {})).rejects.toMatchObject({
      status: 400,
      message: '입력값을 확인해주세요.',
      fields: { name: '이름을 입력해주세요.' },
    });
    await expect(client.post('/api/proxy', {})).rejects.toMatchObject({
      status: 502,
      message: '일시적인 오류가 생겼어요. 잠시 후 다시 시도해주세요.',
    });
  });

  it('retries a GET once on a network failure but never a POST', async () => {
    let n = 0;
    const { client } = setup(() => {
      n += 1;
      if (n === 1) throw new TypeError('Failed to fetch');
      return json(200, { n });
    });
    await expect(client.get('/api/x')).resolves.toEqual({ n: 2 });
    n = 0;
    await expect(client.post('/api/y', {})).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(n).toBe(1);
  });

  it('builds query strings and skips empty values', async () => {
    const { client, calls } = setup(() => json(200, {}));
    await client.get('/api/list', { query: { page: 0, range: '1.25', name: undefined, x: null } });
    expect(calls[0]?.url).toBe('/api/list?page=0&range=1.25');
  });
});
