// 이력서: create once, read, update; the level columns follow the option lists.
import { eq } from 'drizzle-orm';
import type { Resume } from '@dolbom/shared-api/contracts';
import { resumes } from '../../src/db/schema';
import { userIdOf } from '../helpers/users';
import { RESUME, newCaregiver, newElder, useCaregiverDemo } from './fixtures';

const { t, send, managerHeaders } = useCaregiverDemo();
let managerId: number;
beforeAll(async () => {
  managerId = await userIdOf(t.app, 'manager01');
});

const BODY: Resume = {
  ...RESUME,
  jobPosition: ['방문 요양', '병원 동행'],
  workPlace: ['WALK_20_MIN'],
  meal: ['식사 도움'],
  toileting: ['기저귀 교환'],
  // 해당 없음 stores as chosen and reads as level 1, like the empty lists saved before it.
  mobility: ['해당 없음'],
  daily: ['병원 동행', '말벗 등 정서 지원'],
  elderRank: [2, 3],
  experience: [
    {
      startDate: '2020-01-01',
      endDate: '2023-12-31',
      work: '방문 요양',
      center: '해운대요양센터',
      current: false,
    },
    // Issue 30: 현재 근무 중, no end date.
    { startDate: '2024-02-01', endDate: '', work: '방문 요양', center: '바다요양센터', current: true },
    // A blank row of the form is no entry.
    { startDate: '', endDate: '', work: '', center: '', current: false },
  ],
  introduction: '어르신을 가족처럼 모시겠습니다.',
  title: '해운대 오전 방문 요양 가능해요',
};
const STORED: Resume = { ...BODY, experience: BODY.experience.slice(0, 2) };

const levels = async (caregiverId: number) => {
  const [row] = await t.app.db
    .select({
      meal: resumes.mealLevel,
      toileting: resumes.toiletingLevel,
      mobility: resumes.mobilityLevel,
      daily: resumes.dailyMask,
      ranks: resumes.rankMask,
    })
    .from(resumes)
    .where(eq(resumes.caregiverId, caregiverId));
  return row;
};

describe('resume', () => {
  it('creates, reads and updates the resume with its level columns; a second create is 409', async () => {
    const me = await newCaregiver(t.app, { resume: false });
    const missing = await send('GET', '/api/caregiver/resume', me.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: '등록한 이력서가 없어요.', code: 'NOT_FOUND' });

    const created = await send('POST', '/api/caregiver/resume/create', me.headers, BODY);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual(STORED);
    expect((await send('GET', '/api/caregiver/resume', me.headers)).json()).toEqual(STORED);
    expect(await levels(me.id)).toEqual({
      meal: 2,
      toileting: 3,
      mobility: 1,
      daily: 0b010100,
      ranks: 0b1100,
    });
    expect((await send('GET', '/api/caregiver/mypage', me.headers)).json().resumeRegistered).toBe(true);

    const again = await send('POST', '/api/caregiver/resume/create', me.headers, BODY);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: '이미 등록한 이력서가 있어요.', code: 'CONFLICT' });

    const changed: Resume = {
      ...STORED,
      meal: ['모두 가능'],
      mobility: ['휠체어 이동 보조'],
      daily: ['모두 가능'],
      wage: 15000,
      elderRank: [1, 2, 3, 4, 5, 6],
    };
    const updated = await send('PUT', '/api/caregiver/resume', me.headers, changed);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual(changed);
    expect((await send('GET', '/api/caregiver/resume', me.headers)).json()).toEqual(changed);
    expect(await levels(me.id)).toEqual({
      meal: 4,
      toileting: 3,
      mobility: 3,
      daily: 0b111111,
      ranks: 0b1111110,
    });
  });

  it('puts a caregiver in the near list once the resume is registered', async () => {
    const me = await newCaregiver(t.app, { resume: false, dLatKm: 500 });
    const elder = await newElder(t.app, managerId, { dLatKm: 500.3, toileting: ['스스로 배변 가능'] });
    // Without a resume the elder is listed with no fit line (PRODUCT.md: every elder in range).
    const before = (await send('GET', '/api/caregiver/near/all', me.headers)).json();
    expect(before.content.map((e: { elderId: number; fit: string | null }) => [e.elderId, e.fit])).toEqual([
      [elder.id, null],
    ]);
    await send('POST', '/api/caregiver/resume/create', me.headers, { ...RESUME });
    const list = (await send('GET', '/api/caregiver/near/all', me.headers)).json();
    expect(list.content.map((e: { elderId: number; fit: string | null }) => [e.elderId, e.fit])).toEqual([
      [elder.id, '내 조건에 맞아요'],
    ]);
  });

  it('answers 400 in Korean for a bad certificate code or a bad body, and 404 for an update without a resume', async () => {
    const me = await newCaregiver(t.app, { resume: false });
    const bad = await send('POST', '/api/caregiver/resume/create', me.headers, {
      ...BODY,
      certificateCode: '12-345',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: '자격증 번호를 0000-0000000 형식으로 입력해주세요.',
      code: 'VALIDATION_ERROR',
      fields: { certificateCode: '자격증 번호를 0000-0000000 형식으로 입력해주세요.' },
    });
    const noJobs = await send('POST', '/api/caregiver/resume/create', me.headers, {
      ...BODY,
      jobPosition: [],
    });
    expect(noJobs.statusCode).toBe(400);
    expect(noJobs.json().message).toBe('희망 근무 형태를 1개 이상 선택해주세요.');
    const badOption = await send('POST', '/api/caregiver/resume/create', me.headers, {
      ...BODY,
      meal: ['아무거나'],
    });
    expect(badOption.statusCode).toBe(400);
    expect(badOption.json().message).toBe('목록에 있는 항목만 선택할 수 있어요.');
    expect((await send('GET', '/api/caregiver/resume', me.headers)).statusCode).toBe(404);

    const put = await send('PUT', '/api/caregiver/resume', me.headers, BODY);
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe('등록한 이력서가 없어요.');
  });

  it('refuses an unfinished experience field by field instead of dropping it (issue 30)', async () => {
    const me = await newCaregiver(t.app, { resume: false });
    const noEnd = await send('POST', '/api/caregiver/resume/create', me.headers, {
      ...BODY,
      experience: [{ startDate: '2019-03-01', work: '방문 요양', center: '해운대요양센터' }],
    });
    expect(noEnd.statusCode).toBe(400);
    expect(noEnd.json().fields).toEqual({
      'experience.0.endDate': '종료일을 입력하거나 ‘현재 근무 중’을 선택해주세요.',
    });
    const both = await send('POST', '/api/caregiver/resume/create', me.headers, {
      ...BODY,
      experience: [
        { startDate: '2019-03-01', endDate: '2020-01-01', work: '요양', center: '센터', current: true },
      ],
    });
    expect(both.json().fields).toEqual({ 'experience.0.endDate': '현재 근무 중이면 종료일은 비워주세요.' });
    const onlyWork = await send('POST', '/api/caregiver/resume/create', me.headers, {
      ...BODY,
      experience: [{ work: '방문 요양' }],
    });
    expect(onlyWork.json().fields).toEqual({
      'experience.0.startDate': '시작일을 입력해주세요.',
      'experience.0.center': '근무한 곳을 입력해주세요.',
      'experience.0.endDate': '종료일을 입력하거나 ‘현재 근무 중’을 선택해주세요.',
    });
    expect((await send('GET', '/api/caregiver/resume', me.headers)).statusCode).toBe(404);
  });

  it('shows a current job to managers as years of experience, not 경력 없음 (issue 30)', async () => {
    const me = await newCaregiver(t.app, { resume: false });
    const current = {
      ...BODY,
      experience: [
        { startDate: '2020-03-01', endDate: '', work: '방문 요양', center: '해운대요양센터', current: true },
      ],
    };
    expect((await send('POST', '/api/caregiver/resume/create', me.headers, current)).statusCode).toBe(201);
    const detail = await send('GET', `/api/manager/${me.id}`, managerHeaders);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      experienceYears: 6,
      experience: [{ startDate: '2020-03-01', endDate: '', current: true, center: '해운대요양센터' }],
    });
  });

  it('answers 403 to a manager', async () => {
    for (const [method, url] of [
      ['POST', '/api/caregiver/resume/create'],
      ['GET', '/api/caregiver/resume'],
      ['PUT', '/api/caregiver/resume'],
    ] as const) {
      const res = await send(method, url, managerHeaders, method === 'GET' ? undefined : BODY);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 403 });
    }
  });
});

describe('issue 15: resume steps 7 and 8 need an answer (the form’s shared schema)', () => {
  it('refuses an empty category and an unanswered family/pet choice; takes 해당 없음 alone', async () => {
    const me = await newCaregiver(t.app, { resume: false, dLatKm: 600 });
    const empty = await send('POST', '/api/caregiver/resume/create', me.headers, {
      ...RESUME,
      toileting: [],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({
      toileting: '하나 이상 고르거나 ‘해당 없음’을 선택해주세요.',
    });
    const { isFamilyPreferred: _f, isPetPreferred: _p, ...unanswered } = RESUME;
    const noAnswer = await send('POST', '/api/caregiver/resume/create', me.headers, unanswered);
    expect(noAnswer.statusCode).toBe(400);
    expect(noAnswer.json().fields).toMatchObject({
      isFamilyPreferred: '가족이 함께 있는 집도 괜찮은지 선택해주세요.',
      isPetPreferred: '반려동물이 있는 집도 괜찮은지 선택해주세요.',
    });
    const mixed = await send('POST', '/api/caregiver/resume/create', me.headers, {
      ...RESUME,
      meal: ['해당 없음', '식사 도움'],
    });
    expect(mixed.statusCode).toBe(400);
    const none = { ...RESUME, toileting: ['해당 없음'], isFamilyPreferred: false } as typeof RESUME;
    const ok = await send('POST', '/api/caregiver/resume/create', me.headers, none);
    expect(ok.statusCode).toBe(201);
    expect((await send('GET', '/api/caregiver/resume', me.headers)).json()).toMatchObject({
      toileting: ['해당 없음'],
      isFamilyPreferred: false,
    });
  });
});
