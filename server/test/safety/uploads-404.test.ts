// /uploads/<missing> is a JSON 404, never the SPA page, even for a browser asking for HTML.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dolbom-uploads-'));
  fs.mkdirSync(path.join(dir, 'shell'));
  fs.writeFileSync(path.join(dir, 'shell/index.html'), '<!doctype html><title>돌봄이음</title>');
  fs.mkdirSync(path.join(dir, 'uploads'));
  fs.writeFileSync(path.join(dir, 'uploads', `${'a'.repeat(32)}.png`), 'png');
  t = await buildTestApp({
    appsDir: {
      shell: path.join(dir, 'shell'),
      caregiver: dir + '/none',
      manager: dir + '/none',
      admin: dir + '/none',
    },
    uploadDir: path.join(dir, 'uploads'),
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('/uploads', () => {
  it('answers a missing photo with a JSON 404, even with Accept: text/html', async () => {
    for (const accept of ['text/html,application/xhtml+xml', '*/*']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/uploads/${'b'.repeat(32)}.png`,
        headers: { accept },
      });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect(res.body).not.toContain('돌봄이음');
    }
    const nested = await t.app.inject({
      method: 'GET',
      url: '/uploads/x/y',
      headers: { accept: 'text/html' },
    });
    expect(nested.statusCode).toBe(404);
    expect(nested.body).not.toContain('<title>');
  });

  it('still serves a stored photo, and the SPA still answers other pages', async () => {
    const photo = await t.app.inject({ method: 'GET', url: `/uploads/${'a'.repeat(32)}.png` });
    expect(photo.statusCode).toBe(200);
    expect(photo.body).toBe('png');
    const page = await t.app.inject({ method: 'GET', url: '/mypage', headers: { accept: 'text/html' } });
    expect(page.body).toContain('돌봄이음');
  });
});
