// 저장함: GET /api/caregiver/mypage/bookmarks (saved elders, newest first).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bookmarksResponseSchema, mypageBookmarksQuerySchema } from '@dolbom/shared-api/contracts';
import { authUser } from '../../plugins/auth';
import { savedElders } from './bookmarks-repository';
import { readErrors, tags } from './route-parts';

export async function bookmarkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/caregiver/mypage/bookmarks',
    {
      schema: {
        tags,
        querystring: mypageBookmarksQuerySchema,
        response: { 200: bookmarksResponseSchema, ...readErrors },
      },
    },
    async (request) => savedElders(app.db, authUser(request).userId, request.query, app.clock()),
  );
}
