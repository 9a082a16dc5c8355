// Every /api/manager/** route of the manager app (issue 5). The role guard (plugins/auth.ts) has
// already refused anyone who is not ROLE_MANAGER; each handler checks that ids are the caller's.
// Numeric params are constrained to digits so that /api/manager/:caregiverId never shadows the
// static paths (mypage, elder, contact, bookmark, apply).
import type { FastifyInstance } from 'fastify';
import { applyRoutes } from './applies-routes';
import { bookmarkRoutes } from './bookmarks-routes';
import { candidateRoutes } from './candidates-routes';
import { contactRoutes } from './contacts-routes';
import { elderRoutes } from './elders-routes';
import { memberRoutes } from './members-routes';
import { myPageRoutes } from './mypage-routes';

export async function managerRoutes(fastify: FastifyInstance) {
  await fastify.register(elderRoutes);
  await fastify.register(candidateRoutes);
  await fastify.register(contactRoutes);
  await fastify.register(bookmarkRoutes);
  await fastify.register(applyRoutes);
  await fastify.register(myPageRoutes);
  await fastify.register(memberRoutes);
}
