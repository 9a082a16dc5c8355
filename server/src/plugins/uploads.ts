// Serves profile photos at /uploads/<file> from the file store, whichever it is, so any API process
// serves any photo (issue 28). Names are content hashes: a URL's bytes never change, so browsers and
// CDNs keep them a year without asking again. A missing photo is a JSON 404 (never the SPA page,
// whatever the Accept header says), and so is any other path under /uploads/.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../errors';
import { globalPlugin } from './global-plugin';
import { CONTENT_TYPES } from '../modules/storage/file-store';
import { UPLOADS_PREFIX, type PublicPhotos } from '../modules/storage/public-photos';

export const uploadsPlugin = globalPlugin<{ photos: PublicPhotos }>('uploads', async (app, { photos }) => {
  app.get(
    `${UPLOADS_PREFIX}*`,
    { schema: { hide: true } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const file = (request.params as { '*': string })['*'];
      const etag = `"${file}"`;
      const found = await photos.open(file);
      if (!found) throw notFound();
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('x-content-type-options', 'nosniff');
      reply.header('etag', etag);
      if (request.headers['if-none-match'] === etag) {
        found.stream.destroy();
        return reply.code(304).send();
      }
      reply.header('content-length', found.size);
      return reply.type(CONTENT_TYPES[found.type]).send(found.stream);
    },
  );
});
