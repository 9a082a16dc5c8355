// 저장함 of the selected elder: save a caregiver, unsave by bookmark id, list.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  managerBookmarkBodySchema,
  managerBookmarkCreateResponseSchema,
  managerBookmarkIdParamsSchema,
  managerBookmarkListQuerySchema,
  managerBookmarkListSchema,
} from '@dolbom/shared-api/contracts';
import { authUser } from '../../plugins/auth';
import { notFound } from '../../errors';
import { deleteBookmark, listBookmarks, saveBookmark } from './bookmarks-repository';
import { reachableCaregiverInfo } from './caregivers-repository';
import { elderFilter, requireOwnElder } from './elder-ref';
import { bareList } from './paging';
import { readErrors as errors, tags } from './route-parts';

export async function bookmarkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/manager/bookmark',
    {
      config: { idempotent: true },
      schema: {
        tags,
        body: managerBookmarkBodySchema,
        response: { 201: managerBookmarkCreateResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = authUser(request);
      const { elderId, caregiverId } = request.body;
      await requireOwnElder(app.db, userId, { elderId });
      if (!(await reachableCaregiverInfo(app.db, userId, caregiverId))) throw notFound();
      const bookmarkId = await saveBookmark(app.db, userId, elderId, caregiverId);
      return reply.code(201).send({ bookmarkId });
    },
  );

  app.delete(
    '/api/manager/bookmark/:bookmarkId',
    {
      schema: {
        tags,
        params: managerBookmarkIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await deleteBookmark(app.db, authUser(request).userId, request.params.bookmarkId))) {
        throw notFound();
      }
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/manager/bookmark',
    {
      schema: {
        tags,
        querystring: managerBookmarkListQuerySchema,
        response: { 200: managerBookmarkListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = authUser(request);
      const elderId = await elderFilter(app.db, userId, request.query);
      return bareList(reply, await listBookmarks(app.db, userId, elderId, request.query));
    },
  );
}
