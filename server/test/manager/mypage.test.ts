// 내 정보 (GET /api/manager/mypage) and 센터 정보 수정하기 (PATCH /api/manager/{centerId}).
// Demo data: manager01 (김복지, 강남개포재가노인복지센터) with contacts, bookmarks and applies.
import { ERROR_CODES } from '@dolbom/shared-api/contracts';
import { countedList, useManagerDemo } from './helpers';

const { manager, other, caregiver } = useManagerDemo();

describe('GET /api/manager/mypage', () => {
  it('shows the manager, the center and the counts of its lists', async () => {
    const res = await manager('GET', '/api/manager/mypage');
    expect(res.statusCode).toBe(200);
    // The counts are the totals of the lists they open, over all of the manager's elders.
    const total = async (path: string, tabs: string[]) => {
      let n = 0;
      for (const { elderId } of (await manager('GET', '/api/manager/elder')).json() as {
        elderId: number;
      }[]) {
        for (const tab of tabs)
          n += countedList(await manager('GET', `${path}?elderId=${elderId}${tab}`)).totalElements;
      }
      return n;
    };
    const both = ['&tab=pending', '&tab=approved'];
    const counts = {
      sentContacts: await total('/api/manager/contact', both),
      bookmarks: await total('/api/manager/bookmark', ['']),
      applys: await total('/api/manager/apply', both),
    };
    expect(counts.sentContacts).toBeGreaterThan(0);
    expect(counts.bookmarks).toBeGreaterThan(0);
    expect(counts.applys).toBeGreaterThan(0);
    expect(res.json()).toEqual({
      managerId: expect.any(Number),
      name: '김복지',
      phoneNumber: '010-2345-6701',
      centerId: expect.any(Number),
      centerName: '강남개포재가노인복지센터',
      hasCar: true,
      oneLineIntro: '어르신을 가족처럼 모시는 강남 대표 센터',
      // Issue 13: the demo managers are verified members of their centers.
      membershipStatus: 'VERIFIED',
      ...counts,
    });
  });

  it('counts what the manager does', async () => {
    const before = (await other('GET', '/api/manager/mypage')).json();
    const elderId = (await other('GET', '/api/manager/elder')).json()[0].elderId;
    const cards = (
      await other('GET', `/api/manager/elder/individual?elderId=${elderId}&distance=5km이내`)
    ).json() as { caregiverId: number; bookmarkId: number | null }[];
    const target = cards.find((c) => c.bookmarkId === null);
    expect(target).toBeDefined();
    await other('POST', '/api/manager/bookmark', { elderId, caregiverId: target?.caregiverId });
    const after = (await other('GET', '/api/manager/mypage')).json();
    expect(after.bookmarks).toBe(before.bookmarks + 1);
  });

  it('is for managers only', async () => {
    const res = await caregiver('GET', '/api/manager/mypage');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: '접근 권한이 없어요.', code: ERROR_CODES.FORBIDDEN });
  });
});

describe('PATCH /api/manager/{centerId}', () => {
  it('updates has-car and the one-line intro, shown on my page afterwards', async () => {
    const { centerId, centerName } = (await manager('GET', '/api/manager/mypage')).json();
    const res = await manager('PATCH', `/api/manager/${centerId}`, {
      centerId,
      hasCar: false,
      oneLineIntro: '  새 소개 한 줄입니다  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      center: centerName,
      hasCar: false,
      shortPr: '새 소개 한 줄입니다',
      centerId,
      centerName,
      oneLineIntro: '새 소개 한 줄입니다',
    });
    expect((await manager('GET', '/api/manager/mypage')).json()).toMatchObject({
      hasCar: false,
      oneLineIntro: '새 소개 한 줄입니다',
    });
    const empty = await manager('PATCH', `/api/manager/${centerId}`, {
      centerId,
      hasCar: true,
      oneLineIntro: '',
    });
    expect(empty.json()).toMatchObject({ hasCar: true, oneLineIntro: '' });
  });

  it('answers 400 with a Korean message for bad input', async () => {
    const { centerId } = (await manager('GET', '/api/manager/mypage')).json();
    const long = await manager('PATCH', `/api/manager/${centerId}`, {
      centerId,
      hasCar: true,
      oneLineIntro: '가'.repeat(301),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      code: ERROR_CODES.VALIDATION,
      message: '한 줄 소개는 300자 이내로 입력해주세요.',
    });
    // PRODUCT.md "Data rules" (issue 30): up to 300 characters, stored whole.
    const full = await manager('PATCH', `/api/manager/${centerId}`, {
      centerId,
      hasCar: true,
      oneLineIntro: '가'.repeat(300),
    });
    expect(full.statusCode).toBe(200);
    expect((await manager('GET', '/api/manager/mypage')).json().oneLineIntro).toBe('가'.repeat(300));
    const noCar = await manager('PATCH', `/api/manager/${centerId}`, { centerId, oneLineIntro: '소개' });
    expect(noCar.statusCode).toBe(400);
    expect(noCar.json().message).toBe('차량 보유 여부를 선택해주세요.');
  });

  it('answers 403 for another center, 403 for a caregiver', async () => {
    const mine = (await manager('GET', '/api/manager/mypage')).json();
    const theirs = (await other('GET', '/api/manager/mypage')).json();
    expect(theirs.centerId).not.toBe(mine.centerId);
    const body = { centerId: theirs.centerId, hasCar: false, oneLineIntro: '가로채기' };
    const res = await manager('PATCH', `/api/manager/${theirs.centerId}`, body);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: '접근 권한이 없어요.', code: ERROR_CODES.FORBIDDEN });
    // The path is theirs even if the body names the caller's center, and the other way round.
    expect(
      (await manager('PATCH', `/api/manager/${theirs.centerId}`, { ...body, centerId: mine.centerId }))
        .statusCode,
    ).toBe(403);
    expect((await manager('PATCH', `/api/manager/${mine.centerId}`, body)).statusCode).toBe(403);
    expect((await other('GET', '/api/manager/mypage')).json().oneLineIntro).toBe(theirs.oneLineIntro);
    const asCaregiver = await caregiver('PATCH', `/api/manager/${mine.centerId}`, {
      ...body,
      centerId: mine.centerId,
    });
    expect(asCaregiver.statusCode).toBe(403);
  });
});

describe('routing', () => {
  it('keeps the static paths apart from /api/manager/{id}', async () => {
    expect((await manager('GET', '/api/manager/mypage')).json()).toHaveProperty('centerName');
    expect(Array.isArray((await manager('GET', '/api/manager/elder')).json())).toBe(true);
    // Without an elder the lists answer every elder's items (PRODUCT.md "Lists across elders").
    for (const list of ['contact', 'bookmark', 'apply'])
      expect(Array.isArray((await manager('GET', `/api/manager/${list}`)).json())).toBe(true);
    expect((await manager('GET', '/api/manager/someone')).statusCode).toBe(404);
    expect((await manager('PATCH', '/api/manager/mypage', {})).statusCode).toBe(404);
  });
});
