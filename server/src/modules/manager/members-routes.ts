// 센터 회원 관리 (issue 13): the caller's center members and pending requests; a verified member
// approves or refuses a request of their own center. A member who is not verified, or a verified
// member of another center, gets 403 with a Korean message saying why.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  centerMemberParamsSchema,
  centerMembersSchema,
  ERROR_CODES,
  MEMBERSHIP_MESSAGES,
  memberHandoverBodySchema,
  memberHandoverSchema,
  memberLeftSchema,
  membershipDecisionSchema,
} from '@dolbom/shared-api/contracts';
import { authUser } from '../../plugins/auth';
import { AppError, conflict, notFound } from '../../errors';
import { colleagues, handOver, markLeft, removeLeft } from '../membership/leaving';
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

  // 퇴사, 인계, 목록에서 지우기 (issue 30): a verified member acts on a member of her own center.
  async function pair(callerId: number, userId: number) {
    const found = await colleagues(app.db, callerId, userId);
    if (found === 'not-verified') throw refused(MEMBERSHIP_MESSAGES.managerNotVerified);
    if (found === 'other-center') throw refused(MEMBERSHIP_MESSAGES.otherCenterMember);
    if (found === 'missing') throw notFound(MEMBERSHIP_MESSAGES.notFound);
    return found;
  }

  app.post(
    '/api/manager/center/members/:userId/leave',
    {
      schema: { tags, params: centerMemberParamsSchema, response: { 200: memberLeftSchema, ...errors } },
    },
    async (request) => {
      const { me, target } = await pair(authUser(request).userId, request.params.userId);
      return markLeft(app.db, me, target, app.clock());
    },
  );

  app.post(
    '/api/manager/center/members/:userId/handover',
    {
      schema: {
        tags,
        params: centerMemberParamsSchema,
        body: memberHandoverBodySchema,
        response: { 200: memberHandoverSchema, ...errors },
      },
    },
    async (request) => {
      const { me, target } = await pair(authUser(request).userId, request.params.userId);
      return handOver(app.db, me, target, request.body.toUserId);
    },
  );

  app.delete(
    '/api/manager/center/members/:userId',
    {
      schema: { tags, params: centerMemberParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const { me, target } = await pair(authUser(request).userId, request.params.userId);
      await removeLeft(app.db, me, target, app.clock());
      return reply.code(204).send(null);
    },
  );
}
