// Security headers by what a response is: pages get a CSP without inline script that allows the
// remotes' origins, frame-ancestors 'none', Referrer-Policy and Permissions-Policy; API answers and other
// data a policy that loads nothing; scripts, styles and fonts only nosniff (a policy there does nothing and
// cost /login ~11 KB). nosniff everywhere; HSTS only over HTTPS as TRUST_PROXY lets the server judge it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp, type TestApp } from '../helpers/test-app';

let dir: string;
let t: TestApp;
let proxied: TestApp;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dolbom-headers-'));
  fs.mkdirSync(path.join(dir, 'shell'));
  fs.writeFileSync(
    path.join(dir, 'shell/index.html'),
    `<!doctype html><link rel=stylesheet href=/f.css media=print onload='this.media="all"'><div id=root></div>`,
  );
  fs.writeFileSync(path.join(dir, 'shell/main.0123abcd.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, 'shell/f.css'), 'body{}');
  fs.writeFileSync(path.join(dir, 'shell/sw.js'), 'self.addEventListener("push", () => {})');
  fs.writeFileSync(path.join(dir, 'shell/favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const appsDir = {
    shell: path.join(dir, 'shell'),
    caregiver: dir + '/none',
    manager: dir + '/none',
    admin: dir + '/none',
  };
  t = await buildTestApp({
    appsDir,
    remotes: {
      caregiver: 'https://cdn.example/caregiver/mf-manifest.json',
      manager: '/apps/manager/mf-manifest.json',
      admin: 'https://ops.example/admin/mf-manifest.json',
    },
  });
  proxied = await buildTestApp({ appsDir, trustProxy: true });
});
afterAll(async () => {
  await t.close();
  await proxied.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function directives(csp: string) {
  return Object.fromEntries(
    csp.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name ?? '', values];
    }),
  );
}

describe('security headers', () => {
  it('give pages, the service worker and SVG the page policy', async () => {
    const responses = await Promise.all([
      t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } }),
      t.app.inject({ method: 'GET', url: '/caregiver/mypage', headers: { accept: 'text/html' } }), // SPA
      t.app.inject({ method: 'GET', url: '/sw.js' }),
      t.app.inject({ method: 'GET', url: '/favicon.svg' }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    for (const res of responses) {
      expect(res.headers['content-security-policy']).toContain("script-src 'self' https://cdn.example");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toBe(
        'camera=(self), geolocation=(self), microphone=(), payment=(), usb=()',
      );
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('give API answers, errors, unknown routes and JSON a policy that loads nothing', async () => {
    const responses = await Promise.all([
      t.app.inject({ method: 'GET', url: '/remotes.json' }),
      t.app.inject({ method: 'GET', url: '/api/caregiver/mypage' }), // 401
      t.app.inject({ method: 'GET', url: '/api/nothing-here' }), // 404
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { id: 'nobody', password: 'wrong-pass1!' },
      }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 401, 404, 401]);
    for (const res of responses) {
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('give scripts and styles only nosniff (a policy on them does nothing and costs bytes)', async () => {
    const responses = await Promise.all([
      t.app.inject({ method: 'GET', url: '/main.0123abcd.js' }),
      t.app.inject({ method: 'GET', url: '/f.css' }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    for (const res of responses) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBeUndefined();
      expect(res.headers['permissions-policy']).toBeUndefined();
      expect(res.headers['referrer-policy']).toBeUndefined();
    }
  });

  it('allows no inline script, but the remotes’ origins and the built page’s one handler by hash', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp['script-src']).toEqual(
      expect.arrayContaining(["'self'", 'https://cdn.example', 'https://ops.example']),
    );
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining(["'self'", 'https://cdn.example', 'https://ops.example']),
    );
    expect(csp['script-src-attr']).toEqual([
      "'unsafe-hashes'",
      expect.stringMatching(/^'sha256-/),
      expect.stringMatching(/^'sha256-/),
    ]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
  });

  it('send HSTS only for a request that came over HTTPS through a trusted proxy', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const viaProxy = await proxied.app.inject({ method: 'GET', url: '/remotes.json', headers: https });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await proxied.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY the header is not believed.
    const untrusted = await t.app.inject({ method: 'GET', url: '/remotes.json', headers: https });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });
});
