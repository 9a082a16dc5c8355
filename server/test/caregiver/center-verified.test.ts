// The `센터 인증` badge (issue 13): caregivers see on every posting and contact whether its manager is a
// verified member of the center. Since issue 29 (ADR 0031) a manager waiting for approval reaches no
// caregiver at all: the posting and the contact appear, with the badge, once a fellow member approves.
import { useDemoCaller } from '../helpers/requests';
import { managerBody } from '../helpers/signup';
import { useTestApp } from '../helpers/test-app';
import { bearer, login, userIdOf } from '../helpers/users';
import { elderBody } from '../manager/helpers';

const t = useTestApp({}, { seed: true });
const manager01 = useDemoCaller(t, 'manager01');
const caregiver = useDemoCaller(t, 'caregiver01');

it('shows nothing of a pending manager’s posting and contact, then both with the badge after approval', async () => {
  // Existing postings of the demo (verified) managers carry the badge.
  const near = (await caregiver('GET', '/api/caregiver/near/all?range=5&size=50')).json();
  expect(near.content.length).toBeGreaterThan(0);
  expect(near.content.every((c: { centerVerified: boolean }) => c.centerVerified)).toBe(true);

  // A newcomer signs up for manager01's center (whatever the seed made it), posts an elder and contacts.
  const { centerId } = (await manager01('GET', '/api/manager/mypage')).json();
  const body = managerBody(centerId, { name: '신입복지' });
  const reg = await t.app.inject({ method: 'POST', url: '/api/manager/register', payload: body });
  expect(reg.statusCode).toBe(201);
  const newcomerId = reg.json().userId as number;
  const { session } = await login(t.app, body.id, body.password);
  const newcomer = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(session.access), ...(payload ? { payload } : {}) });

  const elder = await newcomer('POST', '/api/manager/elder/create', elderBody({ name: '배지확인' }));
  expect(elder.statusCode).toBe(201);
  const elderId = elder.json().elderId as number;
  const contact = await newcomer('POST', '/api/manager/contact', {
    caregiverId: await userIdOf(t.app, 'caregiver01'),
    elderId,
    workType: '방문 요양',
    wageType: '시급',
    wage: 14000,
    phone: '010-2345-6799',
    message: '오전 방문 요양 부탁드려요.',
  });
  expect(contact.statusCode).toBe(201);
  const contactId = contact.json().contactId as number;

  const seen = async () => {
    const list = (await caregiver('GET', '/api/caregiver/main/list?range=5&size=50')).json();
    const card = list.content.find((c: { contactId: number }) => c.contactId === contactId);
    const detail = await caregiver('GET', `/api/caregiver/main?contact=${contactId}`);
    const received = (await caregiver('GET', '/api/caregiver/mypage/contacts?tab=pending&size=50')).json();
    const receivedCard = received.content.find((c: { contactId: number }) => c.contactId === contactId);
    const posting = await caregiver('GET', `/api/caregiver/near?elderId=${elderId}`);
    return [
      card?.centerVerified,
      detail.statusCode === 200 ? detail.json().centerVerified : detail.statusCode,
      receivedCard?.centerVerified,
      posting.statusCode === 200 ? posting.json().centerVerified : posting.statusCode,
    ];
  };
  expect(await seen()).toEqual([undefined, 404, undefined, 404]);

  const approve = await manager01('POST', `/api/manager/center/members/${newcomerId}/approve`);
  expect(approve.statusCode).toBe(200);
  expect(await seen()).toEqual([true, true, true, true]);
});
