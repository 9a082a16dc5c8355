// 내 정보 and 센터 정보 수정하기. PATCH /api/manager/{centerId} changes only the caller's own center;
// any other center is 403 (it exists, but it is not theirs to edit), and so is an edit by a member
// who is not verified yet (issue 13).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  centerProfileBodySchema,
  ERROR_CODES,
  MEMBERSHIP_MESSAGES,
  centerProfileSchema,
  managerCenterIdParamsSchema,
  managerMyPageSchema,
} from '@dolbom/shared-api/contracts';
import { authUser } from '../../plugins/auth';
import { AppError, forbidden, notFound } from '../../errors';
import { membershipOf } from '../membership/repository';
import { myPage, updateCenterProfile } from './mypage-repository';
import { readErrors as errors, tags } from './route-parts';

export async function myPageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/manager/mypage',
    { schema: { tags, response: { 200: managerMyPageSchema, ...errors } } },
    async (request) => {
      const page = await myPage(app.db, authUser(request).userId);
      if (!page) throw notFound();
      return page;
    },
  );

  app.patch(
    '/api/manager/:centerId(^\\d+$)',
    {
      schema: {
        tags,
        params: managerCenterIdParamsSchema,
        body: centerProfileBodySchema,
        response: { 200: centerProfileSchema, ...errors },
      },
    },
    async (request) => {
      const membership = await membershipOf(app.db, authUser(request).userId);
      const own = membership?.centerId ?? null;
      const { centerId } = request.params;
      if (own === null || centerId !== own || request.body.centerId !== own) throw forbidden();
      // Only a verified member may change what every caregiver reads about the center (issue 13).
      if (membership?.status !== 'VERIFIED') {
        throw new AppError(403, ERROR_CODES.FORBIDDEN, MEMBERSHIP_MESSAGES.editNeedsVerified);
      }
      const updated = await updateCenterProfile(app.db, own, {
        hasCar: request.body.hasCar,
        oneLineIntro: request.body.oneLineIntro,
      });
      if (!updated) throw notFound();
      return updated;
    },
  );
}
