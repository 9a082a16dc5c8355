// Serves the built front ends: the shell at /, the remotes under /apps/<role>/, and /remotes.json.
// A dist folder that does not exist (tests, API-only runs) is skipped.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import { globalPlugin } from './global-plugin';
import type { AppConfig } from '../config';
import { currentRemotes } from './deployed-remotes';

const NO_CACHE = 'no-cache';
// (No 'public': these are fetched without credentials, so any cache may store them anyway.)
const IMMUTABLE = 'max-age=31536000, immutable';
/** A content hash segment webpack puts in a chunk name: `main.3f2a9c1b.js`. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpe?g|webp|ico)$/;

/** Entry files must be revalidated so a new deploy is picked up; hashed files never change. */
export function cacheControlFor(urlOrFile: string): string {
  const file = urlOrFile.replace(/\\/g, '/').replace(/\.(br|gz)$/, '');
  if (file.includes('/fonts/') || HASHED.test(path.posix.basename(file))) return IMMUTABLE;
  return NO_CACHE;
}

export const staticFilesPlugin = globalPlugin<{ config: AppConfig }>(
  'static-files',
  async (app, { config }) => {
    // JavaScript as `text/javascript`, the one type RFC 9239 keeps (the static server still says
    // `application/javascript`); also a few bytes less on each of a page's dozen scripts.
    app.addHook('onSend', (_request, reply, payload, done) => {
      const type = reply.getHeader('content-type');
      if (typeof type === 'string' && type.startsWith('application/javascript')) {
        reply.header('content-type', 'text/javascript' + type.slice('application/javascript'.length));
      }
      done(null, payload);
    });

    app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', NO_CACHE);
      return currentRemotes(config);
    });

    // /login is prerendered at build time (scripts/prerender-login.tsx): the form paints before any script runs.
    const prerenderedLogin = path.join(config.appsDir.shell, 'login.html');
    if (fs.existsSync(prerenderedLogin)) {
      app.get('/login', { schema: { hide: true } }, async (_request, reply) => {
        reply.header('cache-control', NO_CACHE);
        return reply.sendFile('login.html', config.appsDir.shell);
      });
    }

    // Each remote is served from its deployed versions (`<DEPLOY_DIR>/apps/<role>/<version>/`, immutable) and,
    // for the unversioned URL, from its build folder. A root that does not exist (yet) is skipped per request.
    const { shell, ...remoteDirs } = config.appsDir;
    const remoteMounts = Object.entries(remoteDirs).map(([role, dist]) => ({
      root: [path.join(config.deployDir, 'apps', role), dist],
      prefix: `/apps/${role}/`,
      cors: true,
    }));
    const mounts = [
      ...(fs.existsSync(shell) ? [{ root: [shell], prefix: '/', cors: false }] : []),
      ...remoteMounts.filter((m) => m.root.some((r) => fs.existsSync(r)) || fs.existsSync(config.deployDir)),
    ];

    for (const [i, mount] of mounts.entries()) {
      await app.register(fastifyStatic, {
        root: mount.root.length === 1 ? mount.root[0]! : mount.root,
        suppressWarning: true,
        prefix: mount.prefix,
        // reply.sendFile may be decorated only once per instance.
        decorateReply: i === 0,
        // The shell's index.html is answered by the SPA fallback (not-found handler) too.
        index: mount.cors ? false : ['index.html'],
        wildcard: true,
        preCompressed: true,
        cacheControl: false,
        schemaHide: true,
        // Source maps stay on the build machine (error tracking), never published.
        allowedPath: (pathName: string) => !/\.map(\.(br|gz))?$/.test(pathName),
        setHeaders: (reply: FastifyReply, file: string) => {
          const cacheControl = cacheControlFor(file);
          reply.header('cache-control', cacheControl);
          // A hashed file never changes and is never revalidated: its validators and range hint are
          // bytes on every response for nothing (/login loads a dozen such files, issue 14).
          if (cacheControl === IMMUTABLE) {
            reply.removeHeader('etag');
            reply.removeHeader('last-modified');
            reply.removeHeader('accept-ranges');
          }
          // Remotes are loaded by a shell that may live on another origin (a CDN).
          if (mount.cors) reply.header('access-control-allow-origin', '*');
        },
      });
    }
  },
);
