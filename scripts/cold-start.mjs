// Cold start of the API server (issue 16): time from spawning `node` to the "Server listening" log line,
// on an existing embedded database (migrated and seeded by a first start that is not timed).
//
//   node scripts/cold-start.mjs [--runs 5] [--port 18611] [--entry dist|tsx] [--data-dir DIR]
//
// `dist` (default) runs the compiled server/dist/server/src/main.js (`npm run build` first), `tsx` the
// TypeScript sources through the tsx loader (what `npm start` ran before). With DATABASE_URL set the
// server uses that PostgreSQL instead.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const RUNS = Number(arg('runs', '5'));
const PORT = arg('port', '18611');
const ENTRY = arg('entry', 'dist');
const dataDir = arg('data-dir', '') || fs.mkdtempSync(path.join(os.tmpdir(), 'dolbom-cold-'));
const args =
  ENTRY === 'tsx'
    ? ['--import', 'tsx', path.join(root, 'server/src/main.ts')]
    : [path.join(root, 'server/dist/server/src/main.js')];

function startOnce() {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: {
        ...process.env,
        PORT,
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        PUSH_SENDER: 'local',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let ms;
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (ms === undefined && out.includes('Server listening')) {
        ms = Number(process.hrtime.bigint() - started) / 1e6;
        child.kill('SIGTERM');
      }
    });
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => (ms === undefined ? reject(new Error(`exit ${code}: ${out}`)) : resolve(ms)));
  });
}

const first = await startOnce();
console.log(`first start (creates, migrates and seeds the database): ${first.toFixed(0)} ms`);
const times = [];
for (let i = 0; i < RUNS; i++) times.push(await startOnce());
times.sort((a, b) => a - b);
console.log(
  `${ENTRY}: node → listening on an existing database, ${RUNS} runs: median ${times[Math.floor(RUNS / 2)].toFixed(0)} ms, ` +
    `min ${times[0].toFixed(0)}, max ${times[RUNS - 1].toFixed(0)} (load average ${os.loadavg()[0].toFixed(1)})`,
);
if (!arg('data-dir', '')) fs.rmSync(dataDir, { recursive: true, force: true });
