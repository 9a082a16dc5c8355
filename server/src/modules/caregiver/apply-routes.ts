// 지원 취소: DELETE /api/caregiver/apply/{applyId} (own pending apply only).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, caregiverApplyIdParamsSchema } from '@dolbom/shared-api/contracts';
import { authUser } from '../../plugins/auth';
import { withdrawApply } from './applies';

export async function caregiverApplyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.delete(
    '/api/caregiver/apply/:applyId',
    {
      schema: {
        tags: ['caregiver'],
        params: caregiverApplyIdParamsSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await withdrawApply(app.db, authUser(request).userId, request.params.applyId);
      return reply.code(204).send(null);
    },
  );
}
