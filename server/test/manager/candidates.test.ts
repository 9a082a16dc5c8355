// The home list (GET /api/manager/elder/individual) and a caregiver's detail (GET /api/manager/{id}),
// on the demo data: manager01's elders 김순례 and 박영수 in 강남구, caregiver01–08 with resumes.
import { ERROR_CODES, type CaregiverCard } from '@dolbom/shared-api/contracts';
import { eq } from 'drizzle-orm';
import { elders as elderRows } from '../../src/db/schema';
import { userIdOf } from '../helpers/users';
import { countedList, useManagerDemo } from './helpers';

const { t, manager, other, caregiver, elders } = useManagerDemo();

const candidates = async (query: string) => {
  const res = await manager('GET', `/api/manager/elder/individual?${query}`);
  expect(res.statusCode).toBe(200);
  return countedList<CaregiverCard>(res);
};
const ids = (cards: CaregiverCard[]) => cards.map((c) => c.caregiverId);

describe('GET /api/manager/elder/individual', () => {
  it('lists matching caregivers as cards, 도보15분이내 and accuracy by default', async () => {
    const wide = await candidates(`elderId=${elders['김순례']}&distance=5km이내`);
    expect(wide.totalElements).toBeGreaterThan(0);
    expect(wide.content.length).toBe(Math.min(10, wide.totalElements));
    const card = wide.content[0];
    expect(card).toEqual({
      caregiverId: expect.any(Number),
      title: expect.any(String),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      wage: expect.any(Number),
      negotiable: expect.any(Boolean),
      possibleTasks: {
        meal: expect.any(Boolean),
        toileting: expect.any(Boolean),
        mobility: expect.any(Boolean),
        daily: expect.any(Boolean),
      },
      isBookmarks: expect.any(Boolean),
      bookmarkId: card?.isBookmarks ? expect.any(Number) : null,
      score: expect.any(Number),
      reasons: expect.any(Array),
      mismatches: expect.any(Array),
      scoreParts: expect.any(Array),
      distanceKm: expect.any(Number),
      name: expect.any(String),
      profileImage: null,
      pendingContactId: card?.pendingContactId === null ? null : expect.any(Number),
      experienceYears: card?.experienceYears === null ? null : expect.any(Number),
      ageGroup: expect.stringMatching(/^\d0대$/),
      certificateVerified: false,
      // Issue 34: no center has reviewed her yet.
      reviewCount: 0,
      reviews: null,
    });
    const byDefault = await candidates(`elderId=${elders['김순례']}`);
    const walk = await candidates(`elderId=${elders['김순례']}&distance=도보15분이내&sort=accuracy`);
    expect(byDefault).toEqual(walk);
  });

  it('marks the caregivers the manager saved for this elder', async () => {
    const saved = [await userIdOf(t.app, 'caregiver01'), await userIdOf(t.app, 'caregiver03')];
    const { content } = await candidates(`name=${encodeURIComponent('김순례')}&distance=5km이내`);
    for (const card of content) {
      expect(card.isBookmarks).toBe(saved.includes(card.caregiverId));
      expect(card.bookmarkId === null).toBe(!card.isBookmarks);
    }
    expect(content.filter((c) => c.isBookmarks)).toHaveLength(2);
  });

  it('widens with the distance and reorders with the sort', async () => {
    const elderId = elders['김순례'];
    for (const [narrow, wide, km] of [
      ['도보15분이내', '도보20분이내', 1.65],
      ['도보20분이내', '3km이내', 3],
      ['3km이내', '5km이내', 5],
    ] as const) {
      const a = await candidates(`elderId=${elderId}&distance=${narrow}`);
      const b = await candidates(`elderId=${elderId}&distance=${wide}`);
      expect(ids(b.content)).toEqual(expect.arrayContaining(ids(a.content)));
      for (const c of b.content) expect(c.distanceKm).toBeLessThanOrEqual(km);
    }
    expect((await candidates(`elderId=${elderId}&distance=도보15분이내`)).totalElements).toBeLessThan(
      (await candidates(`elderId=${elderId}&distance=5km이내`)).totalElements,
    );

    const accuracy = (await candidates(`elderId=${elderId}&distance=5km이내&sort=accuracy`)).content;
    const salary = (await candidates(`elderId=${elderId}&distance=5km이내&sort=high_salary`)).content;
    const scores = accuracy.map((c) => c.score);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    const wages = salary.map((c) => c.wage);
    expect(wages).toEqual([...wages].sort((x, y) => y - x));
    expect(ids(salary)).not.toEqual(ids(accuracy));
    expect([...ids(salary)].sort()).toEqual([...ids(accuracy)].sort());

    const other = elders['박영수'];
    const byScore = (await candidates(`elderId=${other}&distance=5km이내&sort=accuracy`)).content;
    const byTime = (await candidates(`elderId=${other}&distance=5km이내&sort=time_match`)).content;
    expect(ids(byTime)).not.toEqual(ids(byScore));
  });

  it('explains each card (issue 30): what does not fit beside what fits, and the points of each part', async () => {
    const { content } = await candidates(`elderId=${elders['김순례']}&distance=5km이내`);
    for (const card of content) {
      expect(card.scoreParts.map((p) => [p.label, p.max])).toEqual([
        ['근무 시간', 25],
        ['필요한 돌봄', 20],
        ['거리', 20],
        ['급여', 10],
        ['돌봄 여유', 5],
        ['등급', 5],
        ['성별', 5],
        ['가족 동거', 5],
        ['반려동물', 5],
      ]);
      expect(card.scoreParts.reduce((sum, p) => sum + p.points, 0)).toBe(card.score);
    }
    // The demo has caregivers who want more than 김순례's 13,500원 an hour, or work fewer of her days.
    const against = content.flatMap((c) => c.mismatches);
    expect(against.length).toBeGreaterThan(0);
    for (const text of against) expect(text).toMatch(/맞지 않아요|보다 낮아요|어렵다고 했어요/);
  });

  it('pages 0-based', async () => {
    const all = await candidates(`elderId=${elders['김순례']}&distance=5km이내`);
    const second = await candidates(`elderId=${elders['김순례']}&distance=5km이내&page=1&size=1`);
    expect(second.totalElements).toBe(all.totalElements);
    expect(second.content).toHaveLength(1);
    expect(ids(second.content)).toEqual(ids(all.content).slice(1, 2));
  });

  it('answers 400 with a Korean message for bad input', async () => {
    for (const [query, message] of [
      ['', '어르신을 선택해주세요.'],
      [`elderId=${elders['김순례']}&distance=10km`, '거리를 다시 선택해주세요.'],
      [`elderId=${elders['김순례']}&sort=newest`, '정렬 기준을 다시 선택해주세요.'],
      [`elderId=${elders['김순례']}&page=-1`, '잘못된 번호예요.'],
      ['elderId=abc', '잘못된 번호예요.'],
    ] as const) {
      const res = await manager('GET', `/api/manager/elder/individual?${query}`);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(res.json()).toMatchObject({ code: ERROR_CODES.VALIDATION, message });
    }
  });

  it('answers 404 for another manager’s elder (by id or name), 403 for a caregiver', async () => {
    expect((await other('GET', `/api/manager/elder/individual?elderId=${elders['김순례']}`)).statusCode).toBe(
      404,
    );
    const byName = await other('GET', `/api/manager/elder/individual?name=${encodeURIComponent('김순례')}`);
    expect(byName.statusCode).toBe(404);
    const res = await caregiver('GET', `/api/manager/elder/individual?elderId=${elders['김순례']}`);
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/manager/elder/individual for an elder read before (issue 16: remembered with its version)', () => {
  // Written straight to the database, as another server process on it would: this one is not told.
  const setElder = (values: Partial<typeof elderRows.$inferInsert>) =>
    t.app.db.update(elderRows).set(values).where(eq(elderRows.id, elders['김순례']!));
  const list = () =>
    manager('GET', `/api/manager/elder/individual?elderId=${elders['김순례']}&distance=5km이내`);

  it('answers from the elder as it is now when it changed elsewhere', async () => {
    const before = countedList<CaregiverCard>(await list());
    expect(before.totalElements).toBeGreaterThan(0);
    const [row] = await t.app.db.select().from(elderRows).where(eq(elderRows.id, elders['김순례']!));
    // Moved 100 km south: no caregiver near it.
    await setElder({ lat: row!.lat - 0.9 });
    expect(countedList(await list()).totalElements).toBe(0);
    await setElder({ lat: row!.lat });
    expect(countedList(await list())).toEqual(before);
    // Closed (모집 완료): no candidates; open again: the same list.
    await setElder({ closedAt: new Date() });
    expect(countedList(await list()).totalElements).toBe(0);
    await setElder({ closedAt: null });
    expect(countedList(await list())).toEqual(before);
    // Handed to another manager: not this manager's elder any more.
    await setElder({ managerId: await userIdOf(t.app, 'manager02') });
    expect((await list()).statusCode).toBe(404);
    await setElder({ managerId: row!.managerId });
    expect(countedList(await list())).toEqual(before);
  });
});

describe('GET /api/manager/{caregiverId}', () => {
  it('shows the resume with the reasons for the elder, the bookmark and the pending contact', async () => {
    const caregiverId = await userIdOf(t.app, 'caregiver01');
    const res = await manager('GET', `/api/manager/${caregiverId}?elderId=${elders['김순례']}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    const card = (await candidates(`elderId=${elders['김순례']}&distance=5km이내`)).content.find(
      (c) => c.caregiverId === caregiverId,
    );
    expect(detail).toMatchObject({
      caregiverId,
      name: card?.name,
      profileImage: null,
      possibleTasks: card?.possibleTasks,
      isBookmarks: true,
      bookmarkId: card?.bookmarkId,
      pendingContactId: expect.any(Number),
      resume: { title: card?.title, wage: card?.wage, experience: expect.any(Array) },
    });
    expect(detail.reasons.length).toBeGreaterThan(0);
    expect(detail.score).toBeGreaterThan(0);
    // The home card says 연락함 for the same pending contact (issue 15).
    expect(card?.pendingContactId).toBe(detail.pendingContactId);
    // Years of experience, the same on the card and the detail, from the resume's entries.
    expect(detail.experienceYears).toBe(card?.experienceYears);
    expect(detail.experienceYears === null).toBe(detail.resume.experience.length === 0);

    const byName = await manager('GET', `/api/manager/${caregiverId}?name=${encodeURIComponent('김순례')}`);
    expect(byName.json()).toEqual(detail);
    // No contact and no bookmark for another elder.
    const plain = (await manager('GET', `/api/manager/${caregiverId}?elderId=${elders['최덕배']}`)).json();
    expect(plain).toMatchObject({ isBookmarks: false, bookmarkId: null, pendingContactId: null });
  });

  it('scores against the home list’s distance when given, so the detail matches the card', async () => {
    const { content } = await candidates(`elderId=${elders['김순례']}&distance=3km이내`);
    expect(content.length).toBeGreaterThan(0);
    for (const card of content) {
      const detail = (
        await manager('GET', `/api/manager/${card.caregiverId}?elderId=${elders['김순례']}&distance=3km이내`)
      ).json();
      const explained = (x: typeof card) => ({
        score: x.score,
        reasons: x.reasons,
        mismatches: x.mismatches,
        scoreParts: x.scoreParts,
      });
      expect(explained(detail)).toEqual(explained(card));
    }
    const bad = await manager(
      'GET',
      `/api/manager/${content[0]?.caregiverId}?elderId=${elders['김순례']}&distance=1km`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('거리를 다시 선택해주세요.');
  });

  it('answers 404 for a caregiver without a resume, a manager, another manager’s elder', async () => {
    const noResume = await userIdOf(t.app, 'caregiver09');
    const someone = await userIdOf(t.app, 'caregiver01');
    const managerId = await userIdOf(t.app, 'manager02');
    expect((await manager('GET', `/api/manager/${noResume}?elderId=${elders['김순례']}`)).statusCode).toBe(
      404,
    );
    expect((await manager('GET', `/api/manager/${managerId}?elderId=${elders['김순례']}`)).statusCode).toBe(
      404,
    );
    expect((await manager('GET', `/api/manager/999999?elderId=${elders['김순례']}`)).statusCode).toBe(404);
    expect((await other('GET', `/api/manager/${someone}?elderId=${elders['김순례']}`)).statusCode).toBe(404);
  });

  it('answers the resume without match reasons when no elder is named (the spec’s call), 403 for a caregiver', async () => {
    const someone = await userIdOf(t.app, 'caregiver01');
    const res = await manager('GET', `/api/manager/${someone}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      caregiverId: someone,
      name: expect.any(String),
      resume: { title: expect.any(String), wage: expect.any(Number) },
      possibleTasks: {
        meal: expect.any(Boolean),
        toileting: expect.any(Boolean),
        mobility: expect.any(Boolean),
        daily: expect.any(Boolean),
      },
      score: null,
      reasons: [],
      mismatches: [],
      scoreParts: [],
      distanceKm: null,
    });
    // Another manager's elder by name is still a 404, never a quiet fallback.
    expect((await manager('GET', `/api/manager/${someone}?elderId=999999`)).statusCode).toBe(404);
    expect((await manager('GET', '/api/manager/999999')).statusCode).toBe(404);
    expect((await caregiver('GET', `/api/manager/${someone}?elderId=${elders['김순례']}`)).statusCode).toBe(
      403,
    );
  });
});
