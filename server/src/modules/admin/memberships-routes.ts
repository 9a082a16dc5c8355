// The operators' membership queue (issue 13): pending requests of centers with no verified member,
// and the operator's approve/refuse (audited, the requester notified, in one transaction). An
// operator may decide any pending request, e.g. one a center's members leave waiting.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminMembershipIdParamsSchema,
  adminMembershipPageSchema,
  adminMembershipQuerySchema,
  apiErrorSchema,
  MEMBERSHIP_MESSAGES,
  membershipDecisionSchema,
} from '@dolbom/shared-api/contracts';
import { authUser } from '../../plugins/auth';
import { conflict, notFound } from '../../errors';
import { decideMembership, operatorQueue } from '../membership/repository';

const adminTags = ['admin'];
const adminErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

export async function adminMembershipRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/memberships',
    {
      schema: {
        tags: adminTags,
        security: [{ bearer: [] }],
        querystring: adminMembershipQuerySchema,
        response: { 200: adminMembershipPageSchema, ...adminErrors },
      },
    },
    async (request) => operatorQueue(app.db, request.query),
  );

  for (const [action, decision] of [
    ['approve', 'VERIFIED'],
    ['refuse', 'REFUSED'],
  ] as const) {
    app.post(
      `/api/admin/memberships/:id/${action}`,
      {
        schema: {
          tags: adminTags,
          security: [{ bearer: [] }],
          params: adminMembershipIdParamsSchema,
          response: {
            200: membershipDecisionSchema,
            ...adminErrors,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const result = await decideMembership(
          app.db,
          {
            userId: request.params.id,
            decision,
            actorId: authUser(request).userId,
            byOperator: true,
            centerId: null,
          },
          app.clock(),
        );
        if (result === 'missing' || result === 'other-center') throw notFound(MEMBERSHIP_MESSAGES.notFound);
        if (result === 'not-pending') throw conflict(MEMBERSHIP_MESSAGES.alreadyDecided);
        return result;
      },
    );
  }
}
