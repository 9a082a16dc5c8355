// 지원 취소: DELETE /api/caregiver/apply/{applyId} (own pending apply only).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caregiverApplyIdParamsSchema } from '@dolbom/shared-api/contracts';
import { authUser } from '../../plugins/auth';
import { withdrawApply } from './applies-repository';
import { errors, tags } from './route-parts';

export async function applyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.delete(
    '/api/caregiver/apply/:applyId',
    {
      schema: {
        tags,
        params: caregiverApplyIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await withdrawApply(app.db, authUser(request).userId, request.params.applyId);
      return reply.code(204).send(null);
    },
  );
}
