// Every /api/caregiver/** route of the caregiver app (issue 4). The role guard (plugins/auth.ts) has
// already refused anyone who is not ROLE_CAREGIVER; each handler checks that ids are the caller's.
// Routes are thin (parse, call a repository function, answer); the areas live in their own files.
import type { FastifyInstance } from 'fastify';
import { caregiverApplyRoutes } from './apply-routes';
import { caregiverBookmarkRoutes } from './bookmark-routes';
import { caregiverMainRoutes } from './main-routes';
import { caregiverMypageRoutes } from './mypage-routes';
import { caregiverNearRoutes } from './near-routes';
import { caregiverResumeRoutes } from './resume-routes';

export async function caregiverRoutes(fastify: FastifyInstance) {
  await fastify.register(caregiverMainRoutes);
  await fastify.register(caregiverNearRoutes);
  await fastify.register(caregiverApplyRoutes);
  await fastify.register(caregiverMypageRoutes);
  await fastify.register(caregiverBookmarkRoutes);
  await fastify.register(caregiverResumeRoutes);
}
