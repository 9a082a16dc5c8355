// The profile photo route checks the one-time token before it reads the body, streams the photo to
// a temporary file under the size cap, stores it re-encoded, and is rate limited.
import { Readable } from 'node:stream';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { phonePhoto, photoFacts } from '../helpers/photos';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { caregiverBody, PNG } from '../helpers/signup';

let t: TestApp;
let uploadDir: string;
beforeAll(async () => {
  uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dolbom-photo-safety-'));
  t = await buildTestApp({ uploadDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

const BOUNDARY = '----dolbomsafety0123456789';
const MB = 1024 * 1024;

/**
 * A multipart body of one `file` part: `first`, then `size` bytes of filler, produced lazily (no filler
 * when `size` is 0); `pulled()` says how much was read.
 */
function lazyUpload(size: number, first: Buffer = PNG) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  let sent = 0;
  let stage = 0;
  const stream = new Readable({
    read() {
      if (stage === 0) {
        stage = 1;
        sent += head.length + first.length;
        this.push(Buffer.concat([head, first]));
      } else if (sent < size) {
        sent += chunk.length;
        this.push(chunk);
      } else if (stage === 1) {
        stage = 2;
        this.push(tail);
      } else this.push(null);
    },
  });
  return { stream, pulled: () => sent };
}

async function signUp() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/caregiver/register',
    payload: caregiverBody(),
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { userId: number; uploadToken: string };
}

describe('POST /api/caregiver/register/:id', () => {
  it('refuses a bad header token with 403 before reading the body', async () => {
    const { userId } = await signUp();
    const body = lazyUpload(20 * MB);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/caregiver/register/${userId}`,
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'x-upload-token': 'not-the-token',
      },
      payload: body.stream,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    // At most what a stream buffers ahead, nowhere near the 20 MB offered.
    expect(body.pulled()).toBeLessThan(1 * MB);
    // And the connection closes, so the rest is not read only to be dropped.
    expect(res.headers.connection).toBe('close');
  });

  it('streams a good upload (a 4 MB phone photo) and stores it re-encoded; cuts a 6 MB one off with 413', async () => {
    const { userId, uploadToken } = await signUp();
    const headers = {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'x-upload-token': uploadToken,
    };
    const big = await t.app.inject({
      method: 'POST',
      url: `/api/caregiver/register/${userId}`,
      headers,
      payload: lazyUpload(6 * MB).stream,
    });
    expect(big.statusCode).toBe(413);
    expect(fs.readdirSync(uploadDir)).toEqual([]);
    const photo = await phonePhoto({ width: 2560, height: 1600, quality: 93 });
    expect(photo.length).toBeGreaterThan(3.5 * MB);
    expect(photo.length).toBeLessThan(5 * MB);
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/caregiver/register/${userId}`,
      headers,
      payload: lazyUpload(0, photo).stream,
    });
    expect(ok.statusCode).toBe(200);
    const [file] = fs.readdirSync(uploadDir);
    const stored = fs.readFileSync(path.join(uploadDir, file ?? ''));
    // Stored as the phone should load it: 640 px at most, a small fraction of what was sent.
    expect(stored.length).toBeLessThan(200 * 1024);
    expect(await photoFacts(stored)).toMatchObject({ format: 'jpeg', width: 400, height: 640, metadata: [] });
    // No temporary file is left behind.
    expect(fs.readdirSync(os.tmpdir()).filter((f) => f.startsWith('dolbom-upload-'))).toEqual([]);
  });

  it('answers 429 after many bad requests', async () => {
    const { userId } = await signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/caregiver/register/${userId}`,
        headers: {
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'x-upload-token': `guess-${i}`,
        },
        payload: lazyUpload(1024).stream,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([403, 403, 403, 403, 403]);
    expect(statuses.at(-1)).toBe(429);
  });
});
