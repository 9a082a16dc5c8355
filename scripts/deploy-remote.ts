// Deploys a built remote into the versioned layout and switches remotes.json (docs/adr/0015).
//
//   npm run deploy:remote -- deploy <role> [--from <dist>] [--version <v>] [--base <url>] [--shell <provided-shared.json|URL>] [--dir <deploy dir>]
//   npm run deploy:remote -- rollback <role> [<version>]     (default: the version active before this one)
//   npm run deploy:remote -- list [<role>]
//
// Layout (DEPLOY_DIR, default ./deploy; the server serves it):
//   apps/<role>/<version>/…   immutable: a version is never overwritten with other files
//   remotes.json              { "<role>": "<base>/<role>/<version>/mf-manifest.json", … } — the switch
//   history.json              { "<role>": [{ "version", "at" }] } — what was active, for rollback
// A deploy first runs the compatibility check against the shell (npm run check:compat) and stops on a refusal.
// Switching is one atomic file write: the next page load uses the new version; nothing is rebuilt.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  checkCompat,
  describeRefusal,
  type ManifestShared,
  type ProvidedShared,
} from '../shell/src/remotes/compat';
// @ts-expect-error a plain .mjs helper without types
import { ROOT } from './remote-apps.mjs';

type History = Record<string, { version: string; at: string }[]>;

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const [, value] = args.splice(i, 2);
  if (!value) throw new Error(`${name} needs a value`);
  return value;
}

const readJson = <T>(file: string, fallback: T): T =>
  fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : fallback;

function writeJsonAtomic(file: string, value: unknown) {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(tmp, file);
}

async function readProvided(where: string): Promise<ProvidedShared> {
  if (/^https?:\/\//.test(where)) {
    const res = await fetch(where, { cache: 'no-store' });
    if (!res.ok) throw new Error(`${where}: HTTP ${res.status}`);
    return (await res.json()) as ProvidedShared;
  }
  return readJson<ProvidedShared>(where, {});
}

/** Every file of a build except source maps (they stay on the build machine). */
function filesOf(dir: string, sub = ''): string[] {
  return fs.readdirSync(path.join(dir, sub), { withFileTypes: true }).flatMap((d) => {
    const rel = path.join(sub, d.name);
    if (d.isDirectory()) return filesOf(dir, rel);
    return /\.map(\.(gz|br))?$/.test(d.name) ? [] : [rel];
  });
}

function contentHash(dir: string, files: string[]): string {
  const h = createHash('sha256');
  for (const f of [...files].sort()) h.update(f).update(fs.readFileSync(path.join(dir, f)));
  return h.digest('hex').slice(0, 8);
}

/** A role names a folder and a URL segment: lower-case letters, digits and dashes only. */
function roleArg(args: string[], command: string): string {
  const role = args.shift();
  if (!role || !/^[a-z][a-z0-9-]*$/.test(role))
    throw new Error(`${command} needs a role (caregiver, manager, …)`);
  return role;
}

function switchTo(deployDir: string, role: string, version: string, base: string) {
  const target = path.join(deployDir, 'apps', role, version, 'mf-manifest.json');
  if (!fs.existsSync(target)) throw new Error(`${role} ${version} is not deployed (${target} missing)`);
  const remotesFile = path.join(deployDir, 'remotes.json');
  const remotes = readJson<Record<string, string>>(remotesFile, {});
  remotes[role] = `${base.replace(/\/$/, '')}/${role}/${version}/mf-manifest.json`;
  writeJsonAtomic(remotesFile, remotes);
  const historyFile = path.join(deployDir, 'history.json');
  const history = readJson<History>(historyFile, {});
  (history[role] ??= []).push({ version, at: new Date().toISOString() });
  writeJsonAtomic(historyFile, history);
  console.log(`${role} → ${version} (${remotes[role]}); takes effect on the next page load`);
}

async function deploy(args: string[], deployDir: string) {
  const role = roleArg(args, 'deploy');
  const from = path.resolve(option(args, '--from') ?? path.join(ROOT, `${role}-app/dist`));
  const base = option(args, '--base') ?? '/apps';
  const shell = option(args, '--shell') ?? path.join(ROOT, 'shell/dist/provided-shared.json');
  const manifestFile = path.join(from, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile} missing: build the remote first`);
  const manifest = readJson<{ name: string; shared: ManifestShared[] }>(manifestFile, {
    name: role,
    shared: [],
  });

  // 1. Can it run in the shell that is live? (npm run check:compat)
  const provided = await readProvided(shell);
  if (!Object.keys(provided).length)
    throw new Error(`no provided versions at ${shell}: build or point --shell at the live shell`);
  const report = checkCompat(provided, manifest.shared);
  if (!report.ok) throw new Error(`not deployed: ${describeRefusal(manifest.name, report)}`);

  // 2. Copy into its immutable version folder.
  const files = filesOf(from);
  const pkg = readJson<{ version?: string }>(path.join(ROOT, `${role}-app/package.json`), {});
  const version = option(args, '--version') ?? `${pkg.version ?? '0.0.0'}-${contentHash(from, files)}`;
  if (!/^[0-9A-Za-z][0-9A-Za-z.+_-]*$/.test(version)) throw new Error(`bad version ${version}`);
  const target = path.join(deployDir, 'apps', role, version);
  if (fs.existsSync(target)) {
    const same = contentHash(target, filesOf(target)) === contentHash(from, files);
    if (!same)
      throw new Error(`${role} ${version} is already deployed with other files; versions are immutable`);
  } else {
    const tmp = `${target}.${process.pid}.tmp`;
    for (const f of files) {
      fs.mkdirSync(path.dirname(path.join(tmp, f)), { recursive: true });
      fs.copyFileSync(path.join(from, f), path.join(tmp, f));
    }
    fs.renameSync(tmp, target);
  }

  // 3. Switch.
  switchTo(deployDir, role, version, base);
}

function rollback(args: string[], deployDir: string) {
  const role = roleArg(args, 'rollback');
  const base = option(args, '--base') ?? '/apps';
  const history = readJson<History>(path.join(deployDir, 'history.json'), {})[role] ?? [];
  const current = history.at(-1)?.version;
  const version = args.shift() ?? [...history].reverse().find((h) => h.version !== current)?.version;
  if (version && !/^[0-9A-Za-z][0-9A-Za-z.+_-]*$/.test(version)) throw new Error(`bad version ${version}`);
  if (!version) throw new Error(`${role} has no earlier version to roll back to`);
  switchTo(deployDir, role, version, base);
}

function list(args: string[], deployDir: string) {
  const remotes = readJson<Record<string, string>>(path.join(deployDir, 'remotes.json'), {});
  const appsDir = path.join(deployDir, 'apps');
  const roles = args.length ? args : fs.existsSync(appsDir) ? fs.readdirSync(appsDir) : [];
  for (const role of roles) {
    const dir = path.join(appsDir, role);
    const versions = fs.existsSync(dir) ? fs.readdirSync(dir).filter((v) => !v.endsWith('.tmp')) : [];
    for (const v of versions)
      console.log(`${role} ${v}${remotes[role]?.includes(`/${v}/`) ? '  (active)' : ''}`);
  }
}

async function main() {
  const args = process.argv.slice(2);
  const deployDir = path.resolve(
    option(args, '--dir') ?? process.env.DEPLOY_DIR ?? path.join(ROOT, 'deploy'),
  );
  fs.mkdirSync(deployDir, { recursive: true });
  const command = args.shift();
  if (command === 'deploy') await deploy(args, deployDir);
  else if (command === 'rollback') rollback(args, deployDir);
  else if (command === 'list') list(args, deployDir);
  else throw new Error('usage: deploy-remote.ts deploy|rollback|list <role> …');
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
