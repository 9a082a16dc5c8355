// 설정's account routes (PRODUCT.md "Accounts and postings"): change the password (other sessions end,
// this one keeps working), edit name and phone, delete the account (personal data gone, sessions dead,
// the other side's accepted item still readable without the deleted person's data).
import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '@dolbom/shared-api/contracts';
import {
  applies,
  caregiverBookmarks,
  caregivers,
  contacts,
  elders,
  notifications,
  pushSubscriptions,
  resumes,
  users,
} from '../src/db/schema';
import { notifyContactEvent } from '../src/modules/notifications/repository';
import { newApply, newCaregiver, newContact, newElder, useCaregiverDemo } from './caregiver/fixtures';
import { bearer, login, TEST_PASSWORD, userIdOf } from './helpers/users';
import { JPG, multipart, PNG, YEOKSAM } from './helpers/signup';

const { t, send, get } = useCaregiverDemo();
const NEW_PASSWORD = 'newpass123!!';

const me = (access: string) => get('/api/user', bearer(access));

describe('POST /api/user/password', () => {
  it('needs the right current password: 400 with the Korean message, nothing changes', async () => {
    const cg = await newCaregiver(t.app, { resume: false });
    const res = await send('POST', '/api/user/password', cg.headers, {
      currentPassword: 'wrong1234!!',
      password: NEW_PASSWORD,
      passwordCheck: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: ERROR_CODES.VALIDATION,
      fields: { currentPassword: '현재 비밀번호가 맞지 않아요.' },
    });
    expect((await login(t.app, cg.loginId, TEST_PASSWORD)).res.statusCode).toBe(200);
  });

  it('checks the new password by the sign-up rule and the confirmation', async () => {
    const cg = await newCaregiver(t.app, { resume: false });
    const weak = await send('POST', '/api/user/password', cg.headers, {
      currentPassword: TEST_PASSWORD,
      password: 'short1!',
      passwordCheck: 'short1!',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields.password).toBe(
      '10~20자의 영문, 숫자, 특수문자를 모두 포함한 비밀번호를 입력해주세요',
    );
    const mismatch = await send('POST', '/api/user/password', cg.headers, {
      currentPassword: TEST_PASSWORD,
      password: NEW_PASSWORD,
      passwordCheck: 'newpass123!?',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields.passwordCheck).toBe('비밀번호가 일치하지 않습니다.');
  });

  it('changes it: other sessions end at once, this one keeps working, the new password logs in', async () => {
    const cg = await newCaregiver(t.app, { resume: false });
    const other = (await login(t.app, cg.loginId)).session;
    const res = await send('POST', '/api/user/password', cg.headers, {
      currentPassword: TEST_PASSWORD,
      password: NEW_PASSWORD,
      passwordCheck: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(204);
    expect((await me(cg.access)).statusCode).toBe(200);
    const dead = await me(other.access);
    expect(dead.statusCode).toBe(401);
    expect(dead.json().code).toBe(ERROR_CODES.SESSION_ENDED);
    const reissue = await send('POST', '/api/reissue', { 'x-refresh-token': other.refresh });
    expect(reissue.statusCode).toBe(401);
    expect((await login(t.app, cg.loginId, TEST_PASSWORD)).res.statusCode).toBe(401);
    expect((await login(t.app, cg.loginId, NEW_PASSWORD)).res.statusCode).toBe(200);
  });
});

describe('/api/user/profile', () => {
  it('reads and updates name and phone by the sign-up rules', async () => {
    const cg = await newCaregiver(t.app, { resume: false });
    const read = await get('/api/user/profile', cg.headers);
    expect(read.json()).toEqual({
      loginId: cg.loginId,
      name: '테스트',
      phone: '010-1234-5678',
      address: {
        zonecode: '48058',
        roadAddress: '부산 해운대구 해운대해변로 264',
        jibunAddress: '부산 해운대구 우동 1411',
        bcode: '2635010500',
      },
      profileImage: null,
      birthYear: null,
    });
    const bad = await send('PATCH', '/api/user/profile', cg.headers, { name: 'Kim', phone: '0101234' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      name: '이름은 10자 이내의 한글로 입력해주세요.',
      phone: '휴대전화 번호를 확인해주세요',
    });
    const ok = await send('PATCH', '/api/user/profile', cg.headers, {
      name: '김바뀜',
      phone: '010-9999-8888',
    });
    expect(ok.statusCode).toBe(200);
    expect((await get('/api/user/profile', cg.headers)).json()).toMatchObject({
      name: '김바뀜',
      phone: '010-9999-8888',
    });
    expect((await me(cg.access)).json().name).toBe('김바뀜');
  });

  it("a caregiver's new address is placed like at sign-up and moves her resume's match columns", async () => {
    const cg = await newCaregiver(t.app);
    const res = await send('PATCH', '/api/user/profile', cg.headers, {
      name: '테스트',
      phone: '010-1234-5678',
      address: YEOKSAM,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().address).toEqual(YEOKSAM);
    const [row] = await t.app.db.select().from(caregivers).where(eq(caregivers.userId, cg.id));
    const [resume] = await t.app.db.select().from(resumes).where(eq(resumes.caregiverId, cg.id));
    // 역삼동, Seoul: far north of the Busan test base.
    expect(row?.lat).toBeGreaterThan(37);
    expect(resume?.lat).toBe(row?.lat);
    expect(resume?.lng).toBe(row?.lng);

    const unknown = await send('PATCH', '/api/user/profile', cg.headers, {
      name: '테스트',
      phone: '010-1234-5678',
      address: { roadAddress: '어딘가 모르는 길 1', bcode: '9999999999' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.address).toBe('주소를 찾을 수 없어요. 주소를 다시 검색해주세요.');
  });

  it('a manager has no address to change', async () => {
    const mgr = await newManager();
    expect((await get('/api/user/profile', bearer(mgr.access))).json().address).toBeNull();
    const res = await send('PATCH', '/api/user/profile', bearer(mgr.access), {
      name: '테스트',
      phone: '010-1234-5678',
      address: YEOKSAM,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.address).toBe('주소는 요양보호사만 바꿀 수 있어요.');
  });

  it('refuses without a session', async () => {
    expect((await get('/api/user/profile', {})).statusCode).toBe(401);
  });
});

describe('POST /api/user/photo', () => {
  const upload = (headers: Record<string, string>, value: Buffer, filename = 'me.png') => {
    const body = multipart([{ name: 'file', value, filename, contentType: 'image/png' }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/user/photo',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  it('a caregiver changes her photo (PNG or JPG by content); the profile shows the new one, the old one is gone', async () => {
    const cg = await newCaregiver(t.app, { resume: false });
    const first = await upload(cg.headers, PNG);
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json().profileImage as string;
    // Every photo is stored re-encoded as a JPEG, at a content-addressed name.
    expect(firstUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
    expect((await get(firstUrl, {})).statusCode).toBe(200);
    const second = await upload(cg.headers, JPG, 'me.jpg');
    expect(second.statusCode).toBe(200);
    const secondUrl = second.json().profileImage as string;
    expect(secondUrl).toMatch(/\.jpg$/);
    expect((await get('/api/user/profile', cg.headers)).json().profileImage).toBe(secondUrl);
    expect((await get(firstUrl, {})).statusCode).toBe(404);
    // The same photo again has the same URL: replacing it with itself keeps it.
    const again = await upload(cg.headers, JPG, 'me.jpg');
    expect(again.json().profileImage).toBe(secondUrl);
    expect((await get(secondUrl, {})).statusCode).toBe(200);
  });

  it('refuses a file that is not PNG or JPG with the spec message, and a manager', async () => {
    const cg = await newCaregiver(t.app, { resume: false });
    const bad = await upload(cg.headers, Buffer.from('not a picture at all'), 'me.png');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('PNG 또는 JPG 파일만 업로드할 수 있습니다.');
    expect((await get('/api/user/profile', cg.headers)).json().profileImage).toBeNull();
    const mgr = await newManager();
    expect((await upload(bearer(mgr.access), PNG)).statusCode).toBe(403);
    expect((await upload({}, PNG)).statusCode).toBe(401);
  });
});

describe('DELETE /api/user', () => {
  it('needs the password', async () => {
    const cg = await newCaregiver(t.app);
    const res = await send('DELETE', '/api/user', cg.headers, { password: 'wrong1234!!' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ password: '비밀번호가 맞지 않아요.' });
    expect((await me(cg.access)).statusCode).toBe(200);
  });

  it("a caregiver: personal data, resume, bookmarks and pending items go; the manager's accepted contact stays without her data", async () => {
    const managerId = await userIdOf(t.app, 'manager01');
    const cg = await newCaregiver(t.app);
    const other = (await login(t.app, cg.loginId)).session;
    const e1 = await newElder(t.app, managerId);
    const e2 = await newElder(t.app, managerId);
    const pending = await newContact(t.app, { elderId: e1.id, caregiverId: cg.id, managerId });
    const accepted = await newContact(t.app, {
      elderId: e2.id,
      caregiverId: cg.id,
      managerId,
      status: 'accepted',
    });
    await t.app.db
      .update(contacts)
      .set({ caregiverPhone: '010-5555-6666', caregiverMessage: '연락주세요' })
      .where(eq(contacts.id, accepted.id));
    await newApply(t.app, { elderId: e1.id, caregiverId: cg.id });
    await t.app.db.insert(caregiverBookmarks).values({ caregiverId: cg.id, elderId: e1.id });

    const res = await send('DELETE', '/api/user', cg.headers, { password: TEST_PASSWORD });
    expect(res.statusCode).toBe(204);

    // Every session is dead, the login id is free (login says it does not exist).
    expect((await me(cg.access)).statusCode).toBe(401);
    expect((await me(other.access)).statusCode).toBe(401);
    expect((await send('POST', '/api/reissue', { 'x-refresh-token': other.refresh })).statusCode).toBe(401);
    const again = await login(t.app, cg.loginId, TEST_PASSWORD);
    expect(again.res.statusCode).toBe(401);
    expect(again.res.json().code).toBe(ERROR_CODES.LOGIN_ID_NOT_FOUND);
    expect((await send('POST', '/api/validateID', {}, { id: cg.loginId })).statusCode).toBe(200);

    // Her data is gone.
    const db = t.app.db;
    const [user] = await db.select().from(users).where(eq(users.id, cg.id));
    expect(user).toMatchObject({ name: '탈퇴한 회원', phone: '' });
    expect(user?.loginId).not.toBe(cg.loginId);
    expect(await db.select().from(resumes).where(eq(resumes.caregiverId, cg.id))).toEqual([]);
    expect(
      await db.select().from(caregiverBookmarks).where(eq(caregiverBookmarks.caregiverId, cg.id)),
    ).toEqual([]);
    expect(await db.select().from(applies).where(eq(applies.caregiverId, cg.id))).toEqual([]);
    const [left] = await db.select().from(caregivers).where(eq(caregivers.userId, cg.id));
    expect(left).toMatchObject({ jobOpen: false, roadAddress: '', introduction: '', profileImage: null });
    const kept = await db.select().from(contacts).where(eq(contacts.caregiverId, cg.id));
    expect(kept.map((c) => c.id)).toEqual([accepted.id]);
    expect(kept.some((c) => c.id === pending.id)).toBe(false);

    // The manager still reads the accepted contact, without her phone or message.
    const managerHeaders = (await login(t.app, 'manager01', 'dolbom1234!')).session;
    const detail = await get(`/api/manager/contact/${accepted.id}`, bearer(managerHeaders.access));
    expect(detail.statusCode).toBe(200);
    const body = JSON.stringify(detail.json());
    expect(body).toContain('탈퇴한 회원');
    expect(body).not.toContain('010-5555-6666');
    expect(body).not.toContain('연락주세요');
    expect(body).not.toContain('010-1234-5678');
  });

  it("a manager: elders without an accepted item go; the caregiver's accepted contact stays without his phone", async () => {
    const mgr = await newManager();
    const cg = await newCaregiver(t.app);
    const lonely = await newElder(t.app, mgr.id);
    const matched = await newElder(t.app, mgr.id);
    const acceptedContact = await newContact(t.app, {
      elderId: matched.id,
      caregiverId: cg.id,
      managerId: mgr.id,
      status: 'accepted',
    });
    const res = await send('DELETE', '/api/user', bearer(mgr.access), { password: TEST_PASSWORD });
    expect(res.statusCode).toBe(204);
    expect((await me(mgr.access)).statusCode).toBe(401);
    const db = t.app.db;
    expect(await db.select().from(elders).where(eq(elders.id, lonely.id))).toEqual([]);
    const [kept] = await db.select().from(elders).where(eq(elders.id, matched.id));
    // Kept for the caregiver's accepted contact, but nobody recruits for it any more: it is 모집 완료.
    expect(kept?.closedAt).toBeInstanceOf(Date);
    const [row] = await db.select().from(contacts).where(eq(contacts.id, acceptedContact.id));
    expect(row).toMatchObject({ phone: '', message: '' });
    const [user] = await db.select().from(users).where(eq(users.id, mgr.id));
    expect(user).toMatchObject({ name: '탈퇴한 회원', phone: '' });
  });
});

describe('DELETE /api/user and the notifications that quote the person (issue 29)', () => {
  it("the manager's notifications stop quoting a deleted caregiver's resume title; hers go", async () => {
    const managerId = await userIdOf(t.app, 'manager01');
    const cg = await newCaregiver(t.app);
    // The manager's notification names her (issue 30: `김순자 요양보호사 · … 어르신`).
    await t.app.db.update(users).set({ name: '김순자' }).where(eq(users.id, cg.id));
    const elder = await newElder(t.app, managerId);
    const applied = await send('POST', `/api/caregiver/near?elderId=${elder.id}`, cg.headers, {
      phone: '010-9876-5432',
      message: '오전 시간 모두 가능합니다.',
    });
    expect(applied.statusCode).toBe(200);
    await t.app.db.insert(pushSubscriptions).values({
      userId: cg.id,
      endpoint: `https://fcm.googleapis.com/fcm/send/deleted-${cg.id}`,
      p256dh: 'k',
      auth: 'a',
    });
    await notifyContactEvent(
      t.app.db,
      'contact_received',
      { id: 0, elderId: elder.id, caregiverId: cg.id, managerId, workType: '방문 요양' },
      new Date(),
    );
    const manager = bearer((await login(t.app, 'manager01', 'dolbom1234!')).session.access);
    const titles = async () =>
      (
        (await get('/api/notifications?size=50', manager)).json().content as {
          refId: number;
          title: string;
        }[]
      )
        .filter((n) => n.refId === applied.json().applyId)
        .map((n) => n.title);
    expect(await titles()).toEqual([`김순자 요양보호사 · ${elder.name} 어르신`]);

    expect((await send('DELETE', '/api/user', cg.headers, { password: TEST_PASSWORD })).statusCode).toBe(204);
    expect(await titles()).toEqual(['탈퇴한 회원']);
    const everything = JSON.stringify((await get('/api/notifications?size=100', manager)).json());
    expect(everything).not.toContain('김순자');
    // Her own notifications and devices are gone with her.
    expect(await t.app.db.select().from(notifications).where(eq(notifications.userId, cg.id))).toEqual([]);
    expect(
      await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, cg.id)),
    ).toEqual([]);
  });

  it("a caregiver's notifications stop quoting a deleted manager's posting", async () => {
    const mgr = await newManager();
    const cg = await newCaregiver(t.app);
    const elder = await newElder(t.app, mgr.id);
    const contact = await newContact(t.app, { elderId: elder.id, caregiverId: cg.id, managerId: mgr.id });
    await notifyContactEvent(t.app.db, 'contact_received', { ...contact, workType: '방문 요양' }, new Date());
    const mine = async () =>
      ((await get('/api/notifications', cg.headers)).json().content as { refId: number; title: string }[])
        .filter((n) => n.refId === contact.id)
        .map((n) => n.title);
    expect(await mine()).toEqual([expect.stringContaining('방문 요양 · ')]);
    expect(
      (await send('DELETE', '/api/user', bearer(mgr.access), { password: TEST_PASSWORD })).statusCode,
    ).toBe(204);
    expect(await mine()).toEqual(['탈퇴한 회원']);
  });
});

/** A signed-in manager of manager01's center. */
async function newManager() {
  const { createUser } = await import('./helpers/users');
  const { managers } = await import('../src/db/schema');
  const user = await createUser(t.app, 'ROLE_MANAGER');
  const [m01] = await t.app.db
    .select()
    .from(managers)
    .where(eq(managers.userId, await userIdOf(t.app, 'manager01')));
  await t.app.db.insert(managers).values({ userId: user.id, centerId: m01!.centerId });
  const { session } = await login(t.app, user.loginId);
  return { id: user.id, access: session.access };
}
