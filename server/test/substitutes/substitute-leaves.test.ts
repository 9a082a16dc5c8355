// 대체 근무 when the substitute herself leaves (ADR 0044's follow-up): a caregiver who took a visit and is then
// suspended (이용 정지) or deletes her account (탈퇴) will not come. The visit opens again without her (its
// past dates dropped), its manager is told by push and SMS, and the next wave goes at the next minute's tick
// to someone not asked before. On the demo seed: manager01's 박영수 (월·수·금 13–17) has an accepted
// contact to caregiver01 (who works there here) and an accepted apply from caregiver02, asked first.
import type { AppNotification, JobDetail, ManagerSubstitute } from '@dolbom/shared-api/contracts';
import { sendDueWaves } from '../../src/modules/substitutes/repository';
import { createLocalSmsSender } from '../../src/modules/sms/sms-sender';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { setSms } from '../../src/modules/notifications/repository';
import { useDemoCaller } from '../helpers/requests';
import { login, TEST_PASSWORD, userIdOf } from '../helpers/users';
import { useManagerDemo } from '../manager/helpers';
import { nearbyCaregiver, next, notifications, today, week } from './helpers';

const sms = createLocalSmsSender();
const { t, manager, caregiver, elders, cg } = useManagerDemo(['caregiver01', 'caregiver02'], { sms });
const caregiver2 = useDemoCaller(t, 'caregiver02');
const admin = useDemoCaller(t, 'admin01');

let jobId = 0;
beforeAll(async () => {
  const connections = await manager('GET', `/api/manager/connections?elderId=${elders['박영수']}`);
  const connection = (connections.json().content as { connectionId: number; caregiverId: number }[]).find(
    (c) => c.caregiverId === cg['caregiver01'],
  )!;
  const proposed = await manager('POST', '/api/manager/jobs', {
    connectionId: connection.connectionId,
    startDate: today(),
    schedule: week([0, 2, 4], '13:00', '17:00'),
    hourlyWage: 13_000,
    workType: '방문 요양',
    keepOpen: true,
  });
  jobId = (proposed.json() as JobDetail).jobId;
  expect((await caregiver('POST', `/api/caregiver/jobs/${jobId}/confirm`)).statusCode).toBe(200);
});

async function takenByCaregiver2(date: string): Promise<ManagerSubstitute> {
  const res = await manager('POST', '/api/manager/substitutes', {
    jobId,
    dates: [date],
    start: '13:00',
    end: '17:00',
    hourlyWage: 13_000,
    note: '',
  });
  expect(res.statusCode).toBe(201);
  const request = res.json() as ManagerSubstitute;
  expect((await caregiver2('POST', `/api/caregiver/substitutes/${request.id}/accept`)).statusCode).toBe(200);
  return request;
}

async function signedIn(userId: number) {
  const [row] = await t.app.db.select({ loginId: users.loginId }).from(users).where(eq(users.id, userId));
  const { session } = await login(t.app, row!.loginId);
  return { authorization: `Bearer ${session.access}` };
}

const requestOf = async (id: number) =>
  ((await manager('GET', '/api/manager/substitutes')).json().content as ManagerSubstitute[]).find(
    (r) => r.id === id,
  )!;
const released = async (id: number) =>
  (await notifications(manager)).filter(
    (n: AppNotification) => n.type === 'substitute_released' && n.refId === id,
  );

test('her 이용 정지 opens the visit she took again, tells the manager, and the next wave asks someone new', async () => {
  const request = await takenByCaregiver2(next(2));
  expect(await requestOf(request.id)).toMatchObject({ status: 'taken' });
  const newcomer = await nearbyCaregiver(t, elders['박영수']!);

  await setSms(t.app.db, (await userIdOf(t.app, 'manager01'))!, true);
  const suspended = await admin('POST', `/api/admin/users/${cg['caregiver02']}/suspend`, {
    reason: '신고 확인',
  });
  expect(suspended.statusCode).toBe(200);

  expect(await requestOf(request.id)).toMatchObject({ status: 'open', dates: [next(2)] });
  const told = await released(request.id);
  expect(told).toHaveLength(1);
  expect(told[0]!.text).toBe('대체 근무를 맡은 요양보호사가 갈 수 없게 되어 다시 구하고 있어요.');
  expect(told[0]!.title).toContain('박영수 어르신');
  // By SMS too, since he turned it on above: the day may be close. Sent after the commit, so wait for it.
  const deadline = Date.now() + 5000;
  while (!sms.last('010-2345-6701')?.includes('근무 소식') && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 50));
  expect(sms.last('010-2345-6701')).toBe(
    `[돌봄이음] 근무 소식이 있어요. 돌봄이음에서 확인해주세요. /assignments?elderId=${elders['박영수']}`,
  );

  // The next minute's tick sends a wave: the nearby caregiver, never asked before, is asked now and can
  // take it; caregiver02 is gone from the offers' winners.
  expect(await sendDueWaves(t.app.db, new Date())).toBeGreaterThan(0);
  const headers = await signedIn(newcomer);
  const list = await t.app.inject({ method: 'GET', url: '/api/caregiver/substitutes', headers });
  expect(list.json().content.map((r: { id: number }) => r.id)).toContain(request.id);
  const took = await t.app.inject({
    method: 'POST',
    url: `/api/caregiver/substitutes/${request.id}/accept`,
    headers,
  });
  expect(took.statusCode).toBe(200);
  expect(await requestOf(request.id)).toMatchObject({ status: 'taken' });
});

test('her 탈퇴 opens the visit she took again for someone else, and the manager is told', async () => {
  const leaver = await nearbyCaregiver(t, elders['박영수']!);
  const headers = await signedIn(leaver);
  const res = await manager('POST', '/api/manager/substitutes', {
    jobId,
    dates: [next(4)],
    start: '13:00',
    end: '17:00',
    hourlyWage: 13_000,
    note: '',
  });
  const request = res.json() as ManagerSubstitute;
  const took = await t.app.inject({
    method: 'POST',
    url: `/api/caregiver/substitutes/${request.id}/accept`,
    headers,
  });
  expect(took.statusCode).toBe(200);
  const gone = await t.app.inject({
    method: 'DELETE',
    url: '/api/user',
    headers,
    payload: { password: TEST_PASSWORD },
  });
  expect(gone.statusCode).toBe(204);
  expect(await requestOf(request.id)).toMatchObject({ status: 'open', dates: [next(4)] });
  expect(await released(request.id)).toHaveLength(1);
});
