// 요양보호사 자격증 (issue 13): the photo is private (only operators, never a static URL), a wrong file is
// refused in Korean, confirm/refuse are audited, and managers see 자격 확인됨 and a masked number.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../src/db/schema';
import { useDemoHeaders, requests, type Headers } from '../helpers/requests';
import { photoFacts } from '../helpers/photos';
import { multipart, PNG, JPG, type Part } from '../helpers/signup';
import { useTestApp } from '../helpers/test-app';
import { demoHeaders, userIdOf } from '../helpers/users';

const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dolbom-cert-up-'));
const privateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dolbom-cert-priv-'));
afterAll(() => {
  fs.rmSync(uploadDir, { recursive: true, force: true });
  fs.rmSync(privateDir, { recursive: true, force: true });
});

const t = useTestApp({ uploadDir, privateDir }, { seed: true });
const { get, post, send } = requests(t);
const caregiver = useDemoHeaders(t, 'caregiver01');
const otherCaregiver = useDemoHeaders(t, 'caregiver02');
const manager = useDemoHeaders(t, 'manager01');
const admin = useDemoHeaders(t, 'admin01');
let caregiverId = 0;
beforeAll(async () => {
  caregiverId = await userIdOf(t.app, 'caregiver01');
});

const file = (value: Buffer, filename = 'cert.png', contentType = 'image/png'): Part => ({
  name: 'file',
  value,
  filename,
  contentType,
});
function upload(headers: Headers, parts: Part[]) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/caregiver/certificate',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}
const auditRows = (action: string, id: number) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(id))));
const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => d.name);

describe('the caregiver sends a certificate photo', () => {
  it('starts with no certificate', async () => {
    const res = await get('/api/caregiver/certificate', caregiver);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'NONE',
      certificateCode: null,
      refuseReason: null,
      submittedAt: null,
      decidedAt: null,
    });
  });

  it('refuses what is not a PNG or JPG by its bytes, whatever the name and type say, in Korean', async () => {
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 1)]);
    for (const part of [
      file(gif),
      file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'c.jpg', 'image/jpeg'),
    ]) {
      const res = await upload(caregiver, [part]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'PNG 또는 JPG 파일만 업로드할 수 있습니다.',
        code: 'VALIDATION_ERROR',
      });
    }
    const none = await upload(caregiver, [{ name: 'certificateCode', value: '2019-1234567' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('자격증 사진을 골라주세요.');
    const badCode = await upload(caregiver, [{ name: 'certificateCode', value: '20191234567' }, file(PNG)]);
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().fields).toEqual({
      certificateCode: '자격증 번호를 0000-0000000 형식으로 입력해주세요.',
    });
    expect((await get('/api/caregiver/certificate', caregiver)).json().status).toBe('NONE');
    expect(filesUnder(privateDir)).toEqual([]);
  });

  it('takes a PNG for the resume number, in private storage only, PENDING', async () => {
    const res = await upload(caregiver, [file(PNG)]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'PENDING',
      certificateCode: '2019-1234567',
      refuseReason: null,
    });
    expect((await get('/api/caregiver/certificate', caregiver)).json()).toMatchObject({ status: 'PENDING' });
    expect(filesUnder(privateDir)).toHaveLength(1);
    expect(filesUnder(uploadDir)).toEqual([]);
  });

  it('is refused to managers and operators (the route is the caregiver’s)', async () => {
    expect((await upload(manager, [file(PNG)])).statusCode).toBe(403);
    expect((await upload(admin, [file(PNG)])).statusCode).toBe(403);
    expect((await upload({}, [file(PNG)])).statusCode).toBe(401);
  });
});

describe('operators review certificates', () => {
  let id = 0;
  it('lists the pending certificate with the caregiver and the full number', async () => {
    const res = await get('/api/admin/certificates?status=PENDING', admin);
    expect(res.statusCode).toBe(200);
    const mine = res.json().content.find((c: { caregiverId: number }) => c.caregiverId === caregiverId);
    expect(mine).toMatchObject({
      loginId: 'caregiver01',
      certificateCode: '2019-1234567',
      status: 'PENDING',
      decidedBy: null,
    });
    id = mine.id;
    expect(mine.photoUrl).toBe(`/api/admin/certificates/${id}/photo`);
    for (const h of [caregiver, manager])
      expect((await get('/api/admin/certificates', h)).statusCode).toBe(403);
  });

  it('serves the photo to operators only, never cached, and by no static path', async () => {
    const url = `/api/admin/certificates/${id}/photo`;
    expect((await get(url, {})).statusCode).toBe(401);
    for (const h of [caregiver, otherCaregiver, manager]) {
      const res = await get(url, h);
      expect(res.statusCode).toBe(403);
      expect(res.rawPayload.includes(PNG.subarray(8, 24))).toBe(false);
    }
    const ok = await get(url, admin);
    expect(ok.statusCode).toBe(200);
    // Re-encoded as a JPEG (no metadata) of the same picture.
    expect(ok.headers['content-type']).toBe('image/jpeg');
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(await photoFacts(ok.rawPayload)).toMatchObject({
      format: 'jpeg',
      width: 6,
      height: 4,
      metadata: [],
    });
    // Who looked at it, and when, is in the audit log (issue 29); the refused tries read nothing.
    const reads = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'read.certificate-photo'), eq(auditLog.targetId, String(id))));
    expect(reads).toEqual([
      expect.objectContaining({ actorId: await userIdOf(t.app, 'admin01'), targetType: 'certificate' }),
    ]);
    // The stored file's name is not reachable under /uploads nor any other public path.
    const [name] = filesUnder(privateDir);
    for (const guess of [
      `/uploads/${name}`,
      `/uploads/certificates/${name}`,
      `/certificates/${name}`,
      `/private/certificates/${name}`,
      `/uploads/../private/certificates/${name}`,
      `/uploads/%2e%2e/private/certificates/${name}`,
    ]) {
      const res = await get(guess, {});
      expect({ guess, status: res.statusCode }).toEqual({ guess, status: 404 });
    }
    expect((await get('/api/admin/certificates/999999/photo', admin)).statusCode).toBe(404);
  });

  it('managers see the number masked and no badge before the decision', async () => {
    const res = await get(`/api/manager/${caregiverId}`, manager);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      certificateVerified: false,
      certificateCode: '2019-12*****',
      resume: { certificateCode: '2019-12*****' },
    });
    expect(res.body).not.toContain('2019-1234567');
  });

  it('confirms (audited) and then managers see 자격 확인됨 on the detail and every list', async () => {
    const res = await post(`/api/admin/certificates/${id}/confirm`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'CONFIRMED', decidedBy: { loginId: 'admin01' } });
    expect(await auditRows('certificate.confirm', id)).toHaveLength(1);
    expect((await get('/api/caregiver/certificate', caregiver)).json()).toMatchObject({
      status: 'CONFIRMED',
    });
    // PRODUCT.md "Trust" (issue 30): she is told.
    expect((await get('/api/notifications?size=1', caregiver)).json().content[0]).toMatchObject({
      type: 'certificate_confirmed',
      refId: id,
      text: '자격증이 확인됐어요. 센터에 ‘자격 확인됨’이 보여요.',
      target: '/mypage/certificate',
      read: false,
    });
    const again = await post(`/api/admin/certificates/${id}/confirm`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('이미 처리한 자격증이에요.');

    const detail = (await get(`/api/manager/${caregiverId}`, manager)).json();
    expect(detail).toMatchObject({ certificateVerified: true, certificateCode: '2019-12*****' });
    const other = (await get(`/api/manager/${await userIdOf(t.app, 'caregiver02')}`, manager)).json();
    expect(other.certificateVerified).toBe(false);

    // Every manager list that names caregiver01 says so; the others do not.
    const elders = (await get('/api/manager/elder', manager)).json() as { elderId: number }[];
    const lists = [
      ...elders.map((e) => `/api/manager/elder/individual?elderId=${e.elderId}&distance=5km이내&size=50`),
      '/api/manager/apply?tab=pending&size=50',
      '/api/manager/apply?tab=approved&size=50',
      '/api/manager/contact?tab=pending&size=50',
      '/api/manager/contact?tab=approved&size=50',
      '/api/manager/bookmark?size=50',
    ];
    let seen = 0;
    for (const url of lists) {
      const res = await get(url, manager);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      for (const item of res.json() as { caregiverId: number; certificateVerified: boolean }[]) {
        expect({ url, verified: item.certificateVerified }).toEqual({
          url,
          verified: item.caregiverId === caregiverId,
        });
        if (item.caregiverId === caregiverId) seen += 1;
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('a new number on the resume is reviewed again (the badge goes)', async () => {
    const resume = (await get('/api/caregiver/resume', caregiver)).json();
    const put = (code: string) =>
      send('PUT', '/api/caregiver/resume', caregiver, { ...resume, certificateCode: code });
    expect((await put('2019-7654321')).statusCode).toBe(200);
    expect((await get('/api/caregiver/certificate', caregiver)).json()).toMatchObject({
      status: 'PENDING',
      certificateCode: '2019-7654321',
    });
    expect((await get(`/api/manager/${caregiverId}`, manager)).json()).toMatchObject({
      certificateVerified: false,
      certificateCode: '2019-76*****',
    });
    expect((await put('2019-1234567')).statusCode).toBe(200);
  });

  it('a new photo replaces the old one (new id, PENDING); refusing needs a reason and is audited', async () => {
    const res = await upload(caregiver, [
      { name: 'certificateCode', value: '2019-1234567' },
      file(JPG, 'c.jpg', 'image/jpeg'),
    ]);
    expect(res.statusCode).toBe(201);
    expect(filesUnder(privateDir)).toHaveLength(1);
    const list = (await get('/api/admin/certificates', admin)).json().content as {
      id: number;
      caregiverId: number;
    }[];
    const fresh = list.find((c) => c.caregiverId === caregiverId)!;
    expect(fresh.id).not.toBe(id);
    expect((await post(`/api/admin/certificates/${id}/confirm`, admin)).statusCode).toBe(404);
    const photo = await get(`/api/admin/certificates/${fresh.id}/photo`, admin);
    expect(photo.headers['content-type']).toBe('image/jpeg');

    const empty = await post(`/api/admin/certificates/${fresh.id}/refuse`, admin, { reason: '  ' });
    expect(empty.statusCode).toBe(400);
    const refused = await post(`/api/admin/certificates/${fresh.id}/refuse`, admin, {
      reason: '사진의 번호가 이력서와 달라요',
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({
      status: 'REFUSED',
      refuseReason: '사진의 번호가 이력서와 달라요',
    });
    const [row] = await auditRows('certificate.refuse', fresh.id);
    expect(row).toMatchObject({ detail: { reason: '사진의 번호가 이력서와 달라요', caregiverId } });
    expect((await get('/api/caregiver/certificate', caregiver)).json()).toMatchObject({
      status: 'REFUSED',
      refuseReason: '사진의 번호가 이력서와 달라요',
    });
    // She is told, with the reason, and the notification opens the screen that corrects it (issue 30).
    expect((await get('/api/notifications?size=1', caregiver)).json().content[0]).toMatchObject({
      type: 'certificate_refused',
      refId: fresh.id,
      title: '확인되지 않은 이유: 사진의 번호가 이력서와 달라요',
      target: '/mypage/certificate',
    });
    expect((await get(`/api/manager/${caregiverId}`, manager)).json().certificateVerified).toBe(false);
    expect((await get('/api/admin/certificates?status=REFUSED', admin)).json().content).toHaveLength(1);
    expect((await get('/api/admin/certificates?status=nope', admin)).statusCode).toBe(400);
  });

  it('a refused certificate is corrected on one screen: a photo with a new number fixes the resume too', async () => {
    const res = await upload(caregiver, [
      { name: 'certificateCode', value: '2019-7777777' },
      file(PNG, 'new.png', 'image/png'),
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'PENDING',
      certificateCode: '2019-7777777',
      refuseReason: null,
    });
    expect((await get('/api/caregiver/resume', caregiver)).json().certificateCode).toBe('2019-7777777');
    expect((await get(`/api/manager/${caregiverId}`, manager)).json().certificateCode).toBe('2019-77*****');
  });

  it('deleting the account deletes the review and its photo', async () => {
    const headers = await demoHeaders(t.app, 'caregiver03');
    expect((await upload(headers, [file(PNG)])).statusCode).toBe(201);
    expect(filesUnder(privateDir)).toHaveLength(2);
    const res = await send('DELETE', '/api/user', headers, { password: 'dolbom1234!' });
    expect(res.statusCode).toBe(204);
    expect(filesUnder(privateDir)).toHaveLength(1);
    const list = (await get('/api/admin/certificates', admin)).json().content as { loginId: string }[];
    expect(list.map((c) => c.loginId)).not.toContain('caregiver03');
  });
});
