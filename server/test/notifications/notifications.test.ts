// 알림 (issue 12): every contact/apply event makes exactly one notification for its recipient; the list,
// unread count and read marks are the caller's own; the stream (single-use ticket, Last-Event-ID), push
// subscriptions (410 → deleted), the SMS alert when turned on, and the 90-day cleanup.
import { eq, gt, sql } from 'drizzle-orm';
import type { AppNotification } from '@dolbom/shared-api/contracts';
import { notifications, pushSubscriptions, resumes, users } from '../../src/db/schema';
import { createLocalPushSender } from '../../src/modules/notifications/push-sender';
import { deleteOld } from '../../src/modules/notifications/repository';
import { createLocalSmsSender } from '../../src/modules/sms/sms-sender';
import { useDemoCaller, type Caller } from '../helpers/requests';
import { useTestApp } from '../helpers/test-app';
import { userIdOf } from '../helpers/users';

let now = new Date();
const push = createLocalPushSender();
const sms = createLocalSmsSender();
const t = useTestApp({}, { seed: true, push, sms, clock: () => now });
const manager = useDemoCaller(t, 'manager01');
const manager2 = useDemoCaller(t, 'manager02');
const cg3 = useDemoCaller(t, 'caregiver03');
const cg4 = useDemoCaller(t, 'caregiver04');
const ids: Record<string, number> = {};
const elders: Record<string, number> = {};

beforeAll(async () => {
  for (const login of ['manager01', 'manager02', 'caregiver03', 'caregiver04']) {
    ids[login] = await userIdOf(t.app, login);
  }
  const list = (await manager('GET', '/api/manager/elder')).json() as {
    elderId: number;
    elderName: string;
  }[];
  Object.assign(elders, Object.fromEntries(list.map((e) => [e.elderName, e.elderId])));
});

const lastId = async () => {
  const [row] = await t.app.db
    .select({ n: sql<number>`coalesce(max(${notifications.id}), 0)` })
    .from(notifications);
  return Number(row?.n ?? 0);
};
const since = (id: number) =>
  t.app.db.select().from(notifications).where(gt(notifications.id, id)).orderBy(notifications.id);

const REPLY = { phone: '010-3333-4444', message: '오전 시간 모두 가능합니다.' };
const contactBody = (caregiverId: number, elder = '김순례') => ({
  caregiverId,
  elderId: elders[elder],
  workType: '방문 요양',
  wageType: '시급',
  wage: 14000,
  phone: '010-2345-6701',
  message: '오전 방문 요양 부탁드려요.',
});

async function contact(caregiver: string, elder = '김순례'): Promise<number> {
  const res = await manager('POST', '/api/manager/contact', contactBody(ids[caregiver] ?? 0, elder));
  expect(res.statusCode).toBe(201);
  return res.json().contactId as number;
}
async function apply(caller: Caller, elder: string): Promise<number> {
  const res = await caller('POST', `/api/caregiver/near?elderId=${elders[elder]}`, REPLY);
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().applyId as number;
}

/** Runs an event and returns the notifications it created. */
async function created(event: () => Promise<unknown>) {
  const before = await lastId();
  await event();
  return since(before);
}

async function eventually(check: () => boolean | Promise<boolean>, ms = 5000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('every event makes one notification for its recipient only', () => {
  it('contact received, accepted, declined and withdrawn', async () => {
    let contactId = 0;
    const received = await created(async () => (contactId = await contact('caregiver03')));
    expect(received).toEqual([
      expect.objectContaining({
        userId: ids.caregiver03,
        type: 'contact_received',
        refId: contactId,
        target: `/detail/elder/contact/${contactId}`,
      }),
    ]);
    // The title is the center and the posting's; never the elder's name or a phone number.
    expect(received[0]?.title).toMatch(/^강남개포재가노인복지센터 · 방문 요양 · 강남구 역삼동/);
    expect(JSON.stringify(received)).not.toMatch(/김순례|010-/);

    const accepted = await created(() =>
      cg3('POST', `/api/caregiver/main/accept?contact=${contactId}`, REPLY).then((r) => {
        if (r.statusCode !== 200) throw new Error(r.body);
      }),
    );
    expect(accepted).toEqual([
      expect.objectContaining({ userId: ids.manager01, type: 'contact_accepted', refId: contactId }),
    ]);
    expect(accepted[0]?.target).toBe(`/detail/care/contact/${contactId}`);
    const [cg3User] = await t.app.db
      .select()
      .from(users)
      .where(eq(users.id, ids.caregiver03 ?? 0));
    expect(accepted[0]?.title).toBe(`${cg3User?.name} 요양보호사 · 김순례 어르신`);

    const second = await contact('caregiver04');
    const declined = await created(() => cg4('POST', `/api/caregiver/main/reject?contact=${second}`));
    expect(declined).toEqual([
      expect.objectContaining({ userId: ids.manager01, type: 'contact_declined', refId: second }),
    ]);

    const third = await contact('caregiver04', '박영수');
    const withdrawn = await created(() => manager('DELETE', `/api/manager/contact/${third}`));
    expect(withdrawn).toEqual([
      expect.objectContaining({ userId: ids.caregiver04, type: 'contact_withdrawn', refId: third }),
    ]);
  });

  it('a refused event (duplicate, not pending, not yours) makes none', async () => {
    const before = await lastId();
    expect(
      (await manager('POST', '/api/manager/contact', contactBody(ids.caregiver03 ?? 0))).statusCode,
    ).toBe(201);
    const after = await lastId();
    expect(after).toBe(before + 1);
    expect(
      (await manager('POST', '/api/manager/contact', contactBody(ids.caregiver03 ?? 0))).statusCode,
    ).toBe(409);
    expect(await lastId()).toBe(after);
  });

  it('apply received, accepted, declined and withdrawn', async () => {
    let applyId = 0;
    const received = await created(async () => (applyId = await apply(cg3, '이말순')));
    expect(received).toEqual([
      expect.objectContaining({ userId: ids.manager01, type: 'apply_received', refId: applyId }),
    ]);
    expect(received[0]?.target).toBe(`/inbox?elderId=${elders['이말순']}`);
    // Who it is about (issue 30): the caregiver by her name, not her resume title, and the manager's
    // own elder by name; the push text stays generic (checked below).
    const [cg3User] = await t.app.db
      .select()
      .from(users)
      .where(eq(users.id, ids.caregiver03 ?? 0));
    const [cg3Resume] = await t.app.db
      .select()
      .from(resumes)
      .where(eq(resumes.caregiverId, ids.caregiver03 ?? 0));
    expect(received[0]?.title).toBe(`${cg3User?.name} 요양보호사 · 이말순 어르신`);
    expect(received[0]?.title).not.toContain(cg3Resume?.title);

    const accepted = await created(() => manager('POST', `/api/manager/apply/${applyId}`));
    expect(accepted).toEqual([
      expect.objectContaining({ userId: ids.caregiver03, type: 'apply_accepted', refId: applyId }),
    ]);
    expect(JSON.stringify(accepted)).not.toMatch(/이말순|010-/);

    const second = await apply(cg4, '이말순');
    const declined = await created(() => manager('DELETE', `/api/manager/apply/${second}`));
    expect(declined).toEqual([
      expect.objectContaining({ userId: ids.caregiver04, type: 'apply_declined', refId: second }),
    ]);

    const third = await apply(cg4, '최덕배');
    const withdrawn = await created(() => cg4('DELETE', `/api/caregiver/apply/${third}`));
    expect(withdrawn).toEqual([
      expect.objectContaining({ userId: ids.manager01, type: 'apply_withdrawn', refId: third }),
    ]);
    // Another manager's decline of that (now gone) apply is a 404 and makes nothing.
    expect((await created(() => manager2('DELETE', `/api/manager/apply/${third}`))).length).toBe(0);
  });
});

describe('list, unread count and read marks', () => {
  it('lists the caller’s own newest first, marks one and all read, and 404s another’s', async () => {
    const page = (await cg4('GET', '/api/notifications?page=0&size=50')).json();
    expect(page).toMatchObject({ number: 0, first: true });
    const items = page.content as AppNotification[];
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.map((n) => n.id)).toEqual([...items.map((n) => n.id)].sort((a, b) => b - a));
    const own = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, ids.caregiver04 ?? 0));
    expect(page.totalElements).toBe(own.length);
    expect(items[0]).toMatchObject({ read: false, text: expect.any(String), target: expect.any(String) });

    const count = async (caller: Caller) =>
      (await caller('GET', '/api/notifications/unread-count')).json().count;
    const before = await count(cg4);
    expect(before).toBe(items.length);
    const first = items[0] as AppNotification;
    // Another user's notification is not theirs to read.
    expect((await cg3('POST', `/api/notifications/${first.id}/read`)).statusCode).toBe(404);
    expect((await manager('POST', `/api/notifications/${first.id}/read`)).statusCode).toBe(404);
    expect(await count(cg4)).toBe(before);
    expect((await cg4('POST', `/api/notifications/${first.id}/read`)).statusCode).toBe(204);
    expect(await count(cg4)).toBe(before - 1);
    expect((await cg4('GET', '/api/notifications')).json().content[0].read).toBe(true);

    const cg3Before = await count(cg3);
    expect(cg3Before).toBeGreaterThan(0);
    expect((await cg4('POST', '/api/notifications/read-all')).statusCode).toBe(204);
    expect(await count(cg4)).toBe(0);
    expect(await count(cg3)).toBe(cg3Before);
    expect((await cg4('POST', '/api/notifications/99999999/read')).statusCode).toBe(404);
    expect((await cg4('POST', '/api/notifications/abc/read')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});

describe('stream', () => {
  let base = '';
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  const ticket = async (caller: Caller) => {
    const res = await caller('POST', '/api/notifications/stream-ticket');
    expect(res.statusCode).toBe(200);
    return res.json().ticket as string;
  };

  /** Opens the stream and collects its text. */
  async function open(tk: string, headers: Record<string, string> = {}) {
    const controller = new AbortController();
    const res = await fetch(`${base}/api/notifications/stream?ticket=${encodeURIComponent(tk)}`, {
      headers,
      signal: controller.signal,
    });
    let text = '';
    if (res.ok && res.body) {
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      void (async () => {
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
    }
    return { res, text: () => text, close: () => controller.abort() };
  }
  const eventIds = (text: string) => [...text.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]));

  it('delivers a new notification live, and a reconnect with Last-Event-ID gets what was missed', async () => {
    const s = await open(await ticket(cg3));
    expect(s.res.status).toBe(200);
    expect(s.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(s.res.headers.get('cache-control')).toMatch(/no-transform/);
    await eventually(() => s.text().includes(': connected'));
    const contactId = await contact('caregiver03', '이말순');
    await eventually(() => s.text().includes('event: notification'));
    const [id] = eventIds(s.text());
    const data = JSON.parse(/^data: (.*)$/m.exec(s.text())?.[1] ?? '{}');
    expect(data.notification).toMatchObject({ id, type: 'contact_received', refId: contactId });
    expect(data.unreadCount).toBeGreaterThan(0);
    s.close();

    // Two events while away; the reconnect names the last id it saw.
    const missed = await created(async () => {
      await manager('DELETE', `/api/manager/contact/${contactId}`);
      await contact('caregiver03', '이말순');
    });
    const again = await open(await ticket(cg3), { 'last-event-id': String(id) });
    await eventually(() => eventIds(again.text()).length === 2);
    expect(eventIds(again.text())).toEqual(missed.map((n) => n.id));
    again.close();
  });

  it('tickets are single-use, short-lived and needed', async () => {
    const tk = await ticket(cg3);
    const first = await open(tk);
    expect(first.res.status).toBe(200);
    first.close();
    expect((await open(tk)).res.status).toBe(401);
    expect((await open('made-up')).res.status).toBe(401);
    expect((await fetch(`${base}/api/notifications/stream`)).status).toBe(401);
    const late = await ticket(cg3);
    now = new Date(now.getTime() + 61_000);
    try {
      expect((await open(late)).res.status).toBe(401);
    } finally {
      now = new Date();
    }
    // A ticket needs a signed-in caller.
    const anon = await t.app.inject({ method: 'POST', url: '/api/notifications/stream-ticket' });
    expect(anon.statusCode).toBe(401);
  });
});

describe('push subscriptions', () => {
  const sub = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/cg4-phone',
    keys: { p256dh: 'BPk3', auth: 'a1b2' },
  };
  const saved = async (endpoint: string) =>
    (await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).length >
    0;
  it('sends a generic push to each device and deletes a subscription the push service says is gone', async () => {
    expect((await cg4('POST', '/api/notifications/push-subscriptions', sub)).statusCode).toBe(204);
    // Saving the same device again keeps one subscription.
    expect((await cg4('POST', '/api/notifications/push-subscriptions', sub)).statusCode).toBe(204);
    push.sent.length = 0;
    const contactId = await contact('caregiver04', '이말순');
    await eventually(() => push.sent.length > 0);
    await new Promise((r) => setTimeout(r, 100));
    expect(push.sent).toEqual([
      {
        target: sub,
        payload: {
          title: '돌봄이음',
          body: '새 연락이 도착했어요. 돌봄이음에서 확인해주세요.',
          url: `/detail/elder/contact/${contactId}`,
        },
      },
    ]);

    push.gone.add(sub.endpoint);
    await manager('DELETE', `/api/manager/contact/${contactId}`);
    // Deleted on the server; what the push service answered is not for the client to read back.
    await eventually(async () => !(await saved(sub.endpoint)));
    expect(push.sent).toHaveLength(1);
    const res = await cg4('DELETE', '/api/notifications/push-subscriptions', { endpoint: sub.endpoint });
    expect(res.statusCode).toBe(204);
  });

  it('refuses a bad subscription, and another user’s delete deletes nothing', async () => {
    const bad = await cg4('POST', '/api/notifications/push-subscriptions', { endpoint: 'nope', keys: {} });
    expect(bad.statusCode).toBe(400);
    const offList = await cg4('POST', '/api/notifications/push-subscriptions', {
      ...sub,
      endpoint: 'https://push.example/sub/cg4-tablet',
    });
    expect(offList.statusCode).toBe(400);
    expect(offList.json().fields).toEqual({ endpoint: '알림 구독 정보를 확인해주세요.' });
    const mine = { ...sub, endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/cg4-tablet' };
    expect((await cg4('POST', '/api/notifications/push-subscriptions', mine)).statusCode).toBe(204);
    const res = await cg3('DELETE', '/api/notifications/push-subscriptions', { endpoint: mine.endpoint });
    expect(res.statusCode).toBe(204);
    expect(await saved(mine.endpoint)).toBe(true);
    expect(
      (await cg4('DELETE', '/api/notifications/push-subscriptions', { endpoint: mine.endpoint })).statusCode,
    ).toBe(204);
    expect(await saved(mine.endpoint)).toBe(false);
  });

  it('serves the VAPID public key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/notifications/push-config' });
    expect(res.json().publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
  });
});

describe('SMS alerts', () => {
  const phoneOf = async (login: string) => {
    const [row] = await t.app.db
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.id, ids[login] ?? 0));
    return row?.phone ?? '';
  };

  it('texts a contact to a caregiver by default (issue 30), and not to one who turned it off', async () => {
    // PRODUCT.md "Data rules": on by default for a caregiver with a phone; a manager's stays off.
    expect((await cg3('GET', '/api/notifications/preferences')).json()).toEqual({ sms: true });
    expect((await manager('GET', '/api/notifications/preferences')).json()).toEqual({ sms: false });
    expect((await cg4('PUT', '/api/notifications/preferences', { sms: false })).json()).toEqual({
      sms: false,
    });
    expect((await cg4('GET', '/api/notifications/preferences')).json()).toEqual({ sms: false });
    const phone3 = await phoneOf('caregiver03');
    const phone4 = await phoneOf('caregiver04');
    const before4 = sms.last(phone4);
    const contactId = await contact('caregiver03', '박영수');
    await eventually(() => (sms.last(phone3) ?? '').includes(`/detail/elder/contact/${contactId}`));
    expect(sms.last(phone3)).toBe(
      `[돌봄이음] 새 연락이 도착했어요. 돌봄이음에서 확인해주세요. /detail/elder/contact/${contactId}`,
    );
    await contact('caregiver04', '박영수');
    await new Promise((r) => setTimeout(r, 300));
    expect(sms.last(phone4)).toBe(before4);
    expect((await cg3('PUT', '/api/notifications/preferences', { sms: 'yes' })).statusCode).toBe(400);
  });
});

describe('cleanup', () => {
  it('deletes notifications older than 90 days and keeps newer ones; running it twice is harmless', async () => {
    const day = 24 * 60 * 60 * 1000;
    const base = {
      userId: ids.caregiver03 ?? 0,
      type: 'contact_received',
      refId: 1,
      title: 't',
      target: '/',
    };
    const [old] = await t.app.db
      .insert(notifications)
      .values({ ...base, createdAt: new Date(Date.now() - 91 * day) })
      .returning();
    const [recent] = await t.app.db
      .insert(notifications)
      .values({ ...base, createdAt: new Date(Date.now() - 89 * day) })
      .returning();
    await Promise.all([deleteOld(t.app.db, new Date()), deleteOld(t.app.db, new Date())]);
    const left = await t.app.db.select({ id: notifications.id }).from(notifications);
    expect(left.map((r) => r.id)).not.toContain(old?.id);
    expect(left.map((r) => r.id)).toContain(recent?.id);
  });
});
