// npm run check:compat [-- [--shell <provided-shared.json|URL>] [<mf-manifest.json|URL> …]]
// Says whether each remote can run in the shell: every strict singleton it needs must be provided by the
// shell in a fitting version; a versioned module that does not fit is taken from the remote's own copy.
// Defaults: the built shell (shell/dist/provided-shared.json) and every built remote (<role>-app/dist).
// Exits 1 when any remote would be refused, so a deploy stops before remotes.json changes.
import fs from 'node:fs';
import path from 'node:path';
import {
  checkCompat,
  describeRefusal,
  type ManifestShared,
  type ProvidedShared,
} from '../shell/src/remotes/compat';
// @ts-expect-error a plain .mjs helper without types
import { remoteApps, ROOT } from './remote-apps.mjs';

async function readJson<T>(where: string): Promise<T> {
  if (/^https?:\/\//.test(where)) {
    const res = await fetch(where, { cache: 'no-store' });
    if (!res.ok) throw new Error(`${where}: HTTP ${res.status}`);
    return (await res.json()) as T;
  }
  return JSON.parse(fs.readFileSync(where, 'utf8')) as T;
}

async function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--shell');
  const shellAt = at >= 0 ? args.splice(at, 2)[1] : path.join(ROOT, 'shell/dist/provided-shared.json');
  if (!shellAt) throw new Error('--shell needs a path or URL');
  const manifests = args.length
    ? args
    : (remoteApps() as { dir: string }[])
        .map((r) => path.join(r.dir, 'dist/mf-manifest.json'))
        .filter((f) => fs.existsSync(f));
  if (!manifests.length) throw new Error('no remote manifest given or built (npm run build first)');

  const provided = await readJson<ProvidedShared>(shellAt);
  let failed = false;
  for (const where of manifests) {
    const manifest = await readJson<{ name: string; shared: ManifestShared[] }>(where);
    const report = checkCompat(provided, manifest.shared);
    console.log(`${manifest.name} (${where}): ${report.ok ? 'OK, runs in this shell' : 'REFUSED'}`);
    for (const s of report.shared) {
      const how = { shell: "shell's copy", own: 'its own copy', refused: 'REFUSED' }[s.use];
      console.log(
        `  ${s.name.padEnd(30)} needs ${s.required.padEnd(9)} shell has ${String(s.provided).padEnd(8)} → ${how}`,
      );
    }
    if (!report.ok) {
      console.error(describeRefusal(manifest.name, report));
      failed = true;
    }
  }
  process.exit(failed ? 1 : 0);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(2);
});
