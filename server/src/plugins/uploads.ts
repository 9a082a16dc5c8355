// Serves photos of a local PhotoStorage at /uploads/<file>. Names are random, so files never change.
// A missing photo is a JSON 404 (never the SPA page, whatever the Accept header says).
import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import { ERROR_CODES } from '@dolbom/shared-api/contracts';
import { globalPlugin } from './global-plugin';
import { MESSAGES } from '../errors';
import { UPLOADS_PREFIX, type PhotoStorage } from '../modules/storage/photo-storage';

export const uploadsPlugin = globalPlugin<{ storage: PhotoStorage }>('uploads', async (app, { storage }) => {
  if (!storage.localDir) return;
  const root = storage.localDir;
  fs.mkdirSync(root, { recursive: true });
  await app.register(
    async (scope) => {
      scope.setNotFoundHandler((_request, reply) =>
        reply
          .code(404)
          .type('application/json; charset=utf-8')
          .send({ message: MESSAGES.notFound, code: ERROR_CODES.NOT_FOUND }),
      );
      await scope.register(fastifyStatic, {
        root,
        prefix: '/',
        decorateReply: false,
        index: false,
        list: false,
        cacheControl: false,
        schemaHide: true,
        setHeaders: (reply: FastifyReply) => {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
          reply.header('x-content-type-options', 'nosniff');
        },
      });
    },
    { prefix: UPLOADS_PREFIX.replace(/\/$/, '') },
  );
});
