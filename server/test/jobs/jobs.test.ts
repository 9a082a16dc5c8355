// Connections and jobs (issue 31), on the demo seed: the connection both sides see once a contact or an
// apply is accepted, 채용 제안 and its checks, 근무 확정 (once, whatever the taps), 다시 이야기해요 and the
// new proposal after it, what a confirmation closes, ending a job, and who may see and change what.
// Demo data: manager01 (김복지) has 김순례 (월–금 09–12), 박영수 (월·수·금 13–17) and 이말순 (월–금 09–18);
// 박영수 has an accepted contact to caregiver01 and an accepted apply from caregiver02.
import { and, eq } from 'drizzle-orm';
import {
  addDays,
  koreanDate,
  minimumHourlyWage,
  RECRUITING_CLOSED_TEXT,
  yearOf,
  type AppNotification,
  type CaregiverWeek,
  type Connection,
  type JobDetail,
  type JobProposalBody,
} from '@dolbom/shared-api/contracts';
import { applies, contacts, elders } from '../../src/db/schema';
import { useDemoCaller, type Caller } from '../helpers/requests';
import { useManagerDemo } from '../manager/helpers';

const {
  t,
  manager,
  other,
  caregiver,
  elders: elderIds,
  cg,
} = useManagerDemo(['caregiver01', 'caregiver02', 'caregiver03', 'caregiver04']);
const caregiver2 = useDemoCaller(t, 'caregiver02');
const caregiver3 = useDemoCaller(t, 'caregiver03');
const caregiver4 = useDemoCaller(t, 'caregiver04');

const today = () => koreanDate(new Date());
const day = (start: string, end: string) => ({ start, end });
/** A week with visits on the given weekdays (0 = Monday). */
const week = (days: number[], start: string, end: string) =>
  Array.from({ length: 7 }, (_, d) => (days.includes(d) ? day(start, end) : null));

function proposal(connectionId: number, overrides: Partial<JobProposalBody> = {}): JobProposalBody {
  return {
    connectionId,
    startDate: today(),
    schedule: week([0, 2], '13:00', '17:00'),
    hourlyWage: 13_000,
    workType: '방문 요양',
    keepOpen: false,
    ...overrides,
  };
}

async function notifications(who: Caller): Promise<AppNotification[]> {
  const res = await who('GET', '/api/notifications?size=50');
  expect(res.statusCode).toBe(200);
  return (res.json() as { content: AppNotification[] }).content;
}

async function connectionsOf(who: Caller, url: string): Promise<Connection[]> {
  const res = await who('GET', url);
  expect(res.statusCode).toBe(200);
  return (res.json() as { content: Connection[] }).content;
}

const id = (name: string) => elderIds[name] ?? 0;
/** The connection of caregiver01 and 박영수 (the accepted contact) and of caregiver02 (the accepted apply). */
const conn: Record<string, Connection> = {};

describe('connections', () => {
  it('both sides see the accepted contact and apply with both names and the phones of "Phones"', async () => {
    const mine = await connectionsOf(caregiver, '/api/caregiver/connections');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      elderId: id('박영수'),
      caregiverId: cg['caregiver01'],
      applyId: null,
      // A caregiver sees the posting's title, never the elder's name.
      elderName: null,
      managerName: '김복지',
      centerName: '강남개포재가노인복지센터',
      managerPhone: expect.stringMatching(/^010-/),
      caregiverPhone: expect.stringMatching(/^010-/),
      endedAt: null,
      job: null,
      canPropose: false,
    });
    expect(mine[0]?.contactId).toEqual(expect.any(Number));

    const theirs = await connectionsOf(manager, `/api/manager/connections?elderId=${id('박영수')}`);
    expect(theirs.map((c) => c.caregiverId).sort()).toEqual([cg['caregiver01'], cg['caregiver02']].sort());
    for (const c of theirs) expect(c).toMatchObject({ elderName: '박영수', canPropose: true, job: null });
    conn['cg1'] = theirs.find((c) => c.caregiverId === cg['caregiver01'])!;
    conn['cg2'] = theirs.find((c) => c.caregiverId === cg['caregiver02'])!;
    // The apply's phones: the manager's profile phone and the one she gave when applying.
    expect(conn['cg2']).toMatchObject({ contactId: null, applyId: expect.any(Number) });

    // The contact's detail carries it.
    const detail = await caregiver('GET', `/api/caregiver/main?contact=${mine[0]?.contactId}`);
    expect(detail.json().connection).toMatchObject({ connectionId: conn['cg1'].connectionId });
  });

  it('answers 404 for another person’s connection and 403 for the wrong role', async () => {
    const cg1 = conn['cg1']!.connectionId;
    expect((await other('GET', `/api/manager/connections/${cg1}`)).statusCode).toBe(404);
    expect((await caregiver2('GET', `/api/caregiver/connections/${cg1}`)).statusCode).toBe(404);
    expect((await caregiver('GET', `/api/caregiver/connections/${cg1}`)).statusCode).toBe(200);
    expect((await caregiver('GET', '/api/manager/connections')).statusCode).toBe(403);
    expect((await manager('GET', '/api/caregiver/connections')).statusCode).toBe(403);
    expect((await other('GET', `/api/manager/connections?elderId=${id('박영수')}`)).statusCode).toBe(404);
  });

  it('accepting an apply or a contact writes its connection at once', async () => {
    const [pendingApply] = await t.app.db
      .select({ id: applies.id })
      .from(applies)
      .where(and(eq(applies.elderId, id('이말순')), eq(applies.caregiverId, cg['caregiver01']!)));
    const accepted = await manager('POST', `/api/manager/apply/${pendingApply?.id}`);
    expect(accepted.statusCode).toBe(200);
    const connectionId = accepted.json().connectionId as number;
    expect(connectionId).toEqual(expect.any(Number));
    const seen = await manager('GET', `/api/manager/connections/${connectionId}`);
    expect(seen.json()).toMatchObject({ applyId: pendingApply?.id, elderName: '이말순', canPropose: true });
    conn['cg1-이말순'] = seen.json() as Connection;

    const [pendingContact] = await t.app.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.elderId, id('김순례')), eq(contacts.caregiverId, cg['caregiver01']!)));
    const before = await caregiver('GET', `/api/caregiver/main?contact=${pendingContact?.id}`);
    expect(before.json().connection).toBeNull();
    const accept = await caregiver('POST', `/api/caregiver/main/accept?contact=${pendingContact?.id}`, {
      phone: '010-5555-0101',
      message: '',
    });
    expect(accept.statusCode).toBe(200);
    const after = await caregiver('GET', `/api/caregiver/main?contact=${pendingContact?.id}`);
    expect(after.json().connection).toMatchObject({ caregiverPhone: '010-5555-0101', elderName: null });
    expect(await connectionsOf(caregiver, '/api/caregiver/connections')).toHaveLength(3);
  });
});

describe('채용 제안', () => {
  it('refuses a wage below the year’s minimum and visits outside the elder’s schedule, field by field', async () => {
    const cg1 = conn['cg1']!.connectionId;
    const minimum = minimumHourlyWage(yearOf(today()));
    const low = await manager('POST', '/api/manager/jobs', proposal(cg1, { hourlyWage: minimum - 1 }));
    expect(low.statusCode).toBe(400);
    expect(low.json().fields).toEqual({
      hourlyWage: `시급은 ${yearOf(today())}년 최저시급 ${minimum.toLocaleString('ko-KR')}원 이상이어야 해요.`,
    });
    // 박영수 has no Tuesday and ends at 17:00 on Mondays.
    const outside = await manager(
      'POST',
      '/api/manager/jobs',
      proposal(cg1, {
        schedule: [day('13:00', '18:00'), day('13:00', '15:00'), null, null, null, null, null],
      }),
    );
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fields).toEqual({ schedule: '월·화 방문 시간이 어르신 일정을 벗어나요.' });
    const past = await manager(
      'POST',
      '/api/manager/jobs',
      proposal(cg1, { startDate: addDays(today(), -31) }),
    );
    expect(past.json().fields).toEqual({
      startDate: '근무 시작일은 지난 30일부터 1년 뒤까지 고를 수 있어요.',
    });
    // At the minimum it passes (below is refused above): not a fixed figure, the table's.
    expect((await other('POST', '/api/manager/jobs', proposal(cg1))).statusCode).toBe(404);
    expect((await caregiver('POST', '/api/manager/jobs', proposal(cg1))).statusCode).toBe(403);
  });

  it('makes one proposed job per caregiver and elder, tells her, and a second proposal is 409', async () => {
    const cg1 = conn['cg1']!.connectionId;
    const minimum = minimumHourlyWage(yearOf(today()));
    const res = await manager('POST', '/api/manager/jobs', proposal(cg1, { hourlyWage: minimum }));
    expect(res.statusCode).toBe(201);
    const job = res.json() as JobDetail;
    expect(job).toMatchObject({
      status: 'proposed',
      elderName: '박영수',
      hourlyWage: minimum,
      weeklyHours: 8,
      belowMinimum: false,
      canProposeAgain: false,
    });
    const again = await manager('POST', '/api/manager/jobs', proposal(cg1));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('이미 채용 제안 중이거나 근무 중이에요.');
    const told = (await notifications(caregiver)).filter((n) => n.type === 'job_proposed');
    expect(told).toEqual([expect.objectContaining({ refId: job.jobId, text: '채용 제안이 도착했어요.' })]);
    expect(told[0]?.title).not.toContain('박영수');
    // Her view: no elder's name; the connection shows the job.
    const hers = await caregiver('GET', `/api/caregiver/jobs/${job.jobId}`);
    expect(hers.json()).toMatchObject({ status: 'proposed', elderName: null, elderSchedule: null });
    const [c] = await connectionsOf(manager, `/api/manager/connections?elderId=${id('박영수')}`).then((l) =>
      l.filter((x) => x.caregiverId === cg['caregiver01']),
    );
    expect(c).toMatchObject({ canPropose: false, job: { jobId: job.jobId, status: 'proposed' } });
  });

  it('two proposals at once make one job', async () => {
    const cg2 = conn['cg2']!.connectionId;
    const body = proposal(cg2, { schedule: week([4], '13:00', '17:00') });
    const answers = await Promise.all([
      manager('POST', '/api/manager/jobs', body),
      manager('POST', '/api/manager/jobs', body),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('다시 이야기해요 keeps her reason, tells the manager, and lets the manager propose again', async () => {
    const [job] = (await caregiver2('GET', '/api/caregiver/jobs?status=proposed')).json()
      .content as JobDetail[];
    const empty = await caregiver2('POST', `/api/caregiver/jobs/${job?.jobId}/decline`, { reason: ' ' });
    expect(empty.statusCode).toBe(400);
    const talk = await caregiver2('POST', `/api/caregiver/jobs/${job?.jobId}/decline`, {
      reason: '금요일은 어려워요. 월요일은 어떠세요?',
    });
    expect(talk.statusCode).toBe(200);
    expect(talk.json()).toMatchObject({
      status: 'talk',
      talkReason: '금요일은 어려워요. 월요일은 어떠세요?',
    });
    expect(
      (await caregiver2('POST', `/api/caregiver/jobs/${job?.jobId}/decline`, { reason: '또' })).statusCode,
    ).toBe(409);
    expect((await caregiver2('POST', `/api/caregiver/jobs/${job?.jobId}/confirm`)).json().message).toBe(
      '이미 답한 채용 제안이에요.',
    );
    const toManager = (await notifications(manager)).filter((n) => n.type === 'job_talk');
    expect(toManager).toEqual([expect.objectContaining({ refId: job?.jobId })]);
    const managerView = (await manager('GET', `/api/manager/jobs/${job?.jobId}`)).json() as JobDetail;
    expect(managerView.canProposeAgain).toBe(true);
    const again = await manager(
      'POST',
      '/api/manager/jobs',
      proposal(conn['cg2']!.connectionId, { schedule: week([0], '13:00', '17:00') }),
    );
    expect(again.statusCode).toBe(201);
  });
});

describe('근무 확정', () => {
  it('confirms once for a double tap, closes the posting and ends the others’ pending applies and contacts', async () => {
    // Another caregiver's pending apply and a pending contact to a fourth, on 박영수.
    await t.app.db.insert(applies).values({
      elderId: id('박영수'),
      caregiverId: cg['caregiver03']!,
      phone: '010-9999-0003',
      message: '',
    });
    await t.app.db.insert(contacts).values({
      managerId: (
        await t.app.db
          .select()
          .from(elders)
          .where(eq(elders.id, id('박영수')))
      )[0]!.managerId,
      elderId: id('박영수'),
      caregiverId: cg['caregiver04']!,
      workType: '방문 요양',
      wageType: '시급',
      wage: 13_000,
      phone: '010-2345-6701',
      message: '',
    });
    const [job] = (await caregiver('GET', '/api/caregiver/jobs?status=proposed')).json()
      .content as JobDetail[];
    const taps = await Promise.all([
      caregiver('POST', `/api/caregiver/jobs/${job?.jobId}/confirm`),
      caregiver('POST', `/api/caregiver/jobs/${job?.jobId}/confirm`),
    ]);
    expect(taps.map((r) => r.statusCode)).toEqual([200, 200]);
    for (const r of taps) expect(r.json()).toMatchObject({ jobId: job?.jobId, status: 'active' });
    const confirmed = (await notifications(manager)).filter((n) => n.type === 'job_confirmed');
    expect(confirmed).toEqual([expect.objectContaining({ refId: job?.jobId, text: '근무가 확정됐어요.' })]);

    // The posting is closed (모집 완료) and the others' pending items ended, each told.
    const [elder] = await t.app.db
      .select()
      .from(elders)
      .where(eq(elders.id, id('박영수')));
    expect(elder?.closedAt).not.toBeNull();
    const pending = await t.app.db
      .select()
      .from(applies)
      .where(and(eq(applies.elderId, id('박영수')), eq(applies.status, 'pending')));
    expect(pending).toEqual([]);
    for (const who of [caregiver3, caregiver4]) {
      const closed = (await notifications(who)).filter((n) => n.type === 'recruiting_closed');
      expect(closed).toEqual([expect.objectContaining({ text: RECRUITING_CLOSED_TEXT })]);
      expect(closed[0]?.title).not.toContain('박영수');
    }
    // caregiver02's proposal on the same elder stays: an elder may have two caregivers.
    const [still] = (await caregiver2('GET', '/api/caregiver/jobs?status=proposed')).json()
      .content as JobDetail[];
    expect(still).toBeDefined();
  });

  it('keepOpen leaves the posting open; a week clashing with her active job cannot be confirmed', async () => {
    const c = conn['cg1-이말순']!.connectionId;
    const clashing = await manager(
      'POST',
      '/api/manager/jobs',
      proposal(c, { schedule: week([0], '14:00', '16:00') }),
    );
    expect(clashing.statusCode).toBe(201);
    const clashJob = clashing.json() as JobDetail;
    const hers = (await caregiver('GET', `/api/caregiver/jobs/${clashJob.jobId}`)).json() as JobDetail;
    expect(hers.clashes).toEqual([
      expect.objectContaining({ weekdays: [0], text: '월 오후에 다른 근무가 있어요' }),
    ]);
    const refused = await caregiver('POST', `/api/caregiver/jobs/${clashJob.jobId}/confirm`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().fields).toEqual({ schedule: '월 오후에 다른 근무가 있어요' });

    await caregiver('POST', `/api/caregiver/jobs/${clashJob.jobId}/decline`, {
      reason: '월요일 오후는 근무가 있어요.',
    });
    await t.app.db.insert(applies).values({
      elderId: id('이말순'),
      caregiverId: cg['caregiver03']!,
      phone: '010-9999-0003',
      message: '',
    });
    const open = await manager(
      'POST',
      '/api/manager/jobs',
      proposal(c, { schedule: week([1, 3], '09:00', '12:00'), keepOpen: true }),
    );
    expect(open.statusCode).toBe(201);
    const ok = await caregiver('POST', `/api/caregiver/jobs/${(open.json() as JobDetail).jobId}/confirm`);
    expect(ok.json()).toMatchObject({ status: 'active', keepOpen: true, clashes: [] });
    const [elder] = await t.app.db
      .select()
      .from(elders)
      .where(eq(elders.id, id('이말순')));
    expect(elder?.closedAt).toBeNull();
    const pending = await t.app.db
      .select()
      .from(applies)
      .where(and(eq(applies.elderId, id('이말순')), eq(applies.status, 'pending')));
    expect(pending).toHaveLength(1);
  });

  it('shows her week: both active jobs, 14 hours', async () => {
    const res = await caregiver('GET', '/api/caregiver/week');
    expect(res.statusCode).toBe(200);
    const w = res.json() as CaregiverWeek;
    expect(w.weeklyHours).toBe(14);
    expect(w.days[0]).toEqual([expect.objectContaining({ start: '13:00', end: '17:00' })]);
    expect(w.days[1]).toEqual([expect.objectContaining({ start: '09:00', end: '12:00' })]);
    expect(w.jobs).toHaveLength(2);
  });
});

describe('whose job', () => {
  it('answers 404 for another manager’s or another caregiver’s job and 403 for the wrong role', async () => {
    const [job] = (await caregiver('GET', '/api/caregiver/jobs?status=active')).json().content as JobDetail[];
    const jobId = job?.jobId;
    expect((await manager('GET', `/api/manager/jobs/${jobId}`)).statusCode).toBe(200);
    expect((await other('GET', `/api/manager/jobs/${jobId}`)).statusCode).toBe(404);
    // manager02 has jobs of his own (the demo's review history) but none of manager01's.
    const others = (await other('GET', '/api/manager/jobs')).json().content as JobDetail[];
    expect(others.length).toBeGreaterThan(0);
    expect(others.filter((j) => j.managerId !== others[0]!.managerId || j.jobId === jobId)).toEqual([]);
    expect(others.map((j) => j.managerName)).not.toContain('김복지');
    expect((await other('GET', `/api/manager/jobs?elderId=${id('박영수')}`)).statusCode).toBe(404);
    expect(
      (await other('POST', `/api/manager/jobs/${jobId}/end`, { lastDay: today(), reason: '개인 사정' }))
        .statusCode,
    ).toBe(404);
    expect((await caregiver2('GET', `/api/caregiver/jobs/${jobId}`)).statusCode).toBe(404);
    expect((await caregiver2('POST', `/api/caregiver/jobs/${jobId}/confirm`)).statusCode).toBe(404);
    expect(
      (
        await caregiver2('POST', `/api/caregiver/jobs/${jobId}/end`, {
          lastDay: today(),
          reason: '개인 사정',
        })
      ).statusCode,
    ).toBe(404);
    expect((await caregiver('GET', `/api/manager/jobs/${jobId}`)).statusCode).toBe(403);
    expect((await manager('GET', `/api/caregiver/jobs/${jobId}`)).statusCode).toBe(403);
    expect((await caregiver('GET', '/api/manager/assignments')).statusCode).toBe(403);
    expect((await manager('GET', '/api/caregiver/week')).statusCode).toBe(403);
  });
});

describe('근무 종료', () => {
  it('either side ends an active job; the other is told and her hours are free at once', async () => {
    const active = (await caregiver('GET', '/api/caregiver/jobs?status=active')).json()
      .content as JobDetail[];
    const 박영수 = active.find((j) => j.elderId === id('박영수'))!;
    const 이말순 = active.find((j) => j.elderId === id('이말순'))!;
    const bad = await manager('POST', `/api/manager/jobs/${박영수.jobId}/end`, {
      lastDay: addDays(박영수.startDate, -1),
      reason: '개인 사정',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      lastDay: '마지막 근무일은 근무 시작일 뒤, 오늘부터 90일 안으로 골라주세요.',
    });
    const ended = await manager('POST', `/api/manager/jobs/${박영수.jobId}/end`, {
      lastDay: today(),
      reason: '개인 사정',
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({
      status: 'ended',
      endReason: '개인 사정',
      endedBy: 'manager',
      offerElders: [],
    });
    const toHer = (await notifications(caregiver)).filter((n) => n.type === 'job_ended');
    expect(toHer).toEqual([expect.objectContaining({ refId: 박영수.jobId, text: '근무가 종료됐어요.' })]);
    const again = await caregiver('POST', `/api/caregiver/jobs/${박영수.jobId}/end`, {
      lastDay: today(),
      reason: '개인 사정',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('근무 중이 아니에요.');
    const w = (await caregiver('GET', '/api/caregiver/week')).json() as CaregiverWeek;
    expect(w.weeklyHours).toBe(6);
    expect(w.days[0]).toEqual([]);

    // 어르신 입원: she is shown the same center's open postings first; the manager gets the elders to offer.
    const hospital = await caregiver('POST', `/api/caregiver/jobs/${이말순.jobId}/end`, {
      lastDay: today(),
      reason: '어르신 입원',
    });
    expect(hospital.statusCode).toBe(200);
    const mine = hospital.json() as JobDetail;
    expect(mine.endedBy).toBe('caregiver');
    expect(mine.sameCenterPostings.length).toBeGreaterThan(0);
    expect(mine.sameCenterPostings.map((p) => p.elderId)).not.toContain(id('이말순'));
    expect(mine.sameCenterPostings.map((p) => p.elderId)).toContain(id('김순례'));
    const theirs = (await manager('GET', `/api/manager/jobs/${이말순.jobId}`)).json() as JobDetail;
    expect(theirs.offerElders.map((e) => e.elderName)).toContain('김순례');
    expect((await notifications(manager)).filter((n) => n.type === 'job_ended')).toEqual([
      expect.objectContaining({ refId: 이말순.jobId }),
    ]);
  });
});
