// Compiles the API server to plain JavaScript for production (issue 16): server/src and the shared
// contracts it imports (shared-api/src) → server/dist/server/src and server/dist/shared-api/src,
// CommonJS, one file per module, with swc (a transpiler only: `npm run typecheck` checks the types).
// `npm start` runs `node server/dist/server/src/main.js`, so no TypeScript loader runs in production;
// `npm run dev` and the tests keep running the sources through tsx and jest.
//
//   node scripts/build-server.mjs        (also part of `npm run build`)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformFile } from '@swc/core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_DIST = path.join(root, 'server/dist');
/** The compiled entry point. */
export const SERVER_MAIN = path.join(SERVER_DIST, 'server/src/main.js');

const SOURCES = ['server/src', 'shared-api/src'];
// The server imports only the contracts (and the package root); the browser-only hooks are skipped.
const SKIP = /(__tests__|\.test\.tsx?$|\.d\.ts$|shared-api\/src\/hooks)/;
const SHARED_API = {
  '@dolbom/shared-api/contracts': 'shared-api/src/contracts/index',
  '@dolbom/shared-api': 'shared-api/src/index',
};

function sourceFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.posix.join(dir, entry.name);
    if (SKIP.test(rel)) continue;
    if (entry.isDirectory()) out.push(...sourceFiles(rel));
    else if (/\.tsx?$/.test(entry.name)) out.push(rel);
  }
  return out;
}

/** `require("@dolbom/shared-api/contracts")` → a relative require of the compiled copy. */
function rewriteSharedApi(code, rel) {
  return code.replace(/require\("(@dolbom\/shared-api(?:\/contracts)?)"\)/g, (_m, spec) => {
    let target = path.posix.relative(path.posix.dirname(rel), SHARED_API[spec]);
    if (!target.startsWith('.')) target = `./${target}`;
    return `require(${JSON.stringify(target)})`;
  });
}

export async function buildServer() {
  const started = Date.now();
  fs.rmSync(SERVER_DIST, { recursive: true, force: true });
  const files = SOURCES.flatMap(sourceFiles);
  await Promise.all(
    files.map(async (rel) => {
      const { code, map } = await transformFile(path.join(root, rel), {
        swcrc: false,
        sourceMaps: true,
        jsc: {
          parser: { syntax: 'typescript', tsx: rel.endsWith('.tsx') },
          target: 'es2022',
          keepClassNames: true,
        },
        module: { type: 'commonjs' },
      });
      const out = path.join(SERVER_DIST, rel.replace(/\.tsx?$/, '.js'));
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.writeFileSync(
        out,
        `${rewriteSharedApi(code, rel)}\n//# sourceMappingURL=${path.basename(out)}.map\n`,
      );
      if (map) fs.writeFileSync(`${out}.map`, map);
    }),
  );
  console.log(`built the server (${files.length} files) in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

if (path.resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  buildServer().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
