// 내 일정, 배정 현황 and the elder switcher's counts over real jobs, adding an ended job to the resume in one
// tap, and what deleting or suspending an account does to its jobs (issue 31), on the demo seed.
// Demo data: manager01's 김순례 (월–금 09–12) has pending contacts to caregiver01 and caregiver02, 박영수
// (월·수·금 13–17) an accepted contact to caregiver01 and an accepted apply from caregiver02, 이말순 and
// 최덕배 a pending apply each.
import { and, eq } from 'drizzle-orm';
import {
  jobPay,
  koreanDate,
  minimumHourlyWage,
  yearOf,
  type AppNotification,
  type Assignments,
  type CaregiverWeek,
  type Connection,
  type ElderCounts,
  type JobDetail,
} from '@dolbom/shared-api/contracts';
import { contacts, jobs } from '../../src/db/schema';
import { DEMO_PASSWORD } from '../../src/db/seed';
import { useDemoCaller, useDemoHeaders, type Caller } from '../helpers/requests';
import { useManagerDemo } from '../manager/helpers';

const { t, manager, other, caregiver, elders: elderIds, cg } = useManagerDemo(['caregiver01', 'caregiver02']);
const caregiver2 = useDemoCaller(t, 'caregiver02');
const admin = useDemoCaller(t, 'admin01');
const caregiver2Headers = useDemoHeaders(t, 'caregiver02');

const today = () => koreanDate(new Date());
const id = (name: string) => elderIds[name] ?? 0;
const week = (days: number[], start: string, end: string) =>
  Array.from({ length: 7 }, (_, d) => (days.includes(d) ? { start, end } : null));

async function connectionOf(elder: string, caregiverId: number): Promise<Connection> {
  const res = await manager('GET', `/api/manager/connections?elderId=${id(elder)}`);
  const found = (res.json().content as Connection[]).find((c) => c.caregiverId === caregiverId);
  if (!found) throw new Error(`no connection ${elder}/${caregiverId}`);
  return found;
}

async function hire(
  who: Caller,
  connectionId: number,
  schedule: ReturnType<typeof week>,
  hourlyWage: number,
) {
  const proposed = await manager('POST', '/api/manager/jobs', {
    connectionId,
    startDate: today(),
    schedule,
    hourlyWage,
    workType: '방문 요양',
    keepOpen: true,
  });
  expect(proposed.statusCode).toBe(201);
  const confirmed = await who('POST', `/api/caregiver/jobs/${(proposed.json() as JobDetail).jobId}/confirm`);
  expect(confirmed.statusCode).toBe(200);
  return confirmed.json() as JobDetail;
}

const notifications = async (who: Caller) =>
  ((await who('GET', '/api/notifications?size=50')).json() as { content: AppNotification[] }).content;

const jobIds: Record<string, number> = {};

describe('내 일정', () => {
  it('is empty before any job, with this year’s minimum wage', async () => {
    const w = (await caregiver('GET', '/api/caregiver/week')).json() as CaregiverWeek;
    expect(w).toMatchObject({ weeklyHours: 0, pay: { total: 0, jobs: [] }, belowMinimum: false, jobs: [] });
    expect(w.days).toEqual([[], [], [], [], [], [], []]);
    expect(w.minimumWage).toEqual({ year: yearOf(today()), hourly: minimumHourlyWage(yearOf(today())) });
  });

  it('adds up several jobs, each with its own 주휴, and warns of a wage below this year’s minimum', async () => {
    jobIds['박영수'] = (
      await hire(
        caregiver,
        (await connectionOf('박영수', cg['caregiver01']!)).connectionId,
        week([0, 2, 4], '13:00', '17:00'),
        12_000,
      )
    ).jobId;
    // caregiver01 accepts 김순례's pending contact: a second connection, a second job of 15 hours.
    const [pending] = await t.app.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.elderId, id('김순례')), eq(contacts.caregiverId, cg['caregiver01']!)));
    await caregiver('POST', `/api/caregiver/main/accept?contact=${pending?.id}`, {
      phone: '010-5555-0101',
      message: '',
    });
    jobIds['김순례'] = (
      await hire(
        caregiver,
        (await connectionOf('김순례', cg['caregiver01']!)).connectionId,
        week([0, 1, 2, 3, 4], '09:00', '12:00'),
        11_000,
      )
    ).jobId;

    const w = (await caregiver('GET', '/api/caregiver/week')).json() as CaregiverWeek;
    expect(w.weeklyHours).toBe(27);
    expect(w.days[0]?.map((v) => `${v.start}-${v.end}`)).toEqual(['09:00-12:00', '13:00-17:00']);
    expect(w.days[1]?.map((v) => v.jobId)).toEqual([jobIds['김순례']]);
    // 12 hours: no 주휴; 15 hours: 3 hours of 주휴 — per job, not on her 27 hours together.
    const twelve = jobPay({ hourlyWage: 12_000, schedule: week([0, 2, 4], '13:00', '17:00') });
    const fifteen = jobPay({ hourlyWage: 11_000, schedule: week([0, 1, 2, 3, 4], '09:00', '12:00') });
    expect(twelve.juhyu).toBe(false);
    expect(fifteen).toMatchObject({ juhyu: true, juhyuHours: 3 });
    expect(w.pay.total).toBe(twelve.total + fifteen.total);
    expect(w.pay.jobs.find((j) => j.jobId === jobIds['김순례'])).toMatchObject({
      juhyuHours: 3,
      belowMinimum: false,
    });
    expect(w.belowMinimum).toBe(false);

    // A job hired last year at last year's minimum is below this year's: 내 일정 says so.
    await t.app.db
      .update(jobs)
      .set({ hourlyWage: minimumHourlyWage(yearOf(today())) - 290 })
      .where(eq(jobs.id, jobIds['박영수']!));
    const after = (await caregiver('GET', '/api/caregiver/week')).json() as CaregiverWeek;
    expect(after.belowMinimum).toBe(true);
    expect(after.pay.jobs.find((j) => j.jobId === jobIds['박영수'])?.belowMinimum).toBe(true);
    expect(after.pay.jobs.find((j) => j.jobId === jobIds['김순례'])?.belowMinimum).toBe(false);
    const detail = (await caregiver('GET', `/api/caregiver/jobs/${jobIds['박영수']}`)).json() as JobDetail;
    expect(detail.belowMinimum).toBe(true);
    // The detail's warning names the year whose minimum applies: of its start, or this year if later.
    expect(detail).toMatchObject({
      minimumWageYear: yearOf(today()),
      minimumWage: minimumHourlyWage(yearOf(today())),
    });
  });
});

describe('배정 현황 and the elder switcher', () => {
  it('shows who works when for each of the manager’s elders, never another manager’s', async () => {
    const all = (await manager('GET', '/api/manager/assignments')).json() as Assignments;
    const 박영수 = all.elders.find((e) => e.elderId === id('박영수'));
    expect(박영수?.schedule[0]).toEqual({ start: '13:00', end: '17:00' });
    expect(박영수?.jobs).toEqual([
      expect.objectContaining({
        jobId: jobIds['박영수'],
        status: 'active',
        caregiverId: cg['caregiver01'],
        elderName: '박영수',
      }),
    ]);
    expect(all.elders.find((e) => e.elderId === id('이말순'))?.jobs).toEqual([]);
    const one = (
      await manager('GET', `/api/manager/assignments?elderId=${id('김순례')}`)
    ).json() as Assignments;
    expect(one.elders.map((e) => e.elderId)).toEqual([id('김순례')]);
    expect((await other('GET', `/api/manager/assignments?elderId=${id('김순례')}`)).statusCode).toBe(404);
    const theirs = (await other('GET', '/api/manager/assignments')).json() as Assignments;
    expect(theirs.elders.map((e) => e.elderId)).not.toContain(id('김순례'));
  });

  it('counts new applies, unanswered contacts and active jobs per elder', async () => {
    const counts = (await manager('GET', '/api/manager/elder-counts')).json() as ElderCounts;
    const of = (name: string) => counts.elders.find((e) => e.elderId === id(name));
    // 김순례: caregiver02's contact is still unanswered (caregiver01 accepted hers).
    expect(of('김순례')).toEqual({
      elderId: id('김순례'),
      newApplies: 0,
      unansweredContacts: 1,
      activeJobs: 1,
    });
    expect(of('박영수')).toMatchObject({ activeJobs: 1, newApplies: 0 });
    expect(of('이말순')).toMatchObject({ newApplies: 1, activeJobs: 0 });
    const theirs = (await other('GET', '/api/manager/elder-counts')).json() as ElderCounts;
    expect(theirs.elders.map((e) => e.elderId)).not.toContain(id('김순례'));
    expect((await caregiver('GET', '/api/manager/elder-counts')).statusCode).toBe(403);
  });
});

describe('past jobs to the resume', () => {
  it('adds an ended job to the resume’s experience with one tap, once; an active job cannot be added', async () => {
    const active = await caregiver('POST', `/api/caregiver/jobs/${jobIds['김순례']}/experience`);
    expect(active.statusCode).toBe(409);
    expect(active.json().message).toBe('근무가 끝난 뒤에 경력으로 넣을 수 있어요.');
    const ended = await caregiver('POST', `/api/caregiver/jobs/${jobIds['박영수']}/end`, {
      lastDay: today(),
      reason: '계약 기간 끝',
    });
    expect(ended.statusCode).toBe(200);
    const added = await caregiver('POST', `/api/caregiver/jobs/${jobIds['박영수']}/experience`);
    expect(added.statusCode).toBe(200);
    expect(added.json().experience).toContainEqual({
      startDate: today(),
      endDate: today(),
      work: '방문 요양',
      center: '강남개포재가노인복지센터',
    });
    const resume = await caregiver('GET', '/api/caregiver/resume');
    expect(JSON.stringify(resume.json())).toContain('강남개포재가노인복지센터');
    expect(
      (await caregiver('POST', `/api/caregiver/jobs/${jobIds['박영수']}/experience`)).json().message,
    ).toBe('이미 경력에 넣은 근무예요.');
    expect((await caregiver('GET', `/api/caregiver/jobs/${jobIds['박영수']}`)).json().experienceAdded).toBe(
      true,
    );
    // 지난 근무 reads the list alone: its summary says so too, so the tap is offered once.
    const past = (await caregiver('GET', '/api/caregiver/jobs?status=ended')).json().content as JobDetail[];
    expect(past.find((j) => j.jobId === jobIds['박영수'])?.experienceAdded).toBe(true);
    expect((await caregiver2('POST', `/api/caregiver/jobs/${jobIds['박영수']}/experience`)).statusCode).toBe(
      404,
    );
  });
});

describe('accounts that go', () => {
  it('suspending a caregiver ends her jobs (이용 정지) and ends the connection; the manager is told', async () => {
    const suspended = await admin('POST', `/api/admin/users/${cg['caregiver01']}/suspend`, {
      reason: '신고 확인',
    });
    expect(suspended.statusCode).toBe(200);
    const job = (await manager('GET', `/api/manager/jobs/${jobIds['김순례']}`)).json() as JobDetail;
    expect(job).toMatchObject({
      status: 'ended',
      endReason: '이용 정지',
      endedBy: 'system',
      lastDay: today(),
    });
    expect(
      (await notifications(manager)).filter((n) => n.type === 'job_ended').map((n) => n.refId),
    ).toContain(jobIds['김순례']);
    const c = await connectionOf('김순례', cg['caregiver01']!);
    expect(c.endedAt).not.toBeNull();
    expect(c.canPropose).toBe(false);
    const again = await manager('POST', '/api/manager/jobs', {
      connectionId: c.connectionId,
      startDate: today(),
      schedule: week([0], '09:00', '12:00'),
      hourlyWage: 12_000,
      workType: '방문 요양',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('끝난 연결이에요. 새로 연락하거나 지원해주세요.');
  });

  it('deleting her account ends her jobs (탈퇴) and tells the manager', async () => {
    const job = await hire(
      caregiver2,
      (await connectionOf('박영수', cg['caregiver02']!)).connectionId,
      week([4], '13:00', '17:00'),
      12_000,
    );
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: caregiver2Headers,
      payload: { password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(204);
    const seen = (await manager('GET', `/api/manager/jobs/${job.jobId}`)).json() as JobDetail;
    expect(seen).toMatchObject({ status: 'ended', endReason: '탈퇴', endedBy: 'system' });
    expect(
      (await notifications(manager)).filter((n) => n.type === 'job_ended').map((n) => n.refId),
    ).toContain(job.jobId);
  });
});
