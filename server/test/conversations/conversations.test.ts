// 대화 (issue 32) on the demo seed: manager01 (김복지) and caregiver01 have a connection on 박영수 (an
// accepted contact), caregiver02 another (an accepted apply). Messages both ways, unread counts and read
// marks, the checks the message box makes, idempotent sends, the per-sender limit, who may read what,
// read-only and gone after the connection ends, live delivery on the notification stream, one push/SMS
// per quiet window, reports and an operator hiding a message.
import { eq, sql } from 'drizzle-orm';
import {
  CONVERSATION_KEEP_DAYS,
  CONVERSATION_MESSAGES,
  MESSAGES_PER_MINUTE,
  type ConversationList,
  type ConversationSummary,
  type MessagePage,
} from '@dolbom/shared-api/contracts';
import { connections, managers, messages } from '../../src/db/schema';
import { createLocalPushSender } from '../../src/modules/notifications/push-sender';
import type { SmsSender } from '../../src/modules/sms/sms-sender';
import { deleteEndedConversations } from '../../src/modules/conversations/repository';
import { useDemoCaller, useDemoHeaders, type Caller } from '../helpers/requests';
import { useTestApp } from '../helpers/test-app';
import { bearer, createUser, login, userIdOf } from '../helpers/users';

let now = new Date();
const sent: { to: string; text: string }[] = [];
const sms: SmsSender = { send: async (to, text) => void sent.push({ to, text }) };
const t = useTestApp({}, { seed: true, push: createLocalPushSender(), sms, clock: () => now });
const manager = useDemoCaller(t, 'manager01');
const manager2 = useDemoCaller(t, 'manager02');
const caregiver = useDemoCaller(t, 'caregiver01');
const caregiver2 = useDemoCaller(t, 'caregiver02');
const caregiver3 = useDemoCaller(t, 'caregiver03');
const admin = useDemoCaller(t, 'admin01');
const keyed = useDemoHeaders(t, 'caregiver01');

async function list(who: Caller, role: 'caregiver' | 'manager'): Promise<ConversationList> {
  const res = await who('GET', `/api/${role}/conversations`);
  expect(res.statusCode).toBe(200);
  return res.json() as ConversationList;
}
async function page(who: Caller, role: string, id: number, query = ''): Promise<MessagePage> {
  const res = await who('GET', `/api/${role}/conversations/${id}/messages${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as MessagePage;
}
async function send(who: Caller, role: string, id: number, text: string) {
  return who('POST', `/api/${role}/conversations/${id}/messages`, { text });
}

/** caregiver01's conversation (the contact on 박영수) and caregiver02's (the apply). */
let withCg1: ConversationSummary;
let withCg2: ConversationSummary;

beforeAll(async () => {
  // The test's clock starts after the seed, so messages are newer than the seeded connections.
  now = new Date();
  const mine = await list(manager, 'manager');
  const about = (name: string) => mine.content.find((c) => c.otherName === name);
  withCg1 = about('박정숙')!;
  withCg2 = mine.content.find((c) => c !== withCg1)!;
});

describe('conversations', () => {
  it('each side lists the connection with the other by name and what it is about', async () => {
    expect(withCg1).toMatchObject({ about: '박영수', unread: 0, readOnly: false, lastMessage: null });
    expect(withCg2).toBeDefined();
    const hers = await list(caregiver, 'caregiver');
    expect(hers.content).toHaveLength(1);
    expect(hers.content[0]).toMatchObject({
      conversationId: withCg1.conversationId,
      otherName: '김복지',
      centerName: '강남개포재가노인복지센터',
    });
    // She never sees the elder's name: the posting's title.
    expect(hers.content[0]!.about).not.toContain('박영수');
    expect(hers.unreadTotal).toBe(0);
  });

  it('a message reaches the other side as unread, with line breaks kept, until it is read (읽음)', async () => {
    const id = withCg1.conversationId;
    const res = await send(caregiver, 'caregiver', id, '  안녕하세요\r\n내일 9시에 뵐게요  ');
    expect(res.statusCode).toBe(201);
    const sent = res.json();
    expect(sent).toMatchObject({ text: '안녕하세요\n내일 9시에 뵐게요', mine: true, from: 'caregiver' });

    const theirs = await list(manager, 'manager');
    expect(theirs.unreadTotal).toBe(1);
    expect(theirs.content[0]).toMatchObject({ conversationId: id, unread: 1 });
    expect(theirs.content[0]!.lastMessage).toMatchObject({ messageId: sent.messageId, mine: false });

    const before = await page(caregiver, 'caregiver', id);
    expect(before.otherReadUpTo).toBe(0);

    const read = await manager('POST', `/api/manager/conversations/${id}/read`, {});
    expect(read.json()).toEqual({ upTo: sent.messageId, unreadTotal: 0 });
    expect((await list(manager, 'manager')).unreadTotal).toBe(0);
    expect((await page(caregiver, 'caregiver', id)).otherReadUpTo).toBe(sent.messageId);

    const reply = await send(manager, 'manager', id, '네, 잘 부탁드려요.');
    expect(reply.statusCode).toBe(201);
    const hers = await page(caregiver, 'caregiver', id);
    expect(hers.messages.map((m) => [m.text, m.mine])).toEqual([
      ['안녕하세요\n내일 9시에 뵐게요', true],
      ['네, 잘 부탁드려요.', false],
    ]);
    expect((await list(caregiver, 'caregiver')).unreadTotal).toBe(1);
  });

  it('refuses an empty, too long or control-character message with the box’s own words', async () => {
    const id = withCg1.conversationId;
    for (const [text, message] of [
      ['   \n ', CONVERSATION_MESSAGES.empty],
      ['가'.repeat(501), CONVERSATION_MESSAGES.tooLong],
      ['안녕\u0007하세요', '입력할 수 없는 문자가 들어 있어요.'],
    ] as const) {
      const res = await send(caregiver, 'caregiver', id, text);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message.slice(0, 8));
    }
    expect((await send(caregiver, 'caregiver', id, '가'.repeat(500))).statusCode).toBe(201);
  });

  it('sends one message for one Idempotency-Key, whatever the retries', async () => {
    const id = withCg1.conversationId;
    const before = (await page(caregiver, 'caregiver', id)).messages.length;
    const headers = { ...keyed, 'idempotency-key': 'msg-key-000001' };
    const answers = await Promise.all(
      [0, 1, 2].map(() =>
        t.app.inject({
          method: 'POST',
          url: `/api/caregiver/conversations/${id}/messages`,
          headers,
          payload: { text: '두 번 눌러도 한 번' },
        }),
      ),
    );
    expect(new Set(answers.map((a) => a.json().messageId)).size).toBe(1);
    expect((await page(caregiver, 'caregiver', id)).messages.length).toBe(before + 1);
  });

  it('pages older messages with `before`, oldest first within a page', async () => {
    const id = withCg2.conversationId;
    for (let i = 1; i <= 25; i++)
      expect((await send(manager, 'manager', id, `메시지 ${i}`)).statusCode).toBe(201);
    now = new Date(now.getTime() + 61_000);
    for (let i = 26; i <= 35; i++)
      expect((await send(manager, 'manager', id, `메시지 ${i}`)).statusCode).toBe(201);
    const newest = await page(caregiver2, 'caregiver', id);
    expect(newest.messages).toHaveLength(30);
    expect(newest.messages.at(-1)!.text).toBe('메시지 35');
    expect(newest.hasOlder).toBe(true);
    const older = await page(caregiver2, 'caregiver', id, `?before=${newest.messages[0]!.messageId}`);
    expect(older.messages.map((m) => m.text)).toEqual([
      '메시지 1',
      '메시지 2',
      '메시지 3',
      '메시지 4',
      '메시지 5',
    ]);
    expect(older.hasOlder).toBe(false);
  });

  it(`limits a sender to ${MESSAGES_PER_MINUTE} messages a minute with a Korean 429`, async () => {
    now = new Date(now.getTime() + 61_000);
    const id = withCg2.conversationId;
    for (let i = 0; i < MESSAGES_PER_MINUTE; i++) {
      expect((await send(caregiver2, 'caregiver', id, `빠른 메시지 ${i}`)).statusCode).toBe(201);
    }
    const over = await send(caregiver2, 'caregiver', id, '하나 더');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(CONVERSATION_MESSAGES.tooMany);
    now = new Date(now.getTime() + 61_000);
    expect((await send(caregiver2, 'caregiver', id, '1분 뒤에는 돼요')).statusCode).toBe(201);
  });

  it('is readable by its two parties only', async () => {
    const id = withCg1.conversationId;
    const url = `/api/caregiver/conversations/${id}/messages`;
    const murl = `/api/manager/conversations/${id}/messages`;
    // Another manager (of another center), another caregiver: 404 for reads and writes.
    expect((await manager2('GET', murl)).statusCode).toBe(404);
    expect((await manager2('POST', murl, { text: '끼어들기' })).statusCode).toBe(404);
    expect((await manager2('POST', `/api/manager/conversations/${id}/read`, {})).statusCode).toBe(404);
    expect((await caregiver3('GET', url)).statusCode).toBe(404);
    expect((await caregiver2('POST', url, { text: '끼어들기' })).statusCode).toBe(404);
    // The wrong role's path: 403.
    expect((await caregiver('GET', murl)).statusCode).toBe(403);
    expect((await manager('GET', url)).statusCode).toBe(403);
    // An operator without a report cannot open a message.
    const [first] = (await page(caregiver, 'caregiver', id)).messages;
    expect((await admin('GET', `/api/admin/messages/${first!.messageId}`)).statusCode).toBe(404);
    expect((await caregiver('GET', `/api/admin/messages/${first!.messageId}`)).statusCode).toBe(403);
    expect((await manager2('GET', '/api/manager/conversations')).json().content).toEqual([]);

    // A verified colleague of the same center: still not hers to read.
    const [own] = await t.app.db
      .select({ centerId: managers.centerId })
      .from(managers)
      .where(eq(managers.userId, await userIdOf(t.app, 'manager01')));
    const colleague = await createUser(t.app, 'ROLE_MANAGER');
    await t.app.db
      .insert(managers)
      .values({ userId: colleague.id, centerId: own!.centerId, status: 'VERIFIED' });
    const { session } = await login(t.app, colleague.loginId);
    const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(session.access), ...(payload ? { payload } : {}) });
    expect((await as('GET', murl)).statusCode).toBe(404);
    expect((await as('POST', murl, { text: '같은 센터예요' })).statusCode).toBe(404);
    expect((await as('GET', '/api/manager/conversations')).json().content).toEqual([]);
  });

  it('a reported message is shown to operators with its context and can be hidden (audited)', async () => {
    const id = withCg1.conversationId;
    const bad = (await send(manager, 'manager', id, '입금 먼저 해주세요')).json();
    // Her own message cannot be reported; the manager's can, once.
    const own = (await page(caregiver, 'caregiver', id)).messages.find((m) => m.mine)!;
    const body = (targetId: number) => ({ targetType: 'MESSAGE', targetId, reason: 'MONEY', text: '' });
    expect((await caregiver('POST', '/api/caregiver/reports', body(own.messageId))).statusCode).toBe(404);
    expect((await caregiver3('POST', '/api/caregiver/reports', body(bad.messageId))).statusCode).toBe(404);
    expect((await caregiver('POST', '/api/caregiver/reports', body(bad.messageId))).statusCode).toBe(201);

    const context = await admin('GET', `/api/admin/messages/${bad.messageId}`);
    expect(context.statusCode).toBe(200);
    expect(context.json()).toMatchObject({
      caregiverName: '박정숙',
      managerName: '김복지',
      reported: { messageId: bad.messageId, text: '입금 먼저 해주세요', hidden: false },
    });
    expect(context.json().messages.length).toBeGreaterThan(1);

    expect(
      (await admin('POST', `/api/admin/messages/${bad.messageId}/hide`, { reason: '' })).statusCode,
    ).toBe(400);
    const hidden = await admin('POST', `/api/admin/messages/${bad.messageId}/hide`, { reason: '금전 요구' });
    expect(hidden.statusCode).toBe(200);
    const hers = (await page(caregiver, 'caregiver', id)).messages.find((m) => m.messageId === bad.messageId);
    expect(hers).toMatchObject({ hidden: true, text: '' });
    const audit = await admin('GET', '/api/admin/audit?size=50');
    expect(JSON.stringify(audit.json())).toContain('message.hide');
  });

  it('alerts the recipient by SMS once per quiet window while it stays unread', async () => {
    const id = withCg1.conversationId;
    await caregiver('POST', `/api/caregiver/conversations/${id}/read`, {});
    const phone = '010-3456-7801';
    const count = () => sent.filter((m) => m.to === phone).length;
    const before = count();
    await send(manager, 'manager', id, '첫 번째');
    await eventually(() => count() === before + 1);
    expect(sent.filter((m) => m.to === phone).at(-1)!.text).toContain(CONVERSATION_MESSAGES.push);
    expect(sent.filter((m) => m.to === phone).at(-1)!.text).not.toContain('첫 번째');
    await send(manager, 'manager', id, '두 번째');
    await send(manager, 'manager', id, '세 번째');
    await new Promise((r) => setTimeout(r, 300));
    expect(count()).toBe(before + 1);
    // She reads; the next message is news again.
    await caregiver('POST', `/api/caregiver/conversations/${id}/read`, {});
    await send(manager, 'manager', id, '네 번째');
    await eventually(() => count() === before + 2);
  });

  it('arrives live on the other side’s notification stream, and so does the read mark', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const ticket = (await caregiver('POST', '/api/notifications/stream-ticket')).json().ticket as string;
    const controller = new AbortController();
    const res = await fetch(`${base}/api/notifications/stream?ticket=${encodeURIComponent(ticket)}`, {
      signal: controller.signal,
    });
    let text = '';
    const reader = res.body!.getReader();
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          text += new TextDecoder().decode(value);
        }
      } catch {
        // aborted
      }
    })();
    try {
      await eventually(() => text.includes('connected'));
      const id = withCg1.conversationId;
      const sent = (await send(manager, 'manager', id, '지금 보이세요?')).json();
      await eventually(() => text.includes('지금 보이세요?'));
      const event = text.split('\n\n').find((e) => e.includes('지금 보이세요?'))!;
      expect(event).toMatch(/^event: message$/m);
      expect(event).not.toMatch(/^id: /m);
      const data = JSON.parse(event.split('data: ')[1]!);
      expect(data).toMatchObject({ conversationId: id, message: { messageId: sent.messageId, mine: false } });
      expect(data.unread).toBeGreaterThan(0);
      // Another caregiver's stream would not get it: deliveries go to the two parties only (asserted
      // by the payload naming her side's view: `mine: false`).
      const mine = await caregiver('POST', `/api/caregiver/conversations/${id}/read`, {});
      expect(mine.json().unreadTotal).toBe(0);
      await eventually(() => /"unread":0,"unreadTotal":0/.test(text));
    } finally {
      controller.abort();
    }
  });

  it('turns read-only when the connection ends, and is gone 90 days later', async () => {
    const id = withCg1.conversationId;
    await t.app.db.update(connections).set({ endedAt: now }).where(eq(connections.id, id));
    const res = await send(caregiver, 'caregiver', id, '아직 있나요?');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CONVERSATION_MESSAGES.readOnly);
    const kept = await page(caregiver, 'caregiver', id);
    expect(kept.conversation.readOnly).toBe(true);
    expect(kept.conversation.keptUntil).not.toBeNull();

    now = new Date(now.getTime() + (CONVERSATION_KEEP_DAYS + 1) * 24 * 60 * 60 * 1000);
    expect((await caregiver('GET', `/api/caregiver/conversations/${id}/messages`)).statusCode).toBe(404);
    expect((await list(caregiver, 'caregiver')).content).toEqual([]);
    // The hourly sweep then deletes its messages; the other conversations keep theirs.
    expect(await deleteEndedConversations(t.app.db, now)).toBeGreaterThan(0);
    expect(await countMessages(id)).toBe(0);
    expect(await countMessages(withCg2.conversationId)).toBeGreaterThan(0);
  });

  it('after she deletes her account the manager reads the talk under 탈퇴한 회원, read-only', async () => {
    const id = withCg2.conversationId;
    const before = (await page(manager, 'manager', id)).messages.length;
    const gone = await caregiver2('DELETE', '/api/user', { password: 'dolbom1234!' });
    expect(gone.statusCode).toBe(204);
    const after = await page(manager, 'manager', id);
    expect(after.conversation).toMatchObject({ otherName: '탈퇴한 회원', readOnly: true });
    expect(after.messages.length).toBe(before);
    expect(JSON.stringify(after)).not.toContain('최영희');
    expect((await send(manager, 'manager', id, '계세요?')).statusCode).toBe(409);
  });
});

async function eventually(check: () => boolean | Promise<boolean>, ms = 5000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function countMessages(id: number): Promise<number> {
  const [row] = await t.app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(eq(messages.connectionId, id));
  return Number(row?.n ?? 0);
}
