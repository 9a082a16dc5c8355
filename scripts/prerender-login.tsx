// Renders /login to static HTML at build time (shell/dist/login.html), so a phone paints the form as
// soon as the HTML arrives instead of after all the JavaScript has loaded and run. The client then
// hydrates that markup (shell/src/bootstrap.tsx).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { AppRoutes } from '../shell/src/app';

const dist = path.resolve(__dirname, '../shell/dist');
const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const sheet = new ServerStyleSheet();
try {
  const body = renderToString(
    sheet.collectStyles(
      <StaticRouter location="/login">
        <AppRoutes />
      </StaticRouter>,
    ),
  );
  const marker = /<div id="?root"?><\/div>/;
  if (!marker.test(template)) throw new Error('no root element in shell/dist/index.html');
  const html = template
    .replace('</head>', `${sheet.getStyleTags()}</head>`)
    .replace(marker, `<div id="root">${body}</div>`)
    // The signed-in home frame (boot-frame.ts) is never painted on /login.
    .replace(/<template id="?boot-frame-template"?>[\s\S]*?<\/template>/, '');
  const out = path.join(dist, 'login.html');
  fs.writeFileSync(out, html);
  fs.writeFileSync(`${out}.gz`, zlib.gzipSync(html, { level: 9 }));
  fs.writeFileSync(`${out}.br`, zlib.brotliCompressSync(html));
  console.log(`prerendered /login (${(html.length / 1024).toFixed(1)} KB)`);
} finally {
  sheet.seal();
}
