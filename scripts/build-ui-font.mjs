// Cuts a small Pretendard for the first screens: the variable font from node_modules (weights 400–800, the
// ones the theme uses), reduced to printable ASCII plus every non-ASCII character written in the apps' own
// sources (labels, buttons, messages). A small stylesheet declares it as 'Pretendard UI', first in the
// theme's font stack (shell/public/index.html links it without blocking the first paint); names and
// addresses it lacks fall back per character to the dynamic-subset slices.
// Called by scripts/build.mjs after the shell is built; both file names carry a content hash (/fonts/ is
// served immutable) and the built index.html is pointed at the stylesheet.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const require = createRequire(import.meta.url);
const SOURCES = [
  'shell/src',
  'caregiver-app/src',
  'manager-app/src',
  'admin-app/src',
  'shared-ui/src',
  'shared-api/src',
];
export const UI_FONT_PLACEHOLDER = '/fonts/pretendard/pretendard-ui.css';

/** Non-ASCII characters in the apps' TypeScript sources (tests excluded), plus printable ASCII. */
export function uiCharacters(root) {
  const chars = new Set();
  for (let c = 0x20; c < 0x7f; c++) chars.add(String.fromCharCode(c));
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
        for (const c of readFileSync(file, 'utf8')) if (c.codePointAt(0) > 0x7f) chars.add(c);
    }
  };
  for (const dir of SOURCES) walk(path.join(root, dir));
  return [...chars].sort().join('');
}

export async function buildUiFont(root) {
  const subsetFont = require('subset-font');
  const pretendard = path.dirname(require.resolve('pretendard/package.json'));
  const variable = readFileSync(path.join(pretendard, 'dist/web/variable/woff2/PretendardVariable.woff2'));
  const font = await subsetFont(variable, uiCharacters(root), {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: 400, max: 800 } },
  });
  const hashOf = (data) => createHash('sha256').update(data).digest('hex').slice(0, 8);
  const dist = path.join(root, 'shell/dist');
  const fontUrl = `/fonts/pretendard/pretendard-ui.${hashOf(font)}.woff2`;
  writeFileSync(path.join(dist, fontUrl), font);
  const css =
    "@font-face{font-family:'Pretendard UI';font-style:normal;font-display:swap;font-weight:400 800;" +
    `src:url(${fontUrl}) format('woff2')}\n`;
  const url = `/fonts/pretendard/pretendard-ui.${hashOf(css)}.css`;
  writeFileSync(path.join(dist, url), css);
  const indexFile = path.join(dist, 'index.html');
  const html = readFileSync(indexFile, 'utf8');
  if (!html.includes(UI_FONT_PLACEHOLDER))
    throw new Error(`${UI_FONT_PLACEHOLDER} not found in ${indexFile}`);
  const rewritten = html.split(UI_FONT_PLACEHOLDER).join(url);
  writeFileSync(indexFile, rewritten);
  // The server prefers the precompressed copies the build wrote: write them again.
  if (existsSync(`${indexFile}.gz`)) writeFileSync(`${indexFile}.gz`, zlib.gzipSync(rewritten, { level: 9 }));
  if (existsSync(`${indexFile}.br`)) writeFileSync(`${indexFile}.br`, zlib.brotliCompressSync(rewritten));
  // Both stylesheets load without blocking, in either order. When the slices' one applied first, the first
  // text (the loading status, the home) found no 'Pretendard UI' face yet and fetched a 25–38 KB slice on the
  // critical path: the slices' stylesheet declares the UI face too (same URL, one download).
  const slicesFile = path.join(dist, 'fonts/pretendard/pretendardvariable-dynamic-subset.css');
  if (existsSync(slicesFile)) {
    const slices = css + readFileSync(slicesFile, 'utf8');
    writeFileSync(slicesFile, slices);
    for (const [ext, zip] of [
      ['gz', (b) => zlib.gzipSync(b, { level: 9 })],
      ['br', (b) => zlib.brotliCompressSync(b)],
    ])
      if (existsSync(`${slicesFile}.${ext}`)) writeFileSync(`${slicesFile}.${ext}`, zip(slices));
  }
  return { url: fontUrl, bytes: font.length };
}
