// Once per e2e run (issue 43): the compiled server from the current sources (swc, a few seconds, so a
// server change needs no `npm run build` of the apps), then the seeded database every worker copies.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { makeTemplate, ROOT } from './server';

export default function globalSetup() {
  const started = Date.now();
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  makeTemplate();
  console.log(
    `e2e: compiled server and seeded database ready in ${((Date.now() - started) / 1000).toFixed(1)}s`,
  );
}
