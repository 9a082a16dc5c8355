import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp, type TestApp } from './helpers/test-app';

// Versioned deploys (docs/adr/0015): /apps/<role>/<version>/ from DEPLOY_DIR, remotes.json switched by a file.
const IMMUTABLE = 'max-age=31536000, immutable';
let t: TestApp;
let dir: string;

function write(file: string, content: string) {
  const full = path.join(dir, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dolbom-deploy-'));
  write('caregiver-dist/remoteEntry.js', 'var unversioned;');
  write('deploy/apps/caregiver/1.0.0-aaaa/remoteEntry.js', 'var v1;');
  write('deploy/apps/caregiver/1.0.0-aaaa/mf-manifest.json', '{"name":"caregiver"}');
  write('deploy/apps/caregiver/1.0.0-aaaa/__federation_expose_role.0a1b2c3d.js', 'v1 chunk');
  write('deploy/apps/caregiver/1.1.0-bbbb/remoteEntry.js', 'var v2;');
  write('shell/index.html', '<!doctype html><div id=root></div>');
  t = await buildTestApp({
    appsDir: {
      shell: path.join(dir, 'shell'),
      caregiver: path.join(dir, 'caregiver-dist'),
      manager: path.join(dir, 'none'),
      admin: path.join(dir, 'none'),
    },
    deployDir: path.join(dir, 'deploy'),
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('versioned remotes', () => {
  it('serves each deployed version under its own path, chunks immutable, entries no-cache, with CORS', async () => {
    expect((await get('/apps/caregiver/1.0.0-aaaa/remoteEntry.js')).body).toBe('var v1;');
    expect((await get('/apps/caregiver/1.1.0-bbbb/remoteEntry.js')).body).toBe('var v2;');
    const entry = await get('/apps/caregiver/1.0.0-aaaa/mf-manifest.json');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    const chunk = await get('/apps/caregiver/1.0.0-aaaa/__federation_expose_role.0a1b2c3d.js');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    // The build folder still answers the unversioned URL (npm start without a deploy).
    expect((await get('/apps/caregiver/remoteEntry.js')).body).toBe('var unversioned;');
    expect((await get('/apps/caregiver/9.9.9/remoteEntry.js')).statusCode).toBe(404);
  });

  it('remotes.json follows the deployed switch at once, and falls back to the configuration', async () => {
    expect((await get('/remotes.json')).json()).toEqual({
      caregiver: '/apps/caregiver/mf-manifest.json',
      manager: '/apps/manager/mf-manifest.json',
      admin: '/apps/admin/mf-manifest.json',
    });
    write(
      'deploy/remotes.json',
      JSON.stringify({ caregiver: '/apps/caregiver/1.1.0-bbbb/mf-manifest.json' }),
    );
    const v2 = await get('/remotes.json');
    expect(v2.headers['cache-control']).toBe('no-cache');
    expect(v2.json()).toEqual({
      caregiver: '/apps/caregiver/1.1.0-bbbb/mf-manifest.json',
      manager: '/apps/manager/mf-manifest.json',
      admin: '/apps/admin/mf-manifest.json',
    });
    // Rollback: the same file switched back; no restart.
    write(
      'deploy/remotes.json',
      JSON.stringify({ caregiver: '/apps/caregiver/1.0.0-aaaa/mf-manifest.json' }),
    );
    expect((await get('/remotes.json')).json().caregiver).toBe('/apps/caregiver/1.0.0-aaaa/mf-manifest.json');
    // A broken file keeps the last good answer.
    write('deploy/remotes.json', '{"caregiver": ');
    expect((await get('/remotes.json')).json().caregiver).toBe('/apps/caregiver/1.0.0-aaaa/mf-manifest.json');
  });

  it('allows scripts from a remote origin a deploy switched to (a CDN), without a restart', async () => {
    write(
      'deploy/remotes.json',
      JSON.stringify({ caregiver: 'https://cdn.example/apps/caregiver/2/mf-manifest.json' }),
    );
    // The page's policy (what the shell runs under) names the new origin.
    const page = await t.app.inject({ method: 'GET', url: '/caregiver', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src [^;]*https:\/\/cdn\.example/);
  });
});
