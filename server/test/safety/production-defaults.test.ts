// Production defaults: no demo accounts unless asked, no /api/docs unless asked, no source maps served.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { count } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { loadConfig, MEMORY_DATA_DIR } from '../../src/config';
import { users } from '../../src/db/schema';
import { buildTestApp, openDb, testConfig } from '../helpers/test-app';

// The webpack factory is plain CommonJS shared by the three apps.
const { createConfig } = require('../../../webpack.common') as {
  createConfig: (o: object, argv: { mode: string }) => { devtool: string };
};

function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, stream };
}

describe('demo accounts', () => {
  it('are not seeded by default (the production start) and the log says how to', async () => {
    const env = { DATA_DIR: MEMORY_DATA_DIR, JWT_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://x@h/db' };
    expect(loadConfig(env).seedDemo).toBe(false);
    expect(loadConfig({ ...env, SEED_DEMO: 'true' }).seedDemo).toBe(true);

    const { handle, drop } = await openDb('base');
    const { lines, stream } = logCapture();
    const config = { ...testConfig(), seedDemo: loadConfig(env).seedDemo, logLevel: 'info' };
    const app = await buildApp(config, { db: handle, logStream: stream });
    try {
      const [row] = await app.db.select({ n: count() }).from(users);
      expect(row?.n).toBe(0);
      expect(lines.join('')).toContain('SEED_DEMO=true');
    } finally {
      await app.close();
      await handle.close();
      await drop?.();
    }
  });

  it('are asked for by `npm start` and `npm run dev`', () => {
    for (const script of ['start.mjs', 'dev.mjs']) {
      const source = fs.readFileSync(path.join(__dirname, '../../../scripts', script), 'utf8');
      expect(source).toMatch(/SEED_DEMO: 'true'/);
      expect(source).toMatch(/API_DOCS: 'true'/);
    }
  });
});

describe('/api/docs', () => {
  it('is served only when API_DOCS=true', async () => {
    expect(loadConfig({ DATA_DIR: MEMORY_DATA_DIR, JWT_SECRET: 'x' }).apiDocs).toBe(false);
    const off = await buildTestApp({ apiDocs: false });
    try {
      for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
        expect((await off.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
    } finally {
      await off.close();
    }
    const on = await buildTestApp({ apiDocs: true });
    try {
      expect((await on.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    } finally {
      await on.close();
    }
  });
});

describe('source maps', () => {
  let dir: string;
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('are built hidden in production (no sourceMappingURL comment)', () => {
    const prod = createConfig(
      { dir: path.join(__dirname, '../../../shell'), name: 'shell' },
      {
        mode: 'production',
      },
    );
    expect(prod.devtool).toBe('hidden-source-map');
  });

  it('are never served from the shell or the remotes', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dolbom-maps-'));
    for (const app of ['shell', 'caregiver']) {
      fs.mkdirSync(path.join(dir, app));
      fs.writeFileSync(path.join(dir, app, 'main.3f2a9c1b.js'), 'console.log(1)');
      fs.writeFileSync(path.join(dir, app, 'main.3f2a9c1b.js.map'), '{"sources":["secret.tsx"]}');
    }
    fs.writeFileSync(path.join(dir, 'shell/index.html'), '<!doctype html><title>돌봄이음</title>');
    const t = await buildTestApp({
      appsDir: {
        shell: path.join(dir, 'shell'),
        caregiver: path.join(dir, 'caregiver'),
        manager: dir + '/x',
        admin: dir + '/x',
      },
    });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/main.3f2a9c1b.js' })).statusCode).toBe(200);
      for (const url of ['/main.3f2a9c1b.js.map', '/apps/caregiver/main.3f2a9c1b.js.map']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('secret.tsx');
      }
    } finally {
      await t.close();
    }
  });
});
