// `npm run dev`: webpack dev servers for the shell (8081) and the remotes (8082, 8083, admin 8084) plus the API
// (8080), with remotes.json pointing at the dev servers. Open http://localhost:8081.
// `npm run dev -- caregiver` develops one remote alone: only that remote runs a dev server; the shell
// and the other remote are the production builds the API serves (build them once with `npm run build`).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv[2]; // 'caregiver' | 'manager' | 'admin' | undefined
const remotes = { caregiver: 8082, manager: 8083, admin: 8084 };
// DEPLOY_DIR: a folder with no deploys, so a locally deployed remotes.json never hides the dev servers.
// CORS_ORIGINS: the dev servers are other origins than the API.
const env = {
  SEED_DEMO: 'true',
  API_DOCS: 'true',
  CORS_ORIGINS: '*',
  DEPLOY_DIR: '.tmp/dev-no-deploy',
  ...process.env,
  SKIP_BUILD: '1',
};
for (const [name, port] of Object.entries(remotes)) {
  if (!only || only === name)
    env[`REMOTE_${name.toUpperCase()}_URL`] = `http://localhost:${port}/mf-manifest.json`;
}

const children = [];
function run(args, cwd = root) {
  const c = spawn(process.execPath, args, { cwd, stdio: 'inherit', env });
  children.push(c);
}
const webpackCli = path.join(root, 'node_modules/webpack-cli/bin/cli.js');
run(['--import', 'tsx', '--watch', path.join(root, 'server/src/main.ts')]);
for (const name of Object.keys(remotes)) {
  if (!only || only === name)
    run([webpackCli, 'serve', '--mode', 'development'], path.join(root, `${name}-app`));
}
if (!only) run([webpackCli, 'serve', '--mode', 'development'], path.join(root, 'shell'));
console.log(
  only
    ? `dev: ${only} remote on :${remotes[only]}, product on http://localhost:8080`
    : 'dev: http://localhost:8081',
);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => children.forEach((c) => c.kill(sig)));
