// Issue 29 item 3 (ADR 0031): an impostor could speak as a real center. Nothing from a member who is not
// verified reaches a caregiver: the elders are in none of her lists (near picks, 근처 어르신 and its count,
// detail, 저장, 지원), the contacts are held (no card, no detail, no count, no notification, no SMS) and
// delivered with the notification the moment an operator approves, or deleted on refusal. A center's
// first member sends a private proof photo the operator sees in the queue; a refused member may ask again
// once, with a new proof. Runs on PGlite and, with TEST_POSTGRES=1, on PostgreSQL 15.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { MEMBERSHIP_PROOF_MESSAGES } from '@dolbom/shared-api/contracts';
import { auditLog, contacts, managers, notifications, users } from '../../src/db/schema';
import { createLocalSmsSender } from '../../src/modules/sms/sms-sender';
import { createLocalFileStore } from '../../src/modules/storage/local-file-store';
import { phonePhoto, photoFacts, rawMetadata } from '../helpers/photos';
import { useDemoCaller, type Caller } from '../helpers/requests';
import { insertCenter, managerBody, multipart, PNG } from '../helpers/signup';
import { useTestApp } from '../helpers/test-app';
import { bearer, login, userIdOf } from '../helpers/users';
import { elderBody } from '../manager/helpers';

const sms = createLocalSmsSender();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dolbom-proof-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const fileStore = createLocalFileStore({
  publicDir: path.join(dir, 'public'),
  privateDir: path.join(dir, 'private'),
});
const t = useTestApp({}, { seed: true, sms, fileStore });
const admin = useDemoCaller(t, 'admin01');
const caregiver = useDemoCaller(t, 'caregiver01');
const manager01 = useDemoCaller(t, 'manager01');

const GIF = Buffer.from('GIF89a0000000000000000');
const REPLY = { phone: '010-9876-5432', message: '네, 오전에 가능합니다. 연락 주세요.' };
const photo = (bytes: Buffer, filename = 'proof.png') =>
  multipart([{ name: 'file', value: bytes, filename, contentType: 'image/png' }]);

/** What the operator is served of a proof photo: re-encoded, no metadata (a phone photo's GPS), upright. */
async function servedProof(userId: number) {
  const proof = await admin('GET', `/api/admin/memberships/${userId}/proof`);
  expect(proof.statusCode).toBe(200);
  expect(proof.headers['content-type']).toBe('image/jpeg');
  expect(proof.headers['cache-control']).toBe('no-store');
  expect(rawMetadata(proof.rawPayload)).toEqual([]);
  const facts = await photoFacts(proof.rawPayload);
  expect(facts).toMatchObject({ format: 'jpeg', metadata: [], gps: null });
  return { width: facts.width, height: facts.height };
}

const proofKeyOf = async (userId: number) => {
  const [row] = await t.app.db
    .select({ key: managers.proofKey })
    .from(managers)
    .where(eq(managers.userId, userId));
  return row?.key ?? null;
};

async function eventually(check: () => boolean | Promise<boolean>, ms = 3000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A social worker signs up as the first member of a new center; answers her caller and upload token. */
async function firstMember(centerName: string) {
  const centerId = await insertCenter(t.app, centerName);
  const body = managerBody(centerId, { name: '사칭의심' });
  const reg = await t.app.inject({ method: 'POST', url: '/api/manager/register', payload: body });
  expect(reg.statusCode).toBe(201);
  const { userId, uploadToken } = reg.json() as { userId: number; uploadToken: string };
  const { session } = await login(t.app, body.id, body.password);
  const headers = bearer(session.access);
  const call: Caller = (method, url, payload) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const upload = (bytes: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/manager/membership/proof',
      ...withHeaders(photo(bytes), headers),
    });
  return { userId, uploadToken, call, upload, headers };
}

const withHeaders = (form: ReturnType<typeof multipart>, headers: Record<string, string>) => ({
  payload: form.payload,
  headers: { ...form.headers, ...headers },
});

/** Registers an elder near caregiver01 and writes her a contact; answers both ids. */
async function elderAndContact(call: Caller, name: string) {
  const elder = await call('POST', '/api/manager/elder/create', elderBody({ name }));
  expect(elder.statusCode).toBe(201);
  const elderId = elder.json().elderId as number;
  const contact = await call('POST', '/api/manager/contact', {
    caregiverId: await userIdOf(t.app, 'caregiver01'),
    elderId,
    workType: '방문 요양',
    wageType: '시급',
    wage: 14000,
    phone: '010-2345-6799',
    message: '오전 방문 요양 부탁드려요.',
  });
  expect(contact.statusCode).toBe(201);
  return { elderId, contactId: contact.json().contactId as number };
}

/** Everything caregiver01 can see of the elder and the contact. */
async function whatTheCaregiverSees(elderId: number, contactId: number) {
  const list = (await caregiver('GET', '/api/caregiver/main/list?range=5&size=50')).json();
  const received = (await caregiver('GET', '/api/caregiver/mypage/contacts?tab=pending&size=50')).json();
  const all = (await caregiver('GET', '/api/caregiver/near/all?range=5&size=50')).json();
  // A later page: its total comes from the count statement over elder_spots (rank-sql.ts).
  const counted = (await caregiver('GET', '/api/caregiver/near/all?range=5&page=1&size=1')).json();
  const picks = (await caregiver('GET', '/api/caregiver/near/list?range=5')).json() as Record<
    string,
    { elderId: number } | null | string
  >;
  const mypage = (await caregiver('GET', '/api/caregiver/mypage')).json();
  const notes = await t.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.type, 'contact_received'), eq(notifications.refId, contactId)));
  return {
    card: list.content.some((c: { contactId: number }) => c.contactId === contactId),
    detail: (await caregiver('GET', `/api/caregiver/main?contact=${contactId}`)).statusCode,
    received: received.content.some((c: { contactId: number }) => c.contactId === contactId),
    near: all.content.some((c: { elderId: number }) => c.elderId === elderId),
    nearTotal: all.totalElements as number,
    countedTotal: counted.totalElements as number,
    picked: Object.values(picks).some((p) => typeof p === 'object' && p?.elderId === elderId),
    elderDetail: (await caregiver('GET', `/api/caregiver/near?elderId=${elderId}`)).statusCode,
    receivedCount: mypage.managerContactCount as number,
    notified: notes.length,
  };
}

const phoneOf = async (login: string) => {
  const [row] = await t.app.db.select({ phone: users.phone }).from(users).where(eq(users.loginId, login));
  return row!.phone;
};

beforeAll(async () => {
  expect((await caregiver('PUT', '/api/notifications/preferences', { sms: true })).statusCode).toBe(200);
});

it('holds a first member’s elder and contact from the caregiver until an operator approves her proof', async () => {
  const before = await whatTheCaregiverSees(0, 0);
  const m = await firstMember('사칭방지첫센터');

  // The proof right after sign-up, with the one-time token (then the token is spent).
  const proofUrl = `/api/manager/register/${m.userId}/proof`;
  const noToken = await t.app.inject({ method: 'POST', url: proofUrl, ...photo(PNG) });
  expect(noToken.statusCode).toBe(403);
  // A phone photo of the 지정서, with the GPS position of where it was taken and orientation 6.
  const taken = await phonePhoto({ width: 160, height: 120 });
  const sent = await t.app.inject({
    method: 'POST',
    url: proofUrl,
    ...withHeaders(photo(taken, 'IMG_0001.jpg'), { 'x-upload-token': m.uploadToken }),
  });
  expect(sent.statusCode).toBe(201);
  const again = await t.app.inject({
    method: 'POST',
    url: proofUrl,
    ...withHeaders(photo(PNG), { 'x-upload-token': m.uploadToken }),
  });
  expect(again.statusCode).toBe(403);

  const { elderId, contactId } = await elderAndContact(m.call, '사칭확인');
  const phone = await phoneOf('caregiver01');
  const smsBefore = sms.last(phone);

  // Held: the caregiver sees nothing of it, anywhere, and nothing is sent to her.
  const held = await whatTheCaregiverSees(elderId, contactId);
  expect(held).toEqual({
    ...before,
    card: false,
    detail: 404,
    received: false,
    near: false,
    picked: false,
    elderDetail: 404,
    notified: 0,
  });
  expect(
    (await caregiver('POST', `/api/caregiver/near/bookmark?elderId=${elderId}`, { bookmarked: true }))
      .statusCode,
  ).toBe(404);
  expect(
    (await caregiver('POST', `/api/caregiver/main/bookmark?contact=${contactId}`, { bookmarked: true }))
      .statusCode,
  ).toBe(404);
  const apply = await caregiver('POST', `/api/caregiver/near?elderId=${elderId}`, REPLY);
  expect(apply.statusCode).toBe(404);
  const accept = await caregiver('POST', `/api/caregiver/main/accept?contact=${contactId}`, REPLY);
  expect(accept.statusCode).toBe(404);
  await new Promise((r) => setTimeout(r, 200));
  expect(sms.last(phone)).toBe(smsBefore);

  // The member is told on her own screens: the contact is held, the home's banner counts it.
  const mine = (await m.call('GET', '/api/manager/contact?tab=pending')).json();
  expect(mine.map((c: { managerContactId: number; held: boolean }) => [c.managerContactId, c.held])).toEqual([
    [contactId, true],
  ]);
  const membership = (await m.call('GET', '/api/manager/membership')).json();
  expect(membership).toMatchObject({
    status: 'PENDING',
    firstMember: true,
    heldContacts: 1,
    requestCount: 1,
    canAskAgain: false,
  });
  expect(membership.proofAt).not.toBeNull();

  // The operator sees the request with its proof, and the photo itself (private, never cached).
  const queue = (await admin('GET', '/api/admin/memberships?size=50')).json();
  const request = queue.content.find((r: { id: number }) => r.id === m.userId);
  expect(request).toMatchObject({ requestCount: 1 });
  expect(request.proofAt).not.toBeNull();
  expect(await servedProof(m.userId)).toEqual({ width: 120, height: 160 });
  expect((await manager01('GET', `/api/admin/memberships/${m.userId}/proof`)).statusCode).toBe(403);
  // A proof is personal data: the operator's look is in the audit log (issue 29), the refused one is not.
  const reads = await t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'read.membership-proof'), eq(auditLog.targetId, String(m.userId))));
  expect(reads).toEqual([
    expect.objectContaining({ actorId: await userIdOf(t.app, 'admin01'), targetType: 'membership' }),
  ]);

  // Approved: delivered at once, with its notification and the SMS she asked for.
  expect((await admin('POST', `/api/admin/memberships/${m.userId}/approve`)).statusCode).toBe(200);
  const seen = await whatTheCaregiverSees(elderId, contactId);
  expect(seen).toEqual({
    ...before,
    card: true,
    detail: 200,
    received: true,
    near: true,
    nearTotal: before.nearTotal + 1,
    countedTotal: before.countedTotal + 1,
    picked: seen.picked,
    elderDetail: 200,
    receivedCount: before.receivedCount + 1,
    notified: 1,
  });
  await eventually(() => (sms.last(phone) ?? '').includes(`/detail/elder/contact/${contactId}`));
  const detail = (await caregiver('GET', `/api/caregiver/main?contact=${contactId}`)).json();
  expect(detail.centerVerified).toBe(true);
  expect((await m.call('GET', '/api/manager/contact?tab=pending')).json()[0].held).toBe(false);
  const [audit] = await t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'membership.approve'), eq(auditLog.targetId, String(m.userId))));
  expect(audit?.detail).toMatchObject({ delivered: 1 });
});

it('deletes held contacts on refusal; the member may ask again once, with a new proof', async () => {
  const m = await firstMember('사칭방지둘째센터');
  // No proof at sign-up: sent later from the home (a GIF named .png is refused by its content).
  const gif = await m.upload(GIF);
  expect(gif.statusCode).toBe(400);
  expect(gif.json().message).toBe(MEMBERSHIP_PROOF_MESSAGES.photoType);
  const empty = await t.app.inject({
    method: 'POST',
    url: '/api/manager/membership/proof',
    ...withHeaders(multipart([{ name: 'note', value: 'x' }]), m.headers),
  });
  expect(empty.statusCode).toBe(400);
  expect((await m.upload(PNG)).statusCode).toBe(201);
  const { contactId } = await elderAndContact(m.call, '거절확인');
  // Withdrawing a held contact tells the caregiver nothing either.
  const second = await elderAndContact(m.call, '철회확인');
  expect((await m.call('DELETE', `/api/manager/contact/${second.contactId}`)).statusCode).toBe(204);

  expect((await admin('POST', `/api/admin/memberships/${m.userId}/refuse`)).statusCode).toBe(200);
  expect(await t.app.db.select().from(contacts).where(eq(contacts.managerId, m.userId))).toEqual([]);
  const toCaregiver = await t.app.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, await userIdOf(t.app, 'caregiver01')));
  expect(toCaregiver.filter((n) => n.refId === contactId || n.refId === second.contactId)).toEqual([]);
  expect((await m.call('GET', '/api/manager/membership')).json()).toMatchObject({
    status: 'REFUSED',
    canAskAgain: true,
    heldContacts: 0,
  });
  // Refused, she cannot write contacts that could never be delivered.
  const refused = await m.call('POST', '/api/manager/contact', {
    caregiverId: await userIdOf(t.app, 'caregiver01'),
    elderId: second.elderId,
    workType: '방문 요양',
    wageType: '시급',
    wage: 14000,
    phone: '010-2345-6799',
    message: '오전 방문 요양 부탁드려요.',
  });
  expect(refused.statusCode).toBe(403);
  expect(refused.json().message).toBe(MEMBERSHIP_PROOF_MESSAGES.refusedContact);

  // Asking again: a new proof puts her back in the queue, marked as a second request.
  const first = (await proofKeyOf(m.userId))!;
  const asked = await m.upload(await phonePhoto({ width: 40, height: 20 }));
  expect(asked.statusCode).toBe(201);
  expect(asked.json()).toMatchObject({ status: 'PENDING', requestCount: 2, canAskAgain: false });
  const queue = (await admin('GET', '/api/admin/memberships?size=50')).json();
  expect(queue.content.find((r: { id: number }) => r.id === m.userId)).toMatchObject({ requestCount: 2 });
  // The new proof replaced the first one (6×4), whose file is gone from the store.
  expect(await servedProof(m.userId)).toEqual({ width: 20, height: 40 });
  expect(await fileStore.size(first)).toBeNull();

  // A second refusal is the last: no third request.
  expect((await admin('POST', `/api/admin/memberships/${m.userId}/refuse`)).statusCode).toBe(200);
  const third = await m.upload(PNG);
  expect(third.statusCode).toBe(409);
  expect(third.json().message).toBe(MEMBERSHIP_PROOF_MESSAGES.noMoreRequests);
  expect((await m.call('GET', '/api/manager/membership')).json()).toMatchObject({
    status: 'REFUSED',
    requestCount: 2,
    canAskAgain: false,
  });
  // The operator still sees the proof of the last request; 회원 탈퇴 takes it away with the account.
  expect(await servedProof(m.userId)).toEqual({ width: 20, height: 40 });
  const last = (await proofKeyOf(m.userId))!;
  expect(await fileStore.size(last)).toBeGreaterThan(0);
  expect((await m.call('DELETE', '/api/user', { password: 'abcd1234!!' })).statusCode).toBe(204);
  expect((await admin('GET', `/api/admin/memberships/${m.userId}/proof`)).statusCode).toBe(404);
  expect(await fileStore.size(last)).toBeNull();
});

it('refuses a proof from a verified member, and the routes to other roles', async () => {
  expect((await manager01('GET', '/api/manager/membership')).json()).toMatchObject({
    status: 'VERIFIED',
    firstMember: false,
    heldContacts: 0,
  });
  const { session } = await login(t.app, 'manager01', 'dolbom1234!');
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/manager/membership/proof',
    ...withHeaders(photo(PNG), bearer(session.access)),
  });
  expect(verified.statusCode).toBe(409);
  expect(verified.json().message).toBe(MEMBERSHIP_PROOF_MESSAGES.alreadyVerified);
  expect((await caregiver('GET', '/api/manager/membership')).statusCode).toBe(403);
  expect((await t.app.inject({ method: 'GET', url: '/api/manager/membership' })).statusCode).toBe(401);
  expect((await admin('GET', '/api/admin/memberships/999999/proof')).statusCode).toBe(404);
});
