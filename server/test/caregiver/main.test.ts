// Home: received contacts — list (range, order, page), detail, accept, reject, 저장 by contact.
import { eq } from 'drizzle-orm';
import { contacts } from '../../src/db/schema';
import { userIdOf } from '../helpers/users';
import { NOW, newCaregiver, newContact, newElder, useCaregiverDemo } from './fixtures';

const { t, get, post, managerHeaders } = useCaregiverDemo();
let managerId: number;
beforeAll(async () => {
  managerId = await userIdOf(t.app, 'manager01');
});

const minutesAgo = (n: number) => new Date(NOW.getTime() - n * 60_000);
const REPLY = { phone: '010-9876-5432', message: '네, 오전에 가능합니다. 연락 주세요.' };

/** A caregiver with three pending contacts at 0.5, 1.45 and 4 km and one accepted contact. */
async function homeFixture() {
  const me = await newCaregiver(t.app);
  const near = await newElder(t.app, managerId, {
    dLatKm: 0.5,
    birth: '1944-11-22',
    gender: 'female',
    rank: 3,
    jibunAddress: '서울 강남구 역삼동 706-1',
    roadAddress: '서울 강남구 역삼로 310',
  });
  const mid = await newElder(t.app, managerId, {
    dLatKm: 1.45,
    gender: 'male',
    birth: '1944-11-23',
    rank: 6,
  });
  const far = await newElder(t.app, managerId, { dLatKm: 4 });
  const c1 = await newContact(t.app, {
    elderId: near.id,
    caregiverId: me.id,
    managerId,
    wage: 13000,
    createdAt: minutesAgo(30),
  });
  const c2 = await newContact(t.app, {
    elderId: mid.id,
    caregiverId: me.id,
    managerId,
    wage: 16000,
    createdAt: minutesAgo(10),
  });
  const c3 = await newContact(t.app, {
    elderId: far.id,
    caregiverId: me.id,
    managerId,
    // 60,000 a day over 3 hours a day: 20,000 an hour, the best offer; the oldest contact.
    wage: 60000,
    wageType: '일급',
    workType: '입주 요양',
    createdAt: minutesAgo(40),
  });
  const accepted = await newContact(t.app, {
    elderId: far.id,
    caregiverId: me.id,
    managerId,
    status: 'accepted',
    createdAt: minutesAgo(5),
  });
  return { me, near, mid, far, c1, c2, c3, accepted };
}

const ids = (res: { json(): { content: { contactId: number }[] } }) =>
  res.json().content.map((c) => c.contactId);

describe('GET /api/caregiver/main/list', () => {
  it('lists pending contacts with the card fields and the caregiver address', async () => {
    const { me, near, c1, c2, c3 } = await homeFixture();
    const res = await get('/api/caregiver/main/list?order=2', me.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      address: '부산 해운대구 해운대해변로 264',
      totalElements: 3,
      number: 0,
      size: 10,
    });
    expect(body.content[1]).toEqual({
      contactId: c1.id,
      elderId: near.id,
      title: '방문 요양 · 강남구 역삼동 · 여 82세 · 3등급',
      center: '강남개포재가노인복지센터',
      centerGrade: 'A',
      centerGradeYear: 2024,
      // Issue 13: sent by a verified member of the center.
      centerVerified: true,
      // Issue 34: no caregiver has reviewed the center yet.
      centerReviewCount: 0,
      centerReviews: null,
      createdAt: minutesAgo(30).toISOString(),
      wage: 13000,
      wageType: '시급',
      negotiable: false,
      bookmarked: false,
      meal: true,
      toileting: false,
      mobility: true,
      daily: true,
      message: expect.any(String),
      elder: expect.objectContaining({ gender: 'female', rank: 3, address: '강남구 역삼동' }),
      distanceKm: 0.5,
      score: expect.any(Number),
      reasons: expect.arrayContaining(['약 1km 이내']),
      fit: '내 조건에 맞아요',
      fits: true,
      mismatches: [],
    });
    // Issue 30: the range never hides a received contact (the one at 4 km shows at 도보 15분 too).
    for (const range of ['1.25', '1.65', '3', '5']) {
      expect(ids(await get(`/api/caregiver/main/list?range=${range}&order=2`, me.headers))).toEqual([
        c2.id,
        c1.id,
        c3.id,
      ]);
    }
    expect(ids(await get('/api/caregiver/main/list?range=5&order=2', me.headers))).toEqual([
      c2.id,
      c1.id,
      c3.id,
    ]);
    const mid = (await get('/api/caregiver/main/list?order=2', me.headers)).json().content[0];
    expect(mid.title).toBe('방문 요양 · 해운대구 중동 · 남 81세 · 인지지원등급');
    const farCard = (await get('/api/caregiver/main/list?range=5&order=2', me.headers)).json().content[2];
    expect(farCard.title).toMatch(/^입주 요양 · /);
  });

  it('orders by score, newest or hourly wage and pages from 0', async () => {
    const { me, c1, c2, c3 } = await homeFixture();
    expect(ids(await get('/api/caregiver/main/list?range=5&order=3', me.headers))).toEqual([
      c3.id,
      c2.id,
      c1.id,
    ]);
    const byScore = (await get('/api/caregiver/main/list?range=5&order=1', me.headers)).json().content;
    const scores = byScore.map((c: { score: number }) => c.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(byScore).toHaveLength(3);
    const page1 = (await get('/api/caregiver/main/list?range=5&order=2&page=1&size=2', me.headers)).json();
    expect(page1).toMatchObject({
      totalElements: 3,
      totalPages: 2,
      number: 1,
      size: 2,
      first: false,
      last: true,
    });
    expect(page1.content.map((c: { contactId: number }) => c.contactId)).toEqual([c3.id]);
  });

  it('answers 400 with a Korean message for a bad range, order or page', async () => {
    const me = await newCaregiver(t.app);
    for (const [query, message] of [
      ['range=2', '거리 범위를 선택해주세요.'],
      ['order=9', '정렬 기준을 선택해주세요.'],
      ['page=-1', '페이지 번호를 확인해주세요.'],
      ['size=0', '한 페이지 개수는 1개 이상 50개 이하로 입력해주세요.'],
    ]) {
      const res = await get(`/api/caregiver/main/list?${query}`, me.headers);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(res.json()).toMatchObject({ message, code: 'VALIDATION_ERROR' });
    }
  });

  it('is empty for a caregiver without contacts', async () => {
    const me = await newCaregiver(t.app, { resume: false });
    const res = await get('/api/caregiver/main/list?range=5', me.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
  });
});

describe('GET /api/caregiver/main?contact=', () => {
  it('shows the caller’s contact with the elder and center, without the phone while pending', async () => {
    const { me, near, c1 } = await homeFixture();
    const res = await get(`/api/caregiver/main?contact=${c1.id}`, me.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      contactId: c1.id,
      elderId: near.id,
      title: '방문 요양 · 강남구 역삼동 · 여 82세 · 3등급',
      status: 'pending',
      workType: '방문 요양',
      message: '오전 방문 요양 가능하실까요?',
      managerPhone: null,
      elder: {
        gender: 'female',
        age: 82,
        rank: 3,
        address: '강남구 역삼동',
        meal: ['식사 차림 필요'],
        family: '집에 없어요',
        pet: '없어요',
      },
      center: {
        centerId: expect.any(Number),
        centerName: '강남개포재가노인복지센터',
        zipCode: expect.any(String),
        detailAddress: expect.any(String),
        hasCar: true,
        finalGrade: 'A',
        gradeYear: 2024,
        sido: '서울특별시',
        sigungu: '강남구',
        services: ['방문요양'],
        installationTime: '',
      },
    });
    expect(res.json()).not.toHaveProperty('centerInfo');
    expect(res.json().elder.schedule).toHaveLength(7);
  });

  it('answers 404 for another caregiver’s or a missing contact, 400 for a bad id', async () => {
    const { c1 } = await homeFixture();
    const other = await newCaregiver(t.app);
    expect((await get(`/api/caregiver/main?contact=${c1.id}`, other.headers)).statusCode).toBe(404);
    expect((await get('/api/caregiver/main?contact=999999', other.headers)).statusCode).toBe(404);
    const bad = await get('/api/caregiver/main?contact=abc', other.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('연락 번호를 확인해주세요.');
    expect((await get('/api/caregiver/main', other.headers)).statusCode).toBe(400);
  });
});

describe('POST /api/caregiver/main/accept', () => {
  it('accepts once: answers the title and the manager phone, then shows the phone; again → 409', async () => {
    const { me, c1 } = await homeFixture();
    const res = await post(`/api/caregiver/main/accept?contact=${c1.id}`, me.headers, REPLY);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      title: '방문 요양 · 강남구 역삼동 · 여 82세 · 3등급',
      phone: '010-2345-6701',
    });
    const detail = (await get(`/api/caregiver/main?contact=${c1.id}`, me.headers)).json();
    expect(detail).toMatchObject({ status: 'accepted', managerPhone: '010-2345-6701' });
    expect(ids(await get('/api/caregiver/main/list?range=5', me.headers))).not.toContain(c1.id);

    const again = await post(`/api/caregiver/main/accept?contact=${c1.id}`, me.headers, REPLY);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: '이미 처리된 연락이에요.', code: 'CONFLICT' });
    expect((await post(`/api/caregiver/main/reject?contact=${c1.id}`, me.headers)).statusCode).toBe(409);
  });

  it('accepts a double submit once', async () => {
    const { me, c3 } = await homeFixture();
    const results = await Promise.all([
      post(`/api/caregiver/main/accept?contact=${c3.id}`, me.headers, REPLY),
      post(`/api/caregiver/main/accept?contact=${c3.id}`, me.headers, REPLY),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('accepts with an empty message', async () => {
    const { me, c2 } = await homeFixture();
    const res = await post(`/api/caregiver/main/accept?contact=${c2.id}`, me.headers, { phone: REPLY.phone });
    expect(res.statusCode).toBe(200);
  });

  it('takes a short polite message and one of 200 characters (PRODUCT.md "Data rules", issue 30)', async () => {
    const { me, c1, c2 } = await homeFixture();
    const polite = await post(`/api/caregiver/main/accept?contact=${c1.id}`, me.headers, {
      phone: REPLY.phone,
      message: '잘 부탁드려요',
    });
    expect(polite.statusCode).toBe(200);
    const long = await post(`/api/caregiver/main/accept?contact=${c2.id}`, me.headers, {
      phone: REPLY.phone,
      message: '가'.repeat(200),
    });
    expect(long.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(contacts).where(eq(contacts.id, c2.id));
    expect(row?.caregiverMessage).toBe('가'.repeat(200));
  });

  it('checks the phone and message in Korean and refuses another caregiver’s contact', async () => {
    const { me, c1 } = await homeFixture();
    const badPhone = await post(`/api/caregiver/main/accept?contact=${c1.id}`, me.headers, {
      phone: '0101234',
      message: '',
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json()).toMatchObject({
      message: '휴대전화 번호를 확인해주세요',
      fields: { phone: expect.any(String) },
    });
    const longMessage = await post(`/api/caregiver/main/accept?contact=${c1.id}`, me.headers, {
      phone: REPLY.phone,
      message: '가'.repeat(201),
    });
    expect(longMessage.statusCode).toBe(400);
    expect(longMessage.json().message).toBe('메시지는 200자 이내로 입력해주세요.');

    const other = await newCaregiver(t.app);
    expect((await post(`/api/caregiver/main/accept?contact=${c1.id}`, other.headers, REPLY)).statusCode).toBe(
      404,
    );
    // Still pending for its owner.
    expect((await get(`/api/caregiver/main?contact=${c1.id}`, me.headers)).json().status).toBe('pending');
  });
});

describe('POST /api/caregiver/main/reject', () => {
  it('deletes the pending contact: gone from the detail and both lists', async () => {
    const { me, c1 } = await homeFixture();
    const other = await newCaregiver(t.app);
    expect((await post(`/api/caregiver/main/reject?contact=${c1.id}`, other.headers)).statusCode).toBe(404);

    const res = await post(`/api/caregiver/main/reject?contact=${c1.id}`, me.headers);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await get(`/api/caregiver/main?contact=${c1.id}`, me.headers)).statusCode).toBe(404);
    expect(ids(await get('/api/caregiver/main/list?range=5', me.headers))).not.toContain(c1.id);
    expect(ids(await get('/api/caregiver/mypage/contacts?tab=pending', me.headers))).not.toContain(c1.id);
    expect((await post(`/api/caregiver/main/reject?contact=${c1.id}`, me.headers)).statusCode).toBe(404);
  });
});

describe('POST /api/caregiver/main/bookmark', () => {
  it('toggles the contact’s elder in and out of 저장함', async () => {
    const { me, near, c1 } = await homeFixture();
    const on = await post(`/api/caregiver/main/bookmark?contact=${c1.id}`, me.headers);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ bookmarked: true });
    const card = (await get('/api/caregiver/main/list', me.headers)).json().content[0];
    expect(card).toMatchObject({ contactId: c1.id, bookmarked: true });
    const saved = (await get('/api/caregiver/mypage/bookmarks', me.headers)).json();
    expect(saved.content.map((e: { elderId: number }) => e.elderId)).toEqual([near.id]);

    const off = await post(`/api/caregiver/main/bookmark?contact=${c1.id}`, me.headers);
    expect(off.json()).toEqual({ bookmarked: false });
    expect((await get('/api/caregiver/mypage/bookmarks', me.headers)).json().totalElements).toBe(0);

    const other = await newCaregiver(t.app);
    expect((await post(`/api/caregiver/main/bookmark?contact=${c1.id}`, other.headers)).statusCode).toBe(404);
  });
});

describe('role guard on the home routes', () => {
  it('answers 403 to a manager', async () => {
    const { c1 } = await homeFixture();
    for (const [method, url] of [
      ['GET', '/api/caregiver/main/list'],
      ['GET', `/api/caregiver/main?contact=${c1.id}`],
      ['POST', `/api/caregiver/main/accept?contact=${c1.id}`],
      ['POST', `/api/caregiver/main/reject?contact=${c1.id}`],
      ['POST', `/api/caregiver/main/bookmark?contact=${c1.id}`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: managerHeaders,
        payload: method === 'POST' ? REPLY : undefined,
      });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 403 });
      expect(res.json()).toEqual({ message: '접근 권한이 없어요.', code: 'FORBIDDEN' });
    }
  });
});
