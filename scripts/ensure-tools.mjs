// Finds the browser (and, for TEST_POSTGRES=1, PostgreSQL 15) that the tests need, installing
// them from Debian's repositories when missing and we are root. Never downloads a browser build.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const PG_BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';

let aptUpdated = false;
function aptInstall(pkg) {
  if (process.getuid?.() !== 0) {
    throw new Error(`${pkg} is missing; install it with: sudo apt-get install -y ${pkg}`);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    aptUpdated = true;
  }
  execFileSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env });
}

export function ensureChromium() {
  if (!existsSync(CHROMIUM)) {
    console.log('Installing Debian chromium for the end-to-end tests…');
    aptInstall('chromium');
  }
  const v = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' });
  return v.stdout.trim();
}

export function ensurePostgres() {
  if (!existsSync(`${PG_BIN}/initdb`)) {
    console.log('Installing PostgreSQL 15 server binaries…');
    aptInstall('postgresql');
  }
  return PG_BIN;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureChromium());
  if (process.argv.includes('--postgres')) console.log(ensurePostgres());
}
