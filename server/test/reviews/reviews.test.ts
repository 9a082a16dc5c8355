// 후기 both ways (issue 34) on the demo seed, with the server's clock moved by the test: a review opens
// four weeks into a job or when it ends, never before nor for a job never confirmed; only the job's two
// parties read or write it; each side's stays hidden until both are in or 14 days passed (the exact
// moment); the late side cannot answer a visible review; totals show numbers from three reviews on, on
// the caregiver's elder cards and on the manager's caregiver detail; pages newest first with a cursor;
// reports and an operator's hide (audited, the writer told, out of the totals).
// Demo data: manager01 (김복지, 강남개포재가노인복지센터) has 박영수 with an accepted contact to caregiver01
// and an accepted apply from caregiver02, and 이말순 with a pending apply from caregiver01.
import { and, eq } from 'drizzle-orm';
import {
  addDays,
  koreanDate,
  REVIEW_HIDDEN_DAYS,
  REVIEW_MESSAGES,
  type AppNotification,
  type Connection,
  type JobDetail,
  type JobReviewState,
  type ReviewPage,
} from '@dolbom/shared-api/contracts';
import { applies, managers } from '../../src/db/schema';
import { countRevealedReviews } from '../../src/modules/reviews/repository';
import { useDemoCaller, type Caller } from '../helpers/requests';
import { useTestApp } from '../helpers/test-app';
import { bearer, createUser, login, userIdOf } from '../helpers/users';

const DAY_MS = 24 * 60 * 60 * 1000;
let now = new Date();
const t = useTestApp({}, { seed: true, clock: () => now });
const manager = useDemoCaller(t, 'manager01');
const manager2 = useDemoCaller(t, 'manager02');
const caregiver = useDemoCaller(t, 'caregiver01');
const caregiver2 = useDemoCaller(t, 'caregiver02');
const caregiver3 = useDemoCaller(t, 'caregiver03');
const admin = useDemoCaller(t, 'admin01');

const CENTER = '강남개포재가노인복지센터';
const week = (days: number[], start: string, end: string) =>
  Array.from({ length: 7 }, (_, d) => (days.includes(d) ? { start, end } : null));
const good = { ratings: [5, 4, 5], again: true, text: '급여가 늘 제때 들어왔어요.' };

const elders: Record<string, number> = {};
const cg: Record<string, number> = {};
let centerId = 0;

beforeAll(async () => {
  const list = (await manager('GET', '/api/manager/elder')).json() as {
    elderId: number;
    elderName: string;
  }[];
  Object.assign(elders, Object.fromEntries(list.map((e) => [e.elderName, e.elderId])));
  for (const login of ['caregiver01', 'caregiver02', 'caregiver03']) cg[login] = await userIdOf(t.app, login);
  const [own] = await t.app.db
    .select({ centerId: managers.centerId })
    .from(managers)
    .where(eq(managers.userId, await userIdOf(t.app, 'manager01')));
  centerId = own!.centerId;
});

async function connectionOf(elder: string, caregiverId: number): Promise<Connection> {
  const res = await manager('GET', `/api/manager/connections?elderId=${elders[elder]}`);
  const found = (res.json().content as Connection[]).find((c) => c.caregiverId === caregiverId);
  if (!found) throw new Error(`no connection ${elder}/${caregiverId}`);
  return found;
}

async function propose(connectionId: number, days: number[]): Promise<number> {
  const res = await manager('POST', '/api/manager/jobs', {
    connectionId,
    startDate: koreanDate(now),
    schedule: week(days, '13:00', '17:00'),
    hourlyWage: 13_000,
    workType: '방문 요양',
    keepOpen: true,
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as JobDetail).jobId;
}

async function confirm(who: Caller, jobId: number) {
  expect((await who('POST', `/api/caregiver/jobs/${jobId}/confirm`)).statusCode).toBe(200);
}

async function end(jobId: number) {
  const res = await manager('POST', `/api/manager/jobs/${jobId}/end`, {
    lastDay: koreanDate(now),
    reason: '계약 기간 끝',
  });
  expect(res.statusCode).toBe(200);
}

async function state(who: Caller, role: string, jobId: number): Promise<JobReviewState> {
  const res = await who('GET', `/api/${role}/jobs/${jobId}/review`);
  expect(res.statusCode).toBe(200);
  return res.json() as JobReviewState;
}

const write = (who: Caller, role: string, jobId: number, body: object = good) =>
  who('POST', `/api/${role}/jobs/${jobId}/review`, body);

async function centerPage(query = ''): Promise<ReviewPage> {
  const res = await caregiver3('GET', `/api/caregiver/centers/${centerId}/reviews${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as ReviewPage;
}

async function notifications(who: Caller): Promise<AppNotification[]> {
  return ((await who('GET', '/api/notifications?size=50')).json() as { content: AppNotification[] }).content;
}

const jobs: Record<string, number> = {};

describe('후기 of a job', () => {
  it('is not open for a proposed job, nor for a confirmed one before four weeks', async () => {
    jobs['a'] = await propose((await connectionOf('박영수', cg['caregiver01']!)).connectionId, [0, 2]);
    const proposed = await write(caregiver, 'caregiver', jobs['a']);
    expect(proposed.statusCode).toBe(409);
    expect(proposed.json().message).toBe(REVIEW_MESSAGES.notYet);
    expect((await state(manager, 'manager', jobs['a'])).state).toBe('notYet');
    expect((await write(manager, 'manager', jobs['a'])).statusCode).toBe(409);

    await confirm(caregiver, jobs['a']);
    const active = await state(caregiver, 'caregiver', jobs['a']);
    expect(active).toMatchObject({
      state: 'notYet',
      opensOn: addDays(koreanDate(now), 28),
      aboutName: CENTER,
    });
    expect((await write(caregiver, 'caregiver', jobs['a'])).statusCode).toBe(409);
  });

  it('is refused to strangers, the other manager of the same center and the wrong role', async () => {
    const id = jobs['a']!;
    expect((await caregiver2('GET', `/api/caregiver/jobs/${id}/review`)).statusCode).toBe(404);
    expect((await caregiver2('POST', `/api/caregiver/jobs/${id}/review`, good)).statusCode).toBe(404);
    expect((await manager2('GET', `/api/manager/jobs/${id}/review`)).statusCode).toBe(404);
    expect((await manager2('POST', `/api/manager/jobs/${id}/review`, good)).statusCode).toBe(404);
    expect((await caregiver('GET', `/api/manager/jobs/${id}/review`)).statusCode).toBe(403);
    expect((await manager('POST', `/api/caregiver/jobs/${id}/review`, good)).statusCode).toBe(403);
    // A verified colleague at the same center: not her job.
    const colleague = await createUser(t.app, 'ROLE_MANAGER');
    await t.app.db.insert(managers).values({ userId: colleague.id, centerId, status: 'VERIFIED' });
    const { session } = await login(t.app, colleague.loginId);
    const as = (method: 'GET' | 'POST', payload?: object) =>
      t.app.inject({
        method,
        url: `/api/manager/jobs/${id}/review`,
        headers: bearer(session.access),
        ...(payload ? { payload } : {}),
      });
    expect((await as('GET')).statusCode).toBe(404);
    expect((await as('POST', good)).statusCode).toBe(404);
  });

  it('checks the ratings, the yes/no and the 200 characters', async () => {
    now = new Date(now.getTime() + 28 * DAY_MS);
    const id = jobs['a']!;
    expect((await state(caregiver, 'caregiver', id)).state).toBe('open');
    for (const body of [
      { ...good, ratings: [5, 0, 5] },
      { ...good, ratings: [5, 6, 5] },
      { ...good, ratings: [5, 5] },
      { ratings: [5, 5, 5], text: '' },
      { ...good, text: '가'.repeat(201) },
    ]) {
      expect((await write(caregiver, 'caregiver', id, body)).statusCode).toBe(400);
    }
    const tooLong = await write(caregiver, 'caregiver', id, { ...good, text: '가'.repeat(201) });
    expect(JSON.stringify(tooLong.json())).toContain(REVIEW_MESSAGES.text);
  });

  it('four weeks in, each writes once; neither reads the other’s until both are in, then both do', async () => {
    const id = jobs['a']!;
    const first = await write(caregiver, 'caregiver', id, { ...good, text: '  시간을 잘 지켜주셨어요  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      state: 'waiting',
      revealAt: new Date(now.getTime() + REVIEW_HIDDEN_DAYS * DAY_MS).toISOString(),
      mine: { text: '시간을 잘 지켜주셨어요', ratings: [5, 4, 5], again: true, mine: true },
      theirs: null,
    });
    const again = await write(caregiver, 'caregiver', id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REVIEW_MESSAGES.already);

    // The manager knows she wrote, not what.
    const his = await state(manager, 'manager', id);
    expect(his).toMatchObject({ state: 'open', otherWritten: true, theirs: null, mine: null });
    expect(JSON.stringify(his)).not.toContain('시간을 잘');
    expect((await notifications(manager)).map((n) => n.type)).toContain('review_written');
    expect((await centerPage()).content).toEqual([]);

    const second = await write(manager, 'manager', id, {
      ratings: [3, 5, 4],
      again: false,
      text: '소통이 조금 아쉬웠어요.',
    });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({
      state: 'visible',
      theirs: { from: 'caregiver', text: '시간을 잘 지켜주셨어요', mine: false },
    });
    const hers = await state(caregiver, 'caregiver', id);
    expect(hers).toMatchObject({
      state: 'visible',
      theirs: { from: 'manager', ratings: [3, 5, 4], again: false, text: '소통이 조금 아쉬웠어요.' },
    });
    expect((await notifications(caregiver)).map((n) => n.type)).toContain('review_visible');
    // Counted at once: one review of the center, one of her — no numbers under three.
    const page = await centerPage();
    expect(page).toMatchObject({ name: CENTER, totals: { count: 1, line: '후기 1건', averages: null } });
    expect(page.content.map((r) => r.text)).toEqual(['시간을 잘 지켜주셨어요']);
    const detail = await manager2('GET', `/api/manager/${cg['caregiver01']}`);
    expect(detail.json()).toMatchObject({ reviews: '후기 1건', reviewCount: 1 });
  });

  it('an ended job opens at once; a lone review shows at exactly 14 days and closes the other side', async () => {
    jobs['b'] = await propose((await connectionOf('박영수', cg['caregiver02']!)).connectionId, [4]);
    await confirm(caregiver2, jobs['b']);
    expect((await state(caregiver2, 'caregiver', jobs['b'])).state).toBe('notYet');
    await end(jobs['b']);
    expect((await state(caregiver2, 'caregiver', jobs['b'])).state).toBe('open');
    const written = now;
    expect(
      (
        await write(caregiver2, 'caregiver', jobs['b'], {
          ratings: [2, 3, 2],
          again: false,
          text: '급여가 두 번 늦었어요.',
        })
      ).statusCode,
    ).toBe(201);

    now = new Date(written.getTime() + REVIEW_HIDDEN_DAYS * DAY_MS - 1);
    expect(await state(manager, 'manager', jobs['b'])).toMatchObject({ state: 'open', theirs: null });
    expect((await state(caregiver2, 'caregiver', jobs['b'])).state).toBe('waiting');
    expect((await centerPage()).content.map((r) => r.text)).not.toContain('급여가 두 번 늦었어요.');

    now = new Date(written.getTime() + REVIEW_HIDDEN_DAYS * DAY_MS);
    expect(await state(manager, 'manager', jobs['b'])).toMatchObject({
      state: 'closed',
      theirs: { text: '급여가 두 번 늦었어요.' },
    });
    expect((await state(caregiver2, 'caregiver', jobs['b'])).state).toBe('visible');
    const late = await write(manager, 'manager', jobs['b']);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(REVIEW_MESSAGES.closed);
    // Newest first on the page at once; the totals count it with the sweep, once.
    expect((await centerPage()).content.map((r) => r.text)).toEqual([
      '급여가 두 번 늦었어요.',
      '시간을 잘 지켜주셨어요',
    ]);
    expect((await centerPage()).totals.count).toBe(1);
    expect(await countRevealedReviews(t.app.db, now)).toBe(1);
    expect(await countRevealedReviews(t.app.db, now)).toBe(0);
    expect((await centerPage()).totals).toMatchObject({ count: 2, line: '후기 2건' });
  });

  it('from three reviews the center line carries numbers on the caregiver’s cards and detail', async () => {
    const [pending] = await t.app.db
      .select({ id: applies.id })
      .from(applies)
      .where(and(eq(applies.elderId, elders['이말순']!), eq(applies.caregiverId, cg['caregiver01']!)));
    const accepted = await manager('POST', `/api/manager/apply/${pending!.id}`);
    expect(accepted.statusCode).toBe(200);
    jobs['c'] = await propose(accepted.json().connectionId as number, [1]);
    await confirm(caregiver, jobs['c']);
    await end(jobs['c']);
    expect((await write(caregiver, 'caregiver', jobs['c'], { ...good, text: '' })).statusCode).toBe(201);
    expect((await write(manager, 'manager', jobs['c'], { ...good, ratings: [4, 4, 4] })).statusCode).toBe(
      201,
    );
    const page = await centerPage();
    // Two of three would work there again; a review without text counts but is not listed.
    expect(page.totals).toMatchObject({
      count: 3,
      line: '요양보호사 후기 3건 · 다시 일하고 싶어요 67%',
      averages: [4, 3.7, 4],
      againPercent: 67,
    });
    expect(page.content).toHaveLength(2);

    const detail = await caregiver3('GET', `/api/caregiver/near?elderId=${elders['이말순']}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ centerReviews: '요양보호사 후기 3건 · 다시 일하고 싶어요 67%' });
    const cards = (await caregiver('GET', '/api/caregiver/near/all?range=5&size=50')).json().content as {
      center: string;
      centerReviews: string | null;
    }[];
    const ours = cards.filter((c) => c.center === CENTER);
    expect(ours.length).toBeGreaterThan(0);
    for (const c of ours) expect(c.centerReviews).toBe('요양보호사 후기 3건 · 다시 일하고 싶어요 67%');
    expect(cards.filter((c) => c.center !== CENTER).every((c) => c.centerReviews === null)).toBe(true);

    // Her: two reviews from centers, a count without numbers.
    const hers = await manager('GET', `/api/manager/caregivers/${cg['caregiver01']}/reviews`);
    expect(hers.json()).toMatchObject({ totals: { count: 2, line: '후기 2건' } });
    expect(hers.json().content.map((r: { text: string }) => r.text)).toEqual([
      '급여가 늘 제때 들어왔어요.',
      '소통이 조금 아쉬웠어요.',
    ]);
    expect((await caregiver('GET', `/api/manager/caregivers/${cg['caregiver01']}/reviews`)).statusCode).toBe(
      403,
    );
    expect((await caregiver('GET', '/api/caregiver/centers/999999/reviews')).statusCode).toBe(404);
  });

  it('pages newest first with a cursor', async () => {
    const all = await centerPage();
    expect(all.nextCursor).toBeNull();
    const first = await centerPage('?size=1');
    expect(first.content.map((r) => r.reviewId)).toEqual([all.content[0]!.reviewId]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await centerPage(`?size=1&cursor=${first.nextCursor}`);
    expect(second.content.map((r) => r.reviewId)).toEqual([all.content[1]!.reviewId]);
    expect(second.nextCursor).toBeNull();
    const bad = await caregiver3('GET', `/api/caregiver/centers/${centerId}/reviews?cursor=abc`);
    expect(bad.statusCode).toBe(400);
  });

  it('a reported review is shown to operators and hidden with a reason (audited, the writer told)', async () => {
    const page = await centerPage();
    const bad = page.content.find((r) => r.text === '급여가 두 번 늦었어요.')!;
    const body = (targetId: number) => ({ targetType: 'REVIEW', targetId, reason: 'WRONG_INFO', text: '' });
    // Its writer cannot report it; a manager of another center cannot read it; any caregiver can.
    expect((await caregiver2('POST', '/api/caregiver/reports', body(bad.reviewId))).statusCode).toBe(404);
    expect((await manager2('POST', '/api/manager/reports', body(bad.reviewId))).statusCode).toBe(404);
    expect((await admin('GET', `/api/admin/reviews/${bad.reviewId}`)).statusCode).toBe(404);
    expect((await manager('POST', '/api/manager/reports', body(bad.reviewId))).statusCode).toBe(201);

    const seen = await admin('GET', `/api/admin/reviews/${bad.reviewId}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({
      from: 'caregiver',
      centerName: CENTER,
      text: '급여가 두 번 늦었어요.',
    });
    expect((await admin('POST', `/api/admin/reviews/${bad.reviewId}/hide`, { reason: '' })).statusCode).toBe(
      400,
    );
    const hidden = await admin('POST', `/api/admin/reviews/${bad.reviewId}/hide`, {
      reason: '사실 확인 불가',
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ hidden: true, hiddenReason: '사실 확인 불가' });
    // Idempotent: a second hide changes nothing.
    expect(
      (await admin('POST', `/api/admin/reviews/${bad.reviewId}/hide`, { reason: '다시' })).json(),
    ).toMatchObject({ hiddenReason: '사실 확인 불가' });

    const after = await centerPage();
    expect(after.content.map((r) => r.reviewId)).not.toContain(bad.reviewId);
    expect(after.totals).toMatchObject({ count: 2, line: '후기 2건' });
    expect(await state(manager, 'manager', jobs['b']!)).toMatchObject({
      theirs: { hidden: true, text: '', ratings: [] },
    });
    // She still reads her own, and was told.
    expect((await state(caregiver2, 'caregiver', jobs['b']!)).mine).toMatchObject({
      hidden: true,
      text: '급여가 두 번 늦었어요.',
    });
    expect((await notifications(caregiver2)).map((n) => n.type)).toContain('review_hidden');
    const audit = await admin('GET', '/api/admin/audit?size=50');
    expect(JSON.stringify(audit.json())).toContain('review.hide');
  });
});
