// Every remote of the repo: a `<role>-app/` folder with a webpack config (caregiver, manager, admin, …).
// Scripts iterate over this list instead of naming the roles.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @returns {{ role: string, dir: string }[]} */
export function remoteApps(root = ROOT) {
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name.endsWith('-app'))
    .filter((d) => fs.existsSync(path.join(root, d.name, 'webpack.config.js')))
    .map((d) => ({ role: d.name.slice(0, -'-app'.length), dir: path.join(root, d.name) }))
    .sort((a, b) => a.role.localeCompare(b.role));
}
