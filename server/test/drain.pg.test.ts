// SIGTERM under load (issue 28): two API processes behind a round-robin balancer that polls /readyz, a
// steady stream of requests through it, and one process told to stop. It must turn unready at once, keep
// answering through its grace period, finish what it has in flight, end its event streams with a retry
// hint and exit by itself — and no request may fail.
import { startProxy } from '../../scripts/cluster/proxy.mjs';
import { startApiProcesses, type ApiCluster } from './helpers/two-processes';
import { insertUser } from '../src/modules/auth/user-repository';
import { TEST_PASSWORD } from './helpers/users';

jest.setTimeout(120_000);

let cluster: ApiCluster;
beforeAll(async () => {
  cluster = await startApiProcesses(2, { SHUTDOWN_GRACE_SECONDS: '3' });
});
afterAll(() => cluster?.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('drains one of two processes under load without a single failed request', async () => {
  const [A, B] = cluster.processes as [ApiCluster['processes'][number], ApiCluster['processes'][number]];
  const lb = await startProxy({ backends: [A.url, B.url], healthEveryMs: 200 });
  try {
    const user = await insertUser(cluster.handle.db, {
      loginId: 'drain0001',
      password: TEST_PASSWORD,
      name: '테스트',
      phone: '010-1234-5678',
      role: 'ROLE_CAREGIVER',
    });
    const login = await fetch(`${lb.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: user.loginId, password: TEST_PASSWORD, autoLogin: false }),
    });
    expect(login.status).toBe(200);
    const authorization = login.headers.get('authorization')!;

    // An event stream open on A, the process that will stop.
    const ticket = (await (
      await fetch(`${A.url}/api/notifications/stream-ticket`, { method: 'POST', headers: { authorization } })
    ).json()) as { ticket: string };
    const stream = await fetch(`${A.url}/api/notifications/stream?ticket=${ticket.ticket}`);
    expect(stream.status).toBe(200);
    const streamText = (async () => {
      let text = '';
      const decoder = new TextDecoder();
      const reader = stream.body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return text;
        text += decoder.decode(value);
      }
    })();

    // Steady load: 8 clients, each sending the next request as soon as the last one is answered.
    const outcomes: { status: number; error?: string }[] = [];
    let running = true;
    const client = async () => {
      while (running) {
        try {
          const res = await fetch(`${lb.url}/api/user`, { headers: { authorization } });
          await res.arrayBuffer();
          outcomes.push({ status: res.status });
        } catch (err) {
          outcomes.push({ status: 0, error: String(err) });
        }
      }
    };
    const clients = Array.from({ length: 8 }, client);
    await sleep(1000);
    const servedByABefore = lb.stats()[0]!.served;
    expect(servedByABefore).toBeGreaterThan(0);

    const signalled = Date.now();
    process.kill(A.pid, 'SIGTERM');
    // Unready at once (asked directly, not through the balancer; the signal is delivered asynchronously,
    // so the first answer may come before its handler ran)…
    let ready = await fetch(`${A.url}/readyz`);
    while (ready.status === 200 && Date.now() - signalled < 1000) ready = await fetch(`${A.url}/readyz`);
    expect(ready.status).toBe(503);
    // …but still serving during its grace period.
    expect((await fetch(`${A.url}/api/user`, { headers: { authorization } })).status).toBe(200);

    const code = await A.exit;
    const exitedAfter = Date.now() - signalled;
    await sleep(500);
    running = false;
    await Promise.all(clients);

    expect(code).toBe(0);
    expect(exitedAfter).toBeGreaterThanOrEqual(3000); // the grace period
    expect(exitedAfter).toBeLessThan(15_000);
    const failed = outcomes.filter((o) => o.status !== 200);
    expect(failed).toEqual([]);
    expect(outcomes.length).toBeGreaterThan(50);
    // B carried on alone after A left the rotation.
    expect(lb.stats()[0]).toMatchObject({ ready: false, failed: 0 });
    expect(lb.stats()[1]!.served).toBeGreaterThan(0);
    // The stream on A was ended with a hint to reconnect soon (to another process).
    expect(await streamText).toMatch(/retry: 1000\n/);
  } finally {
    await lb.close();
  }
});
