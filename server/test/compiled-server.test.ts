// The production server is compiled JavaScript (issue 16): scripts/build-server.mjs turns server/src and
// the shared contracts into server/dist, and plain `node` (no TypeScript loader) runs it and serves the API.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const MAIN = path.join(ROOT, 'server/dist/server/src/main.js');
const PORT = 18640 + (process.pid % 8);
let child: ChildProcess | undefined;

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
});

it('builds to plain JavaScript that node runs without tsx, and it answers the API', async () => {
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs')], {
    encoding: 'utf8',
  });
  expect(build.status).toBe(0);
  expect(fs.existsSync(MAIN)).toBe(true);
  // Contracts come from the compiled copy, not from the TypeScript package.
  const routes = fs.readFileSync(path.join(ROOT, 'server/dist/server/src/modules/auth/routes.js'), 'utf8');
  expect(routes).not.toContain('@dolbom/shared-api');

  let output = '';
  child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      JWT_SECRET: 'compiled-server-test-secret-0123456789',
      PUSH_SENDER: 'local',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const until = Date.now() + 90_000;
  while (!output.includes('Server listening')) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    if (Date.now() > until) throw new Error(`server did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const base = `http://127.0.0.1:${PORT}`;
  const remotes = await fetch(`${base}/remotes.json`);
  expect(remotes.status).toBe(200);
  // A route with a zod schema from the compiled contracts: a bad login answers the API's error shape.
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: 'nobody01', password: 'wrong-password-1!' }),
  });
  expect(login.status).toBe(401);
  expect(await login.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });

  // Log lines are batched (issue 16) but reach stdout within about a second, and at exit.
  const loggedWithin = Date.now() + 3_000;
  while (!output.includes('"path":"/api/login"') && Date.now() < loggedWithin) {
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(output).toContain('"path":"/api/login"');
  const exited = new Promise((r) => child!.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  expect(output).toContain('"msg":"shutting down"');
}, 120_000);
