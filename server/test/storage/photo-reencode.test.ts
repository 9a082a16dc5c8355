// Issue 29, item 2: a phone photo taken at home carries the home's GPS position in its EXIF. Every stored
// photo is decoded and written anew (file-content.ts): what is stored and served carries no metadata at
// all, stands the right way up, and is small — 640 px for the public profile photo, 1,600 px for the
// private certificate photo. What does not decode as an image is refused with the Korean message.
import sharp from 'sharp';
import { HOME_GPS, phonePhoto, photoFacts, rawMetadata } from '../helpers/photos';
import { caregiverBody, JPG, multipart, PNG } from '../helpers/signup';
import { useTestApp } from '../helpers/test-app';
import { bearer, login, signedIn } from '../helpers/users';

const t = useTestApp();
const NOT_A_PHOTO = 'PNG 또는 JPG 파일만 업로드할 수 있습니다.';

let phone: Buffer;
beforeAll(async () => {
  // 1200×900 as the sensor stores it, orientation 6: a portrait photo, 900 wide and 1200 tall upright.
  phone = await phonePhoto({ width: 1200, height: 900 });
});

/** A new caregiver by the sign-up API, with her one-time photo token. */
async function signUp() {
  const body = caregiverBody();
  const res = await t.app.inject({ method: 'POST', url: '/api/caregiver/register', payload: body });
  expect(res.statusCode).toBe(201);
  const { userId, uploadToken } = res.json() as { userId: number; uploadToken: string };
  return { userId, uploadToken, loginId: body.id, password: body.password };
}

function send(
  url: string,
  headers: Record<string, string>,
  value: Buffer,
  fields: Record<string, string> = {},
) {
  const body = multipart([
    ...Object.entries(fields).map(([name, v]) => ({ name, value: v })),
    { name: 'file', value, filename: 'IMG_20260302_091500.jpg', contentType: 'image/jpeg' },
  ]);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

describe('a phone photo with its GPS position', () => {
  it('is what the test says it is: a JPEG with EXIF, the home position and orientation 6', async () => {
    const facts = await photoFacts(phone);
    expect(facts).toMatchObject({ format: 'jpeg', width: 1200, height: 900, orientation: 6 });
    expect(facts.gps).toEqual(HOME_GPS);
    expect(rawMetadata(phone)).toEqual(expect.arrayContaining(['exif', 'make', 'model']));
  });

  it('is served at its public URL with no metadata, upright, ≤ 640 px (sign-up)', async () => {
    const { userId, uploadToken } = await signUp();
    const res = await send(`/api/caregiver/register/${userId}`, { 'x-upload-token': uploadToken }, phone);
    expect(res.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: res.json().profileImage as string });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const bytes = served.rawPayload;
    expect(rawMetadata(bytes)).toEqual([]);
    expect(await photoFacts(bytes)).toEqual({
      format: 'jpeg',
      width: 480,
      height: 640,
      orientation: undefined,
      metadata: [],
      gps: null,
    });
    expect(bytes.length).toBeLessThan(phone.length / 4);
  });

  it('is stored the same way when she changes it in 설정', async () => {
    const { loginId, password } = await signUp();
    const { session } = await login(t.app, loginId, password);
    const res = await send('/api/user/photo', bearer(session.access), phone);
    expect(res.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: res.json().profileImage as string });
    expect(rawMetadata(served.rawPayload)).toEqual([]);
    expect(await photoFacts(served.rawPayload)).toMatchObject({
      width: 480,
      height: 640,
      metadata: [],
      gps: null,
    });
  });

  it('reaches the operator as a certificate photo with no metadata, upright, ≤ 1,600 px', async () => {
    const big = await phonePhoto({ width: 2400, height: 1800 });
    const { loginId, password } = await signUp();
    const { session } = await login(t.app, loginId, password);
    const res = await send('/api/caregiver/certificate', bearer(session.access), big, {
      certificateCode: '2019-1234567',
    });
    expect(res.statusCode).toBe(201);
    const admin = await signedIn(t.app, 'ROLE_ADMIN');
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/admin/certificates',
      headers: bearer(admin.access),
    });
    const { id } = (queue.json().content as { id: number; loginId: string }[]).find(
      (c) => c.loginId === loginId,
    )!;
    const photo = await t.app.inject({
      method: 'GET',
      url: `/api/admin/certificates/${id}/photo`,
      headers: bearer(admin.access),
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(rawMetadata(photo.rawPayload)).toEqual([]);
    expect(await photoFacts(photo.rawPayload)).toEqual({
      format: 'jpeg',
      width: 1200,
      height: 1600,
      orientation: undefined,
      metadata: [],
      gps: null,
    });
  });
});

describe('what does not decode as a photo', () => {
  it('is refused with the Korean message, however its first bytes look, and nothing is stored', async () => {
    const truncated = JPG.subarray(0, Math.floor(JPG.length / 2));
    const garbageAfterMagic = Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(4096, 0x41)]);
    const jpegMagicOnly = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .webp()
      .toBuffer();
    for (const value of [truncated, garbageAfterMagic, jpegMagicOnly, webp]) {
      const { userId, uploadToken } = await signUp();
      const res = await send(`/api/caregiver/register/${userId}`, { 'x-upload-token': uploadToken }, value);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: NOT_A_PHOTO });
      // The one-time token is still good: she can pick another photo.
      expect(
        (await send(`/api/caregiver/register/${userId}`, { 'x-upload-token': uploadToken }, PNG)).statusCode,
      ).toBe(200);
    }
  });

  it('a transparent PNG becomes a JPEG on white', async () => {
    const transparent = await sharp({
      create: { width: 10, height: 10, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const { userId, uploadToken } = await signUp();
    const res = await send(
      `/api/caregiver/register/${userId}`,
      { 'x-upload-token': uploadToken },
      transparent,
    );
    expect(res.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: res.json().profileImage as string });
    const { data, info } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(3);
    expect(Math.min(...data)).toBeGreaterThan(240);
  });
});
