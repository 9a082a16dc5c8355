// 홈: received contacts — the list, one contact, accept, reject (delete) and 저장 by contact.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookmarkSetBodySchema,
  acceptContactBodySchema,
  acceptContactResponseSchema,
  bookmarkToggleResponseSchema,
  caregiverMainListQuerySchema,
  caregiverMainListResponseSchema,
  contactDetailSchema,
  contactQuerySchema,
} from '@dolbom/shared-api/contracts';
import { authUser } from '../../plugins/auth';
import { setBookmark } from './bookmarks-repository';
import { acceptContact, contactDetail, contactElderId, mainList, rejectContact } from './contacts-repository';
import { errors, querySchema, rangeKm, tags } from './route-parts';

export async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/caregiver/main/list',
    { schema: querySchema(caregiverMainListQuerySchema, caregiverMainListResponseSchema) },
    async (request) => {
      const { range, order, page, size } = request.query;
      return mainList(
        app.db,
        authUser(request).userId,
        { radiusKm: rangeKm(range), order, page, size },
        app.clock(),
      );
    },
  );

  app.get(
    '/api/caregiver/main',
    { schema: querySchema(contactQuerySchema, contactDetailSchema) },
    async (request) => contactDetail(app.db, authUser(request).userId, request.query.contact, app.clock()),
  );

  app.post(
    '/api/caregiver/main/accept',
    {
      config: { idempotent: true },
      schema: {
        ...querySchema(contactQuerySchema, acceptContactResponseSchema),
        body: acceptContactBodySchema,
      },
    },
    async (request) =>
      acceptContact(app.db, authUser(request).userId, request.query.contact, request.body, app.clock()),
  );

  app.post(
    '/api/caregiver/main/reject',
    { schema: { tags, querystring: contactQuerySchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await rejectContact(app.db, authUser(request).userId, request.query.contact);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/caregiver/main/bookmark',
    {
      schema: {
        ...querySchema(contactQuerySchema, bookmarkToggleResponseSchema),
        body: bookmarkSetBodySchema,
      },
    },
    async (request) => {
      const caregiverId = authUser(request).userId;
      const elderId = await contactElderId(app.db, caregiverId, request.query.contact);
      return setBookmark(app.db, caregiverId, elderId, request.body?.bookmarked, app.clock());
    },
  );
}
