// 센터 회원 관리 (issue 13): the caller's center members and pending requests; a verified member
// approves or refuses a request of their own center. A member who is not verified, or a verified
// member of another center, gets 403 with a Korean message saying why.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  centerMemberParamsSchema,
  centerMembersSchema,
  ERROR_CODES,
  MEMBERSHIP_MESSAGES,
  membershipDecisionSchema,
} from '@dolbom/shared-api/contracts';
import { authUser } from '../../plugins/auth';
import { AppError, conflict, notFound } from '../../errors';
import { centerMembers, decideMembership, membershipOf } from '../membership/repository';
import { errors, readErrors, tags } from './route-parts';

const refused = (message: string) => new AppError(403, ERROR_CODES.FORBIDDEN, message);

export async function memberRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/manager/center/members',
    { schema: { tags, response: { 200: centerMembersSchema, ...readErrors } } },
    async (request) => {
      const members = await centerMembers(app.db, authUser(request).userId);
      if (!members) throw notFound();
      return members;
    },
  );

  for (const [action, decision] of [
    ['approve', 'VERIFIED'],
    ['refuse', 'REFUSED'],
  ] as const) {
    app.post(
      `/api/manager/center/members/:userId/${action}`,
      {
        schema: {
          tags,
          params: centerMemberParamsSchema,
          response: { 200: membershipDecisionSchema, ...errors },
        },
      },
      async (request) => {
        const me = await membershipOf(app.db, authUser(request).userId);
        if (!me || me.status !== 'VERIFIED') throw refused(MEMBERSHIP_MESSAGES.deciderNotVerified);
        const result = await decideMembership(
          app.db,
          {
            userId: request.params.userId,
            decision,
            actorId: me.userId,
            byOperator: false,
            centerId: me.centerId,
          },
          app.clock(),
        );
        if (result === 'missing') throw notFound(MEMBERSHIP_MESSAGES.notFound);
        if (result === 'other-center') throw refused(MEMBERSHIP_MESSAGES.otherCenter);
        if (result === 'not-pending') throw conflict(MEMBERSHIP_MESSAGES.alreadyDecided);
        return result;
      },
    );
  }
}
