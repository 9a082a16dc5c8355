// 신고하기 for both roles, each under its own prefix so the role guard applies (caregivers report
// elders and contacts, managers report caregivers), and the operators' list and resolve.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminReportIdParamsSchema,
  adminReportPageSchema,
  adminReportQuerySchema,
  adminReportSchema,
  apiErrorSchema,
  caregiverReportBodySchema,
  managerReportBodySchema,
  reportCreatedSchema,
  reportResolveBodySchema,
} from '@dolbom/shared-api/contracts';
import { authUser } from '../../plugins/auth';
import { adminErrors, adminTags } from '../admin/routes';
import { REPORTS_PER_HOUR, spendHourly } from '../limits/hourly-limits';
import { createReport, listReports, resolveReport } from './repository';

const createErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

export async function reportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/caregiver/reports',
    {
      config: { idempotent: true },
      schema: {
        tags: ['caregiver'],
        body: caregiverReportBodySchema,
        response: { 201: reportCreatedSchema, ...createErrors },
      },
    },
    async (request, reply) => {
      const { userId } = authUser(request);
      // Each report lands in the operators' queue: 10 an hour a person (issue 29).
      await spendHourly(app.db, reply, REPORTS_PER_HOUR, `user:${userId}`, app.clock());
      const created = await createReport(app.db, 'caregiver', userId, request.body, app.clock());
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/api/manager/reports',
    {
      config: { idempotent: true },
      schema: {
        tags: ['manager'],
        body: managerReportBodySchema,
        response: { 201: reportCreatedSchema, ...createErrors },
      },
    },
    async (request, reply) => {
      const { userId } = authUser(request);
      // Each report lands in the operators' queue: 10 an hour a person (issue 29).
      await spendHourly(app.db, reply, REPORTS_PER_HOUR, `user:${userId}`, app.clock());
      const created = await createReport(app.db, 'manager', userId, request.body, app.clock());
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/admin/reports',
    {
      schema: {
        tags: adminTags,
        security: [{ bearer: [] }],
        querystring: adminReportQuerySchema,
        response: { 200: adminReportPageSchema, ...adminErrors },
      },
    },
    async (request) => listReports(app.db, request.query),
  );

  app.post(
    '/api/admin/reports/:id/resolve',
    {
      schema: {
        tags: adminTags,
        security: [{ bearer: [] }],
        params: adminReportIdParamsSchema,
        body: reportResolveBodySchema,
        response: { 200: adminReportSchema, ...adminErrors, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) =>
      resolveReport(app.db, request.params.id, authUser(request).userId, request.body.note, app.clock()),
  );
}
