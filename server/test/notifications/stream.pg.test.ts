// The notification stream across two real API processes on one PostgreSQL: a caregiver's stream open on
// process A receives the contact a manager sends through process B (LISTEN/NOTIFY fan-out), and the
// ticket from A opens the stream on B too (tickets live in the database).
import { DEMO_PASSWORD } from '../helpers/users';
import { seedDemo } from '../../src/db/seed';
import { loadGazetteer } from '../../src/modules/geo/gazetteer';
import { loadConfig } from '../../src/config';
import { startApiProcesses, type ApiCluster } from '../helpers/two-processes';

jest.setTimeout(120_000);

let cluster: ApiCluster;
let A: string;
let B: string;
beforeAll(async () => {
  cluster = await startApiProcesses(2);
  [A, B] = cluster.processes.map((p) => p.url) as [string, string];
  await seedDemo(
    cluster.handle.db,
    loadGazetteer(loadConfig({ DATA_DIR: 'memory://', JWT_SECRET: 'x' }).gazetteerPath),
  );
});
afterAll(() => cluster?.close());

async function access(base: string, id: string) {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return { authorization: res.headers.get('authorization') ?? '' };
}

it('a stream on one process delivers a contact created through the other', async () => {
  const caregiver = await access(A, 'caregiver03');
  const manager = await access(B, 'manager01');
  const me = await (await fetch(`${A}/api/user`, { headers: caregiver })).json();
  const elders = (await (await fetch(`${B}/api/manager/elder`, { headers: manager })).json()) as {
    elderId: number;
  }[];

  const ticketRes = await fetch(`${A}/api/notifications/stream-ticket`, {
    method: 'POST',
    headers: caregiver,
  });
  const { ticket } = await ticketRes.json();
  const controller = new AbortController();
  const stream = await fetch(`${A}/api/notifications/stream?ticket=${ticket}`, { signal: controller.signal });
  expect(stream.status).toBe(200);
  let text = '';
  const reader = stream.body!.getReader();
  const decoder = new TextDecoder();
  const reading = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
    } catch {
      // aborted
    }
  })();

  const sent = await fetch(`${B}/api/manager/contact`, {
    method: 'POST',
    headers: { ...manager, 'content-type': 'application/json' },
    body: JSON.stringify({
      caregiverId: me.userId,
      elderId: elders[0]?.elderId,
      workType: '방문 요양',
      wageType: '시급',
      wage: 14000,
      phone: '010-2345-6701',
      message: '오전 방문 요양 부탁드려요.',
    }),
  });
  expect(sent.status).toBe(201);
  const { contactId } = await sent.json();
  const start = Date.now();
  while (!text.includes('event: notification')) {
    if (Date.now() - start > 10_000) throw new Error(`no event: ${text}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  const data = JSON.parse(/^data: (.*)$/m.exec(text)?.[1] ?? '{}');
  expect(data.notification).toMatchObject({ type: 'contact_received', refId: contactId });
  controller.abort();
  await reading;

  // A ticket from A opens the stream on B, once.
  const second = await (
    await fetch(`${A}/api/notifications/stream-ticket`, { method: 'POST', headers: caregiver })
  ).json();
  const onB = await fetch(`${B}/api/notifications/stream?ticket=${second.ticket}`);
  expect(onB.status).toBe(200);
  await onB.body?.cancel();
  expect((await fetch(`${A}/api/notifications/stream?ticket=${second.ticket}`)).status).toBe(401);
});
