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

/** A stream opened on `base` with a ticket of the session in `headers`; `ended` settles when it closes. */
async function openStream(base: string, headers: Record<string, string>) {
  const { ticket } = await (
    await fetch(`${base}/api/notifications/stream-ticket`, { method: 'POST', headers })
  ).json();
  const res = await fetch(`${base}/api/notifications/stream?ticket=${ticket}`);
  expect(res.status).toBe(200);
  let text = '';
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const ended = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      text += decoder.decode(value, { stream: true });
    }
  })();
  return { ended, text: () => text, cancel: () => reader.cancel().catch(() => undefined) };
}

/** Resolves `true` when the stream closes within `ms`, `false` otherwise (and then closes it). */
async function closesWithin(stream: Awaited<ReturnType<typeof openStream>>, ms: number) {
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), ms));
  const closed = await Promise.race([stream.ended.then(() => true as const), timeout]);
  if (!closed) await stream.cancel();
  return closed;
}

describe('a stream ends with its session, on the other process too (issue 29)', () => {
  it('logout on A closes the stream open on B within seconds', async () => {
    const session = await access(A, 'caregiver05');
    const stream = await openStream(B, session);
    const out = await fetch(`${A}/api/logout`, { method: 'POST', headers: session });
    expect(out.status).toBe(204);
    expect(await closesWithin(stream, 5000)).toBe(true);
    expect(stream.text()).toContain('event: session-ended');
  });

  it('a password changed in one session closes the streams of the others', async () => {
    const phone = await access(A, 'caregiver06');
    const tablet = await access(B, 'caregiver06');
    const onPhone = await openStream(A, phone);
    const onTablet = await openStream(A, tablet);
    const changed = await fetch(`${B}/api/user/password`, {
      method: 'POST',
      headers: { ...tablet, 'content-type': 'application/json' },
      body: JSON.stringify({
        currentPassword: DEMO_PASSWORD,
        password: 'newpass123!!',
        passwordCheck: 'newpass123!!',
      }),
    });
    expect(changed.status).toBe(204);
    expect(await closesWithin(onPhone, 5000)).toBe(true);
    // The session that changed it goes on.
    expect(await closesWithin(onTablet, 500)).toBe(false);
  });

  it('a suspension on B closes the stream open on A', async () => {
    const caregiver = await access(A, 'caregiver07');
    const me = await (await fetch(`${A}/api/user`, { headers: caregiver })).json();
    const stream = await openStream(A, caregiver);
    const admin = await access(B, 'admin01');
    const suspended = await fetch(`${B}/api/admin/users/${me.userId}/suspend`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: '신고가 여러 번 접수되었어요.' }),
    });
    expect(suspended.status).toBe(200);
    expect(await closesWithin(stream, 5000)).toBe(true);
  });
});
