// GET /api/center?keyword=: public (the manager picks a center during sign-up). An empty keyword is a
// 400 with a Korean message, so the client never lists every center by accident.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  centerSearchQuerySchema,
  centerSearchResponseSchema,
} from '@dolbom/shared-api/contracts';
import { searchCenters } from './repository';

export async function centerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/center',
    {
      schema: {
        tags: ['centers'],
        querystring: centerSearchQuerySchema,
        response: { 200: centerSearchResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => searchCenters(app.db, request.query.keyword),
  );
}
