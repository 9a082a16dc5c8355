import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SIGNUP_MESSAGES } from '@dolbom/shared-api/contracts';
import { caregivers } from '../src/db/schema';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { photoFacts } from './helpers/photos';
import { caregiverBody, JPG, multipart, PNG, testClock, type Part } from './helpers/signup';

let t: TestApp;
let uploadDir: string;
const clock = testClock();
beforeAll(async () => {
  uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dolbom-photo-'));
  t = await buildTestApp({ uploadDir }, { clock: clock.now });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

async function signUp() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/caregiver/register',
    payload: caregiverBody(),
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { userId: number; uploadToken: string };
}

const upload = (userId: number, parts: Part[], token?: string) => {
  const { payload, headers } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/caregiver/register/${userId}`,
    payload,
    headers: { ...headers, ...(token ? { 'x-upload-token': token } : {}) },
  });
};
const photo = (value: Buffer, name = 'file', filename = 'me.png'): Part => ({
  name,
  value,
  filename,
  contentType: 'image/png',
});
const profileImage = async (userId: number) =>
  (await t.app.db.select().from(caregivers).where(eq(caregivers.userId, userId)))[0]?.profileImage;

describe('POST /api/caregiver/register/:id', () => {
  it('stores a PNG sent as `file` with the header token and serves it back, re-encoded as a JPEG', async () => {
    const { userId, uploadToken } = await signUp();
    const res = await upload(userId, [photo(PNG)], uploadToken);
    expect(res.statusCode).toBe(200);
    const url = res.json().profileImage as string;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
    expect(await profileImage(userId)).toBe(url);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await photoFacts(served.rawPayload)).toMatchObject({ format: 'jpeg', width: 6, height: 4 });
    // Its name is its content: a browser that has it is told so without the bytes.
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': served.headers.etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('accepts a JPG sent as `profileImage` with the token as a form field (after the file)', async () => {
    const { userId, uploadToken } = await signUp();
    const res = await upload(userId, [
      photo(JPG, 'profileImage', 'me.jpeg'),
      { name: 'uploadToken', value: uploadToken },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().profileImage).toMatch(/\.jpg$/);
  });

  it('rejects a text file named .png by its content, keeping the token usable', async () => {
    const { userId, uploadToken } = await signUp();
    const res = await upload(
      userId,
      [photo(Buffer.from('hello, not an image'), 'file', 'evil.png')],
      uploadToken,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SIGNUP_MESSAGES.photoType);
    expect(await profileImage(userId)).toBeNull();
    expect((await upload(userId, [photo(PNG)], uploadToken)).statusCode).toBe(200);
  });

  it('rejects a 6 MB image with a Korean 413', async () => {
    const { userId, uploadToken } = await signUp();
    const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
    const res = await upload(userId, [photo(big)], uploadToken);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: '5MB 이하의 사진만 올릴 수 있어요.',
    });
    expect(await profileImage(userId)).toBeNull();
  });

  it('refuses token reuse, another user, no token and an expired token with 403', async () => {
    const a = await signUp();
    const b = await signUp();
    expect((await upload(a.userId, [photo(PNG)], a.uploadToken)).statusCode).toBe(200);
    const reuse = await upload(a.userId, [photo(PNG)], a.uploadToken);
    expect(reuse.statusCode).toBe(403);
    expect(reuse.json().message).toMatch(/사진을 등록할 수 없어요/);
    expect((await upload(a.userId, [photo(PNG)], b.uploadToken)).statusCode).toBe(403);
    expect((await upload(b.userId, [photo(PNG)])).statusCode).toBe(403);
    expect((await upload(b.userId, [photo(PNG)], 'x'.repeat(43))).statusCode).toBe(403);

    clock.advance(10 * 60 + 1);
    expect((await upload(b.userId, [photo(PNG)], b.uploadToken)).statusCode).toBe(403);
    expect(await profileImage(b.userId)).toBeNull();
  });

  it('the same photo sent twice at once: one is stored, the other refused, and the photo stays', async () => {
    const { userId, uploadToken } = await signUp();
    const answers = await Promise.all([
      upload(userId, [photo(PNG)], uploadToken),
      upload(userId, [photo(PNG)], uploadToken),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 403]);
    const url = await profileImage(userId);
    expect(url).toBe(answers.find((a) => a.statusCode === 200)?.json().profileImage);
    expect((await t.app.inject({ method: 'GET', url: url! })).statusCode).toBe(200);
  });

  it('needs a photo part', async () => {
    const { userId, uploadToken } = await signUp();
    const res = await upload(userId, [{ name: 'other', value: 'x' }], uploadToken);
    expect(res.statusCode).toBe(400);
  });
});
