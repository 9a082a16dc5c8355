// GET /api/address?query=: 법정동 search by 시/구/동 names (public; used before sign-up).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addressSearchQuerySchema,
  addressSearchResponseSchema,
  apiErrorSchema,
} from '@dolbom/shared-api/contracts';
import { loadAddressIndex } from './name-index';

export async function addressRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const index = loadAddressIndex(app.config.gazetteerPath);

  app.get(
    '/api/address',
    {
      schema: {
        tags: ['address'],
        querystring: addressSearchQuerySchema,
        response: { 200: addressSearchResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => index.search(request.query.query),
  );
}
