// The e2e's API servers (issue 43): one per Playwright worker, each on its own ports and its own copy of a
// ready database, so two workers never share a record. The demo database is migrated and seeded once per
// run (global-setup.ts: the compiled server's seed command into E2E_TEMPLATE_DIR); every spec file then
// runs in a worker of its own (playwright.config.ts makes a project per file) whose server starts from a
// fresh copy of that folder. A spec therefore passes alone exactly as it passes in any order.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..');
export const TMP = path.join(ROOT, '.tmp');
/** The first worker's port; worker slot n uses E2E_PORT + 100 × n and a few ports above it. */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 18080);
export const E2E_JWT_SECRET = 'e2e-only-secret-0123456789abcdef0123456789';
/** The seeded database every worker's server copies (made by global-setup.ts). */
export const E2E_TEMPLATE_DIR = path.join(TMP, `e2e-template-${E2E_BASE_PORT}`);
/** The compiled server (`npm run build`; global-setup.ts compiles it again, a few seconds). */
export const SERVER_MAIN = path.join(ROOT, 'server/dist/server/src/main.js');

/** This process's worker slot (0 … workers − 1); Playwright sets it before a worker loads any spec. */
function slot(): number {
  return Number(process.env.TEST_PARALLEL_INDEX ?? 0);
}

/** The port of this worker's server; the others of its slot are above it (+10 … +50). */
export const E2E_PORT = E2E_BASE_PORT + 100 * slot();
/** A second origin (another port) for the cross-origin client of second-origin.spec.ts. */
export const E2E_SECOND_ORIGIN = `http://127.0.0.1:${E2E_PORT + 10}`;
/** This worker's folder: its database, SMS log and remote deploys, made anew for each spec file. */
export const E2E_WORKER_DIR = path.join(TMP, `e2e-${E2E_PORT}`);
/** The local SMS adapter appends every message here; recovery tests read their codes from it. */
export const E2E_SMS_LOG = path.join(E2E_WORKER_DIR, 'sms.log');
/** Versioned remote deploys and the remotes.json switch (version-skew.spec.ts deploys into it). */
export const E2E_DEPLOY_DIR = path.join(E2E_WORKER_DIR, 'deploy');

/** The environment of every e2e server: what differs between them is passed on top. */
export function serverEnv(port: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: E2E_JWT_SECRET,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT_MAX: '1000',
    // Issue 30: a suspended account is told this 고객센터 number.
    SUPPORT_CONTACT: '1588-0000',
    // Pushes are recorded, not sent to a push service (no internet here; the e2e delivers them by CDP).
    PUSH_SENDER: 'local',
    // Stopped at the end of a spec file: nothing to drain for.
    SHUTDOWN_GRACE_SECONDS: '0',
  };
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A server left by a worker that was killed (a timeout, Ctrl-C) is stopped before its slot is reused. */
async function clearSlot(pidFile: string, port: number) {
  const pid = Number(fs.existsSync(pidFile) ? fs.readFileSync(pidFile, 'utf8') : 0);
  if (pid > 0 && alive(pid)) process.kill(pid, 'SIGKILL');
  for (let i = 0; i < 100 && !(await portFree(port)); i++) await new Promise((r) => setTimeout(r, 100));
  if (!(await portFree(port))) throw new Error(`port ${port} of this e2e worker is taken by another program`);
}

export interface RunningServer {
  url: string;
  port: number;
  /** What it printed (warnings and errors), for a failure's message. */
  output(): string;
  stop(): Promise<void>;
}

/** Starts the compiled server on `port` with the given environment and waits until it serves. */
export async function startServer(
  port: number,
  env: Record<string, string>,
  pidFile?: string,
): Promise<RunningServer> {
  if (pidFile) await clearSlot(pidFile, port);
  if (!fs.existsSync(SERVER_MAIN)) throw new Error('the compiled server is missing: run `npm run build`');
  const child: ChildProcess = spawn(process.execPath, [SERVER_MAIN], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (pidFile) fs.writeFileSync(pidFile, String(child.pid));
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
    if (pidFile) fs.rmSync(pidFile, { force: true });
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the e2e server on ${url} exited (${child.exitCode}):\n${out}`);
    const up = await fetch(`${url}/remotes.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the e2e server on ${url} did not start:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url, port, output: () => out, stop };
}

/** This worker's server for one spec file: a fresh copy of the seeded database, SMS log and deploys. */
export async function startWorkerServer(): Promise<RunningServer> {
  fs.rmSync(E2E_WORKER_DIR, { recursive: true, force: true });
  const dataDir = path.join(E2E_WORKER_DIR, 'data');
  fs.mkdirSync(E2E_WORKER_DIR, { recursive: true });
  fs.cpSync(E2E_TEMPLATE_DIR, dataDir, { recursive: true });
  return startServer(
    E2E_PORT,
    {
      ...serverEnv(E2E_PORT, dataDir),
      SMS_LOG_FILE: E2E_SMS_LOG,
      DEPLOY_DIR: E2E_DEPLOY_DIR,
      // Listed origins (PRODUCT.md "CORS"): the app's own and the second-origin page's.
      CORS_ORIGINS: `http://127.0.0.1:${E2E_PORT},${E2E_SECOND_ORIGIN}`,
    },
    path.join(TMP, `e2e-${E2E_PORT}.pid`),
  );
}

/** The seeded database of this run: migrations, keys, the center list and the demo seed, once. */
export function makeTemplate() {
  fs.rmSync(E2E_TEMPLATE_DIR, { recursive: true, force: true });
  execFileSync(process.execPath, [path.join(ROOT, 'server/dist/server/src/db/seed-cli.js')], {
    cwd: ROOT,
    env: { ...process.env, ...serverEnv(E2E_BASE_PORT, E2E_TEMPLATE_DIR) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
