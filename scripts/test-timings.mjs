// Per-file times of the last `npm test` (issue 43): for each step that ran, its files by time, the ten
// slowest printed, from the JSON reports in .tmp/ (jest's --json, Playwright's json reporter).
//
//   npm test -- --timings          (prints this at the end of the run)
//   node scripts/test-timings.mjs  [--all]   (again, from the reports of the last run)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** [file, seconds, tests] of a jest --json report. */
function jestFiles(report) {
  return report.testResults.map((t) => [
    path.relative(root, t.name),
    (t.endTime - t.startTime) / 1000,
    t.assertionResults.length,
  ]);
}

/** [file, seconds, tests] of a Playwright json report: the sum of its tests' durations per file. */
function playwrightFiles(report) {
  const byFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        const [s, n] = byFile.get(spec.file) ?? [0, 0];
        byFile.set(spec.file, [s + ms / 1000, n + 1]);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return [...byFile].map(([file, [s, n]]) => [`e2e/tests/${file}`, s, n]);
}

const STEPS = [
  ['jest', jestFiles],
  ['jest-postgres', jestFiles],
  ['e2e', playwrightFiles],
  ['cluster', playwrightFiles],
  ['cluster-s3', playwrightFiles],
];

export function printTimings(tmp = path.join(root, '.tmp'), { all = false } = {}) {
  for (const [step, read] of STEPS) {
    const file = path.join(tmp, `${step}.json`);
    if (!existsSync(file)) continue;
    const rows = read(JSON.parse(readFileSync(file, 'utf8'))).sort((a, b) => b[1] - a[1]);
    const total = rows.reduce((s, r) => s + r[1], 0);
    const tests = rows.reduce((s, r) => s + r[2], 0);
    console.log(
      `\n${step}: ${rows.length} files, ${tests} tests, ${total.toFixed(0)}s of file time ` +
        `(summed over workers; a file's time includes its set-up)`,
    );
    for (const [name, s, n] of all ? rows : rows.slice(0, 10)) {
      console.log(`  ${s.toFixed(1).padStart(7)}s  ${String(n).padStart(3)} tests  ${name}`);
    }
  }
}

if (path.resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  printTimings(undefined, { all: process.argv.includes('--all') });
}
