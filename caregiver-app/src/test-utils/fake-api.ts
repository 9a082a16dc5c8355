// For component tests: the API faked at the network layer (CONVENTIONS.md). A fetch that answers
// each request with what `handle` returns for its method, path (with query) and JSON body, the way
// the server does, and records every request.

export interface Reply {
  status: number;
  body?: unknown;
}

export interface Call {
  method: string;
  url: string;
  body: unknown;
  /** Request headers as sent (names as the client wrote them). */
  headers?: Record<string, string>;
}

export type Handler = (call: Call) => Reply | Promise<Reply> | undefined;

const SERVER_ERROR: Reply = { status: 500, body: { message: '서버 오류', code: 'X' } };

export function installFakeApi(handle: Handler): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const call: Call = {
      method: init?.method ?? 'GET',
      url: decodeURIComponent(String(url)),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    // Not enumerable: tests that compare whole requests with toEqual stay as they were.
    Object.defineProperty(call, 'headers', {
      value: { ...(init?.headers as Record<string, string> | undefined) },
    });
    calls.push(call);
    const r = (await handle(call)) ?? SERVER_ERROR;
    const text = r.body === undefined ? '' : JSON.stringify(r.body);
    return {
      ok: r.status >= 200 && r.status < 300,
      status: r.status,
      headers: { get: () => null },
      json: async () => r.body,
      text: async () => text,
    };
  }) as unknown as typeof fetch;
  return calls;
}
