// /api/admin/** is for operators only, and the audit log lists every recorded action newest first.
import { eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@dolbom/shared-api/contracts';
import { auditLog } from '../../src/db/schema';
import { recordAudit } from '../../src/modules/admin/audit';
import { useTestApp } from '../helpers/test-app';
import { bearer, signedIn, TEST_PASSWORD } from '../helpers/users';

const t = useTestApp();

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('/api/admin/** guard', () => {
  it('asks for a token on every admin path, existing or not', async () => {
    for (const url of ['/api/admin/audit', '/api/admin/nothing-here', '/api/admin', '/api/%61dmin/audit']) {
      const res = await get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 401 });
      expect(res.json()).toEqual({ message: '로그인이 필요해요.', code: ERROR_CODES.UNAUTHORIZED });
    }
  });

  it('refuses caregivers and managers with 403', async () => {
    const caregiver = await signedIn(t.app, 'ROLE_CAREGIVER');
    const manager = await signedIn(t.app, 'ROLE_MANAGER');
    for (const access of [caregiver.access, manager.access]) {
      for (const url of ['/api/admin/audit', '/api/admin/users/1']) {
        const res = await get(url, bearer(access));
        expect({ url, status: res.statusCode }).toEqual({ url, status: 403 });
        expect(res.json()).toEqual({ message: '접근 권한이 없어요.', code: ERROR_CODES.FORBIDDEN });
      }
    }
  });

  it('does not let an operator into the caregiver or manager routes', async () => {
    const admin = await signedIn(t.app, 'ROLE_ADMIN');
    for (const url of ['/api/caregiver/mypage', '/api/manager/mypage']) {
      expect((await get(url, bearer(admin.access))).statusCode).toBe(403);
    }
  });
});

describe('GET /api/admin/audit', () => {
  it('gives an operator the audit log, newest first, with who acted', async () => {
    const admin = await signedIn(t.app, 'ROLE_ADMIN');
    const target = await signedIn(t.app, 'ROLE_CAREGIVER');
    const me = await get('/api/user', bearer(admin.access));
    expect(me.json()).toMatchObject({ userId: admin.user.id, role: 'ROLE_ADMIN' });

    const empty = await get('/api/admin/audit', bearer(admin.access));
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ content: [], totalElements: 0, number: 0, first: true });

    await t.app.db.transaction(async (tx) => {
      await recordAudit(tx, {
        actorId: admin.user.id,
        action: 'user.suspend',
        targetType: 'user',
        targetId: target.user.id,
        detail: { reason: '허위 공고' },
      });
    });
    for (let i = 0; i < 11; i++) {
      await recordAudit(t.app.db, { actorId: null, action: `test.${i}`, targetType: 'test', targetId: i });
    }
    const rows = await t.app.db.select().from(auditLog);
    expect(rows).toHaveLength(12);
    expect(rows.find((r) => r.action === 'user.suspend')).toMatchObject({
      actorId: admin.user.id,
      targetType: 'user',
      targetId: String(target.user.id),
      detail: { reason: '허위 공고' },
    });

    const first = await get('/api/admin/audit', bearer(admin.access));
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page).toMatchObject({ totalElements: 12, totalPages: 2, size: 10, number: 0, last: false });
    expect(page.content).toHaveLength(10);
    expect(page.content[0]).toMatchObject({
      action: 'test.10',
      actor: null,
      targetType: 'test',
      targetId: '10',
    });

    const second = await get('/api/admin/audit?page=1', bearer(admin.access));
    const last = second.json().content;
    expect(last.map((e: { action: string }) => e.action)).toEqual(['test.0', 'user.suspend']);
    expect(last[1]).toEqual({
      id: expect.any(Number),
      actor: { id: admin.user.id, loginId: admin.user.loginId, name: admin.user.name },
      action: 'user.suspend',
      targetType: 'user',
      targetId: String(target.user.id),
      // Issue 30: whom it was about, by name (the log said `회원 #15`).
      subject: { id: target.user.id, loginId: target.user.loginId, name: target.user.name },
      detail: { reason: '허위 공고' },
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    // A record that is about no account has none.
    expect(last[0].subject).toBeNull();
  });

  it('answers a bad page number with a Korean 400', async () => {
    const admin = await signedIn(t.app, 'ROLE_ADMIN');
    const res = await get('/api/admin/audit?page=abc', bearer(admin.access));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ERROR_CODES.VALIDATION });
  });
});

describe('operators reading personal data (issue 29)', () => {
  const auditRows = () => t.app.db.select().from(auditLog).orderBy(auditLog.id);

  it('records who searched for which phone, who opened which user, and from where; 열람 lists them', async () => {
    const admin = await signedIn(t.app, 'ROLE_ADMIN');
    const person = await signedIn(t.app, 'ROLE_CAREGIVER');
    const before = (await auditRows()).length;

    const search = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?q=010-1234',
      headers: bearer(admin.access),
      remoteAddress: '203.0.113.9',
    });
    expect(search.statusCode).toBe(200);
    const shown = (search.json().content as { id: number }[]).map((u) => u.id);
    expect(shown).toContain(person.user.id);
    const detail = await get(`/api/admin/users/${person.user.id}`, bearer(admin.access));
    expect(detail.statusCode).toBe(200);
    // The user's history is what was done to the account; reads are not part of it.
    expect(detail.json().history).toEqual([]);

    const reads = (await auditRows()).slice(before);
    expect(reads).toEqual([
      expect.objectContaining({
        actorId: admin.user.id,
        actorLoginId: admin.user.loginId,
        action: 'read.user-search',
        targetType: 'user-search',
        targetId: '010-1234',
        detail: { query: '010-1234', page: 0, shown, ip: '203.0.113.9' },
        createdAt: expect.any(Date),
      }),
      expect.objectContaining({
        actorId: admin.user.id,
        action: 'read.user',
        targetType: 'user',
        targetId: String(person.user.id),
        detail: { ip: '127.0.0.1' },
      }),
    ]);

    const readTab = (await get('/api/admin/audit?kind=read', bearer(admin.access))).json();
    expect(readTab.content.map((e: { action: string }) => e.action).slice(0, 2)).toEqual([
      'read.user',
      'read.user-search',
    ]);
    expect(readTab.content[0].actor).toEqual({
      id: admin.user.id,
      loginId: admin.user.loginId,
      name: admin.user.name,
    });
    for (const url of ['/api/admin/audit?kind=action', '/api/admin/audit']) {
      const actions = (await get(url, bearer(admin.access))).json();
      expect(actions.content.some((e: { action: string }) => e.action.startsWith('read.'))).toBe(false);
    }
  });

  it('keeps the records two years: no delete or rewrite before, and who read survives a deletion', async () => {
    const admin = await signedIn(t.app, 'ROLE_ADMIN');
    await get(`/api/admin/users/${admin.user.id}`, bearer(admin.access));
    const [row] = (await auditRows()).filter((r) => r.actorId === admin.user.id);
    expect(row).toBeDefined();
    await expect(t.app.db.delete(auditLog).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    await expect(
      t.app.db.update(auditLog).set({ targetId: '0' }).where(eq(auditLog.id, row!.id)),
    ).rejects.toThrow();

    // The operator leaves: the record still says who it was.
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/user',
          headers: bearer(admin.access),
          payload: { password: TEST_PASSWORD },
        })
      ).statusCode,
    ).toBe(204);
    const other = await signedIn(t.app, 'ROLE_ADMIN');
    const listed = (await get('/api/admin/audit?kind=read&size=50', bearer(other.access))).json();
    const mine = listed.content.find((e: { id: number }) => e.id === row!.id);
    expect(mine.actor).toEqual({ id: admin.user.id, loginId: admin.user.loginId, name: admin.user.name });

    // Past two years it may go.
    await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_log disable trigger audit_log_keep`);
      await tx.execute(
        sql`update audit_log set created_at = now() - interval '2 years 1 day' where id = ${row!.id}`,
      );
      await tx.execute(sql`alter table audit_log enable trigger audit_log_keep`);
    });
    await t.app.db.delete(auditLog).where(eq(auditLog.id, row!.id));
    expect((await auditRows()).some((r) => r.id === row!.id)).toBe(false);
  });
});
