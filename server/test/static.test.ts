import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildTestApp, type TestApp } from './helpers/test-app';

const IMMUTABLE = 'max-age=31536000, immutable';
let t: TestApp;
let dir: string;

function write(file: string, content: string | Buffer) {
  const full = path.join(dir, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dolbom-dist-'));
  write('shell/index.html', '<!doctype html><title>돌봄이음</title>');
  write('shell/login.html', '<!doctype html><div id="root"><form>로그인하기</form></div>');
  write('shell/main.3f2a9c1b.js', 'console.log("main")');
  write('shell/main.3f2a9c1b.js.br', zlib.brotliCompressSync('console.log("main")'));
  write('shell/fonts/Pretendard.woff2', 'font');
  write('shell/favicon.ico', 'ico');
  write('caregiver/remoteEntry.js', 'var caregiver;');
  write('caregiver/mf-manifest.json', '{}');
  write('caregiver/static/js/123.0a1b2c3d4e.js', 'chunk');
  write('admin/mf-manifest.json', '{}');
  t = await buildTestApp({
    appsDir: {
      shell: path.join(dir, 'shell'),
      caregiver: path.join(dir, 'caregiver'),
      // The manager remote is "not built": the server must start anyway.
      manager: path.join(dir, 'missing'),
      admin: path.join(dir, 'admin'),
    },
    remotes: {
      caregiver: 'https://cdn.example/caregiver/mf-manifest.json',
      manager: '/apps/manager/mf-manifest.json',
      admin: '/apps/admin/mf-manifest.json',
    },
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('static files', () => {
  it('answers /login with the prerendered page, not the empty SPA shell', async () => {
    const res = await get('/login', { accept: 'text/html' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<form>로그인하기</form>');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect((await get('/mypage', { accept: 'text/html' })).body).toContain('<title>돌봄이음</title>');
  });

  it('serves the shell with no-cache entries and immutable hashed files and fonts', async () => {
    const index = await get('/');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('돌봄이음');
    expect(index.headers['cache-control']).toBe('no-cache');

    const main = await get('/main.3f2a9c1b.js');
    expect(main.body).toBe('console.log("main")');
    expect(main.headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/fonts/Pretendard.woff2')).headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/favicon.ico')).headers['cache-control']).toBe('no-cache');
    // Hashed files are never revalidated: no validators or range hint on them (bytes on every request);
    // entries keep theirs, so a no-cache revalidation can answer 304.
    for (const header of ['etag', 'last-modified', 'accept-ranges']) {
      expect(main.headers[header]).toBeUndefined();
    }
    expect(index.headers['etag']).toBeDefined();
    const again = await get('/', { 'if-none-match': String(index.headers['etag']) });
    expect(again.statusCode).toBe(304);
  });

  it('serves a precompressed file when the client accepts it', async () => {
    const res = await get('/main.3f2a9c1b.js', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe('console.log("main")');
  });

  it('serves the remotes with CORS, entry files no-cache', async () => {
    const entry = await get('/apps/caregiver/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect((await get('/apps/caregiver/mf-manifest.json')).headers['cache-control']).toBe('no-cache');
    const chunk = await get('/apps/caregiver/static/js/123.0a1b2c3d4e.js');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
    expect((await get('/apps/manager/remoteEntry.js')).statusCode).toBe(404);
  });

  it('serves the operator remote under /apps/admin/ like the other two', async () => {
    const manifest = await get('/apps/admin/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers /remotes.json from the configuration', async () => {
    const res = await get('/remotes.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      caregiver: 'https://cdn.example/caregiver/mf-manifest.json',
      manager: '/apps/manager/mf-manifest.json',
      admin: '/apps/admin/mf-manifest.json',
    });
  });

  it('falls back to the shell for unknown pages, never for the API or assets', async () => {
    const page = await get('/near/list?x=1', { accept: 'text/html,application/xhtml+xml' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('돌봄이음');

    const api = await get('/api/unknown', { accept: 'text/html' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
    const asset = await get('/missing.1234abcd.js', { accept: '*/*' });
    expect(asset.statusCode).toBe(404);
  });
});
