// Security headers, by what a response is (issue 14: /login's bytes; issue 16: the API's CPU per request):
// - documents (HTML pages, SVG images, which can run script when opened on their own, and the service
//   worker, whose script's policy governs the worker): the full policy below, X-Frame-Options,
//   Referrer-Policy and Permissions-Policy;
// - everything else that could be opened as a page (API answers and errors, JSON, plain text):
//   `default-src 'none'; frame-ancestors 'none'`, X-Frame-Options, Referrer-Policy — it loads nothing;
// - static assets a page loads (scripts, styles, fonts, raster images, source maps): only nosniff. A
//   policy on them does nothing (a script runs under its page's policy), and repeating the ~900-byte
//   page policy on each of /login's dozen requests cost about 11 KB.
// Every response gets X-Content-Type-Options: nosniff, and HSTS over HTTPS.
//
// Content-Security-Policy, what the app needs and nothing more:
// - script-src: our own origin, the remotes' origins from /remotes.json (Module Federation loads
//   their remoteEntry.js and chunks as scripts), and the Kakao postcode service (its loader script and
//   what it loads). No inline script anywhere. The shell's async font stylesheet uses one inline
//   `onload` handler, allowed by its hash alone ('unsafe-hashes', not 'unsafe-inline').
// - style-src keeps 'unsafe-inline': styled-components injects <style> tags at run time, and the
//   prerendered /login carries the server-rendered <style> tags and style attributes. A nonce would
//   need every static HTML file rewritten per response (and styled-components told the nonce);
//   styles cannot run code, so the script policy stays strict while styles stay inline.
// - connect-src: our own origin and the remotes' (the manifests are fetched).
// - frame-src: the postcode service's embedded page; frame-ancestors 'none': nobody frames us.
// HSTS only when the request came over HTTPS as TRUST_PROXY lets us judge (request.protocol).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { globalPlugin } from './global-plugin';
import type { AppConfig } from '../config';
import { currentRemotes } from './deployed-remotes';

/** The shell's inline handler (shell/public/index.html), as written and as the HTML minifier writes it. */
export const FONT_ONLOAD_HANDLERS = ["this.media = 'all'", 'this.media="all"'];

/** Inline event handlers of the built shell pages, so the policy allows exactly what was built. */
export function inlineHandlersOf(shellDir: string): string[] {
  const found = new Set<string>();
  for (const page of ['index.html', 'login.html']) {
    let html: string;
    try {
      html = fs.readFileSync(path.join(shellDir, page), 'utf8');
    } catch {
      continue; // not built (tests, API-only runs)
    }
    for (const m of html.matchAll(/\son[a-z]+=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/g)) {
      found.add(m[1] ?? m[2] ?? m[3] ?? '');
    }
  }
  return [...found];
}

const KAKAO_SCRIPTS = ['https://t1.kakaocdn.net', 'https://t1.daumcdn.net'];
const KAKAO_FRAMES = ['https://postcode.map.daum.net', 'https://postcode.map.kakao.com'];

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Origins of absolute remote URLs (relative ones are our own origin). */
export function remoteOrigins(remotes: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remotes)) {
    try {
      if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
    } catch {
      // A malformed remote URL: the shell will fail to load it anyway; nothing to allow.
    }
  }
  return [...origins];
}

/** A remote served by a local webpack dev server (`npm run dev -- caregiver`) runs eval source maps. */
const isDevServer = (origin: string) => /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin);

export function contentSecurityPolicy(
  config: { remotes: Record<string, string> } & Pick<AppConfig, 'appsDir'>,
): string {
  const remotes = remoteOrigins(config.remotes);
  const devServers = remotes.filter(isDevServer);
  const evalForDev = devServers.length > 0 ? ["'unsafe-eval'"] : [];
  // Their hot reload talks over a websocket.
  const devSockets = devServers.map((o) => o.replace(/^http/, 'ws'));
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, ...KAKAO_SCRIPTS, ...evalForDev],
    'script-src-attr': [
      "'unsafe-hashes'",
      ...[...new Set([...FONT_ONLOAD_HANDLERS, ...inlineHandlersOf(config.appsDir.shell)])].map(sha256),
    ],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", ...remotes, ...devSockets],
    'frame-src': KAKAO_FRAMES,
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export const PERMISSIONS_POLICY = 'camera=(self), geolocation=(self), microphone=(), payment=(), usb=()';

/** The policy of a response that is not a page: it may load nothing and be framed by nobody. */
export const NON_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'";

export type ResponseKind = 'document' | 'data' | 'asset';

const ASSET_TYPES =
  /^(?:text\/css|(?:application|text)\/javascript|font\/|image\/(?!svg)|application\/(?:wasm|manifest\+json|octet-stream))/i;

/** What a response is, from its content type (and the service worker's path). */
export function responseKind(contentType: string | undefined, url: string): ResponseKind {
  const type = contentType ?? '';
  if (/^text\/html|^image\/svg\+xml/i.test(type) || url.split('?')[0] === '/sw.js') return 'document';
  if (ASSET_TYPES.test(type) || /\.map(?:\?|$)/.test(url)) return 'asset';
  return 'data';
}

export const securityHeadersPlugin = globalPlugin<{ config: AppConfig }>(
  'security-headers',
  async (app, { config }) => {
    // Remote origins come from the current remotes.json (a deploy may point a role at a CDN meanwhile).
    let policy = { key: '', csp: '' };
    const cspNow = () => {
      const remotes = currentRemotes(config);
      const key = JSON.stringify(remotes);
      if (key !== policy.key) policy = { key, csp: contentSecurityPolicy({ ...config, remotes }) };
      return policy.csp;
    };
    app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload, done) => {
      reply.header('x-content-type-options', 'nosniff');
      if (request.protocol === 'https') {
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      }
      const kind = responseKind(reply.getHeader('content-type') as string | undefined, request.url);
      if (kind === 'asset') return done(null, payload);
      // A route with its own policy (the API docs UI) keeps it.
      if (!reply.hasHeader('content-security-policy')) {
        reply.header('content-security-policy', kind === 'document' ? cspNow() : NON_DOCUMENT_CSP);
      }
      reply.header('x-frame-options', 'DENY');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      if (kind === 'document') reply.header('permissions-policy', PERMISSIONS_POLICY);
      done(null, payload);
    });
  },
);
