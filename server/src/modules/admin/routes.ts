// Every /api/admin/** route of the operators (ROLE_ADMIN, issue 13). The role guard (plugins/auth.ts)
// has already refused anyone else: 401 without a token, 403 for caregivers and managers, on every path
// under /api/admin, existing or not. Each action writes its audit row in its own transaction
// (recordAudit in ./audit.ts). Other admin features register their routes beside these.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminUserDetailSchema,
  adminUserIdParamsSchema,
  adminUserPageSchema,
  adminUserQuerySchema,
  adminUserSchema,
  apiErrorSchema,
  auditPageSchema,
  auditQuerySchema,
  suspendRequestSchema,
} from '@dolbom/shared-api/contracts';
import { notFound } from '../../errors';
import { authUser } from '../../plugins/auth';
import { listAudit, recordRead } from './audit';
import { findUsers, suspendUser, unsuspendUser, userDetail } from './users-repository';
import { adminMembershipRoutes } from './memberships-routes';

export const adminTags = ['admin'];
/** The error answers every admin route may give. */
export const adminErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

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

  app.get(
    '/api/admin/users',
    {
      schema: {
        tags: adminTags,
        security: [{ bearer: [] }],
        querystring: adminUserQuerySchema,
        response: { 200: adminUserPageSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { q, page, size } = request.query;
      const found = await findUsers(app.db, q, { page, size });
      // Names and phones of everyone listed: recorded, with the words searched for (phone searches).
      await recordRead(app.db, request, {
        action: 'read.user-search',
        targetType: 'user-search',
        targetId: q?.trim() ?? '',
        detail: { query: q?.trim() ?? '', page, shown: found.content.map((u) => u.id) },
      });
      return found;
    },
  );

  app.get(
    '/api/admin/users/:id',
    {
      schema: {
        tags: adminTags,
        security: [{ bearer: [] }],
        params: adminUserIdParamsSchema,
        response: { 200: adminUserDetailSchema, ...adminErrors },
      },
    },
    async (request) => {
      const detail = await userDetail(app.db, request.params.id);
      if (!detail) throw notFound();
      await recordRead(app.db, request, { action: 'read.user', targetType: 'user', targetId: detail.id });
      return detail;
    },
  );

  /** The user as the lookup shows them now (after a suspend or unsuspend). */
  const current = async (id: number) => {
    const detail = await userDetail(app.db, id);
    if (!detail) throw notFound();
    const { caregiver: _c, manager: _m, history: _h, ...user } = detail;
    return user;
  };

  app.post(
    '/api/admin/users/:id/suspend',
    {
      schema: {
        tags: adminTags,
        security: [{ bearer: [] }],
        params: adminUserIdParamsSchema,
        body: suspendRequestSchema,
        response: { 200: adminUserSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { endedSessions } = await suspendUser(
        app.db,
        authUser(request).userId,
        id,
        request.body.reason,
        app.clock(),
      );
      // Committed and NOTIFYed to every process; this one refuses the tokens without waiting for it.
      app.sessions.remember(endedSessions, 'suspended');
      return current(id);
    },
  );

  app.post(
    '/api/admin/users/:id/unsuspend',
    {
      schema: {
        tags: adminTags,
        security: [{ bearer: [] }],
        params: adminUserIdParamsSchema,
        response: { 200: adminUserSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await unsuspendUser(app.db, authUser(request).userId, id);
      return current(id);
    },
  );
  await fastify.register(adminMembershipRoutes);
}
