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
import { loadCenterSearchIndex, type CenterSearchIndex } from './center-search-index';
import { searchCenters } from './repository';

export async function centerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The list changes only when the file does, which is at start-up (center-loader.ts).
  let index: Promise<CenterSearchIndex> | undefined;
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
      index ??= loadCenterSearchIndex(app.db);
      const { items, total } = await searchCenters(app.db, await index, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return items;
    },
  );
}
