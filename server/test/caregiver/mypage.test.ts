// 내 정보: summary and counts, job-open switch, 받은 연락함 / 보낸 지원함 tabs, 저장함 paging.
import { eq } from 'drizzle-orm';
import { caregiverExperiences, caregivers } from '../../src/db/schema';
import { demoHeaders, userIdOf } from '../helpers/users';
import { NOW, newApply, newCaregiver, newContact, newElder, useCaregiverDemo } from './fixtures';

const { t, get, post, managerHeaders } = useCaregiverDemo();
let managerId: number;
beforeAll(async () => {
  managerId = await userIdOf(t.app, 'manager01');
});

describe('GET /api/caregiver/mypage', () => {
  it('counts saved elders, every received contact and every apply', async () => {
    const me = await newCaregiver(t.app);
    const [e1, e2, e3] = await Promise.all([1, 2, 3].map(() => newElder(t.app, managerId)));
    if (!e1 || !e2 || !e3) throw new Error('elders');
    await newContact(t.app, { elderId: e1.id, caregiverId: me.id, managerId });
    await newContact(t.app, { elderId: e2.id, caregiverId: me.id, managerId, status: 'accepted' });
    await newApply(t.app, { elderId: e3.id, caregiverId: me.id });
    await post(`/api/caregiver/near/bookmark?elderId=${e1.id}`, me.headers);

    const res = await get('/api/caregiver/mypage', me.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: '테스트',
      address: '부산 해운대구 해운대해변로 264',
      // The profile phone, for accept/apply step 1 (issue 15).
      phone: expect.stringMatching(/^010-\d{4}-\d{4}$/),
      profileImage: null,
      resumeRegistered: true,
      jobOpen: true,
      savedEldersCount: 1,
      managerContactCount: 2,
      applyCount: 1,
      introduction: expect.any(String),
      experience: expect.any(Array),
    });
  });

  it('answers the introduction and experience typed at sign-up (a new resume starts from them)', async () => {
    const me = await newCaregiver(t.app, { resume: false });
    await t.app.db
      .update(caregivers)
      .set({ introduction: '성실하게 모시겠습니다' })
      .where(eq(caregivers.userId, me.id));
    await t.app.db.insert(caregiverExperiences).values({
      caregiverId: me.id,
      startDate: '2019-03-01',
      endDate: '2022-02-28',
      work: '방문 요양',
      center: '행복재가센터',
    });
    const body = (await get('/api/caregiver/mypage', me.headers)).json();
    expect(body.introduction).toBe('성실하게 모시겠습니다');
    expect(body.experience).toEqual([
      {
        startDate: '2019-03-01',
        endDate: '2022-02-28',
        work: '방문 요양',
        center: '행복재가센터',
        current: false,
      },
    ]);
  });

  it('shows a fresh caregiver without a resume and with zero counts', async () => {
    const me = await newCaregiver(t.app, { resume: false });
    expect((await get('/api/caregiver/mypage', me.headers)).json()).toMatchObject({
      resumeRegistered: false,
      savedEldersCount: 0,
      managerContactCount: 0,
      applyCount: 0,
    });
    for (const url of [
      '/api/caregiver/mypage/contacts',
      '/api/caregiver/mypage/contacts?tab=approved',
      '/api/caregiver/mypage/applies',
      '/api/caregiver/mypage/applies?tab=approved',
      '/api/caregiver/mypage/bookmarks',
    ]) {
      const res = await get(url, me.headers);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect(res.json()).toEqual({
        content: [],
        totalPages: 0,
        totalElements: 0,
        size: 10,
        number: 0,
        first: true,
        last: true,
      });
    }
  });

  it('matches the demo seed for caregiver01', async () => {
    const headers = await demoHeaders(t.app, 'caregiver01');
    expect((await get('/api/caregiver/mypage', headers)).json()).toMatchObject({
      resumeRegistered: true,
      savedEldersCount: 2,
      managerContactCount: 3,
      applyCount: 1,
    });
  });
});

describe('POST /api/caregiver/mypage/job-open', () => {
  it('saves the switch on the server', async () => {
    const me = await newCaregiver(t.app);
    const off = await post('/api/caregiver/mypage/job-open', me.headers, { jobOpen: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ isJobOpen: false, jobOpen: false });
    expect((await get('/api/caregiver/mypage', me.headers)).json().jobOpen).toBe(false);
    const [row] = await t.app.db
      .select({ jobOpen: caregivers.jobOpen })
      .from(caregivers)
      .where(eq(caregivers.userId, me.id));
    expect(row?.jobOpen).toBe(false);

    expect((await post('/api/caregiver/mypage/job-open', me.headers, { jobOpen: true })).json()).toEqual({
      isJobOpen: true,
      jobOpen: true,
    });
    expect((await post('/api/caregiver/mypage/job-open', me.headers, { jobOpen: true })).json()).toEqual({
      isJobOpen: true,
      jobOpen: true,
    });
    expect((await get('/api/caregiver/mypage', me.headers)).json().jobOpen).toBe(true);
  });

  it('flips the switch when called without a body, as the spec calls it', async () => {
    const me = await newCaregiver(t.app);
    const before = (await get('/api/caregiver/mypage', me.headers)).json().jobOpen as boolean;
    const first = await post('/api/caregiver/mypage/job-open', me.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ isJobOpen: !before, jobOpen: !before });
    expect((await get('/api/caregiver/mypage', me.headers)).json().jobOpen).toBe(!before);
    // An empty JSON object is no value either: it flips back.
    const second = await post('/api/caregiver/mypage/job-open', me.headers, {});
    expect(second.json()).toEqual({ isJobOpen: before, jobOpen: before });
    expect((await get('/api/caregiver/mypage', me.headers)).json().jobOpen).toBe(before);
    // No body labelled as JSON (some HTTP clients do that) flips too.
    const labelled = await t.app.inject({
      method: 'POST',
      url: '/api/caregiver/mypage/job-open',
      headers: { ...me.headers, 'content-type': 'application/json' },
    });
    expect(labelled.statusCode).toBe(200);
    expect(labelled.json()).toEqual({ isJobOpen: !before, jobOpen: !before });
  });

  it('answers 400 in Korean for a wrong value', async () => {
    const me = await newCaregiver(t.app);
    for (const payload of [{ jobOpen: 'yes' }, { jobOpen: null }]) {
      const res = await post('/api/caregiver/mypage/job-open', me.headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: '구인 공개 여부를 선택해주세요.',
        code: 'VALIDATION_ERROR',
      });
    }
  });
});

describe('GET /api/caregiver/mypage/contacts and /applies', () => {
  it('splits contacts into 대기 and 수락, newest first, with the manager phone only once accepted', async () => {
    const me = await newCaregiver(t.app);
    const other = await newCaregiver(t.app);
    const elder = await newElder(t.app, managerId);
    const older = await newContact(t.app, {
      elderId: elder.id,
      caregiverId: me.id,
      managerId,
      status: 'accepted',
      createdAt: new Date(NOW.getTime() - 7_200_000),
    });
    const pending = await newContact(t.app, { elderId: elder.id, caregiverId: me.id, managerId });
    const elder2 = await newElder(t.app, managerId);
    const olderPending = await newContact(t.app, {
      elderId: elder2.id,
      caregiverId: me.id,
      managerId,
      createdAt: new Date(NOW.getTime() - 3_600_000),
    });
    await newContact(t.app, { elderId: elder.id, caregiverId: other.id, managerId });

    const p = (await get('/api/caregiver/mypage/contacts?tab=pending', me.headers)).json();
    expect(p.content).toEqual([
      expect.objectContaining({ contactId: pending.id, status: 'pending', managerPhone: null }),
      expect.objectContaining({ contactId: olderPending.id, status: 'pending' }),
    ]);
    const a = (await get('/api/caregiver/mypage/contacts?tab=approved', me.headers)).json();
    expect(a.content).toEqual([
      expect.objectContaining({ contactId: older.id, status: 'accepted', managerPhone: '010-2345-6701' }),
    ]);
  });

  it('pages the lists', async () => {
    const me = await newCaregiver(t.app);
    const elders = await Promise.all([0, 1, 2].map(() => newElder(t.app, managerId)));
    for (const e of elders) await newApply(t.app, { elderId: e.id, caregiverId: me.id });
    const page = (await get('/api/caregiver/mypage/applies?page=1&size=2', me.headers)).json();
    expect(page).toMatchObject({
      totalElements: 3,
      totalPages: 2,
      number: 1,
      size: 2,
      first: false,
      last: true,
    });
    expect(page.content).toHaveLength(1);
    // A page past the end is empty but still says how many there are.
    const past = (await get('/api/caregiver/mypage/applies?page=5&size=2', me.headers)).json();
    expect(past).toMatchObject({ content: [], totalElements: 3, totalPages: 2, number: 5, last: true });
  });

  it('pages the saved elders in the database, newest first, with the total', async () => {
    const me = await newCaregiver(t.app);
    const elders = await Promise.all([0, 1, 2].map(() => newElder(t.app, managerId)));
    for (const e of elders) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/caregiver/near/bookmark?elderId=${e.id}`,
        headers: me.headers,
        payload: { bookmarked: true },
      });
      expect(res.statusCode).toBe(200);
    }
    const first = (await get('/api/caregiver/mypage/bookmarks?page=0&size=2', me.headers)).json();
    const second = (await get('/api/caregiver/mypage/bookmarks?page=1&size=2', me.headers)).json();
    expect(first).toMatchObject({ totalElements: 3, totalPages: 2, first: true, last: false });
    expect(second).toMatchObject({ totalElements: 3, totalPages: 2, first: false, last: true });
    const ids = [...first.content, ...second.content].map((c: { elderId: number }) => c.elderId);
    expect(new Set(ids)).toEqual(new Set(elders.map((e) => e.id)));
    expect(first.content.every((c: { bookmarked: boolean }) => c.bookmarked)).toBe(true);
    const past = (await get('/api/caregiver/mypage/bookmarks?page=4&size=2', me.headers)).json();
    expect(past).toMatchObject({ content: [], totalElements: 3, totalPages: 2 });
    const mypage = (await get('/api/caregiver/mypage', me.headers)).json();
    expect(mypage).toMatchObject({ savedEldersCount: 3, applyCount: 0, managerContactCount: 0 });
  });

  it('answers 400 in Korean for a bad tab or page', async () => {
    const me = await newCaregiver(t.app);
    for (const url of [
      '/api/caregiver/mypage/contacts?tab=done',
      '/api/caregiver/mypage/applies?tab=accepted',
    ]) {
      const res = await get(url, me.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('목록 종류를 선택해주세요.');
    }
    const size = await get('/api/caregiver/mypage/bookmarks?size=51', me.headers);
    expect(size.statusCode).toBe(400);
    expect(size.json().message).toBe('한 페이지 개수는 1개 이상 50개 이하로 입력해주세요.');
  });
});

describe('role guard on my page', () => {
  it('answers 403 to a manager', async () => {
    for (const [method, url] of [
      ['GET', '/api/caregiver/mypage'],
      ['POST', '/api/caregiver/mypage/job-open'],
      ['GET', '/api/caregiver/mypage/contacts'],
      ['GET', '/api/caregiver/mypage/applies'],
      ['GET', '/api/caregiver/mypage/bookmarks'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: managerHeaders,
        payload: method === 'POST' ? { jobOpen: false } : undefined,
      });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 403 });
    }
  });
});

describe('OpenAPI', () => {
  it('documents every caregiver route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, unknown>>;
    for (const [path, method] of [
      ['/api/caregiver/main/list', 'get'],
      ['/api/caregiver/main', 'get'],
      ['/api/caregiver/main/accept', 'post'],
      ['/api/caregiver/main/reject', 'post'],
      ['/api/caregiver/main/bookmark', 'post'],
      ['/api/caregiver/near/list', 'get'],
      ['/api/caregiver/near/all', 'get'],
      ['/api/caregiver/near', 'get'],
      ['/api/caregiver/near', 'post'],
      ['/api/caregiver/near/bookmark', 'post'],
      ['/api/caregiver/apply/{applyId}', 'delete'],
      ['/api/caregiver/mypage', 'get'],
      ['/api/caregiver/mypage/job-open', 'post'],
      ['/api/caregiver/mypage/contacts', 'get'],
      ['/api/caregiver/mypage/applies', 'get'],
      ['/api/caregiver/mypage/bookmarks', 'get'],
      ['/api/caregiver/resume/create', 'post'],
      ['/api/caregiver/resume', 'get'],
      ['/api/caregiver/resume', 'put'],
    ] as const) {
      expect({ path, method, documented: Boolean(paths[path]?.[method]) }).toEqual({
        path,
        method,
        documented: true,
      });
    }
  });
});
