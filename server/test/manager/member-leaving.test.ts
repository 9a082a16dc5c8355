// 센터 회원 관리 (issue 30), on the demo seed: a verified colleague of manager01 (김복지) marks him as left
// (퇴사); a member who left sends no contacts and accepts no applies; his elders, with their connections,
// jobs and pending contacts, are handed to the colleague (both told, audited); then he is removed from the
// list. Only a verified member of the same center may do any of it.
import { and, eq } from 'drizzle-orm';
import type { AppNotification, CenterMembers } from '@dolbom/shared-api/contracts';
import { auditLog, connections, elders as eldersTable, managers } from '../../src/db/schema';
import { managerBody } from '../helpers/signup';
import type { Caller } from '../helpers/requests';
import { bearer, login } from '../helpers/users';
import { useManagerDemo } from './helpers';

const { t, manager, other, caregiver, elders, cg } = useManagerDemo(['caregiver01', 'caregiver03']);

/** A new member of manager01's center, signed up through the API; VERIFIED unless `pending`. */
async function colleague(name: string, pending = false): Promise<{ userId: number; call: Caller }> {
  const { centerId } = (await manager('GET', '/api/manager/mypage')).json() as { centerId: number };
  const body = managerBody(centerId, { name });
  const res = await t.app.inject({ method: 'POST', url: '/api/manager/register', payload: body });
  expect(res.statusCode).toBe(201);
  const userId = res.json().userId as number;
  if (!pending)
    await t.app.db.update(managers).set({ status: 'VERIFIED' }).where(eq(managers.userId, userId));
  const { session } = await login(t.app, body.id, body.password);
  const call: Caller = (method, url, payload) =>
    t.app.inject({
      method,
      url,
      headers: bearer(session.access),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return { userId, call };
}

const members = async (who: Caller) =>
  (await who('GET', '/api/manager/center/members')).json() as CenterMembers;
const managerId = async () =>
  ((await manager('GET', '/api/manager/mypage')).json() as { managerId: number }).managerId;

describe('퇴사, 인계, 목록에서 지우기', () => {
  it('walks the whole way: leave, refused contact and accept, handover, remove', async () => {
    const me = await colleague('박동료');
    const leaving = await managerId();
    const before = await members(me.call);
    const elderCount = before.members.find((m) => m.userId === leaving)?.elderCount ?? 0;
    expect(elderCount).toBeGreaterThan(0);

    // A member who still has elders cannot be removed, nor can a verified one.
    const early = await me.call('DELETE', `/api/manager/center/members/${leaving}`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('퇴사한 회원만 목록에서 지울 수 있어요.');

    const left = await me.call('POST', `/api/manager/center/members/${leaving}/leave`);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({ userId: leaving, status: 'LEFT' });
    const afterLeave = await members(me.call);
    expect(afterLeave.left).toEqual([
      expect.objectContaining({ userId: leaving, status: 'LEFT', elderCount }),
    ]);
    expect(afterLeave.members.map((m) => m.userId)).not.toContain(leaving);

    // He sends no contacts and accepts no applies any more (403 in Korean).
    const contact = await manager('POST', '/api/manager/contact', {
      caregiverId: cg['caregiver03'],
      elderId: elders['김순례'],
      workType: '방문 요양',
      wageType: '시급',
      wage: 13_000,
      phone: '010-1111-2222',
      message: '',
    });
    expect(contact.statusCode).toBe(403);
    expect(contact.json().message).toBe('센터를 떠난 회원은 요양보호사에게 연락할 수 없어요.');
    const pendingApplies = (await manager('GET', '/api/manager/apply?tab=pending')).json() as {
      applyId: number;
    }[];
    expect(pendingApplies.length).toBeGreaterThan(0);
    const accept = await manager('POST', `/api/manager/apply/${pendingApplies[0]!.applyId}`);
    expect(accept.statusCode).toBe(403);
    expect(accept.json().message).toBe('센터를 떠난 회원은 지원을 수락할 수 없어요.');

    // Still has elders: removing waits for the handover.
    const blocked = await me.call('DELETE', `/api/manager/center/members/${leaving}`);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe('담당 어르신을 동료에게 넘긴 뒤에 지울 수 있어요.');

    const moved = await me.call('POST', `/api/manager/center/members/${leaving}/handover`, {
      toUserId: me.userId,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ fromUserId: leaving, toUserId: me.userId, elders: elderCount });
    expect(moved.json().connections).toBeGreaterThan(0);
    // The colleague now has the elders (by name) and their connections; he has none.
    const mine = (await me.call('GET', '/api/manager/elder')).json() as { elderName: string }[];
    expect(mine.map((e) => e.elderName)).toEqual(expect.arrayContaining(['김순례', '박영수', '이말순']));
    expect(await t.app.db.select().from(eldersTable).where(eq(eldersTable.managerId, leaving))).toEqual([]);
    const conns = await t.app.db.select().from(connections).where(eq(connections.elderId, elders['박영수']!));
    for (const c of conns) expect(c.managerId).toBe(me.userId);
    // Both are told; the move is audited.
    const told = (await me.call('GET', '/api/notifications')).json().content as AppNotification[];
    expect(told).toContainEqual(expect.objectContaining({ type: 'elders_received', target: '/elder-admin' }));
    const toldHim = (await manager('GET', '/api/notifications')).json().content as AppNotification[];
    expect(toldHim).toContainEqual(expect.objectContaining({ type: 'elders_handed_off' }));
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'membership.handover'), eq(auditLog.targetId, String(leaving))));
    expect(audit).toEqual([expect.objectContaining({ actorId: me.userId })]);

    const removed = await me.call('DELETE', `/api/manager/center/members/${leaving}`);
    expect(removed.statusCode).toBe(204);
    expect((await members(me.call)).left).toEqual([]);
  });

  it('refuses the wrong role, another center, an unverified caller, oneself and a bad colleague', async () => {
    const me = await colleague('최동료');
    const waiting = await colleague('정대기', true);
    const target = me.userId;
    // Another center's verified member, a caregiver, a member still waiting.
    const otherCenter = await other('POST', `/api/manager/center/members/${target}/leave`);
    expect(otherCenter.statusCode).toBe(403);
    expect(otherCenter.json().message).toBe('우리 센터의 회원만 관리할 수 있어요.');
    expect((await other('DELETE', `/api/manager/center/members/${target}`)).statusCode).toBe(403);
    expect(
      (await other('POST', `/api/manager/center/members/${target}/handover`, { toUserId: target }))
        .statusCode,
    ).toBe(403);
    expect((await caregiver('POST', `/api/manager/center/members/${target}/leave`)).statusCode).toBe(403);
    const unverified = await waiting.call('POST', `/api/manager/center/members/${target}/leave`);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().message).toBe('센터 인증을 받은 회원만 회원을 관리할 수 있어요.');
    // Oneself; a colleague who is only waiting; a handover to someone who is not a verified colleague.
    const self = await me.call('POST', `/api/manager/center/members/${me.userId}/leave`);
    expect(self.statusCode).toBe(409);
    expect((await me.call('POST', `/api/manager/center/members/${waiting.userId}/leave`)).statusCode).toBe(
      409,
    );
    const toOther = await me.call('POST', `/api/manager/center/members/${target}/handover`, {
      toUserId: waiting.userId,
    });
    expect(toOther.statusCode).toBe(409);
    expect(toOther.json().message).toBe('어르신을 넘겨받을 동료를 선택해주세요.');
    expect((await me.call('POST', '/api/manager/center/members/999999/leave')).statusCode).toBe(404);
    expect((await me.call('POST', `/api/manager/center/members/${target}/handover`, {})).statusCode).toBe(
      400,
    );
  });
});
