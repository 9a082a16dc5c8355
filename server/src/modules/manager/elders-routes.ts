// Elder registration and admin (spec §3 Elder registration; api.md Manager). The address is placed
// with the app's geocoder like a caregiver's at sign-up, so the matching radius sees the elder.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ELDER_CARE_MESSAGES,
  elderBodySchema,
  elderCareEndBodySchema,
  elderCreateResponseSchema,
  elderListResponseSchema,
  elderPostingBodySchema,
  elderPostingResponseSchema,
  elderUpdateBodySchema,
  managerElderDetailSchema,
  managerElderIdParamsSchema,
  type ElderRegistration,
} from '@dolbom/shared-api/contracts';
import { authUser } from '../../plugins/auth';
import { conflict, notFound } from '../../errors';
import { endElderCare } from './elder-care-end';
import { requireOwnElder } from './elder-ref';
import { elderDetail, insertElder, listElders, setRecruiting, updateElder } from './elders-repository';
import { addressUnknown } from './errors';
import { errors as writeErrors, readErrors as errors, tags } from './route-parts';

export async function elderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  async function place(body: ElderRegistration) {
    const found = await app.geocoder.geocode(body.address);
    if (!found) throw addressUnknown();
    return { lat: found.lat, lng: found.lng, bcode: found.bcode };
  }

  app.post(
    '/api/manager/elder/create',
    {
      config: { idempotent: true },
      schema: {
        tags,
        body: elderBodySchema,
        response: { 201: elderCreateResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = authUser(request);
      const created = await insertElder(app.db, userId, request.body, await place(request.body));
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/manager/elder',
    { schema: { tags, response: { 200: elderListResponseSchema, ...errors } } },
    async (request) => listElders(app.db, authUser(request).userId),
  );

  app.get(
    '/api/manager/elder/:elderId',
    {
      schema: {
        tags,
        params: managerElderIdParamsSchema,
        response: { 200: managerElderDetailSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = authUser(request);
      return elderDetail(await requireOwnElder(app.db, userId, { elderId: request.params.elderId }));
    },
  );

  app.put(
    '/api/manager/elder/:elderId',
    {
      schema: {
        tags,
        params: managerElderIdParamsSchema,
        body: elderUpdateBodySchema,
        response: { 200: managerElderDetailSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = authUser(request);
      await requireOwnElder(app.db, userId, { elderId: request.params.elderId });
      const row = await updateElder(
        app.db,
        userId,
        request.params.elderId,
        request.body,
        await place(request.body),
      );
      if (!row) throw notFound();
      return elderDetail(row);
    },
  );

  app.put(
    '/api/manager/elder/:elderId/posting',
    {
      schema: {
        tags,
        params: managerElderIdParamsSchema,
        body: elderPostingBodySchema,
        response: { 200: elderPostingResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { userId } = authUser(request);
      const changed = await setRecruiting(
        app.db,
        userId,
        request.params.elderId,
        request.body.recruiting,
        app.clock(),
      );
      if (!changed) throw notFound();
      if (changed === 'ended') throw conflict(ELDER_CARE_MESSAGES.alreadyEnded);
      return changed;
    },
  );

  // 돌봄 종료 (issue 30): the elder's posting, pending applies and contacts, jobs and connections end.
  app.post(
    '/api/manager/elder/:elderId/end',
    {
      schema: {
        tags,
        params: managerElderIdParamsSchema,
        body: elderCareEndBodySchema,
        response: { 200: managerElderDetailSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { userId } = authUser(request);
      const { elderId } = request.params;
      return elderDetail(await endElderCare(app.db, userId, elderId, request.body.reason, app.clock()));
    },
  );
}
