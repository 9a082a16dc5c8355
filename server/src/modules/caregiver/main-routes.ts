// 홈: received contacts — the list, one contact, accept, reject (delete) and 저장 by contact.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptContactBodySchema,
  acceptContactResponseSchema,
  apiErrorSchema,
  bookmarkToggleResponseSchema,
  caregiverMainListQuerySchema,
  caregiverMainListResponseSchema,
  contactDetailSchema,
  contactQuerySchema,
  radiusKm,
} from '@dolbom/shared-api/contracts';
import { authUser } from '../../plugins/auth';
import { toggleBookmark } from './bookmarks';
import { acceptContact, contactDetail, contactElderId, mainList, rejectContact } from './contacts';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const tags = ['caregiver'];

export async function caregiverMainRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/caregiver/main/list',
    {
      schema: {
        tags,
        querystring: caregiverMainListQuerySchema,
        response: { 200: caregiverMainListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { range, order, page, size } = request.query;
      return mainList(
        app.db,
        authUser(request).userId,
        { radiusKm: radiusKm(range) ?? 1.25, order, page, size },
        app.clock(),
      );
    },
  );

  app.get(
    '/api/caregiver/main',
    { schema: { tags, querystring: contactQuerySchema, response: { 200: contactDetailSchema, ...errors } } },
    async (request) => contactDetail(app.db, authUser(request).userId, request.query.contact, app.clock()),
  );

  app.post(
    '/api/caregiver/main/accept',
    {
      schema: {
        tags,
        querystring: contactQuerySchema,
        body: acceptContactBodySchema,
        response: { 200: acceptContactResponseSchema, ...errors },
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
        tags,
        querystring: contactQuerySchema,
        response: { 200: bookmarkToggleResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caregiverId = authUser(request).userId;
      const elderId = await contactElderId(app.db, caregiverId, request.query.contact);
      return toggleBookmark(app.db, caregiverId, elderId, app.clock());
    },
  );
}
