// 대체 근무 when the job ends (issue 35 follow-up, ADR 0044): a job ended by either side, by its elder's
// 돌봄 종료, or by an account's 이용 정지 or 탈퇴 takes its substitute visits after its last day with it —
// an open request only for later dates is cancelled and everyone asked is told as with the manager's
// cancel, a taken visit after the last day is cancelled and the substitute told; dates on or before the
// last day stay. On the demo seed: manager01's 박영수 (월·수·금 13–17) has an accepted contact to
// caregiver01 and an accepted apply from caregiver02 (so caregiver02 is asked first); 김순례 (월–금
// 09–12) a pending contact to caregiver01.
import { and, eq } from 'drizzle-orm';
import {
  addDays,
  dateLabel,
  type AppNotification,
  type CaregiverWeek,
  type Connection,
  type JobDetail,
  type ManagerSubstitute,
} from '@dolbom/shared-api/contracts';
import { contacts, substituteRequests } from '../../src/db/schema';
import { DEMO_PASSWORD } from '../../src/db/seed';
import { createLocalSmsSender } from '../../src/modules/sms/sms-sender';
import { useDemoCaller, useDemoHeaders, type Caller } from '../helpers/requests';
import { useManagerDemo } from '../manager/helpers';
import { next, notifications, today, week } from './helpers';

const sms = createLocalSmsSender();
const {
  t,
  manager,
  caregiver,
  elders: elderIds,
  cg,
} = useManagerDemo(['caregiver01', 'caregiver02'], {
  sms,
});
const caregiver2 = useDemoCaller(t, 'caregiver02');
const admin = useDemoCaller(t, 'admin01');
const managerHeaders = useDemoHeaders(t, 'manager01');

const id = (name: string) => elderIds[name] ?? 0;
const told = async (who: Caller, type: AppNotification['type'], refId: number) =>
  (await notifications(who)).filter((n) => n.type === type && n.refId === refId);

async function connectionOf(elder: string, caregiverId: number): Promise<Connection> {
  const res = await manager('GET', `/api/manager/connections?elderId=${id(elder)}`);
  const found = (res.json().content as Connection[]).find((c) => c.caregiverId === caregiverId);
  if (!found) throw new Error(`no connection ${elder}/${caregiverId}`);
  return found;
}

async function hire(who: Caller, elder: string, caregiverId: number, schedule: ReturnType<typeof week>) {
  const proposed = await manager('POST', '/api/manager/jobs', {
    connectionId: (await connectionOf(elder, caregiverId)).connectionId,
    startDate: today(),
    schedule,
    hourlyWage: 13_000,
    workType: '방문 요양',
    keepOpen: true,
  });
  expect(proposed.statusCode).toBe(201);
  const jobId = (proposed.json() as JobDetail).jobId;
  expect((await who('POST', `/api/caregiver/jobs/${jobId}/confirm`)).statusCode).toBe(200);
  return jobId;
}

async function request(jobId: number, dates: string[], start = '13:00', end = '17:00') {
  const res = await manager('POST', '/api/manager/substitutes', {
    jobId,
    dates,
    start,
    end,
    hourlyWage: 13_000,
    note: '',
  });
  expect(res.statusCode).toBe(201);
  return res.json() as ManagerSubstitute;
}

const requestOf = async (requestId: number) =>
  (await manager('GET', '/api/manager/substitutes'))
    .json()
    .content.find((r: ManagerSubstitute) => r.id === requestId) as ManagerSubstitute;

/** The stored request (for a manager whose account is gone). */
const rowOf = async (requestId: number) =>
  (await t.app.db.select().from(substituteRequests).where(eq(substituteRequests.id, requestId)))[0]!;

// The job's last day is a Monday; its visits go on 월·수·금 after it.
const lastDay = next(0);
const wednesdayAfter = addDays(lastDay, 2);
const fridayAfter = addDays(lastDay, 4);
const wednesdayLater = addDays(lastDay, 9);

describe('a job ended by either side', () => {
  let jobId = 0;
  let onLastDay: ManagerSubstitute;
  let openAfter: ManagerSubstitute;
  let takenAfter: ManagerSubstitute;
  let takenBoth: ManagerSubstitute;

  beforeAll(async () => {
    jobId = await hire(caregiver, '박영수', cg['caregiver01']!, week([0, 2, 4], '13:00', '17:00'));
    onLastDay = await request(jobId, [lastDay]);
    openAfter = await request(jobId, [wednesdayAfter]);
    takenAfter = await request(jobId, [fridayAfter]);
    takenBoth = await request(jobId, [lastDay, wednesdayLater], '13:00', '15:00');
    for (const r of [onLastDay, openAfter, takenAfter, takenBoth]) expect(r.asked).toBeGreaterThan(0);
    for (const r of [takenAfter, takenBoth])
      expect((await caregiver2('POST', `/api/caregiver/substitutes/${r.id}/accept`)).statusCode).toBe(200);
    const ended = await caregiver('POST', `/api/caregiver/jobs/${jobId}/end`, {
      lastDay,
      reason: '개인 사정',
      note: '',
    });
    expect(ended.statusCode).toBe(200);
  });

  it('cancels the open requests after the last day, telling everyone asked as the manager’s cancel does', async () => {
    expect(await requestOf(openAfter.id)).toMatchObject({ status: 'cancelled', label: '취소되었어요' });
    expect(await told(caregiver2, 'substitute_cancelled', openAfter.id)).toHaveLength(1);
    const late = await caregiver2('POST', `/api/caregiver/substitutes/${openAfter.id}/accept`);
    expect(late.statusCode).toBe(409);
  });

  it('keeps the requests on or before the last day', async () => {
    expect(await requestOf(onLastDay.id)).toMatchObject({ status: 'open', dates: [lastDay] });
    expect(await told(caregiver2, 'substitute_cancelled', onLastDay.id)).toEqual([]);
  });

  it('cancels a taken visit after the last day and tells the substitute; her 내 일정 no longer has it', async () => {
    expect(await requestOf(takenAfter.id)).toMatchObject({ status: 'cancelled' });
    const toHer = await told(caregiver2, 'substitute_visit_cancelled', takenAfter.id);
    expect(toHer).toHaveLength(1);
    expect(toHer[0]!.text).toBe('맡으신 대체 근무가 취소되었어요. 그날은 가지 않아도 돼요.');
    expect(toHer[0]!.title).toContain(dateLabel(fridayAfter).slice(5));
    // By SMS too (she has it on, as caregivers do by default): she must not go to the door.
    const deadline = Date.now() + 5000;
    while (!sms.last('010-3456-7802')?.includes('근무 소식') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect(sms.last('010-3456-7802')).toBe(
      '[돌봄이음] 근무 소식이 있어요. 돌봄이음에서 확인해주세요. /substitutes',
    );
    // Told once: not also the in-app `substitute_cancelled` the others get.
    expect(await told(caregiver2, 'substitute_cancelled', takenAfter.id)).toEqual([]);
    const w = (await caregiver2('GET', '/api/caregiver/week')).json() as CaregiverWeek;
    expect(w.substitutes.map((v) => v.date)).not.toContain(fridayAfter);
  });

  it('a taken request over both keeps the visit on the last day and tells her of the later one', async () => {
    expect(await requestOf(takenBoth.id)).toMatchObject({ status: 'taken', dates: [lastDay] });
    const toHer = await told(caregiver2, 'substitute_visit_cancelled', takenBoth.id);
    expect(toHer).toHaveLength(1);
    expect(toHer[0]!.title).toContain(dateLabel(wednesdayLater).slice(5));
    expect(toHer[0]!.title).not.toContain(dateLabel(lastDay).slice(5));
    const w = (await caregiver2('GET', '/api/caregiver/week')).json() as CaregiverWeek;
    const hers = w.substitutes.filter((v) => v.requestId === takenBoth.id).map((v) => v.date);
    expect(hers).toEqual([lastDay]);
  });

  it('the manager’s cancel of a taken visit tells the substitute the same way', async () => {
    const res = await manager('POST', `/api/manager/substitutes/${takenBoth.id}/cancel`);
    expect(res.json()).toMatchObject({ status: 'cancelled' });
    expect(await told(caregiver2, 'substitute_visit_cancelled', takenBoth.id)).toHaveLength(2);
    expect(await told(caregiver2, 'substitute_cancelled', takenBoth.id)).toEqual([]);
  });
});

describe('a job ended by the elder’s 돌봄 종료, by 이용 정지 and by the manager’s 탈퇴', () => {
  it('돌봄 종료 cancels the requests after today and tells everyone asked', async () => {
    // caregiver01 accepts 김순례's pending contact and works for her; the request asks whoever it finds.
    const [pending] = await t.app.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.elderId, id('김순례')), eq(contacts.caregiverId, cg['caregiver01']!)));
    await caregiver('POST', `/api/caregiver/main/accept?contact=${pending?.id}`, {
      phone: '010-5555-0101',
      message: '',
    });
    const jobId = await hire(
      caregiver,
      '김순례',
      cg['caregiver01']!,
      week([0, 1, 2, 3, 4], '09:00', '12:00'),
    );
    const later = await request(jobId, [next(1)], '09:00', '12:00');
    expect(later.status).toBe('open');
    const ended = await manager('POST', `/api/manager/elder/${id('김순례')}/end`, { reason: '입원' });
    expect(ended.statusCode).toBe(200);
    expect(await requestOf(later.id)).toMatchObject({ status: 'cancelled' });
  });

  it('이용 정지 of the regular caregiver cancels her job’s requests after today; those asked are told', async () => {
    // caregiver02 works for 박영수 now; caregiver01 (connected to 박영수) is asked first.
    const jobId = await hire(caregiver2, '박영수', cg['caregiver02']!, week([0, 2, 4], '13:00', '17:00'));
    const later = await request(jobId, [next(2)]);
    expect(later.asked).toBeGreaterThan(0);
    const suspended = await admin('POST', `/api/admin/users/${cg['caregiver02']}/suspend`, {
      reason: '신고 확인',
    });
    expect(suspended.statusCode).toBe(200);
    expect(await requestOf(later.id)).toMatchObject({ status: 'cancelled' });
    expect(await told(caregiver, 'substitute_cancelled', later.id)).toHaveLength(1);
  });

  it('탈퇴 of the manager cancels her jobs’ requests after today', async () => {
    const jobId = await hire(caregiver, '박영수', cg['caregiver01']!, week([0, 2, 4], '13:00', '17:00'));
    const later = await request(jobId, [next(4)]);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: managerHeaders,
      payload: { password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(204);
    expect((await rowOf(later.id)).status).toBe('cancelled');
  });
});
