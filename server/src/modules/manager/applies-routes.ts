// 받은 지원함: list a selected elder's applies by tab, accept (200 with the updated entry) or decline
// (204, the apply is deleted for good). An apply that is no longer pending answers 409.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applyEntryListSchema,
  applyEntrySchema,
  ERROR_CODES,
  MEMBERSHIP_MESSAGES,
  managerApplyIdParamsSchema,
  managerApplyListQuerySchema,
} from '@dolbom/shared-api/contracts';
import { authUser } from '../../plugins/auth';
import { statusOfTab } from '../care/tab-status';
import { AppError, notFound } from '../../errors';
import { membershipOf } from '../membership/repository';
import { acceptApply, declineApply, findOwnApply, listApplies, type ApplyChange } from './applies-repository';
import { elderFilter } from './elder-ref';
import { conflict } from '../../errors';
import { MANAGER_SERVER_MESSAGES } from './errors';
import { bareList } from './paging';
import { errors, tags } from './route-parts';

function check(result: ApplyChange) {
  if (result === 'missing') throw notFound();
  if (result === 'not-pending') throw conflict(MANAGER_SERVER_MESSAGES.applyNotPending);
}

export async function applyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/manager/apply',
    {
      schema: {
        tags,
        querystring: managerApplyListQuerySchema,
        response: { 200: applyEntryListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = authUser(request);
      const q = request.query;
      const elderId = await elderFilter(app.db, userId, q);
      return bareList(reply, await listApplies(app.db, userId, elderId, statusOfTab(q.tab), q));
    },
  );

  app.post(
    '/api/manager/apply/:applyId',
    {
      schema: {
        tags,
        params: managerApplyIdParamsSchema,
        response: { 200: applyEntrySchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = authUser(request);
      const { applyId } = request.params;
      // Issue 30: a member who left the center accepts no applies (her elders go to a colleague).
      if ((await membershipOf(app.db, userId))?.status === 'LEFT')
        throw new AppError(403, ERROR_CODES.FORBIDDEN, MEMBERSHIP_MESSAGES.leftCannotAccept);
      check(await acceptApply(app.db, userId, applyId, app.clock()));
      const accepted = await findOwnApply(app.db, userId, applyId);
      if (!accepted) throw notFound();
      return accepted;
    },
  );

  app.delete(
    '/api/manager/apply/:applyId',
    {
      schema: {
        tags,
        params: managerApplyIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      check(await declineApply(app.db, authUser(request).userId, request.params.applyId));
      return reply.code(204).send(null);
    },
  );
}
