// 근처 어르신: picks, the full list, one elder's detail, apply, and 저장 by elder.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  applyBodySchema,
  applyResponseSchema,
  bookmarkToggleResponseSchema,
  elderIdQuerySchema,
  nearAllQuerySchema,
  nearAllResponseSchema,
  nearElderDetailSchema,
  nearListQuerySchema,
  nearListResponseSchema,
  radiusKm,
} from '@dolbom/shared-api/contracts';
import { authUser } from '../../plugins/auth';
import { applyToElder } from './applies';
import { toggleBookmark } from './bookmarks';
import { elderDetail, nearAll, nearList } from './near';
import { loadElderView } from './views';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const tags = ['caregiver'];

export async function caregiverNearRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/caregiver/near/list',
    {
      schema: {
        tags,
        querystring: nearListQuerySchema,
        response: { 200: nearListResponseSchema, ...errors },
      },
    },
    async (request) =>
      nearList(app.db, authUser(request).userId, radiusKm(request.query.range) ?? 1.25, app.clock()),
  );

  app.get(
    '/api/caregiver/near/all',
    {
      schema: { tags, querystring: nearAllQuerySchema, response: { 200: nearAllResponseSchema, ...errors } },
    },
    async (request) => {
      const { range, page, size } = request.query;
      return nearAll(
        app.db,
        authUser(request).userId,
        { radiusKm: radiusKm(range) ?? 1.25, page, size },
        app.clock(),
      );
    },
  );

  app.get(
    '/api/caregiver/near',
    {
      schema: { tags, querystring: elderIdQuerySchema, response: { 200: nearElderDetailSchema, ...errors } },
    },
    async (request) => elderDetail(app.db, authUser(request).userId, request.query.elderId, app.clock()),
  );

  app.post(
    '/api/caregiver/near',
    {
      schema: {
        tags,
        querystring: elderIdQuerySchema,
        body: applyBodySchema,
        response: { 200: applyResponseSchema, ...errors },
      },
    },
    async (request) =>
      applyToElder(app.db, authUser(request).userId, request.query.elderId, request.body, app.clock()),
  );

  app.post(
    '/api/caregiver/near/bookmark',
    {
      schema: {
        tags,
        querystring: elderIdQuerySchema,
        response: { 200: bookmarkToggleResponseSchema, ...errors },
      },
    },
    async (request) => {
      await loadElderView(app.db, request.query.elderId); // 404 for an elder that does not exist
      return toggleBookmark(app.db, authUser(request).userId, request.query.elderId, app.clock());
    },
  );
}
