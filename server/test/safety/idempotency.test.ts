// Idempotency-Key on creating calls: a repeat with the same key (same user, same route) gets the first
// answer instead of a second record; parallel duplicates make one record; another body is refused.
import { and, count, eq, like, sql } from 'drizzle-orm';
import {
  applies,
  contacts,
  elders,
  idempotencyKeys,
  managerBookmarks,
  resumes,
  users,
} from '../../src/db/schema';
import { buildApp } from '../../src/app';
import { createDb } from '../../src/db/client';
import Fastify from 'fastify';
import { IDEMPOTENCY_MESSAGES, idempotencyPlugin } from '../../src/plugins/idempotency';
import { newCaregiver, newContact, newElder, RESUME, useCaregiverDemo } from '../caregiver/fixtures';
import { elderBody } from '../manager/helpers';
import { caregiverBody, freshId } from '../helpers/signup';
import { usePostgres } from '../helpers/test-db';
import { userIdOf } from '../helpers/users';

const { t, send, post, managerHeaders } = useCaregiverDemo();
let managerId: number;
beforeAll(async () => {
  managerId = await userIdOf(t.app, 'manager01');
});

let n = 0;
const newKey = () => `test-key-${Date.now()}-${++n}-0123456789`;
const withKey = (headers: Record<string, string>, key: string) => ({ ...headers, 'idempotency-key': key });

async function eldersNamed(name: string) {
  const rows = await t.app.db
    .select({ name: elders.name })
    .from(elders)
    .where(and(eq(elders.managerId, managerId), like(elders.name, `${name}%`)));
  return rows.map((r) => r.name);
}

/** Sends the same request `times` times at once. */
const parallel = (times: number, fn: () => ReturnType<typeof post>) =>
  Promise.all(Array.from({ length: times }, fn));

describe('POST /api/manager/elder/create with Idempotency-Key', () => {
  it('20 parallel identical requests make one elder (not `이름 (2)`) and get identical answers', async () => {
    const key = newKey();
    const body = elderBody({ name: '멱등첫째' });
    const answers = await parallel(20, () =>
      post('/api/manager/elder/create', withKey(managerHeaders, key), body),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect(await eldersNamed('멱등첫째')).toEqual(['멱등첫째']);

    // A later repeat (a retry after a lost answer) gets the same answer again.
    const later = await post('/api/manager/elder/create', withKey(managerHeaders, key), body);
    expect(later.statusCode).toBe(201);
    expect(later.body).toBe(answers[0]?.body);
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(await eldersNamed('멱등첫째')).toEqual(['멱등첫째']);
  });

  it('creates again with a new key, and without a key behaves as before', async () => {
    const body = elderBody({ name: '멱등둘째' });
    await post('/api/manager/elder/create', withKey(managerHeaders, newKey()), body);
    await post('/api/manager/elder/create', withKey(managerHeaders, newKey()), body);
    await post('/api/manager/elder/create', managerHeaders, body);
    expect((await eldersNamed('멱등둘째')).sort()).toEqual(['멱등둘째', '멱등둘째 (2)', '멱등둘째 (3)']);
  });

  it('refuses the same key with another body or on another route (422, Korean message)', async () => {
    const key = newKey();
    const first = await post(
      '/api/manager/elder/create',
      withKey(managerHeaders, key),
      elderBody({ name: '멱등셋째' }),
    );
    expect(first.statusCode).toBe(201);
    const other = await post(
      '/api/manager/elder/create',
      withKey(managerHeaders, key),
      elderBody({ name: '딴이름' }),
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ code: 'IDEMPOTENCY_KEY_REUSED', message: IDEMPOTENCY_MESSAGES.reused });
    const elderId = first.json().elderId as number;
    const me = await newCaregiver(t.app);
    const route = await post('/api/manager/contact', withKey(managerHeaders, key), {
      caregiverId: me.id,
      elderId,
      workType: '방문 요양',
      wageType: '시급',
      wage: 14000,
      phone: '010-2345-6701',
      message: '오전 방문 요양 부탁드려요.',
    });
    expect(route.statusCode).toBe(422);
    expect(await eldersNamed('딴이름')).toEqual([]);
  });

  it('keys are per user: another manager with the same key creates their own elder', async () => {
    const key = newKey();
    await post('/api/manager/elder/create', withKey(managerHeaders, key), elderBody({ name: '멱등넷째' }));
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { id: 'manager02', password: 'dolbom1234!', autoLogin: false },
    });
    const other = { authorization: String(login.headers.authorization) };
    const res = await post('/api/manager/elder/create', withKey(other, key), elderBody({ name: '멱등넷째' }));
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.db.select({ n: count() }).from(elders).where(eq(elders.name, '멱등넷째'));
    expect(row?.n).toBe(2);
  });

  it('a refused first request (400) releases the key: fixed and retried, it creates', async () => {
    const key = newKey();
    const bad = await post(
      '/api/manager/elder/create',
      withKey(managerHeaders, key),
      elderBody({ name: '' }),
    );
    expect(bad.statusCode).toBe(400);
    const fixed = await post(
      '/api/manager/elder/create',
      withKey(managerHeaders, key),
      elderBody({ name: '멱등다섯째' }),
    );
    expect(fixed.statusCode).toBe(201);
  });

  it('a key expires after 24 hours', async () => {
    const key = newKey();
    const body = elderBody({ name: '멱등여섯째' });
    await post('/api/manager/elder/create', withKey(managerHeaders, key), body);
    await t.app.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, key));
    const again = await post('/api/manager/elder/create', withKey(managerHeaders, key), body);
    expect(again.statusCode).toBe(201);
    expect((await eldersNamed('멱등여섯째')).sort()).toEqual(['멱등여섯째', '멱등여섯째 (2)']);
  });

  it('answers 400 for a malformed key', async () => {
    for (const bad of ['short', 'has space 0123456789', 'x'.repeat(101)]) {
      const res = await post(
        '/api/manager/elder/create',
        withKey(managerHeaders, bad),
        elderBody({ name: '멱등키' }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: IDEMPOTENCY_MESSAGES.invalidKey,
      });
    }
    expect(await eldersNamed('멱등키')).toEqual([]);
  });
});

describe('every creating call honours the key', () => {
  it('POST /api/manager/contact and /api/manager/bookmark: one record for parallel repeats', async () => {
    const me = await newCaregiver(t.app);
    const elder = (
      await post('/api/manager/elder/create', managerHeaders, elderBody({ name: '멱등연락' }))
    ).json();
    const contactBody = {
      caregiverId: me.id,
      elderId: elder.elderId,
      workType: '방문 요양',
      wageType: '시급',
      wage: 14000,
      phone: '010-2345-6701',
      message: '오전 방문 요양 부탁드려요.',
    };
    const key = newKey();
    const sent = await parallel(10, () =>
      post('/api/manager/contact', withKey(managerHeaders, key), contactBody),
    );
    expect(sent.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(sent.map((r) => r.body)).size).toBe(1);
    const [c] = await t.app.db.select({ n: count() }).from(contacts).where(eq(contacts.caregiverId, me.id));
    expect(c?.n).toBe(1);

    const bkey = newKey();
    const saved = await parallel(10, () =>
      post('/api/manager/bookmark', withKey(managerHeaders, bkey), {
        elderId: elder.elderId,
        caregiverId: me.id,
      }),
    );
    expect(saved.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(saved.map((r) => r.body)).size).toBe(1);
    const [b] = await t.app.db
      .select({ n: count() })
      .from(managerBookmarks)
      .where(eq(managerBookmarks.caregiverId, me.id));
    expect(b?.n).toBe(1);
  });

  it('apply, accept and resume create: parallel repeats get the first answer', async () => {
    const me = await newCaregiver(t.app);
    const elder = await newElder(t.app, managerId);
    const apply = { phone: '010-9876-5432', message: '오전 시간 모두 가능합니다.' };
    const key = newKey();
    const applied = await parallel(10, () =>
      post(`/api/caregiver/near?elderId=${elder.id}`, withKey(me.headers, key), apply),
    );
    expect(applied.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(applied.map((r) => r.body)).size).toBe(1);
    const [a] = await t.app.db.select({ n: count() }).from(applies).where(eq(applies.caregiverId, me.id));
    expect(a?.n).toBe(1);

    const contact = await newContact(t.app, { elderId: elder.id, caregiverId: me.id, managerId });
    const reply = { phone: '010-9876-5432', message: '네, 오전에 가능합니다.' };
    const akey = newKey();
    const accepted = await parallel(10, () =>
      post(`/api/caregiver/main/accept?contact=${contact.id}`, withKey(me.headers, akey), reply),
    );
    expect(accepted.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(accepted.map((r) => r.body)).size).toBe(1);

    const fresh = await newCaregiver(t.app, { resume: false });
    const rkey = newKey();
    const created = await parallel(10, () =>
      post('/api/caregiver/resume/create', withKey(fresh.headers, rkey), RESUME),
    );
    expect(created.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(created.map((r) => r.body)).size).toBe(1);
    const [r] = await t.app.db.select({ n: count() }).from(resumes).where(eq(resumes.caregiverId, fresh.id));
    expect(r?.n).toBe(1);
  });

  it('sign-up: a repeated registration with one key answers the first result, not 409', async () => {
    const body = caregiverBody({ id: freshId('idem') });
    const key = newKey();
    const answers = await parallel(5, () =>
      send('POST', '/api/caregiver/register', { 'idempotency-key': key }, body),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(5).fill(201));
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    const [u] = await t.app.db.select({ n: count() }).from(users).where(eq(users.loginId, body.id));
    expect(u?.n).toBe(1);
  });
});

describe('a replay checks its record is still there (issue 29)', () => {
  it('a bookmark saved with a key, then deleted: the replay saves it again, not a 201 for nothing', async () => {
    const me = await newCaregiver(t.app);
    const elder = (
      await post('/api/manager/elder/create', managerHeaders, elderBody({ name: '멱등삭제' }))
    ).json();
    const key = newKey();
    const body = { elderId: elder.elderId, caregiverId: me.id };
    const first = await post('/api/manager/bookmark', withKey(managerHeaders, key), body);
    expect(first.statusCode).toBe(201);
    const { bookmarkId } = first.json();
    expect((await send('DELETE', `/api/manager/bookmark/${bookmarkId}`, managerHeaders)).statusCode).toBe(
      204,
    );

    const replay = await post('/api/manager/bookmark', withKey(managerHeaders, key), body);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBeUndefined();
    const saved = await t.app.db
      .select({ id: managerBookmarks.id })
      .from(managerBookmarks)
      .where(eq(managerBookmarks.id, replay.json().bookmarkId));
    expect(saved).toHaveLength(1);
    // While it exists, the key replays the answer as before.
    const again = await post('/api/manager/bookmark', withKey(managerHeaders, key), body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(replay.body);
  });

  it('a contact sent with a key, then withdrawn: the replay sends it again', async () => {
    const me = await newCaregiver(t.app);
    const elder = (
      await post('/api/manager/elder/create', managerHeaders, elderBody({ name: '멱등철회' }))
    ).json();
    const body = {
      caregiverId: me.id,
      elderId: elder.elderId,
      workType: '방문 요양',
      wageType: '시급',
      wage: 14000,
      phone: '010-2345-6701',
      message: '오전 방문 요양 부탁드려요.',
    };
    const key = newKey();
    const { contactId } = (await post('/api/manager/contact', withKey(managerHeaders, key), body)).json();
    expect((await send('DELETE', `/api/manager/contact/${contactId}`, managerHeaders)).statusCode).toBe(204);
    const replay = await post('/api/manager/contact', withKey(managerHeaders, key), body);
    expect(replay.statusCode).toBe(201);
    expect(replay.json().contactId).not.toBe(contactId);
    const [c] = await t.app.db.select({ n: count() }).from(contacts).where(eq(contacts.caregiverId, me.id));
    expect(c?.n).toBe(1);
  });

  it('anonymous sign-up keys are scoped by the body: one key, two people, two accounts', async () => {
    const key = newKey();
    const first = caregiverBody({ id: freshId('anona') });
    const second = caregiverBody({ id: freshId('anonb') });
    const a = await send('POST', '/api/caregiver/register', { 'idempotency-key': key }, first);
    const b = await send('POST', '/api/caregiver/register', { 'idempotency-key': key }, second);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json().userId).not.toBe(a.json().userId);
    // The first person's retry still gets her own first answer.
    const retry = await send('POST', '/api/caregiver/register', { 'idempotency-key': key }, first);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toBe(a.body);
  });

  it('no route honours a key without a check of its record (the app refuses to start)', async () => {
    const bare = Fastify();
    await bare.register(idempotencyPlugin);
    await expect(
      (async () => {
        bare.post('/api/manager/unchecked', { config: { idempotent: true } }, async () => ({}));
        await bare.ready();
      })(),
    ).rejects.toThrow('POST /api/manager/unchecked honours Idempotency-Key but has no record check');
    await bare.close();
  });
});

(usePostgres() ? describe : describe.skip)('two API instances on one PostgreSQL', () => {
  it('racing with one key make one record', async () => {
    const url = t.app.config.databaseUrl;
    if (!url) throw new Error('no database url');
    const handle = await createDb({ databaseUrl: url, dataDir: t.app.config.dataDir });
    const second = await buildApp(t.app.config, { db: handle, logger: false, seed: false });
    try {
      const key = newKey();
      const body = elderBody({ name: '두프로세스' });
      const headers = withKey(managerHeaders, key);
      const one = () => post('/api/manager/elder/create', headers, body);
      const two = () =>
        second.inject({ method: 'POST', url: '/api/manager/elder/create', headers, payload: body });
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? one() : two())));
      expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
      expect(new Set(answers.map((r) => r.body)).size).toBe(1);
      expect(await eldersNamed('두프로세스')).toEqual(['두프로세스']);
    } finally {
      await second.close();
      await handle.close();
    }
  });
});
