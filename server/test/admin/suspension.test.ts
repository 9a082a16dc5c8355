// 회원 조회 and 이용 정지 (issue 13): operators look users up and suspend them. A suspension ends every
// session at once (access and refresh tokens), the account cannot sign in, and its postings and resume
// leave every list (their detail pages answer 404) until an operator lifts it. Both actions are audited.
import { eq } from 'drizzle-orm';
import { ADMIN_MESSAGES, ERROR_CODES, LOGIN_MESSAGES } from '@dolbom/shared-api/contracts';
import { elders, managerBookmarks } from '../../src/db/schema';
import { useTestApp } from '../helpers/test-app';
import {
  bearer,
  DEMO_PASSWORD,
  demoHeaders,
  login,
  signedIn,
  userIdOf,
  type Session,
} from '../helpers/users';

const t = useTestApp({}, { seed: true });

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers = {}, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

let admin: Headers;
let adminId: number;
let caregiver01: number;
let manager01: number;
let managerElders: number[];
beforeAll(async () => {
  admin = await demoHeaders(t.app, 'admin01');
  adminId = await userIdOf(t.app, 'admin01');
  caregiver01 = await userIdOf(t.app, 'caregiver01');
  manager01 = await userIdOf(t.app, 'manager01');
  managerElders = (
    await t.app.db.select({ id: elders.id }).from(elders).where(eq(elders.managerId, manager01))
  ).map((e) => e.id);
});

const suspend = (id: number, reason = '허위 정보로 활동') =>
  post(`/api/admin/users/${id}/suspend`, admin, { reason });
const unsuspend = (id: number) => post(`/api/admin/users/${id}/unsuspend`, admin);

async function sessionOf(loginId: string): Promise<Session> {
  const { res, session } = await login(t.app, loginId, DEMO_PASSWORD, true);
  expect(res.statusCode).toBe(200);
  return session;
}
const reissue = (refresh: string) => post('/api/reissue', { 'x-refresh-token': refresh });
const SUSPENDED = { message: LOGIN_MESSAGES.suspended, code: ERROR_CODES.ACCOUNT_SUSPENDED };

describe('the admin user routes refuse everyone but operators', () => {
  it('401 without a token, 403 for caregivers and managers', async () => {
    const caregiver = bearer((await signedIn(t.app, 'ROLE_CAREGIVER')).access);
    const manager = bearer((await signedIn(t.app, 'ROLE_MANAGER')).access);
    const calls = [
      ['GET', '/api/admin/users?q=care'],
      ['GET', `/api/admin/users/${caregiver01}`],
      ['POST', `/api/admin/users/${caregiver01}/suspend`],
      ['POST', `/api/admin/users/${caregiver01}/unsuspend`],
    ] as const;
    for (const [method, url] of calls) {
      for (const [headers, status] of [
        [{}, 401],
        [caregiver, 403],
        [manager, 403],
      ] as const) {
        const res = await t.app.inject({ method, url, headers, payload: { reason: '사유' } });
        expect({ url, status: res.statusCode }).toEqual({ url, status });
      }
    }
    // Nobody was suspended by those calls.
    expect((await get(`/api/admin/users/${caregiver01}`, admin)).json().suspendedAt).toBeNull();
  });
});

describe('GET /api/admin/users', () => {
  const found = async (q: string) => {
    const res = await get(`/api/admin/users?q=${encodeURIComponent(q)}`, admin);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('finds users by login id, name or phone, with the center of a manager', async () => {
    const byLogin = await found('CAREGIVER01');
    expect(byLogin.content).toEqual([
      {
        id: caregiver01,
        loginId: 'caregiver01',
        name: expect.any(String),
        phone: expect.stringMatching(/^010-/),
        role: 'ROLE_CAREGIVER',
        createdAt: expect.stringMatching(/^\d{4}-/),
        suspendedAt: null,
        centerName: null,
      },
    ]);
    const byName = await found('김복지');
    expect(byName.content).toEqual([
      expect.objectContaining({ loginId: 'manager01', role: 'ROLE_MANAGER', centerName: expect.any(String) }),
    ]);
    for (const phone of ['010-2345-6701', '01023456701', '2345-6701']) {
      expect((await found(phone)).content.map((u: { loginId: string }) => u.loginId)).toEqual(['manager01']);
    }
    // LIKE wildcards are plain characters.
    expect((await found('%')).totalElements).toBe(0);
    expect((await found('_')).totalElements).toBe(0);
  });

  it('pages every user without q, newest first', async () => {
    const res = await get('/api/admin/users?size=5', admin);
    expect(res.json()).toMatchObject({ size: 5, number: 0, first: true });
    expect(res.json().totalElements).toBeGreaterThanOrEqual(13);
    expect(res.json().content).toHaveLength(5);
  });

  it('refuses a search word over 50 characters in Korean', async () => {
    const res = await get(`/api/admin/users?q=${'가'.repeat(51)}`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ERROR_CODES.VALIDATION, fields: { q: ADMIN_MESSAGES.query } });
  });
});

describe('GET /api/admin/users/:id', () => {
  it('summarises a caregiver (resume, job search) and a manager (center, elders)', async () => {
    const c = await get(`/api/admin/users/${caregiver01}`, admin);
    expect(c.statusCode).toBe(200);
    expect(c.json()).toMatchObject({
      loginId: 'caregiver01',
      caregiver: { resumeRegistered: true, jobOpen: true },
      manager: null,
      history: expect.any(Array),
    });
    const m = await get(`/api/admin/users/${manager01}`, admin);
    expect(m.json()).toMatchObject({
      loginId: 'manager01',
      caregiver: null,
      manager: {
        centerId: expect.any(Number),
        centerName: expect.any(String),
        elderCount: managerElders.length,
      },
    });
    expect((await get('/api/admin/users/999999', admin)).statusCode).toBe(404);
    expect((await get('/api/admin/users/abc', admin)).statusCode).toBe(400);
  });
});

describe('suspending a caregiver', () => {
  const managerHeaders: Headers = {};
  beforeAll(async () => {
    Object.assign(managerHeaders, await demoHeaders(t.app, 'manager01'));
    // manager01 saved caregiver01 for one of their elders.
    await t.app.db
      .insert(managerBookmarks)
      .values({ managerId: manager01, elderId: managerElders[0]!, caregiverId: caregiver01 })
      .onConflictDoNothing();
  });

  const candidateIds = async () => {
    const ids = new Set<number>();
    for (const elderId of managerElders) {
      const res = await get(
        `/api/manager/elder/individual?elderId=${elderId}&distance=5km이내`,
        managerHeaders,
      );
      for (const c of res.json() as { caregiverId: number }[]) ids.add(c.caregiverId);
    }
    return ids;
  };
  const bookmarkedIds = async () =>
    new Set(
      ((await get('/api/manager/bookmark?size=50', managerHeaders)).json() as { caregiverId: number }[]).map(
        (b) => b.caregiverId,
      ),
    );

  /** The caregivers in manager01's received applies and sent contacts (both tabs). */
  const boxIds = async (box: 'apply' | 'contact') => {
    const ids = new Set<number>();
    for (const tab of ['pending', 'approved']) {
      const res = await get(`/api/manager/${box}?tab=${tab}&size=50`, managerHeaders);
      for (const item of res.json() as { caregiverId: number }[]) ids.add(item.caregiverId);
    }
    return ids;
  };

  it('ends every session at once, refuses sign-in, and hides the resume until lifted', async () => {
    const phone = await sessionOf('caregiver01');
    const laptop = await sessionOf('caregiver01');
    expect((await get('/api/user', bearer(phone.access))).statusCode).toBe(200);
    expect(await candidateIds()).toContain(caregiver01);
    expect(await bookmarkedIds()).toContain(caregiver01);
    expect(await boxIds('apply')).toContain(caregiver01);
    expect(await boxIds('contact')).toContain(caregiver01);
    expect((await get(`/api/manager/${caregiver01}`, managerHeaders)).statusCode).toBe(200);

    const res = await suspend(caregiver01, '허위 자격증 등록');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: caregiver01, suspendedAt: expect.stringMatching(/^\d{4}-/) });

    // Right after: both access tokens and both refresh tokens are refused.
    for (const s of [phone, laptop]) {
      for (const url of ['/api/user', '/api/caregiver/mypage']) {
        const after = await get(url, bearer(s.access));
        expect({ url, status: after.statusCode }).toEqual({ url, status: 401 });
        expect(after.json()).toEqual(SUSPENDED);
      }
      const refreshed = await reissue(s.refresh);
      expect(refreshed.statusCode).toBe(401);
      expect(refreshed.json()).toEqual(SUSPENDED);
      expect(refreshed.headers.authorization).toBeUndefined();
    }
    // Sign-in: the right password gets the Korean refusal; a wrong one learns nothing new.
    const again = await login(t.app, 'caregiver01', DEMO_PASSWORD);
    expect(again.res.statusCode).toBe(403);
    expect(again.res.json()).toEqual(SUSPENDED);
    expect(again.res.headers.authorization).toBeUndefined();
    const wrong = await login(t.app, 'caregiver01', 'wrong-pass1!');
    expect(wrong.res.json().code).toBe(ERROR_CODES.LOGIN_BAD_PASSWORD);

    // Managers no longer find, open or keep the resume.
    expect(await candidateIds()).not.toContain(caregiver01);
    expect(await bookmarkedIds()).not.toContain(caregiver01);
    expect(await boxIds('apply')).not.toContain(caregiver01);
    expect(await boxIds('contact')).not.toContain(caregiver01);
    expect((await get(`/api/manager/${caregiver01}`, managerHeaders)).statusCode).toBe(404);
    const contact = await post('/api/manager/contact', managerHeaders, {
      elderId: managerElders[0],
      caregiverId: caregiver01,
      workType: '방문 요양',
      wageType: '시급',
      wage: 13000,
      phone: '010-2345-6701',
      message: '오전 방문 요양 가능하신지 연락드립니다.',
    });
    expect(contact.statusCode).toBe(404);

    // The lookup shows it, and a second suspend is refused.
    const [listed] = (await get('/api/admin/users?q=caregiver01', admin)).json().content;
    expect(listed.suspendedAt).toEqual(res.json().suspendedAt);
    const twice = await suspend(caregiver01);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: ADMIN_MESSAGES.alreadySuspended, code: ERROR_CODES.CONFLICT });

    // Lifted: sign-in works again, the resume is back; the ended sessions stay ended.
    const lifted = await unsuspend(caregiver01);
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json()).toMatchObject({ id: caregiver01, suspendedAt: null });
    const back = await login(t.app, 'caregiver01', DEMO_PASSWORD);
    expect(back.res.statusCode).toBe(200);
    expect((await get('/api/user', bearer(back.session.access))).statusCode).toBe(200);
    expect((await get('/api/user', bearer(phone.access))).statusCode).toBe(401);
    expect(await candidateIds()).toContain(caregiver01);
    expect(await bookmarkedIds()).toContain(caregiver01);
    expect(await boxIds('apply')).toContain(caregiver01);
    expect(await boxIds('contact')).toContain(caregiver01);
    expect((await get(`/api/manager/${caregiver01}`, managerHeaders)).statusCode).toBe(200);
    expect((await unsuspend(caregiver01)).statusCode).toBe(409);

    // Both actions are in the audit log, newest first, and on the user's detail.
    const audit = (await get('/api/admin/audit', admin)).json().content;
    expect(audit.slice(0, 2)).toEqual([
      expect.objectContaining({
        action: 'user.unsuspend',
        actor: { id: adminId, loginId: 'admin01', name: '운영자' },
        targetType: 'user',
        targetId: String(caregiver01),
      }),
      expect.objectContaining({
        action: 'user.suspend',
        actor: { id: adminId, loginId: 'admin01', name: '운영자' },
        targetType: 'user',
        targetId: String(caregiver01),
        detail: expect.objectContaining({ reason: '허위 자격증 등록', endedSessions: expect.any(Number) }),
      }),
    ]);
    expect(audit[1].detail.endedSessions).toBeGreaterThanOrEqual(2);
    const history = (await get(`/api/admin/users/${caregiver01}`, admin)).json().history;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['user.unsuspend', 'user.suspend']);
  });
});

describe('suspending a manager', () => {
  const caregiverHeaders: Headers = {};
  beforeAll(async () => {
    Object.assign(caregiverHeaders, await demoHeaders(t.app, 'caregiver01'));
  });

  const ofManager = (items: { elderId: number }[]) =>
    items.map((i) => i.elderId).filter((id) => managerElders.includes(id));
  /** Every caregiver list that shows postings, as the elder ids of manager01 in it. */
  async function caregiverLists() {
    const page = async (url: string) => ofManager((await get(url, caregiverHeaders)).json().content);
    const picks = (await get('/api/caregiver/near/list?distance=3', caregiverHeaders)).json();
    return {
      main: await page('/api/caregiver/main/list?distance=3'),
      near: await page('/api/caregiver/near/all?distance=3'),
      picks: ofManager(
        Object.values(picks).filter((p): p is { elderId: number } => typeof p === 'object' && p !== null),
      ),
      saved: await page('/api/caregiver/mypage/bookmarks?size=50'),
      contacts: [
        ...(await page('/api/caregiver/mypage/contacts?tab=pending&size=50')),
        ...(await page('/api/caregiver/mypage/contacts?tab=approved&size=50')),
      ],
      applies: [
        ...(await page('/api/caregiver/mypage/applies?tab=pending&size=50')),
        ...(await page('/api/caregiver/mypage/applies?tab=approved&size=50')),
      ],
    };
  }

  it("hides the manager's postings from caregivers' lists and details until lifted", async () => {
    const before = await caregiverLists();
    for (const list of Object.values(before)) expect(list.length).toBeGreaterThan(0);
    const shown = before.near[0]!;
    expect((await get(`/api/caregiver/near?elderId=${shown}`, caregiverHeaders)).statusCode).toBe(200);
    const myPageBefore = (await get('/api/caregiver/mypage', caregiverHeaders)).json();

    expect((await suspend(manager01, '무자격 센터 사칭')).statusCode).toBe(200);
    const during = await caregiverLists();
    for (const [name, list] of Object.entries(during)) expect({ name, list }).toEqual({ name, list: [] });
    expect((await get(`/api/caregiver/near?elderId=${shown}`, caregiverHeaders)).statusCode).toBe(404);
    const myPageDuring = (await get('/api/caregiver/mypage', caregiverHeaders)).json();
    expect(myPageDuring.savedEldersCount).toBeLessThan(myPageBefore.savedEldersCount);
    const contactId = (await get('/api/caregiver/main/list?distance=3', caregiverHeaders)).json().content;
    expect(contactId).toEqual([]);

    expect((await unsuspend(manager01)).statusCode).toBe(200);
    expect(await caregiverLists()).toEqual(before);
    expect((await get(`/api/caregiver/near?elderId=${shown}`, caregiverHeaders)).statusCode).toBe(200);
    expect((await get('/api/caregiver/mypage', caregiverHeaders)).json()).toEqual(myPageBefore);
  });
});

describe('what cannot be suspended', () => {
  it('refuses an operator account, a missing reason, a long reason and an unknown user', async () => {
    const other = await signedIn(t.app, 'ROLE_ADMIN');
    for (const id of [adminId, other.user.id]) {
      const res = await suspend(id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: ADMIN_MESSAGES.cannotSuspendAdmin, code: ERROR_CODES.FORBIDDEN });
    }
    expect((await get('/api/user', bearer(other.access))).statusCode).toBe(200);

    for (const payload of [{}, { reason: '' }, { reason: '   ' }, { reason: '가'.repeat(201) }]) {
      const res = await post(`/api/admin/users/${caregiver01}/suspend`, admin, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: ERROR_CODES.VALIDATION,
        fields: { reason: expect.any(String) },
      });
    }
    const long = await post(`/api/admin/users/${caregiver01}/suspend`, admin, { reason: '가'.repeat(201) });
    expect(long.json().fields.reason).toBe(ADMIN_MESSAGES.reasonLong);
    expect((await get(`/api/admin/users/${caregiver01}`, admin)).json().suspendedAt).toBeNull();
    expect((await suspend(999999)).statusCode).toBe(404);
    // 200 characters is the limit, not over it.
    expect((await suspend(caregiver01, '가'.repeat(200))).statusCode).toBe(200);
    expect((await unsuspend(caregiver01)).statusCode).toBe(200);
  });
});
