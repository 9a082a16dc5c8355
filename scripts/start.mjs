// `npm start`: build the three apps in production mode, then run the API server, which migrates and
// seeds the embedded database on first run and serves the product on http://localhost:8080.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!process.env.SKIP_BUILD) {
  const b = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  // The local trial: demo accounts and the API docs, unless the environment says otherwise.
  env: { NODE_ENV: 'production', SEED_DEMO: 'true', API_DOCS: 'true', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
