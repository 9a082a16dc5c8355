// For component tests: the API faked at the network layer (CONVENTIONS.md), as in the shell's
// test-utils: a fetch that answers like the server and records what was asked.

export interface Reply {
  status: number;
  body?: unknown;
  /** Response headers by lower-case name (e.g. x-total-count). */
  headers?: Record<string, string>;
}

export interface FakeRequest {
  method: string;
  url: string;
  body: unknown;
  /** Request headers as sent (names as the client wrote them). */
  headers?: Record<string, string>;
}

function fakeResponse(r: Reply) {
  return {
    ok: r.status >= 200 && r.status < 300,
    status: r.status,
    headers: { get: (name: string) => r.headers?.[name.toLowerCase()] ?? null },
    json: async () => r.body,
    text: async () => (r.body === undefined ? '' : JSON.stringify(r.body)),
    // Binary answers (a private photo) are given as a Blob.
    blob: async () => (r.body instanceof Blob ? r.body : new Blob([JSON.stringify(r.body ?? '')])),
  };
}

/**
 * Installs the fake fetch. `answer` gives the reply to each request, now or later (a promise: a slow
 * server), and a 500 when it gives nothing; the returned list collects every request with its decoded
 * URL and JSON body.
 */
export function installFakeApi(
  answer: (req: FakeRequest) => Reply | undefined | Promise<Reply | undefined>,
): FakeRequest[] {
  const requests: FakeRequest[] = [];
  globalThis.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const req: FakeRequest = {
      method: init?.method ?? 'GET',
      url: decodeURIComponent(String(url)),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    // Not enumerable: tests that compare whole requests with toEqual stay as they were.
    Object.defineProperty(req, 'headers', {
      value: { ...(init?.headers as Record<string, string> | undefined) },
    });
    requests.push(req);
    return fakeResponse((await answer(req)) ?? { status: 500, body: { message: '서버 오류', code: 'X' } });
  }) as unknown as typeof fetch;
  return requests;
}
