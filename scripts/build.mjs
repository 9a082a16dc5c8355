// Builds the API server (scripts/build-server.mjs), then the shell and the three remotes in production
// mode, in one webpack process.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build-server.mjs';
import { buildUiFont } from './build-ui-font.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webpack = require('webpack');
const args = process.argv.slice(2);
// `node scripts/build.mjs server` builds only the API server; no arguments build everything.
if (!args.length || args.includes('server')) await buildServer();
const apps = args.length
  ? args.filter((a) => a !== 'server')
  : ['shell', 'caregiver-app', 'manager-app', 'admin-app'];
if (!apps.length) process.exit(0);

const configs = apps.map((app) =>
  require(path.join(root, app, 'webpack.config.js'))({}, { mode: 'production' }),
);
const started = Date.now();
const compiler = webpack(configs);
compiler.run(async (err, stats) => {
  if (err) {
    console.error(err);
    process.exit(1);
  }
  const info = stats.toString({ colors: false, all: false, errors: true, warnings: true, assets: false });
  if (info.trim()) console.log(info);
  console.log(`built ${apps.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  let failed = stats.hasErrors();
  if (!failed && apps.includes('shell')) {
    const font = await buildUiFont(root);
    console.log(`UI font subset ${font.url}: ${(font.bytes / 1024).toFixed(1)} KB`);
    const r = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'scripts/prerender-login.tsx')],
      {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    failed = r.status !== 0;
  }
  compiler.close(() => process.exit(failed ? 1 : 0));
});
