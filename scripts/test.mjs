// `npm test`: every suite of the project, in order, with one closing line `N passed, N failed`.
// Type check, lint and format check and the production build count as one test each; jest and
// Playwright report their own counts. TEST_POSTGRES=1 also runs the API suite on a throwaway
// PostgreSQL 15 that the suite starts and stops itself, and the cluster e2e (three API processes on it).
//
//   npm test -- e2e            one step (typecheck, lint, format, jest, jest-postgres, build, e2e, cluster, cluster-s3)
//   npm test -- budget         only the first-load budget (e2e/tests/budget.spec.ts, on the last build); a full
//                              run has it in the e2e step
//   npm test -- --timings      also print each step's slowest files at the end (scripts/test-timings.mjs)
//
// Both cores are used (issue 43): the three static checks run side by side, jest runs two workers, and
// the e2e two Playwright workers, each with its own server and database (e2e/server.ts).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium, ensurePostgres } from './ensure-tools.mjs';
import { printTimings } from './test-timings.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const args = process.argv.slice(2);
const timings = args.includes('--timings');
const only = args.filter((a) => !a.startsWith('--')); // e.g. `npm test -- e2e` runs just that step
const wanted = (name) => !only.length || only.includes(name);
/** Workers of jest and Playwright: both cores by default. */
const WORKERS = process.env.TEST_WORKERS ?? '2';

let passed = 0;
let failed = 0;
const summary = [];

/**
 * Runs a command; with `quiet`, its output is held and printed in one piece when it ends (steps that run
 * side by side would otherwise interleave their lines).
 */
function run(cmd, cmdArgs, env = {}, { quiet = false } = {}) {
  const line = `$ ${[cmd, ...cmdArgs].join(' ')}`;
  if (!quiet) console.log(`\n${line}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, {
      cwd: root,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    let out = '';
    child.stdout?.on('data', (d) => (out += d));
    child.stderr?.on('data', (d) => (out += d));
    child.on('close', (code) => {
      if (quiet) console.log(`\n${line}\n${out.trimEnd()}`);
      resolve(code === 0);
    });
  });
}

function record(name, p, f, seconds) {
  passed += p;
  failed += f;
  summary.push(`${name}: ${p} passed, ${f} failed (${seconds.toFixed(0)}s)`);
}

async function timed(fn) {
  const t = Date.now();
  const counts = await fn();
  return [...counts, (Date.now() - t) / 1000];
}

async function single(name, cmd, cmdArgs, env, opts) {
  if (!wanted(name)) return;
  const [p, f, s] = await timed(async () => ((await run(cmd, cmdArgs, env, opts)) ? [1, 0] : [0, 1]));
  record(name, p, f, s);
}

async function jest(name, jestArgs, env) {
  if (!wanted(name)) return;
  const [p, f, s] = await timed(async () => {
    const out = path.join(tmp, `${name}.json`);
    rmSync(out, { force: true });
    const ok = await run(
      bin('jest'),
      [...jestArgs, `--maxWorkers=${WORKERS}`, '--json', `--outputFile=${out}`],
      env,
    );
    if (!existsSync(out)) return [0, 1];
    const r = JSON.parse(readFileSync(out, 'utf8'));
    // A suite that fails to compile has no tests but must still count as a failure.
    const brokenSuites = r.numFailedTestSuites > 0 && r.numFailedTests === 0 ? r.numFailedTestSuites : 0;
    return [
      r.numPassedTests,
      r.numFailedTests + brokenSuites + (ok || r.numFailedTests || brokenSuites ? 0 : 1),
    ];
  });
  record(name, p, f, s);
}

async function playwright(name, config, env = {}, extra = []) {
  if (!wanted(name)) return;
  const [p, f, s] = await timed(async () => {
    const chromium = ensureChromium();
    console.log(`browser: ${chromium}`);
    const out = path.join(tmp, `${name}.json`);
    rmSync(out, { force: true });
    const ok = await run(bin('playwright'), ['test', '-c', config, ...extra], {
      ...env,
      PW_JSON_OUTPUT: out,
    });
    if (!existsSync(out)) return [0, 1];
    const st = JSON.parse(readFileSync(out, 'utf8')).stats ?? {};
    const bad = (st.unexpected ?? 0) + (st.flaky ?? 0);
    return [st.expected ?? 0, bad + (ok || bad ? 0 : 1)];
  });
  record(name, p, f, s);
}

const postgres = process.env.TEST_POSTGRES === '1';
const started = Date.now();

// The static checks are single-threaded: three of them share the two cores.
await Promise.all([
  single('typecheck', bin('tsc'), ['-p', 'tsconfig.json'], {}, { quiet: true }),
  single('lint', bin('eslint'), ['.', '--max-warnings=0'], {}, { quiet: true }),
  single('format', bin('prettier'), ['--check', '.', '--log-level=warn'], {}, { quiet: true }),
]);
// Every package's tests once, with the API suite on PGlite; then only the API suite again on PostgreSQL.
await jest('jest', ['--ci'], { TEST_DB: 'pglite' });
if (postgres) {
  if (wanted('jest-postgres')) ensurePostgres();
  await jest('jest-postgres', ['--ci', '--selectProjects', 'server'], { TEST_DB: 'postgres' });
}
await single('build', process.execPath, [path.join(root, 'scripts/build.mjs')]);
// The first-load budget (issue 45) is one of the e2e's spec files; `npm test -- budget` runs it alone.
await playwright('e2e', 'e2e/playwright.config.ts', { E2E_WORKERS: WORKERS });
if (only.includes('budget'))
  await playwright('budget', 'e2e/playwright.config.ts', {}, ['--project', 'budget']);
// Three API processes as production runs them, on one throwaway PostgreSQL, behind a round-robin
// balancer (issue 28): the journeys that cross processes.
if (postgres) {
  if (only.includes('cluster') || only.includes('cluster-s3')) ensurePostgres();
  await playwright('cluster', 'e2e/cluster.config.ts', { CLUSTER_STORE: 'postgres' });
  // Again with the files in an S3-compatible bucket (a local s3rver): the journeys that touch files.
  await playwright('cluster-s3', 'e2e/cluster.config.ts', { CLUSTER_STORE: 's3' });
}

if (timings) printTimings(tmp);
console.log('\n' + summary.join('\n'));
console.log(`total ${((Date.now() - started) / 1000).toFixed(0)}s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
