// A throwaway PostgreSQL 15 for API tests: initdb in a temp dir, start on a free 127.0.0.1 port,
// hand back a URL, and on stop() shut it down and delete everything. Plain Node, no dependencies.
//
//   import { startPostgres } from './scripts/postgres-for-tests.mjs';
//   const pg = await startPostgres(); ... pg.url ... await pg.stop();
//
// CLI: `node scripts/postgres-for-tests.mjs` prints the URL and stops on SIGINT/SIGTERM.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setInterval } from 'node:timers';

const BIN_CANDIDATES = [process.env.PG_BIN, '/usr/lib/postgresql/15/bin'].filter(Boolean);

function findBinDir() {
  for (const dir of BIN_CANDIDATES) {
    if (fs.existsSync(path.join(dir, 'initdb'))) return dir;
  }
  return null;
}

function ensureBinaries() {
  let dir = findBinDir();
  if (dir) return dir;
  if (process.getuid?.() === 0) {
    // Debian's `postgresql` package pulls in the distribution's major version (15 on bookworm).
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    dir = findBinDir();
  }
  if (!dir) throw new Error('PostgreSQL 15 binaries not found (set PG_BIN or install postgresql-15).');
  return dir;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

// PostgreSQL refuses to run as root, so as root every binary runs as `nobody`.
function asUser() {
  if (process.getuid?.() !== 0) return null;
  const uid = Number(execFileSync('id', ['-u', 'nobody']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'nobody']).toString().trim());
  return { uid, gid };
}

function run(bin, args, user) {
  const res = user
    ? spawnSync('runuser', ['-u', 'nobody', '--', bin, ...args], { encoding: 'utf8' })
    : spawnSync(bin, args, { encoding: 'utf8' });
  if (res.status !== 0) {
    throw new Error(`${path.basename(bin)} failed (${res.status}): ${res.stderr || res.stdout}`);
  }
  return res.stdout;
}

/** Starts a fresh cluster; resolves to { url, stop }. */
export async function startPostgres() {
  const binDir = ensureBinaries();
  const user = asUser();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dolbom-pg-'));
  const dataDir = path.join(root, 'data');
  if (user) fs.chownSync(root, user.uid, user.gid);
  fs.chmodSync(root, 0o700);

  const port = await freePort();
  run(
    path.join(binDir, 'initdb'),
    ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
    user,
  );
  // fsync off: a test cluster is thrown away anyway, and it makes CREATE DATABASE much faster.
  const opts = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  run(
    path.join(binDir, 'pg_ctl'),
    ['-D', dataDir, '-l', path.join(root, 'postgres.log'), '-o', opts, '-w', '-t', '60', 'start'],
    user,
  );

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    try {
      run(path.join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop'], user);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

// CLI use. No import.meta or top-level await here, so that jest's CommonJS transform can load this
// file into a globalSetup.
async function cli() {
  const pg = await startPostgres();
  console.log(pg.url);
  const shutdown = async () => {
    await pg.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  // Keep the process alive until a signal arrives.
  setInterval(() => {}, 1 << 30);
}

if (path.basename(process.argv[1] ?? '') === 'postgres-for-tests.mjs') {
  cli().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
