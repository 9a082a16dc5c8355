// 연락하기 and 보낸 연락함: POST/GET /api/manager/contact, GET/DELETE /api/manager/contact/{id}.
// Demo data: manager01 has pending contacts 김순례→caregiver01/02 and an accepted one 박영수→caregiver01.
import { ERROR_CODES, type ContactBody, type OutgoingContact } from '@dolbom/shared-api/contracts';
import { countedList, useManagerDemo } from './helpers';

const DUPLICATE = '이미 연락을 보낸 요양보호사예요. 답변을 기다려주세요.';

const { manager, other, caregiver, elders, cg } = useManagerDemo([
  'caregiver01',
  'caregiver03',
  'caregiver04',
  'caregiver06',
  'caregiver09',
]);

const contact = (overrides: Partial<ContactBody> = {}): ContactBody => ({
  caregiverId: cg['caregiver03'] ?? 0,
  elderId: elders['김순례'] ?? 0,
  workType: '방문 요양',
  wageType: '시급',
  wage: 14000,
  phone: '010-2345-6701',
  message: '오전 방문 요양 부탁드려요.',
  ...overrides,
});
const list = async (query: string, caller = manager) => {
  const res = await caller('GET', `/api/manager/contact?${query}`);
  expect(res.statusCode).toBe(200);
  return countedList<OutgoingContact>(res);
};

describe('POST /api/manager/contact', () => {
  it('sends a contact that shows under 대기 and opens with what was sent', async () => {
    const res = await manager('POST', '/api/manager/contact', contact());
    expect(res.statusCode).toBe(201);
    const { contactId } = res.json();
    const pending = await list(`elderId=${elders['김순례']}&tab=pending`);
    const item = pending.content[0];
    expect(item).toEqual({
      managerContactId: contactId,
      elderId: elders['김순례'],
      elderName: '김순례',
      caregiverId: cg['caregiver03'],
      title: expect.any(String),
      wage: 14000,
      wageType: '시급',
      negotiable: expect.any(Boolean),
      possibleTasks: expect.objectContaining({ meal: expect.any(Boolean) }),
      createdAt: expect.any(String),
      status: 'pending',
      caregiverName: expect.any(String),
      profileImage: null,
      caregiverPhone: null,
      caregiverMessage: null,
      ageGroup: expect.stringMatching(/^\d0대$/),
      experienceYears: item?.experienceYears === null ? null : expect.any(Number),
      certificateVerified: false,
      held: false,
      // Issue 31: a pending contact has no connection yet.
      connectionId: null,
    });
    const detail = await manager('GET', `/api/manager/contact/${contactId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toEqual({
      ...item,
      workType: '방문 요양',
      message: '오전 방문 요양 부탁드려요.',
      phone: '010-2345-6701',
      connection: null,
    });
    // The caregiver detail now points at the pending contact.
    const card = (
      await manager('GET', `/api/manager/${cg['caregiver03']}?elderId=${elders['김순례']}`)
    ).json();
    expect(card.pendingContactId).toBe(contactId);
  });

  it('refuses a second pending contact for the same elder and caregiver with 409, also on a double submit', async () => {
    const again = await manager('POST', '/api/manager/contact', contact());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: DUPLICATE, code: ERROR_CODES.CONFLICT });

    const body = contact({ caregiverId: cg['caregiver04'], elderId: elders['박영수'] });
    const both = await Promise.all([
      manager('POST', '/api/manager/contact', body),
      manager('POST', '/api/manager/contact', body),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const pending = await list(`elderId=${elders['박영수']}&tab=pending`);
    expect(pending.content.filter((c) => c.caregiverId === cg['caregiver04'])).toHaveLength(1);
  });

  it('answers 400 with a Korean message for bad input', async () => {
    for (const [body, message] of [
      [{ ...contact({ caregiverId: cg['caregiver06'] }), workType: '청소' }, '근무 형태를 선택해주세요.'],
      [contact({ caregiverId: cg['caregiver06'], phone: '0101234' }), '휴대전화 번호를 확인해주세요'],
      [
        contact({ caregiverId: cg['caregiver06'], message: '가'.repeat(201) }),
        '메시지는 200자 이내로 입력해주세요.',
      ],
      [
        contact({ caregiverId: cg['caregiver06'], wage: -5 }),
        '급여는 0원 이상 10,000,000원 이하로 입력해주세요.',
      ],
    ] as const) {
      const res = await manager('POST', '/api/manager/contact', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: ERROR_CODES.VALIDATION, message });
    }
  });

  it('answers 404 for another manager’s elder and a caregiver without a resume, 403 for a caregiver', async () => {
    const theirs = await other('POST', '/api/manager/contact', contact({ caregiverId: cg['caregiver06'] }));
    expect(theirs.statusCode).toBe(404);
    const noResume = await manager(
      'POST',
      '/api/manager/contact',
      contact({ caregiverId: cg['caregiver09'] }),
    );
    expect(noResume.statusCode).toBe(404);
    expect((await caregiver('POST', '/api/manager/contact', contact())).statusCode).toBe(403);
  });
});

describe('GET /api/manager/contact', () => {
  it('splits 대기 and 수락; an accepted contact shows the caregiver’s phone and message', async () => {
    const approved = await list(`name=${encodeURIComponent('박영수')}&tab=approved`);
    expect(approved.totalElements).toBe(1);
    expect(approved.content[0]).toMatchObject({
      caregiverId: cg['caregiver01'],
      status: 'accepted',
      caregiverPhone: '010-3456-7801',
      caregiverMessage: expect.any(String),
    });
    const pending = await list(`elderId=${elders['김순례']}`);
    expect(pending.content.every((c) => c.status === 'pending')).toBe(true);
    expect((await list(`elderId=${elders['최덕배']}&tab=approved`)).totalElements).toBe(0);
  });

  it('answers 400 for a bad tab, 404 for another manager’s elder, 403 for a caregiver', async () => {
    const badTab = await manager('GET', `/api/manager/contact?elderId=${elders['김순례']}&tab=done`);
    expect(badTab.statusCode).toBe(400);
    expect(badTab.json().message).toBe('대기 또는 수락 중에서 선택해주세요.');
    expect((await other('GET', `/api/manager/contact?elderId=${elders['김순례']}`)).statusCode).toBe(404);
    expect((await caregiver('GET', `/api/manager/contact?elderId=${elders['김순례']}`)).statusCode).toBe(403);
  });
});

describe('GET and DELETE /api/manager/contact/{contactId}', () => {
  it('withdraws a pending contact, after which the same contact can be sent again', async () => {
    const body = contact({ caregiverId: cg['caregiver06'], elderId: elders['최덕배'] });
    const { contactId } = (await manager('POST', '/api/manager/contact', body)).json();
    const res = await manager('DELETE', `/api/manager/contact/${contactId}`);
    expect(res.statusCode).toBe(204);
    expect((await manager('GET', `/api/manager/contact/${contactId}`)).statusCode).toBe(404);
    expect((await list(`elderId=${elders['최덕배']}`)).content.map((c) => c.managerContactId)).not.toContain(
      contactId,
    );
    expect((await manager('DELETE', `/api/manager/contact/${contactId}`)).statusCode).toBe(404);
    const again = await manager('POST', '/api/manager/contact', body);
    expect(again.statusCode).toBe(201);
  });

  it('answers 409 when the contact was accepted', async () => {
    const accepted = (await list(`elderId=${elders['박영수']}&tab=approved`)).content[0]?.managerContactId;
    const res = await manager('DELETE', `/api/manager/contact/${accepted}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('이미 수락된 연락은 취소할 수 없어요.');
    expect((await manager('GET', `/api/manager/contact/${accepted}`)).json().status).toBe('accepted');
  });

  it('answers 404 for another manager’s contact, 400 for a bad id, 403 for a caregiver', async () => {
    const mine = (await list(`elderId=${elders['김순례']}`)).content[0]?.managerContactId;
    expect((await other('GET', `/api/manager/contact/${mine}`)).statusCode).toBe(404);
    expect((await other('DELETE', `/api/manager/contact/${mine}`)).statusCode).toBe(404);
    expect((await manager('GET', `/api/manager/contact/${mine}`)).statusCode).toBe(200);
    expect((await manager('GET', '/api/manager/contact/0')).statusCode).toBe(400);
    expect((await caregiver('GET', `/api/manager/contact/${mine}`)).statusCode).toBe(403);
    expect((await caregiver('DELETE', `/api/manager/contact/${mine}`)).statusCode).toBe(403);
  });
});
