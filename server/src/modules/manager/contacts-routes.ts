// 연락하기 and 보낸 연락함: send a contact about one of the caller's elders, list them by tab, read one,
// withdraw a pending one. The caregiver's phone and message show only once they accepted.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contactBodySchema,
  contactCreateResponseSchema,
  managerContactIdParamsSchema,
  managerContactListQuerySchema,
  outgoingContactDetailSchema,
  outgoingContactListSchema,
} from '@dolbom/shared-api/contracts';
import { authUser } from '../../plugins/auth';
import { statusOfTab } from '../care/tab-status';
import { notFound } from '../../errors';
import { reachableCaregiverInfo } from './caregivers-repository';
import { findOwnContact, insertContact, listContacts, withdrawContact } from './contacts-repository';
import { elderFilter, requireOwnElder } from './elder-ref';
import { conflict } from '../../errors';
import { MANAGER_SERVER_MESSAGES } from './errors';
import { bareList } from './paging';
import { errors, tags } from './route-parts';

export async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/manager/contact',
    {
      config: { idempotent: true },
      schema: {
        tags,
        body: contactBodySchema,
        response: { 201: contactCreateResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = authUser(request);
      const body = request.body;
      await requireOwnElder(app.db, userId, { elderId: body.elderId });
      // Only a caregiver with a resume and an open job search (or one already in touch) can be contacted.
      if (!(await reachableCaregiverInfo(app.db, userId, body.caregiverId))) throw notFound();
      const contactId = await insertContact(app.db, userId, body);
      return reply.code(201).send({ contactId });
    },
  );

  app.get(
    '/api/manager/contact',
    {
      schema: {
        tags,
        querystring: managerContactListQuerySchema,
        response: { 200: outgoingContactListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = authUser(request);
      const q = request.query;
      const elderId = await elderFilter(app.db, userId, q);
      return bareList(reply, await listContacts(app.db, userId, elderId, statusOfTab(q.tab), q));
    },
  );

  app.get(
    '/api/manager/contact/:contactId',
    {
      schema: {
        tags,
        params: managerContactIdParamsSchema,
        response: { 200: outgoingContactDetailSchema, ...errors },
      },
    },
    async (request) => {
      const found = await findOwnContact(
        app.db,
        authUser(request).userId,
        request.params.contactId,
        app.clock(),
      );
      if (!found) throw notFound();
      return found;
    },
  );

  app.delete(
    '/api/manager/contact/:contactId',
    {
      schema: {
        tags,
        params: managerContactIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const result = await withdrawContact(app.db, authUser(request).userId, request.params.contactId);
      if (result === 'missing') throw notFound();
      if (result === 'accepted') throw conflict(MANAGER_SERVER_MESSAGES.contactAccepted);
      return reply.code(204).send(null);
    },
  );
}
