// Verified members (issue 13): a manager who signs up waits (승인 대기); a verified member of the same
// center approves or refuses; a center with no verified member goes to the operators' queue. Until
// verified, a manager cannot edit the center profile. Every decision is audited and notified.
import { and, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@dolbom/shared-api/contracts';
import { auditLog, managers, notifications } from '../../src/db/schema';
import { insertCenter, managerBody } from '../helpers/signup';
import { useTestApp } from '../helpers/test-app';
import { bearer, login, signedIn } from '../helpers/users';

const t = useTestApp();

type Headers = Record<string, string>;
const send = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** Signs up a manager of the center through the API and signs them in. */
async function newManager(centerId: number, name = '이복지') {
  const body = managerBody(centerId, { name });
  const res = await send('POST', '/api/manager/register', {}, body);
  expect(res.statusCode).toBe(201);
  const { session } = await login(t.app, body.id, body.password);
  return { userId: res.json().userId as number, loginId: body.id, headers: bearer(session.access) };
}

/** A verified member: signed up, then verified directly (as the seed or an operator would have). */
async function verifiedManager(centerId: number, name = '김인증') {
  const m = await newManager(centerId, name);
  await t.app.db.update(managers).set({ status: 'VERIFIED' }).where(eq(managers.userId, m.userId));
  return m;
}

const editCenter = (centerId: number, headers: Headers, oneLineIntro = '새 소개') =>
  send('PATCH', `/api/manager/${centerId}`, headers, { centerId, hasCar: true, oneLineIntro });

const notificationsOf = (userId: number) =>
  t.app.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('a new manager waits for approval', () => {
  it('signs up as 승인 대기, sees it on 내 정보, and cannot edit the center (403 in Korean)', async () => {
    const centerId = await insertCenter(t.app, '대기요양센터');
    const m = await newManager(centerId);
    const page = await send('GET', '/api/manager/mypage', m.headers);
    expect(page.json()).toMatchObject({ centerId, membershipStatus: 'PENDING' });

    const edit = await editCenter(centerId, m.headers, '사칭한 소개');
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({
      message: '센터 인증 후에 센터 정보를 고칠 수 있어요.',
      code: ERROR_CODES.FORBIDDEN,
    });
    const after = await send('GET', '/api/manager/mypage', m.headers);
    expect(after.json().oneLineIntro).not.toBe('사칭한 소개');
  });

  it('can still register elders like any manager', async () => {
    const centerId = await insertCenter(t.app, '대기등록센터');
    const m = await newManager(centerId);
    expect((await send('GET', '/api/manager/elder', m.headers)).statusCode).toBe(200);
  });
});

describe('a verified member decides', () => {
  it('sees the pending request, approves it, and the newcomer can edit the center', async () => {
    const centerId = await insertCenter(t.app, '승인요양센터');
    const member = await verifiedManager(centerId);
    const newcomer = await newManager(centerId, '박신입');

    // The member was told about the request, with a link to 센터 회원 관리.
    const told = await notificationsOf(member.userId);
    expect(told).toEqual([
      expect.objectContaining({
        type: 'membership_requested',
        refId: newcomer.userId,
        target: '/center-members',
      }),
    ]);
    const bell = await send('GET', '/api/notifications', member.headers);
    expect(bell.json().content[0]).toMatchObject({
      type: 'membership_requested',
      text: '센터 회원 승인 요청이 왔어요.',
    });

    const list = await send('GET', '/api/manager/center/members', member.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      centerId,
      centerName: '승인요양센터',
      myStatus: 'VERIFIED',
      members: [{ userId: member.userId, status: 'VERIFIED' }],
      pending: [{ userId: newcomer.userId, name: '박신입', loginId: newcomer.loginId, status: 'PENDING' }],
    });

    const approve = await send(
      'POST',
      `/api/manager/center/members/${newcomer.userId}/approve`,
      member.headers,
    );
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toEqual({
      id: newcomer.userId,
      status: 'VERIFIED',
      decidedAt: expect.any(String),
    });

    expect((await send('GET', '/api/manager/mypage', newcomer.headers)).json().membershipStatus).toBe(
      'VERIFIED',
    );
    const edit = await editCenter(centerId, newcomer.headers, '인증 후 소개');
    expect(edit.statusCode).toBe(200);
    expect(edit.json().oneLineIntro).toBe('인증 후 소개');

    // Recorded and notified in the decision's transaction.
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'membership'), eq(auditLog.targetId, String(newcomer.userId))));
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: member.userId,
        action: 'membership.approve',
        // No contact was waiting for this approval (issue 29: held contacts are delivered by it).
        detail: { centerId, byOperator: false, delivered: 0 },
      }),
    ]);
    const [row] = await t.app.db.select().from(managers).where(eq(managers.userId, newcomer.userId));
    expect(row).toMatchObject({ status: 'VERIFIED', decidedBy: member.userId, decidedByOperator: false });
    expect(await notificationsOf(newcomer.userId)).toEqual([
      expect.objectContaining({ type: 'membership_approved', title: '승인요양센터', target: '/mypage' }),
    ]);

    // A decided request is not decided twice.
    const again = await send('POST', `/api/manager/center/members/${newcomer.userId}/refuse`, member.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: '이미 처리된 회원 요청이에요.', code: ERROR_CODES.CONFLICT });
  });

  it('refuses a request: the requester stays unable to edit and is told', async () => {
    const centerId = await insertCenter(t.app, '거절요양센터');
    const member = await verifiedManager(centerId);
    const newcomer = await newManager(centerId);
    const refuse = await send(
      'POST',
      `/api/manager/center/members/${newcomer.userId}/refuse`,
      member.headers,
    );
    expect(refuse.statusCode).toBe(200);
    expect(refuse.json()).toMatchObject({ id: newcomer.userId, status: 'REFUSED' });
    expect((await send('GET', '/api/manager/mypage', newcomer.headers)).json().membershipStatus).toBe(
      'REFUSED',
    );
    expect((await editCenter(centerId, newcomer.headers)).statusCode).toBe(403);
    expect(await notificationsOf(newcomer.userId)).toEqual([
      expect.objectContaining({ type: 'membership_refused', target: '/mypage' }),
    ]);
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'membership.refuse'), eq(auditLog.targetId, String(newcomer.userId))));
    expect(audit?.actorId).toBe(member.userId);
  });

  it('a verified member of another center gets 403 and changes nothing', async () => {
    const centerA = await insertCenter(t.app, '가센터');
    const centerB = await insertCenter(t.app, '나센터');
    const outsider = await verifiedManager(centerB);
    const newcomer = await newManager(centerA);
    const res = await send(
      'POST',
      `/api/manager/center/members/${newcomer.userId}/approve`,
      outsider.headers,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: '우리 센터의 회원 요청만 승인하거나 거절할 수 있어요.',
      code: ERROR_CODES.FORBIDDEN,
    });
    expect((await send('GET', '/api/manager/mypage', newcomer.headers)).json().membershipStatus).toBe(
      'PENDING',
    );
  });

  it('a pending member cannot approve anyone, not even another newcomer, and sees no requests', async () => {
    const centerId = await insertCenter(t.app, '대기끼리센터');
    const first = await newManager(centerId, '일번');
    const second = await newManager(centerId, '이번');
    const res = await send('POST', `/api/manager/center/members/${second.userId}/approve`, first.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: '센터 인증을 받은 회원만 승인하거나 거절할 수 있어요.',
      code: ERROR_CODES.FORBIDDEN,
    });
    const self = await send('POST', `/api/manager/center/members/${first.userId}/approve`, first.headers);
    expect(self.statusCode).toBe(403);
    const list = await send('GET', '/api/manager/center/members', first.headers);
    expect(list.json()).toMatchObject({ myStatus: 'PENDING', members: [], pending: [] });
    expect((await send('GET', '/api/manager/mypage', second.headers)).json().membershipStatus).toBe(
      'PENDING',
    );
  });

  it('answers 404 for someone who is not a member, and refuses caregivers', async () => {
    const centerId = await insertCenter(t.app, '없는요청센터');
    const member = await verifiedManager(centerId);
    const res = await send('POST', '/api/manager/center/members/999999/approve', member.headers);
    expect(res.statusCode).toBe(404);
    const caregiver = await signedIn(t.app, 'ROLE_CAREGIVER');
    expect((await send('GET', '/api/manager/center/members', bearer(caregiver.access))).statusCode).toBe(403);
  });
});

describe('the operators’ queue', () => {
  it('lists only requests of centers with no verified member; an operator approves', async () => {
    const lonely = await insertCenter(t.app, '첫회원센터');
    const staffed = await insertCenter(t.app, '회원있는센터');
    await verifiedManager(staffed);
    const first = await newManager(lonely, '최초');
    const later = await newManager(staffed, '나중');
    // No verified member to tell: nobody is notified, the queue shows it.
    expect(await t.app.db.select().from(notifications).where(eq(notifications.refId, first.userId))).toEqual(
      [],
    );

    const admin = await signedIn(t.app, 'ROLE_ADMIN');
    const queue = await send('GET', '/api/admin/memberships?page=0', bearer(admin.access));
    expect(queue.statusCode).toBe(200);
    const ids = (queue.json().content as { id: number }[]).map((m) => m.id);
    expect(ids).toContain(first.userId);
    expect(ids).not.toContain(later.userId);
    expect(queue.json().content.find((m: { id: number }) => m.id === first.userId)).toEqual({
      id: first.userId,
      status: 'PENDING',
      requestedAt: expect.any(String),
      user: { id: first.userId, loginId: first.loginId, name: '최초', phone: '010-6666-0001' },
      center: { id: lonely, name: '첫회원센터', address: '서울 강남구 테헤란로 152' },
      proofAt: null,
      requestCount: 1,
    });

    const approve = await send(
      'POST',
      `/api/admin/memberships/${first.userId}/approve`,
      bearer(admin.access),
    );
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toMatchObject({ id: first.userId, status: 'VERIFIED' });
    const [row] = await t.app.db.select().from(managers).where(eq(managers.userId, first.userId));
    expect(row).toMatchObject({ decidedBy: admin.user.id, decidedByOperator: true });
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'membership.approve'), eq(auditLog.targetId, String(first.userId))));
    expect(audit).toMatchObject({ actorId: admin.user.id, detail: { centerId: lonely, byOperator: true } });
    expect(await notificationsOf(first.userId)).toEqual([
      expect.objectContaining({ type: 'membership_approved' }),
    ]);

    // The center now has a verified member: it leaves the queue, and its next newcomer goes to that member.
    const after = await send('GET', '/api/admin/memberships', bearer(admin.access));
    expect((after.json().content as { id: number }[]).map((m) => m.id)).not.toContain(first.userId);
    const next = await newManager(lonely, '다음');
    const again = await send('GET', '/api/admin/memberships', bearer(admin.access));
    expect((again.json().content as { id: number }[]).map((m) => m.id)).not.toContain(next.userId);
    expect(await notificationsOf(first.userId)).toContainEqual(
      expect.objectContaining({ type: 'membership_requested', refId: next.userId }),
    );
  });

  it('an operator refuses; 404 for no such request; 409 when already decided', async () => {
    const centerId = await insertCenter(t.app, '거절큐센터');
    const m = await newManager(centerId);
    const admin = await signedIn(t.app, 'ROLE_ADMIN');
    const refuse = await send('POST', `/api/admin/memberships/${m.userId}/refuse`, bearer(admin.access));
    expect(refuse.json()).toMatchObject({ id: m.userId, status: 'REFUSED' });
    const again = await send('POST', `/api/admin/memberships/${m.userId}/approve`, bearer(admin.access));
    expect(again.statusCode).toBe(409);
    const missing = await send('POST', '/api/admin/memberships/999999/approve', bearer(admin.access));
    expect(missing.statusCode).toBe(404);
  });

  it('is for operators only', async () => {
    const centerId = await insertCenter(t.app, '권한센터');
    const manager = await verifiedManager(centerId);
    const pending = await newManager(centerId);
    for (const h of [manager.headers, pending.headers]) {
      expect((await send('GET', '/api/admin/memberships', h)).statusCode).toBe(403);
      const res = await send('POST', `/api/admin/memberships/${pending.userId}/approve`, h);
      expect(res.statusCode).toBe(403);
    }
    expect((await send('GET', '/api/admin/memberships', {})).statusCode).toBe(401);
    expect((await send('GET', '/api/manager/mypage', pending.headers)).json().membershipStatus).toBe(
      'PENDING',
    );
  });
});
