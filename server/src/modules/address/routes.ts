// GET /api/address?query=: 법정동 search by 시/구/동 names (public; used before sign-up).
// GET /api/address/nearest?lat=&lng=: the 법정동 nearest to the browser's position, for
// `현재 위치로 주소 찾기` (public too, for sign-up step 3).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addressSearchItemSchema,
  addressSearchQuerySchema,
  addressSearchResponseSchema,
  apiErrorSchema,
  NEAREST_DONG_MAX_KM,
  NEAREST_DONG_MESSAGES,
  nearestDongQuerySchema,
} from '@dolbom/shared-api/contracts';
import { notFound } from '../../errors';
import { loadAddressIndex, type AddressIndex } from './name-index';

export async function addressRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Built on first use, or just after the server listens: ~0.1–0.3 s that need not delay the start.
  let built: AddressIndex | undefined;
  const addressIndex = () => (built ??= loadAddressIndex(app.config.gazetteerPath));
  app.addHook('onListen', async () => {
    setImmediate(addressIndex);
  });

  app.get(
    '/api/address',
    {
      schema: {
        tags: ['address'],
        querystring: addressSearchQuerySchema,
        response: { 200: addressSearchResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => addressIndex().search(request.query.query),
  );

  app.get(
    '/api/address/nearest',
    {
      // A position is personal data and a scan per call: a phone needs a handful, a scraper is slowed.
      config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['address'],
        querystring: nearestDongQuerySchema,
        response: {
          200: addressSearchItemSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { lat, lng } = request.query;
      const found = addressIndex().nearest(lat, lng, NEAREST_DONG_MAX_KM);
      if (!found) throw notFound(NEAREST_DONG_MESSAGES.notFound);
      return found;
    },
  );
}
