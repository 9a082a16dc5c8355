// 저장함: POST/GET /api/manager/bookmark, DELETE /api/manager/bookmark/{id}.
// Demo data: manager01 saved caregiver01 and caregiver03 for 김순례.
import { ERROR_CODES, type ManagerBookmark } from '@dolbom/shared-api/contracts';
import { countedList, useManagerDemo } from './helpers';

const { manager, other, caregiver, elders, cg } = useManagerDemo([
  'caregiver01',
  'caregiver02',
  'caregiver03',
  'caregiver09',
]);

const saved = async (query: string) => {
  const res = await manager('GET', `/api/manager/bookmark?${query}`);
  expect(res.statusCode).toBe(200);
  return countedList<ManagerBookmark>(res);
};

describe('GET /api/manager/bookmark', () => {
  it('lists the caregivers saved for the elder with their support reasons', async () => {
    const page = await saved(`elderId=${elders['김순례']}`);
    expect(page.totalElements).toBe(2);
    expect(page.content.map((b) => b.caregiverId).sort()).toEqual(
      [cg['caregiver01'], cg['caregiver03']].sort(),
    );
    const first = page.content.find((b) => b.caregiverId === cg['caregiver01']);
    expect(first).toEqual({
      bookmarkId: expect.any(Number),
      elderId: elders['김순례'],
      elderName: '김순례',
      caregiverId: cg['caregiver01'],
      caregiverName: expect.any(String),
      profileImage: null,
      caregiverSupport: expect.arrayContaining([expect.any(String)]),
      mismatches: [],
      resumeId: cg['caregiver01'],
      title: '10년 경력, 식사·이동 모두 자신 있어요',
      wage: 13000,
      negotiable: expect.any(Boolean),
      possibleTasks: { meal: true, toileting: true, mobility: true, daily: true },
      ageGroup: expect.stringMatching(/^\d0대$/),
      experienceYears: expect.any(Number),
      certificateVerified: false,
    });
    expect((await saved(`name=${encodeURIComponent('최덕배')}`)).totalElements).toBe(0);
    // What does not fit is on the saved card too (issue 30): caregiver03 wants more than 김순례's 13,500원.
    const other = page.content.find((b) => b.caregiverId === cg['caregiver03']);
    expect(other?.mismatches).toEqual(['시급이 희망(15,000원)보다 낮아요']);
  });

  it('answers 404 for another manager’s elder, 403 for a caregiver', async () => {
    expect((await other('GET', `/api/manager/bookmark?elderId=${elders['김순례']}`)).statusCode).toBe(404);
    expect((await caregiver('GET', `/api/manager/bookmark?elderId=${elders['김순례']}`)).statusCode).toBe(
      403,
    );
  });
});

describe('POST and DELETE /api/manager/bookmark', () => {
  it('saves, shows the save on the cards and the detail, and unsaves', async () => {
    const elderId = elders['최덕배'];
    const body = { elderId, caregiverId: cg['caregiver03'] };
    const res = await manager('POST', '/api/manager/bookmark', body);
    expect(res.statusCode).toBe(201);
    const { bookmarkId } = res.json();
    // Saving again keeps the one bookmark.
    const again = await manager('POST', '/api/manager/bookmark', body);
    expect(again.statusCode).toBe(201);
    expect(again.json().bookmarkId).toBe(bookmarkId);
    expect((await saved(`elderId=${elderId}`)).content.map((b) => b.bookmarkId)).toEqual([bookmarkId]);
    const detail = (await manager('GET', `/api/manager/${cg['caregiver03']}?elderId=${elderId}`)).json();
    expect(detail).toMatchObject({ isBookmarks: true, bookmarkId });
    const cards = (
      await manager('GET', `/api/manager/elder/individual?elderId=${elderId}&distance=5km이내`)
    ).json();
    expect(cards.find((c: { caregiverId: number }) => c.caregiverId === cg['caregiver03'])).toMatchObject({
      isBookmarks: true,
      bookmarkId,
    });

    expect((await manager('DELETE', `/api/manager/bookmark/${bookmarkId}`)).statusCode).toBe(204);
    expect((await saved(`elderId=${elderId}`)).totalElements).toBe(0);
    expect((await manager('DELETE', `/api/manager/bookmark/${bookmarkId}`)).statusCode).toBe(404);
  });

  it('answers 400 for bad input', async () => {
    for (const body of [
      { elderId: elders['최덕배'] },
      { elderId: 'x', caregiverId: cg['caregiver03'] },
      {},
    ]) {
      const res = await manager('POST', '/api/manager/bookmark', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(ERROR_CODES.VALIDATION);
      // A Korean message for a person, without the old leading `*` (issue 30).
      expect(res.json().message).toMatch(/^[가-힣]/);
    }
    expect((await manager('DELETE', '/api/manager/bookmark/0')).statusCode).toBe(400);
  });

  it('answers 404 for another manager’s elder or bookmark and a caregiver without a resume', async () => {
    const theirs = await other('POST', '/api/manager/bookmark', {
      elderId: elders['김순례'],
      caregiverId: cg['caregiver02'],
    });
    expect(theirs.statusCode).toBe(404);
    const noResume = await manager('POST', '/api/manager/bookmark', {
      elderId: elders['김순례'],
      caregiverId: cg['caregiver09'],
    });
    expect(noResume.statusCode).toBe(404);
    const mine = (await saved(`elderId=${elders['김순례']}`)).content[0]?.bookmarkId;
    expect((await other('DELETE', `/api/manager/bookmark/${mine}`)).statusCode).toBe(404);
    expect((await saved(`elderId=${elders['김순례']}`)).totalElements).toBe(2);
  });

  it('is for managers only', async () => {
    const body = { elderId: elders['김순례'], caregiverId: cg['caregiver02'] };
    expect((await caregiver('POST', '/api/manager/bookmark', body)).statusCode).toBe(403);
    expect((await caregiver('DELETE', '/api/manager/bookmark/1')).statusCode).toBe(403);
  });
});
