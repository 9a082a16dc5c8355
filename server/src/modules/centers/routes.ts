// GET /api/center?keyword=: public (the manager picks a center during sign-up). An empty keyword is a
// 400 with a Korean message, so the client never lists every center by accident. Paged by `page`/`size`
// (0-based; 30 by default, as before paging existed); the count of all matches is in X-Total-Count.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  centerSearchQuerySchema,
  centerSearchResponseSchema,
  TOTAL_COUNT_HEADER,
} from '@dolbom/shared-api/contracts';
import { CENTERS_CHANNEL } from './center-loader';
import { loadCenterSearchIndex, type CenterSearchIndex } from './center-search-index';
import { searchCenters } from './repository';

export async function centerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The list changes only when a process loads a new file at its start-up (center-loader.ts), which
  // NOTIFYs every process: the index is rebuilt at the next search. A lost listening connection may have
  // missed one, so a reconnect rebuilds it too.
  let index: Promise<CenterSearchIndex> | undefined;
  const forget = () => {
    index = undefined;
  };
  const unlisten = await app.dbListen(CENTERS_CHANNEL, forget, forget);
  app.addHook('preClose', () => unlisten());
  app.get(
    '/api/center',
    {
      schema: {
        tags: ['centers'],
        querystring: centerSearchQuerySchema,
        response: { 200: centerSearchResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const loading = (index ??= loadCenterSearchIndex(app.db));
      // A failed build is not kept: the next search tries again.
      loading.catch(() => {
        if (index === loading) index = undefined;
      });
      const { items, total } = await searchCenters(app.db, await loading, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return items;
    },
  );
}
