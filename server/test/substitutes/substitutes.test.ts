// 대체 근무 (issue 35) on the demo seed: `이날 못 가요` and what 배정 현황 shows of it, the manager's
// substitute request (its checks, who is asked first, one notification each), 수락 (one winner; the others
// see `마감되었어요`), the visit in the winner's 내 일정 on that day only, cancelling, the waves, the no-show
// record with her reply, `대체 근무 알림 받기`, and who may see and do what (wrong role, another manager,
// a colleague of the same center, a caregiver not asked).
// Demo data: manager01's 박영수 (월·수·금 13–17) has an accepted contact to caregiver01 and an accepted
// apply from caregiver02.
import { and, eq, sql } from 'drizzle-orm';
import {
  addDays,
  minimumHourlyWage,
  yearOf,
  type Assignments,
  type CaregiverSubstituteList,
  type CaregiverWeek,
  type Connection,
  type JobDetail,
  type ManagerSubstitute,
  type NoShowRecord,
} from '@dolbom/shared-api/contracts';
import { jobs, managers, substituteOffers, substituteRequests, users } from '../../src/db/schema';
import { sendDueWaves } from '../../src/modules/substitutes/repository';
import { useDemoCaller, type Caller } from '../helpers/requests';
import { bearer, createUser, login, userIdOf } from '../helpers/users';
import { useManagerDemo } from '../manager/helpers';
import { nearbyCaregiver, next, notifications, today, week } from './helpers';

const {
  t,
  manager,
  other,
  caregiver,
  elders: elderIds,
  cg,
} = useManagerDemo(['caregiver01', 'caregiver02', 'caregiver03']);
const caregiver2 = useDemoCaller(t, 'caregiver02');
const caregiver3 = useDemoCaller(t, 'caregiver03');

let colleague: Caller;
let jobId = 0;
let requestId = 0;
let optedOut = 0;
let optedIn = 0;
const monday = next(0);
const id = (name: string) => elderIds[name] ?? 0;

beforeAll(async () => {
  // A verified colleague of manager01's center: still not hers to read or change.
  const [own] = await t.app.db
    .select({ centerId: managers.centerId })
    .from(managers)
    .where(eq(managers.userId, await userIdOf(t.app, 'manager01')));
  const user = await createUser(t.app, 'ROLE_MANAGER');
  await t.app.db.insert(managers).values({ userId: user.id, centerId: own!.centerId, status: 'VERIFIED' });
  const { session } = await login(t.app, user.loginId);
  colleague = (method, url, payload) =>
    t.app.inject({
      method,
      url,
      headers: bearer(session.access),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  // caregiver01 works for 박영수 월·수·금 13–17.
  const conns = (await manager('GET', `/api/manager/connections?elderId=${id('박영수')}`)).json()
    .content as Connection[];
  const conn = conns.find((c) => c.caregiverId === cg['caregiver01'])!;
  const proposed = await manager('POST', '/api/manager/jobs', {
    connectionId: conn.connectionId,
    startDate: today(),
    schedule: week([0, 2, 4], '13:00', '17:00'),
    hourlyWage: 13_000,
    workType: '방문 요양',
    keepOpen: true,
  });
  expect(proposed.statusCode).toBe(201);
  jobId = (proposed.json() as JobDetail).jobId;
  expect((await caregiver('POST', `/api/caregiver/jobs/${jobId}/confirm`)).statusCode).toBe(200);
});

describe('이날 못 가요', () => {
  it('checks the dates: a visit day of her job, from today on', async () => {
    const tuesday = await caregiver('POST', `/api/caregiver/jobs/${jobId}/absence`, {
      dates: [next(1)],
      reason: '병원 진료',
    });
    expect(tuesday.statusCode).toBe(400);
    expect(tuesday.json().message).toBe('화에는 방문이 없어요.');
    const past = await caregiver('POST', `/api/caregiver/jobs/${jobId}/absence`, {
      dates: [addDays(today(), -7)],
      reason: '병원 진료',
    });
    expect(past.statusCode).toBe(400);
    const noReason = await caregiver('POST', `/api/caregiver/jobs/${jobId}/absence`, {
      dates: [monday],
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(400);
  });

  it('tells her manager at once, once, and 배정 현황 shows the visit as 대체 필요', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await caregiver('POST', `/api/caregiver/jobs/${jobId}/absence`, {
        dates: [monday],
        reason: '병원 진료',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().absences).toEqual([
        expect.objectContaining({
          date: monday,
          reason: '병원 진료',
          label: '대체 필요',
          substituteName: null,
        }),
      ]);
    }
    const told = (await notifications(manager)).filter((n) => n.type === 'absence_reported');
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toContain('어르신');
    const a = (
      await manager('GET', `/api/manager/assignments?elderId=${id('박영수')}`)
    ).json() as Assignments;
    expect(a.elders[0]!.absences).toEqual([
      expect.objectContaining({ jobId, date: monday, label: '대체 필요', status: 'needed' }),
    ]);
  });

  it('is hers alone: the wrong role is refused and another caregiver gets 404', async () => {
    const body = { dates: [monday], reason: '병원 진료' };
    expect((await manager('POST', `/api/caregiver/jobs/${jobId}/absence`, body)).statusCode).toBe(403);
    expect((await caregiver2('POST', `/api/caregiver/jobs/${jobId}/absence`, body)).statusCode).toBe(404);
  });
});

describe('the substitute request', () => {
  const body = () => ({
    jobId,
    dates: [monday],
    start: '13:00',
    end: '17:00',
    hourlyWage: 13_000,
    note: '현관 비밀번호는 센터에 물어봐주세요',
  });

  it('refuses a wage below the year’s minimum and hours outside the job’s visit', async () => {
    const year = Math.max(yearOf(today()), yearOf(monday));
    const low = await manager('POST', '/api/manager/substitutes', {
      ...body(),
      hourlyWage: minimumHourlyWage(year) - 1,
    });
    expect(low.statusCode).toBe(400);
    expect(low.json().fields.hourlyWage).toBe(
      `시급은 ${year}년 최저시급 ${minimumHourlyWage(year).toLocaleString('ko-KR')}원 이상이어야 해요.`,
    );
    const early = await manager('POST', '/api/manager/substitutes', { ...body(), start: '12:00' });
    expect(early.statusCode).toBe(400);
    expect(early.json().fields.start).toBe('월 방문 시간 안에서 골라주세요.');
  });

  it('is the manager’s alone: the wrong role, another manager and a colleague of the same center', async () => {
    expect((await caregiver('POST', '/api/manager/substitutes', body())).statusCode).toBe(403);
    expect((await other('POST', '/api/manager/substitutes', body())).statusCode).toBe(404);
    expect((await colleague('POST', '/api/manager/substitutes', body())).statusCode).toBe(404);
  });

  it('asks her earlier applicants first, never the regular caregiver, once each (push and SMS)', async () => {
    // caregiver03 turns on 대체 근무 알림 받기 (her own setting, off by default).
    expect(
      ((await caregiver3('GET', '/api/caregiver/substitutes')).json() as CaregiverSubstituteList).alerts,
    ).toBe(false);
    const on = await caregiver3('PUT', '/api/caregiver/substitutes/alerts', { alerts: true });
    expect(on.json()).toEqual({ alerts: true });
    // Two caregivers whose resumes meet every need live where the elder does; one turned alerts on.
    for (const alerts of [true, false]) {
      const user = { id: await nearbyCaregiver(t, id('박영수'), alerts) };
      if (alerts) optedIn = user.id;
      else optedOut = user.id;
    }

    const res = await manager('POST', '/api/manager/substitutes', body());
    expect(res.statusCode).toBe(201);
    const made = res.json() as ManagerSubstitute;
    requestId = made.id;
    expect(made).toMatchObject({
      status: 'open',
      label: '모집 중',
      wave: 1,
      dates: [monday],
      elderName: '박영수',
    });
    // The same request again is the one already open.
    const again = await manager('POST', '/api/manager/substitutes', body());
    expect((again.json() as ManagerSubstitute).id).toBe(requestId);

    const offers = await t.app.db
      .select()
      .from(substituteOffers)
      .where(eq(substituteOffers.requestId, requestId));
    expect(offers.find((o) => o.caregiverId === cg['caregiver02'])).toMatchObject({
      applicant: true,
      wave: 1,
    });
    expect(offers.some((o) => o.caregiverId === cg['caregiver01'])).toBe(false);
    // Applicants come first in the wave.
    const applicants = offers.filter((o) => o.applicant).length;
    expect(offers.slice(0, applicants).every((o) => o.applicant)).toBe(true);
    expect(made.asked).toBe(offers.length);
    // Then the candidate list's own caregivers (5 km) who turned alerts on, never one who did not.
    const candidates = (
      (
        await manager('GET', `/api/manager/elder/individual?elderId=${id('박영수')}&distance=5km이내&size=50`)
      ).json() as {
        caregiverId: number;
      }[]
    ).map((c) => c.caregiverId);
    const matched = offers.filter((o) => !o.applicant).map((o) => o.caregiverId);
    expect(candidates).toEqual(expect.arrayContaining([optedIn, optedOut]));
    expect(matched).toEqual([optedIn]);

    const mine = (await caregiver2('GET', '/api/caregiver/substitutes')).json() as CaregiverSubstituteList;
    expect(mine.content).toEqual([
      expect.objectContaining({
        id: requestId,
        state: 'open',
        label: '모집 중',
        applicant: true,
        dates: [monday],
        start: '13:00',
        end: '17:00',
        // The note goes to the one who goes only; never the elder's name.
        note: null,
      }),
    ]);
    expect(JSON.stringify(mine)).not.toContain('박영수');
    expect((await notifications(caregiver2)).filter((n) => n.type === 'substitute_offered')).toHaveLength(1);
    // The regular caregiver is not asked.
    expect(
      ((await caregiver('GET', '/api/caregiver/substitutes')).json() as CaregiverSubstituteList).content,
    ).toEqual([]);
    const a = (
      await manager('GET', `/api/manager/assignments?elderId=${id('박영수')}`)
    ).json() as Assignments;
    expect(a.elders[0]!.absences[0]).toMatchObject({ label: '대체 요청 중' });
  });

  it('a later wave asks nobody twice', async () => {
    await sendDueWaves(t.app.db, new Date(Date.now() + 16 * 60_000));
    const [row] = await t.app.db
      .select()
      .from(substituteRequests)
      .where(eq(substituteRequests.id, requestId));
    expect(row!.wave).toBe(2);
    expect((await notifications(caregiver2)).filter((n) => n.type === 'substitute_offered')).toHaveLength(1);
  });

  it('the first to accept goes; the others see 마감되었어요; manager and regular caregiver are told who goes', async () => {
    // Not asked: 404; the wrong role: 403.
    const stranger = await createUser(t.app, 'ROLE_CAREGIVER');
    await t.app.db.execute(
      sql`insert into caregivers (user_id, zonecode, road_address, jibun_address, bcode, lat, lng)
        values (${stranger.id}, '06220', '서울 강남구 역삼로 310', '서울 강남구 역삼동 706-1', '1168010100', 37.5, 127.04)`,
    );
    const { session } = await login(t.app, stranger.loginId);
    const notAsked = await t.app.inject({
      method: 'POST',
      url: `/api/caregiver/substitutes/${requestId}/accept`,
      headers: bearer(session.access),
    });
    expect(notAsked.statusCode).toBe(404);
    expect((await manager('POST', `/api/caregiver/substitutes/${requestId}/accept`)).statusCode).toBe(403);

    const won = await caregiver2('POST', `/api/caregiver/substitutes/${requestId}/accept`);
    expect(won.statusCode).toBe(200);
    expect(won.json()).toMatchObject({ state: 'mine', note: '현관 비밀번호는 센터에 물어봐주세요' });
    // Her second tap answers the same.
    expect((await caregiver2('POST', `/api/caregiver/substitutes/${requestId}/accept`)).statusCode).toBe(200);

    // The other one asked finds it closed.
    const otherOffer = (
      await t.app.db.select().from(substituteOffers).where(eq(substituteOffers.requestId, requestId))
    ).find((o) => o.caregiverId !== cg['caregiver02']);
    expect(otherOffer?.caregiverId).toBe(optedIn);
    const [other] = await t.app.db
      .select({ loginId: users.loginId })
      .from(users)
      .where(eq(users.id, optedIn));
    const late = await login(t.app, other!.loginId);
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/caregiver/substitutes/${requestId}/accept`,
      headers: bearer(late.session.access),
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('마감되었어요');

    const toManager = (await notifications(manager)).find((n) => n.type === 'substitute_taken');
    expect(toManager?.title).toContain('요양보호사');
    const toRegular = (await notifications(caregiver)).find((n) => n.type === 'substitute_taken');
    expect(toRegular?.title).toContain('대신 가요');
    const a = (
      await manager('GET', `/api/manager/assignments?elderId=${id('박영수')}`)
    ).json() as Assignments;
    expect(a.elders[0]!.absences[0]).toMatchObject({ label: '대체 확정', status: 'covered' });
    expect(a.elders[0]!.absences[0]!.substituteName).toEqual(expect.any(String));
  });

  it('the visit is in the substitute’s 내 일정 on that day only, with the needs and the note', async () => {
    const w = (await caregiver2('GET', '/api/caregiver/week')).json() as CaregiverWeek;
    expect(w.substitutes).toEqual([
      expect.objectContaining({
        requestId,
        date: monday,
        weekday: 0,
        start: '13:00',
        end: '17:00',
        note: '현관 비밀번호는 센터에 물어봐주세요',
        needs: expect.any(Array),
      }),
    ]);
    // Not a weekly visit: the days of her week stay her own jobs'.
    expect(w.days.flat().some((v) => v.title === w.substitutes[0]!.title && v.start === '13:00')).toBe(false);
    expect(w.weeklyHours).toBe(0);
    // The regular caregiver's week does not show it.
    expect(((await caregiver('GET', '/api/caregiver/week')).json() as CaregiverWeek).substitutes).toEqual([]);
  });

  it('a cancelled request tells everyone asked; only its manager may cancel it', async () => {
    const wednesday = next(2);
    const res = await manager('POST', '/api/manager/substitutes', { ...body(), dates: [wednesday] });
    expect(res.statusCode).toBe(201);
    const second = (res.json() as ManagerSubstitute).id;
    expect((await other('POST', `/api/manager/substitutes/${second}/cancel`)).statusCode).toBe(404);
    expect((await colleague('POST', `/api/manager/substitutes/${second}/cancel`)).statusCode).toBe(404);
    expect((await caregiver('POST', `/api/manager/substitutes/${second}/cancel`)).statusCode).toBe(403);
    const cancelled = await manager('POST', `/api/manager/substitutes/${second}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    const told = (await notifications(caregiver2)).filter(
      (n) => n.type === 'substitute_cancelled' && n.refId === second,
    );
    expect(told).toHaveLength(1);
    const list = (await caregiver2('GET', '/api/caregiver/substitutes')).json() as CaregiverSubstituteList;
    expect(list.content.find((r) => r.id === second)).toMatchObject({
      state: 'closed',
      label: '취소되었어요',
    });
    const late = await caregiver2('POST', `/api/caregiver/substitutes/${second}/accept`);
    expect(late.statusCode).toBe(409);
    // The manager's list: both, newest first; another manager's list has neither.
    const mine = (await manager('GET', '/api/manager/substitutes')).json().content as ManagerSubstitute[];
    expect(mine.map((r) => r.id)).toEqual([second, requestId]);
    expect(mine[1]).toMatchObject({ status: 'taken', label: '마감되었어요' });
    expect((await other('GET', '/api/manager/substitutes')).json().content).toEqual([]);
    expect((await other('GET', `/api/manager/substitutes?elderId=${id('박영수')}`)).statusCode).toBe(404);
  });
});

describe('연락 없이 오지 않았어요', () => {
  it('counts on her record that managers see, and she may answer it once', async () => {
    // The job began two weeks ago: its last Monday has come.
    await t.app.db
      .update(jobs)
      .set({ startDate: addDays(today(), -14) })
      .where(and(eq(jobs.id, jobId)));
    const lastMonday = addDays(next(0), -7);
    expect((await other('POST', '/api/manager/no-shows', { jobId, date: lastMonday })).statusCode).toBe(404);
    expect((await colleague('POST', '/api/manager/no-shows', { jobId, date: lastMonday })).statusCode).toBe(
      404,
    );
    expect(
      (await manager('POST', '/api/manager/no-shows', { jobId, date: addDays(lastMonday, 1) })).statusCode,
    ).toBe(400);
    const res = await manager('POST', '/api/manager/no-shows', { jobId, date: lastMonday });
    expect(res.statusCode).toBe(200);
    expect((res.json() as NoShowRecord).count).toBe(1);
    // Twice is one record.
    expect(
      ((await manager('POST', '/api/manager/no-shows', { jobId, date: lastMonday })).json() as NoShowRecord)
        .count,
    ).toBe(1);

    // Any manager sees the count on her record (the caregiver's record managers see).
    const seen = (
      await other('GET', `/api/manager/caregivers/${cg['caregiver01']}/no-shows`)
    ).json() as NoShowRecord;
    expect(seen).toMatchObject({ count: 1 });
    expect(seen.content[0]).toMatchObject({ text: '연락 없이 오지 않았어요', reply: null, date: lastMonday });
    expect((await caregiver('GET', `/api/manager/caregivers/${cg['caregiver01']}/no-shows`)).statusCode).toBe(
      403,
    );

    const told = (await notifications(caregiver)).filter((n) => n.type === 'no_show_recorded');
    expect(told).toHaveLength(1);
    const noShowId = seen.content[0]!.id;
    expect(
      (await caregiver2('POST', `/api/caregiver/no-shows/${noShowId}/reply`, { reply: '제가 아니에요' }))
        .statusCode,
    ).toBe(404);
    const replied = await caregiver('POST', `/api/caregiver/no-shows/${noShowId}/reply`, {
      reply: '아침에 센터에 전화드렸어요',
    });
    expect(replied.statusCode).toBe(200);
    const again = await caregiver('POST', `/api/caregiver/no-shows/${noShowId}/reply`, { reply: '다시' });
    expect(again.statusCode).toBe(409);
    const after = (
      await manager('GET', `/api/manager/caregivers/${cg['caregiver01']}/no-shows`)
    ).json() as NoShowRecord;
    expect(after.content[0]!.reply).toBe('아침에 센터에 전화드렸어요');
  });
});
