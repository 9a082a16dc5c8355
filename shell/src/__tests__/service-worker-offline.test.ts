/**
 * @jest-environment node
 */
// Issue 30: a reload while the server is down showed the browser's own error page. The service worker
// answers a page load it cannot take to the network with a small offline page, and touches nothing else.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

type Listener = (event: Record<string, unknown>) => void;

function loadWorker(fetchImpl: (r: Request) => Promise<Response>) {
  const listeners: Record<string, Listener> = {};
  const self = {
    addEventListener: (type: string, fn: Listener) => (listeners[type] = fn),
    skipWaiting: () => undefined,
    clients: { claim: async () => undefined },
    location: { origin: 'https://dolbom.example' },
  };
  const source = fs.readFileSync(path.join(__dirname, '../../public/sw.js'), 'utf8');
  vm.runInNewContext(source, { self, fetch: fetchImpl, Response, URL });
  return (request: Request) => {
    let answer: Promise<Response> | undefined;
    listeners.fetch?.({ request, respondWith: (r: Promise<Response>) => (answer = r) });
    return answer;
  };
}

const navigate = (url: string) =>
  Object.defineProperty(new Request(url), 'mode', { value: 'navigate' }) as Request;

it('answers a page load that cannot reach the server with the offline page', async () => {
  const handle = loadWorker(() => Promise.reject(new TypeError('Failed to fetch')));
  const res = await handle(navigate('https://dolbom.example/inbox?tab=approved'));
  expect(res?.status).toBe(503);
  expect(res?.headers.get('content-type')).toContain('text/html');
  const html = (await res?.text()) ?? '';
  expect(html).toContain('연결할 수 없어요');
  expect(html).toContain('<a href="/inbox?tab=approved">다시 시도</a>');
});

it('passes a page load through when the server answers, and leaves other requests alone', async () => {
  const ok = new Response('<html>app</html>', { status: 200 });
  const handle = loadWorker(() => Promise.resolve(ok));
  expect(await handle(navigate('https://dolbom.example/'))).toBe(ok);
  expect(handle(new Request('https://dolbom.example/api/user'))).toBeUndefined();
  expect(handle(new Request('https://dolbom.example/apps/caregiver/remoteEntry.js'))).toBeUndefined();
});
