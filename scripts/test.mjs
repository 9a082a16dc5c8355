// `npm test`: every suite of the project, in order, with one closing line `N passed, N failed`.
// Type check, lint and format check and the production build count as one test each; jest and
// Playwright report their own counts. TEST_POSTGRES=1 also runs the API suite on a throwaway
// PostgreSQL 15 that the suite starts and stops itself, and the cluster e2e (three API processes on it).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium, ensurePostgres } from './ensure-tools.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const only = process.argv.slice(2); // e.g. `npm test -- e2e` runs just that step

let passed = 0;
let failed = 0;
const summary = [];

function run(cmd, args, env = {}) {
  console.log(`\n$ ${[cmd, ...args].join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

function record(name, p, f) {
  passed += p;
  failed += f;
  summary.push(`${name}: ${p} passed, ${f} failed`);
}

function step(name, fn) {
  if (only.length && !only.includes(name)) return;
  const t = Date.now();
  fn();
  summary[summary.length - 1] += ` (${((Date.now() - t) / 1000).toFixed(0)}s)`;
}

function single(name, cmd, args, env) {
  step(name, () => {
    const ok = run(cmd, args, env);
    record(name, ok ? 1 : 0, ok ? 0 : 1);
  });
}

function jest(name, args, env) {
  step(name, () => {
    const out = path.join(tmp, `${name}.json`);
    rmSync(out, { force: true });
    const ok = run(bin('jest'), [...args, '--json', `--outputFile=${out}`], env);
    if (!existsSync(out)) return record(name, 0, 1);
    const r = JSON.parse(readFileSync(out, 'utf8'));
    // A suite that fails to compile has no tests but must still count as a failure.
    const brokenSuites = r.numFailedTestSuites > 0 && r.numFailedTests === 0 ? r.numFailedTestSuites : 0;
    record(
      name,
      r.numPassedTests,
      r.numFailedTests + brokenSuites + (ok || r.numFailedTests || brokenSuites ? 0 : 1),
    );
  });
}

single('typecheck', bin('tsc'), ['-p', 'tsconfig.json']);
single('lint', bin('eslint'), ['.', '--max-warnings=0']);
single('format', bin('prettier'), ['--check', '.']);
jest('jest', ['--ci'], { TEST_DB: 'pglite' });
if (process.env.TEST_POSTGRES === '1') {
  if (!only.length || only.includes('jest-postgres')) ensurePostgres();
  jest('jest-postgres', ['--ci', '--selectProjects', 'server'], { TEST_DB: 'postgres' });
}
single('build', process.execPath, [path.join(root, 'scripts/build.mjs')]);
function playwright(name, config, env = {}) {
  step(name, () => {
    const chromium = ensureChromium();
    console.log(`browser: ${chromium}`);
    const out = path.join(tmp, `${name}.json`);
    rmSync(out, { force: true });
    const ok = run(bin('playwright'), ['test', '-c', config], { ...env, PW_JSON_OUTPUT: out });
    if (!existsSync(out)) return record(name, 0, 1);
    const s = JSON.parse(readFileSync(out, 'utf8')).stats ?? {};
    const f = (s.unexpected ?? 0) + (s.flaky ?? 0);
    record(name, s.expected ?? 0, f + (ok || f ? 0 : 1));
  });
}

playwright('e2e', 'e2e/playwright.config.ts');
// Three API processes as production runs them, on one throwaway PostgreSQL, behind a round-robin
// balancer (issue 28): the journeys that cross processes.
if (process.env.TEST_POSTGRES === '1') {
  if (only.includes('cluster') || only.includes('cluster-s3')) ensurePostgres();
  playwright('cluster', 'e2e/cluster.config.ts', { CLUSTER_STORE: 'postgres' });
  // Again with the files in an S3-compatible bucket (a local s3rver): the journeys that touch files.
  playwright('cluster-s3', 'e2e/cluster.config.ts', { CLUSTER_STORE: 's3' });
}

console.log('\n' + summary.join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
