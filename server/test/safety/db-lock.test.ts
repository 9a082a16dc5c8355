// The embedded database is one process's: a second server on the same DATA_DIR refuses to start with a
// clear message and a non-zero exit, and a lock left by a crashed server does not block the next start.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '../../src/db/client';
import { DatabaseLockedError, LOCK_FILE } from '../../src/db/dir-lock';

jest.setTimeout(120_000);
const ROOT = path.resolve(__dirname, '../../..');
let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dolbom-lock-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs the real server (server/src/main.ts) on `dir`; resolves with its exit code and output. */
function startServer(dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/main.ts')], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        JWT_SECRET: 'lock-test-secret-0123456789abcdef',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the second server did not stop: ${output}`));
    }, 90_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('embedded database lock', () => {
  it('refuses a second server process on the same DATA_DIR with a clear message', async () => {
    const first = await createDb({ databaseUrl: undefined, dataDir: dir });
    try {
      const second = await startServer(dir);
      expect(second.code).not.toBe(0);
      expect(second.output).toContain('already in use by another server');
      expect(second.output).toContain(`pid ${process.pid}`);
      // The first still works.
      await first.migrate();
    } finally {
      await first.close();
    }
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses a second open in the same process, and allows one after close', async () => {
    const first = await createDb({ databaseUrl: undefined, dataDir: dir });
    await expect(createDb({ databaseUrl: undefined, dataDir: dir })).rejects.toBeInstanceOf(
      DatabaseLockedError,
    );
    await first.close();
    const again = await createDb({ databaseUrl: undefined, dataDir: dir });
    await again.close();
  });

  it('takes over the lock of a crashed server (its pid is no longer alive)', async () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    const pid = Number(dead.stdout.toString());
    expect(pid).toBeGreaterThan(0);
    fs.writeFileSync(path.join(dir, LOCK_FILE), `${pid}\n`);
    const handle = await createDb({ databaseUrl: undefined, dataDir: dir });
    expect(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    await handle.close();
  });
});
