// Every /api/admin/** route of the operators (ROLE_ADMIN, issue 13). The role guard (plugins/auth.ts)
// has already refused anyone else: 401 without a token, 403 for caregivers and managers, on every path
// under /api/admin, existing or not. Each action writes its audit row in its own transaction
// (recordAudit in ./audit.ts). Other admin features register their routes beside these.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, auditPageSchema, auditQuerySchema } from '@dolbom/shared-api/contracts';
import { listAudit } from './audit';
import { adminMembershipRoutes } from './memberships-routes';

export const adminTags = ['admin'];
/** The error answers every admin route may give. */
export const adminErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

export async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags: adminTags,
        security: [{ bearer: [] }],
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...adminErrors },
      },
    },
    async (request) => listAudit(app.db, request.query),
  );

  await fastify.register(adminMembershipRoutes);
}
