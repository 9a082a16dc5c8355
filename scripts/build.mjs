// Builds the shell and the three remotes in production mode, in one webpack process.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webpack = require('webpack');
const apps = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['shell', 'caregiver-app', 'manager-app', 'admin-app'];

const configs = apps.map((app) =>
  require(path.join(root, app, 'webpack.config.js'))({}, { mode: 'production' }),
);
const started = Date.now();
const compiler = webpack(configs);
compiler.run((err, stats) => {
  if (err) {
    console.error(err);
    process.exit(1);
  }
  const info = stats.toString({ colors: false, all: false, errors: true, warnings: true, assets: false });
  if (info.trim()) console.log(info);
  console.log(`built ${apps.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  let failed = stats.hasErrors();
  if (!failed && apps.includes('shell')) {
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
