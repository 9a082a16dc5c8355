// /api/admin/** is for operators only, and the audit log lists every recorded action newest first.
import { ERROR_CODES } from '@dolbom/shared-api/contracts';
import { auditLog } from '../../src/db/schema';
import { recordAudit } from '../../src/modules/admin/audit';
import { useTestApp } from '../helpers/test-app';
import { bearer, signedIn } from '../helpers/users';

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
      detail: { reason: '허위 공고' },
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('answers a bad page number with a Korean 400', async () => {
    const admin = await signedIn(t.app, 'ROLE_ADMIN');
    const res = await get('/api/admin/audit?page=abc', bearer(admin.access));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ERROR_CODES.VALIDATION });
  });
});
