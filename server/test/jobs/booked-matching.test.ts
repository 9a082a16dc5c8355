// Her hours are taken (issue 31, ADR 0036): once a job is confirmed, matching counts only the hours the
// caregiver has left — her score and fit for an elder whose hours clash drop and say why — and ending the
// job gives them back at once. On the demo seed: caregiver01 (박정숙) has an accepted contact with 박영수
// (월·수·금 13–17); a second elder of another center wants 월–금 12–18 where she lives.
import { eq } from 'drizzle-orm';
import { koreanDate, type JobDetail, type NearElderDetail } from '@dolbom/shared-api/contracts';
import { resumes } from '../../src/db/schema';
import {
  ALL_OPTION,
  findCandidates,
  findEveryNearElder,
  loadCaregiverForMatching,
  resumeLevelColumns,
  scorePair,
  type CaregiverForMatching,
} from '../../src/modules/matching';
import type { Connection } from '@dolbom/shared-api/contracts';
import { insertDataset } from '../matching/dataset';
import { useManagerDemo } from '../manager/helpers';

const { t, manager, caregiver, elders: elderIds, cg } = useManagerDemo(['caregiver01']);

const CLASH = '월·수 오후에 다른 근무가 있어요';
const week = (days: number[], start: string, end: string) =>
  Array.from({ length: 7 }, (_, d) => (days.includes(d) ? { start, end } : null));

/** The clashing elder (월–금 12–18, needs nothing, at her address) and her id. */
let clashingElder = 0;
let her = 0;

/** caregiver01's resume made to take any elder, every day and slot, not negotiable (unless said). */
async function takesEveryone(negotiable = false) {
  const c = (await loadCaregiverForMatching(t.app.db, her)) as CaregiverForMatching;
  const open = {
    ...c,
    workDay: [0, 1, 2, 3, 4, 5, 6],
    workTimeSlot: [0, 1, 2],
    elderRank: [1, 2, 3, 4, 5, 6],
    meal: [ALL_OPTION],
    toileting: [ALL_OPTION],
    mobility: [ALL_OPTION],
    daily: [ALL_OPTION],
    preferredGender: 'EVERY',
    wage: 10_000,
    isNegotiableTime: negotiable,
  } as CaregiverForMatching;
  await t.app.db
    .update(resumes)
    .set({
      workDay: [...open.workDay],
      workTimeSlot: [...open.workTimeSlot],
      elderRank: [...open.elderRank],
      meal: [...open.meal],
      toileting: [...open.toileting],
      mobility: [...open.mobility],
      daily: [...open.daily],
      ...resumeLevelColumns(open),
      preferredGender: 'EVERY',
      wage: 10_000,
      isNegotiableTime: negotiable,
    })
    .where(eq(resumes.caregiverId, her));
}

/** Her place in the clashing elder's candidate list: score and schedule share. */
async function asCandidate() {
  const page = await findCandidates(t.app.db, {
    elderId: clashingElder,
    radiusKm: 1.25,
    sort: 'accuracy',
    page: 0,
    size: 50,
  });
  const me = page.content.find((r) => r.caregiver.id === her);
  expect(me).toBeDefined();
  return { score: me!.score, share: me!.overlap.share, reasons: me!.reasons };
}

/** What she sees of the clashing elder: the detail's score and every line against, and her list's line. */
async function whatSheSees() {
  const res = await caregiver('GET', `/api/caregiver/near?elderId=${clashingElder}`);
  expect(res.statusCode).toBe(200);
  const detail = res.json() as NearElderDetail;
  const list = await findEveryNearElder(t.app.db, { caregiverId: her, radiusKm: 1.25, page: 0, size: 100 });
  const card = list.content.find((r) => r.elder.id === clashingElder);
  expect(card).toBeDefined();
  return { score: detail.score, mismatches: detail.mismatches, fit: detail.fit, listFit: card!.fit };
}

beforeAll(async () => {
  her = cg['caregiver01']!;
  const c = (await loadCaregiverForMatching(t.app.db, her))!;
  const { elders } = await insertDataset(
    t.app.db,
    {
      elders: [
        {
          lat: c.lat,
          lng: c.lng,
          gender: 'female',
          rank: 3,
          schedule: week([0, 1, 2, 3, 4], '12:00:00', '18:00:00'),
          negotiable: false,
          meal: ['스스로 식사 가능'],
          toileting: ['스스로 배변 가능'],
          mobility: ['스스로 거동 가능'],
          daily: [],
          wageType: '시급',
          wage: 13_000,
          family: '집에 없어요',
          pet: '없어요',
          createdAt: new Date(),
        },
      ],
      caregivers: [],
    },
    { tag: 'booked' },
  );
  clashingElder = elders[0]!.id;
  await takesEveryone();
});

let jobId = 0;

test('before any job she covers all of the elder’s hours and nothing clashes', async () => {
  const before = await asCandidate();
  expect(before.share).toBe(1);
  expect(before.reasons).toContain('주 5일 모두 가능');
  const seen = await whatSheSees();
  expect(seen.mismatches).not.toContain(CLASH);
  expect(seen.fit).toBe('내 조건에 맞아요');
});

test('a confirmed job takes her hours: her fit and score for a clashing elder drop and say why', async () => {
  const before = await asCandidate();
  const seenBefore = await whatSheSees();
  const connections = (await manager('GET', `/api/manager/connections?elderId=${elderIds['박영수']}`)).json()
    .content as Connection[];
  const conn = connections.find((c) => c.caregiverId === her)!;
  const proposed = await manager('POST', '/api/manager/jobs', {
    connectionId: conn.connectionId,
    startDate: koreanDate(new Date()),
    schedule: week([0, 2], '13:00', '17:00'),
    hourlyWage: 13_000,
    workType: '방문 요양',
    keepOpen: true,
  });
  expect(proposed.statusCode).toBe(201);
  jobId = (proposed.json() as JobDetail).jobId;
  // A proposal takes nothing yet.
  expect(await asCandidate()).toEqual(before);
  const confirmed = await caregiver('POST', `/api/caregiver/jobs/${jobId}/confirm`);
  expect(confirmed.statusCode).toBe(200);

  // 월 and 수 13–17 are taken: 22 of the elder's 30 hours are left.
  const after = await asCandidate();
  expect(after.share).toBeCloseTo(22 / 30, 12);
  expect(after.score).toBeLessThan(before.score);
  expect(after.reasons).toContain('주 5일 중 3일 가능');
  const seen = await whatSheSees();
  expect(seen.score).toBeLessThan(seenBefore.score);
  expect(seen.mismatches[0]).toBe(CLASH);
  expect(seen.fit).toBe(CLASH);
  expect(seen.listFit).toBe(CLASH);
  // The manager's side says the same.
  const pair = await scorePair(t.app.db, clashingElder, her);
  expect(pair?.mismatches.map((m) => m.manager)[0]).toBe(CLASH);
});

test('the clash is said even when she marked 시간 협의 가능', async () => {
  await takesEveryone(true);
  const seen = await whatSheSees();
  expect(seen.mismatches[0]).toBe(CLASH);
  await takesEveryone(false);
});

test('ending the job gives her hours back at once', async () => {
  const ended = await caregiver('POST', `/api/caregiver/jobs/${jobId}/end`, {
    lastDay: koreanDate(new Date()),
    reason: '개인 사정',
  });
  expect(ended.statusCode).toBe(200);
  const back = await asCandidate();
  expect(back.share).toBe(1);
  expect(back.reasons).toContain('주 5일 모두 가능');
  const seen = await whatSheSees();
  expect(seen.mismatches).not.toContain(CLASH);
  expect(seen.fit).toBe('내 조건에 맞아요');
});
