// Every /api/caregiver/** route of the caregiver app (issue 4). The role guard (plugins/auth.ts) has
// already refused anyone who is not ROLE_CAREGIVER; each handler checks that ids are the caller's.
// Routes are thin (parse, call a repository function, answer); the areas live in their own files.
import type { FastifyInstance } from 'fastify';
import { applyRoutes } from './applies-routes';
import { bookmarkRoutes } from './bookmarks-routes';
import { contactRoutes } from './contacts-routes';
import { myPageRoutes } from './mypage-routes';
import { nearRoutes } from './near-routes';
import { resumeRoutes } from './resume-routes';

export async function caregiverRoutes(fastify: FastifyInstance) {
  await fastify.register(contactRoutes);
  await fastify.register(nearRoutes);
  await fastify.register(applyRoutes);
  await fastify.register(myPageRoutes);
  await fastify.register(bookmarkRoutes);
  await fastify.register(resumeRoutes);
}
