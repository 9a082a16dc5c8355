// 받은 지원함: GET /api/manager/apply, POST (accept) and DELETE (decline) /api/manager/apply/{id}.
// Demo data: pending applies caregiver01→이말순 and caregiver03→최덕배, accepted caregiver02→박영수
// (manager01's elders); manager02's elders have their own.
import { ERROR_CODES, type ApplyEntry } from '@dolbom/shared-api/contracts';
import { applies } from '../../src/db/schema';
import { countedList, useManagerDemo } from './helpers';

const NOT_PENDING = '이미 처리된 지원이에요.';

const { t, manager, other, caregiver, elders, cg } = useManagerDemo([
  'caregiver01',
  'caregiver02',
  'caregiver03',
  'caregiver07',
]);

const box = async (query: string) => {
  const res = await manager('GET', `/api/manager/apply?${query}`);
  expect(res.statusCode).toBe(200);
  return countedList<ApplyEntry>(res);
};
/** A fresh pending apply (the caregiver side's POST is another module's). */
async function newApply(elderId: number, caregiverId: number, message = '성실하게 돌봐드리겠습니다.') {
  const [row] = await t.app.db
    .insert(applies)
    .values({ elderId, caregiverId, phone: '010-9999-0000', message })
    .returning({ id: applies.id });
  if (!row) throw new Error('no apply');
  return row.id;
}

describe('GET /api/manager/apply', () => {
  it('lists pending applies without the phone, accepted ones with it', async () => {
    const pending = await box(`elderId=${elders['이말순']}&tab=pending`);
    expect(pending.totalElements).toBe(1);
    expect(pending.content[0]).toEqual({
      applyId: expect.any(Number),
      elderId: elders['이말순'],
      elderName: '이말순',
      caregiverId: cg['caregiver01'],
      title: '10년 경력, 식사·이동 모두 자신 있어요',
      createdAt: expect.any(String),
      wage: 13000,
      negotiable: expect.any(Boolean),
      centerName: '강남개포재가노인복지센터',
      satisfyTasks: { meal: true, toileting: true, mobility: true, daily: true },
      status: 'pending',
      caregiverName: expect.any(String),
      profileImage: null,
      phone: null,
      // The message shows before 수락; the phone does not.
      message: expect.any(String),
      ageGroup: expect.stringMatching(/^\d0대$/),
      experienceYears: expect.any(Number),
      certificateVerified: false,
      // Issue 31: a pending apply has no connection yet.
      connectionId: null,
    });
    const approved = await box(`name=${encodeURIComponent('박영수')}&tab=approved`);
    expect(approved.content).toEqual([
      expect.objectContaining({ caregiverId: cg['caregiver02'], status: 'accepted', phone: '010-3456-7802' }),
    ]);
    expect((await box(`elderId=${elders['박영수']}`)).totalElements).toBe(0);
  });

  it('answers 400 for a bad tab, 404 for another manager’s elder, 403 for a caregiver', async () => {
    const badTab = await manager('GET', `/api/manager/apply?elderId=${elders['이말순']}&tab=all`);
    expect(badTab.statusCode).toBe(400);
    expect(badTab.json().message).toBe('대기 또는 수락 중에서 선택해주세요.');
    expect((await other('GET', `/api/manager/apply?elderId=${elders['이말순']}`)).statusCode).toBe(404);
    expect((await caregiver('GET', `/api/manager/apply?elderId=${elders['이말순']}`)).statusCode).toBe(403);
  });
});

describe('POST /api/manager/apply/{applyId} (accept)', () => {
  it('accepts once: the entry moves to 수락 with the phone and message; a second accept is 409', async () => {
    const applyId = await newApply(elders['김순례'] ?? 0, cg['caregiver07'] ?? 0);
    const res = await manager('POST', `/api/manager/apply/${applyId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      applyId,
      status: 'accepted',
      phone: '010-9999-0000',
      message: '성실하게 돌봐드리겠습니다.',
    });
    const approved = await box(`elderId=${elders['김순례']}&tab=approved`);
    expect(approved.content.map((a) => a.applyId)).toContain(applyId);
    expect((await box(`elderId=${elders['김순례']}`)).content.map((a) => a.applyId)).not.toContain(applyId);

    const again = await manager('POST', `/api/manager/apply/${applyId}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: NOT_PENDING, code: ERROR_CODES.CONFLICT });
    const decline = await manager('DELETE', `/api/manager/apply/${applyId}`);
    expect(decline.statusCode).toBe(409);
  });

  it('lets only one of two simultaneous accepts through', async () => {
    const applyId = await newApply(elders['박영수'] ?? 0, cg['caregiver07'] ?? 0);
    const both = await Promise.all([
      manager('POST', `/api/manager/apply/${applyId}`),
      manager('POST', `/api/manager/apply/${applyId}`),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('answers 404 for another manager’s apply and a missing one, 400 for a bad id, 403 for a caregiver', async () => {
    const applyId = await newApply(elders['최덕배'] ?? 0, cg['caregiver07'] ?? 0);
    expect((await other('POST', `/api/manager/apply/${applyId}`)).statusCode).toBe(404);
    expect((await other('DELETE', `/api/manager/apply/${applyId}`)).statusCode).toBe(404);
    expect((await caregiver('POST', `/api/manager/apply/${applyId}`)).statusCode).toBe(403);
    expect((await caregiver('DELETE', `/api/manager/apply/${applyId}`)).statusCode).toBe(403);
    expect((await box(`elderId=${elders['최덕배']}`)).content.map((a) => a.applyId)).toContain(applyId);
    expect((await manager('POST', '/api/manager/apply/999999')).statusCode).toBe(404);
    const bad = await manager('POST', '/api/manager/apply/0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe(ERROR_CODES.VALIDATION);
  });
});

describe('DELETE /api/manager/apply/{applyId} (decline)', () => {
  it('deletes the apply for good', async () => {
    const [seeded] = (await box(`elderId=${elders['최덕배']}`)).content.filter(
      (a) => a.caregiverId === cg['caregiver03'],
    );
    expect(seeded).toBeDefined();
    const res = await manager('DELETE', `/api/manager/apply/${seeded?.applyId}`);
    expect(res.statusCode).toBe(204);
    const after = [
      ...(await box(`elderId=${elders['최덕배']}`)).content,
      ...(await box(`elderId=${elders['최덕배']}&tab=approved`)).content,
    ];
    expect(after.map((a) => a.applyId)).not.toContain(seeded?.applyId);
    expect((await manager('DELETE', `/api/manager/apply/${seeded?.applyId}`)).statusCode).toBe(404);
    expect((await manager('POST', `/api/manager/apply/${seeded?.applyId}`)).statusCode).toBe(404);
  });
});
