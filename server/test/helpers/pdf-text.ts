// The text of a PDF, page by page, as a reader extracts it (pdfjs-dist, Mozilla's PDF.js): what the tests
// of generated PDFs check. PDF.js ships as ES modules only, so it runs in a child node process rather than
// through jest's CommonJS transform; no system package is needed.
import { execFile } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const SCRIPT = `
const { getDocument } = await import(process.argv[1]);
const chunks = [];
for await (const c of process.stdin) chunks.push(c);
const doc = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), verbosity: 0 }).promise;
const pages = [];
for (let i = 1; i <= doc.numPages; i += 1) {
  const content = await (await doc.getPage(i)).getTextContent();
  pages.push(content.items.map((it) => ('str' in it ? it.str + (it.hasEOL ? '\\n' : '') : '')).join(''));
}
process.stdout.write(JSON.stringify(pages));
`;

const PDFJS = 'pdfjs-dist/legacy/build/pdf.mjs';

/** Each page's text (lines end with `\n`). */
export function pdfPagesText(pdf: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      // The server's own pdfjs-dist, wherever npm put it (the script has no folder to resolve from).
      [
        '--input-type=module',
        '-e',
        SCRIPT,
        pathToFileURL(require.resolve(PDFJS, { paths: [__dirname] })).href,
      ],
      { maxBuffer: 16 * 1024 * 1024 },
      (err, stdout, stderr) => {
        if (err) reject(new Error(`${err.message}\n${stderr}`));
        else resolve(JSON.parse(stdout) as string[]);
      },
    );
    child.stdin?.end(pdf);
  });
}
