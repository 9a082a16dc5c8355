// 근처 어르신: picks, the full list, one elder's detail, apply, and 저장 by elder.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bookmarkSetBodySchema,
  applyBodySchema,
  applyResponseSchema,
  bookmarkToggleResponseSchema,
  elderIdQuerySchema,
  nearAllQuerySchema,
  nearAllResponseSchema,
  nearElderDetailSchema,
  nearListQuerySchema,
  nearListResponseSchema,
} from '@dolbom/shared-api/contracts';
import { authUser } from '../../plugins/auth';
import { applyToElder } from './applies-repository';
import { setBookmark } from './bookmarks-repository';
import { elderDetail, nearAll, nearList } from './near-repository';
import { querySchema, rangeKm } from './route-parts';
import { loadElderView } from './elders-repository';

export async function nearRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/caregiver/near/list',
    { schema: querySchema(nearListQuerySchema, nearListResponseSchema) },
    async (request) => nearList(app.db, authUser(request).userId, rangeKm(request.query.range), app.clock()),
  );

  app.get(
    '/api/caregiver/near/all',
    { schema: querySchema(nearAllQuerySchema, nearAllResponseSchema) },
    async (request) => {
      const { range, page, size } = request.query;
      return nearAll(app.db, authUser(request).userId, { radiusKm: rangeKm(range), page, size }, app.clock());
    },
  );

  app.get(
    '/api/caregiver/near',
    { schema: querySchema(elderIdQuerySchema, nearElderDetailSchema) },
    async (request) => elderDetail(app.db, authUser(request).userId, request.query.elderId, app.clock()),
  );

  app.post(
    '/api/caregiver/near',
    {
      config: { idempotent: true },
      schema: { ...querySchema(elderIdQuerySchema, applyResponseSchema), body: applyBodySchema },
    },
    async (request) =>
      applyToElder(app.db, authUser(request).userId, request.query.elderId, request.body, app.clock()),
  );

  app.post(
    '/api/caregiver/near/bookmark',
    {
      schema: {
        ...querySchema(elderIdQuerySchema, bookmarkToggleResponseSchema),
        body: bookmarkSetBodySchema,
      },
    },
    async (request) => {
      await loadElderView(app.db, request.query.elderId); // 404 for an elder that does not exist
      const { userId } = authUser(request);
      const want = request.body?.bookmarked;
      return setBookmark(app.db, userId, request.query.elderId, want, app.clock());
    },
  );
}
