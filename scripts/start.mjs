// `npm start`: build the three apps and the server in production mode, then run the compiled API server, which migrates and
// seeds the embedded database on first run and serves the product on http://localhost:8080.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_MAIN, buildServer } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!process.env.SKIP_BUILD) {
  const b = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
// The compiled server (scripts/build-server.mjs, part of the build above); built now if missing.
if (!fs.existsSync(SERVER_MAIN)) await buildServer();
const server = spawn(process.execPath, [SERVER_MAIN], {
  cwd: root,
  stdio: 'inherit',
  // The local trial: demo accounts, the API docs and any origin (a client under development on another
  // port), unless the environment says otherwise.
  env: { NODE_ENV: 'production', SEED_DEMO: 'true', API_DOCS: 'true', CORS_ORIGINS: '*', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
