// Serves photos of a local PhotoStorage at /uploads/<file>. Names are random, so files never change.
import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import { globalPlugin } from './global-plugin';
import { UPLOADS_PREFIX, type PhotoStorage } from '../modules/storage/photo-storage';

export const uploadsPlugin = globalPlugin<{ storage: PhotoStorage }>('uploads', async (app, { storage }) => {
  if (!storage.localDir) return;
  fs.mkdirSync(storage.localDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: storage.localDir,
    prefix: UPLOADS_PREFIX,
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
});
