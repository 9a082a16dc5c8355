// For component tests: the API faked at the network layer (CONVENTIONS.md), a fetch that answers
// queued replies the way the server does and records what was asked.

export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export function fakeResponse(r: Reply) {
  const headers = new Map(Object.entries(r.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    ok: r.status >= 200 && r.status < 300,
    status: r.status,
    headers: { get: (k: string) => headers.get(k.toLowerCase()) ?? null },
    json: async () => r.body,
    text: async () => JSON.stringify(r.body),
  };
}

const SERVER_ERROR: Reply = { status: 500, body: { message: '서버 오류', code: 'X' } };

/**
 * Installs the fake fetch. `next` gives the reply to each request in turn (a 500 when it has none);
 * the returned list collects the decoded URLs asked for.
 */
export function installFakeApi(next: () => Reply | undefined): string[] {
  const requests: string[] = [];
  globalThis.fetch = jest.fn(async (url: RequestInfo | URL) => {
    requests.push(decodeURIComponent(String(url)));
    return fakeResponse(next() ?? SERVER_ERROR);
  }) as unknown as typeof fetch;
  return requests;
}
