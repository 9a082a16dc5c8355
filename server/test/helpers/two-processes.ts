// Real API processes on one throwaway PostgreSQL database, for tests that show a guarantee holds across
// processes (session revocation, login backoff, idempotency keys…). PostgreSQL only: run from a
// `*.pg.test.ts` file (jest.config.js runs those only when TEST_POSTGRES=1 / TEST_DB=postgres).
//
//   const cluster = await startApiProcesses(2);
//   await fetch(`${cluster.processes[0].url}/api/login`, …);
//   await cluster.close();
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import type { DbHandle } from '../../src/db/client';
import { openDb } from './test-app';
import { usePostgres } from './test-db';

const REPO_ROOT = path.resolve(__dirname, '../../..');
export const CLUSTER_JWT_SECRET = 'two-processes-secret-0123456789abcdef0123';

export interface ApiProcess {
  url: string;
  port: number;
  /** The child process (tests that signal it). */
  pid: number;
  /** Resolves with the exit code once the process has ended. */
  exit: Promise<number | null>;
  /** What the process printed so far (for failure messages). */
  output(): string;
  stop(): Promise<void>;
}

export interface ApiCluster {
  /** The database every process uses, migrated, for the test's own setup and checks. */
  handle: DbHandle;
  databaseUrl: string;
  processes: ApiProcess[];
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function startOne(databaseUrl: string, env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: CLUSTER_JWT_SECRET,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_MAX: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited(child);
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API process exited (${child.exitCode}):\n${out}`);
    try {
      const res = await fetch(`${url}/remotes.json`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`API process did not start on ${url}:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const exit = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
  return { url, port, pid: child.pid!, exit, output: () => out, stop };
}

export interface StartOptions {
  /** Migrate the database before the processes start (default); false: they start on an empty one, all
   * at the same moment, and sort it out among themselves (the start-up lock, issue 28). */
  migrate?: boolean;
}

/** Starts `count` API processes (different ports) on one fresh PostgreSQL database. */
export async function startApiProcesses(
  count = 2,
  env: Record<string, string> = {},
  opts: StartOptions = {},
): Promise<ApiCluster> {
  if (!usePostgres()) throw new Error('startApiProcesses needs PostgreSQL (TEST_POSTGRES=1)');
  const { handle, databaseUrl, drop } = await openDb();
  if (!databaseUrl) throw new Error('no database URL');
  const processes: ApiProcess[] = [];
  const close = async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await handle.close();
    await drop?.();
  };
  try {
    // Migrated here, once, unless the test is about processes racing each other to create the tables.
    if (opts.migrate !== false) await handle.migrate();
    const started = await Promise.allSettled(Array.from({ length: count }, () => startOne(databaseUrl, env)));
    for (const r of started) if (r.status === 'fulfilled') processes.push(r.value);
    const failed = started.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
  } catch (err) {
    await close();
    throw err;
  }
  return { handle, databaseUrl, processes, close };
}
