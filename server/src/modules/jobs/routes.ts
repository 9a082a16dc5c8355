// Connections, jobs, 내 일정 and 배정 현황 (issue 31; the list of routes is docs/jobs-api.md). The role guard
// (plugins/auth.ts) has already refused the wrong role under /api/caregiver/** and /api/manager/**; each
// repository call is scoped to the caller, so another's record is a 404.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  assignmentsQuerySchema,
  assignmentsSchema,
  caregiverConnectionsQuerySchema,
  caregiverJobsQuerySchema,
  caregiverWeekSchema,
  connectionIdParamsSchema,
  connectionPageSchema,
  connectionSchema,
  elderCountsSchema,
  jobDetailSchema,
  jobEndBodySchema,
  jobExperienceResponseSchema,
  jobIdParamsSchema,
  jobPageSchema,
  jobProposalBodySchema,
  jobTalkBodySchema,
  managerConnectionsQuerySchema,
  managerJobsQuerySchema,
} from '@dolbom/shared-api/contracts';
import { authUser } from '../../plugins/auth';
import { requireOwnElder } from '../manager/elder-ref';
import { connectionDetail, listConnections } from './connections-repository';
import { addJobToExperience } from './experience';
import { confirmJob, endJob, jobDetail, listJobs, proposeJob, talkAboutJob } from './jobs-repository';
import { assignments, caregiverWeek, elderCounts } from './week-repository';
import type { Role } from './views';

const readErrors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const errors = { ...readErrors, 409: apiErrorSchema };

export async function jobRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // ---------------------------------------------------------------- both roles
  for (const role of ['caregiver', 'manager'] as const satisfies readonly Role[]) {
    const tags = [role];
    if (role === 'caregiver')
      app.get(
        '/api/caregiver/connections',
        {
          schema: {
            tags,
            querystring: caregiverConnectionsQuerySchema,
            response: { 200: connectionPageSchema, ...readErrors },
          },
        },
        async (request) =>
          listConnections(app.db, role, authUser(request).userId, request.query, app.clock()),
      );
    else
      app.get(
        '/api/manager/connections',
        {
          schema: {
            tags,
            querystring: managerConnectionsQuerySchema,
            response: { 200: connectionPageSchema, ...readErrors },
          },
        },
        async (request) => {
          const { userId } = authUser(request);
          if (request.query.elderId !== undefined)
            await requireOwnElder(app.db, userId, { elderId: request.query.elderId });
          return listConnections(app.db, role, userId, request.query, app.clock());
        },
      );

    app.get(
      `/api/${role}/connections/:connectionId`,
      {
        schema: {
          tags,
          params: connectionIdParamsSchema,
          response: { 200: connectionSchema, ...readErrors },
        },
      },
      async (request) =>
        connectionDetail(app.db, role, authUser(request).userId, request.params.connectionId, app.clock()),
    );

    app.get(
      `/api/${role}/jobs/:jobId`,
      { schema: { tags, params: jobIdParamsSchema, response: { 200: jobDetailSchema, ...readErrors } } },
      async (request) => jobDetail(app.db, role, authUser(request).userId, request.params.jobId, app.clock()),
    );

    app.post(
      `/api/${role}/jobs/:jobId/end`,
      {
        schema: {
          tags,
          params: jobIdParamsSchema,
          body: jobEndBodySchema,
          response: { 200: jobDetailSchema, ...errors },
        },
      },
      async (request) =>
        endJob(app.db, role, authUser(request).userId, request.params.jobId, request.body, app.clock()),
    );
  }

  // ---------------------------------------------------------------- caregiver
  const caregiver = ['caregiver'];
  app.get(
    '/api/caregiver/jobs',
    {
      schema: {
        tags: caregiver,
        querystring: caregiverJobsQuerySchema,
        response: { 200: jobPageSchema, ...readErrors },
      },
    },
    async (request) => listJobs(app.db, 'caregiver', authUser(request).userId, request.query, app.clock()),
  );

  app.post(
    '/api/caregiver/jobs/:jobId/confirm',
    { schema: { tags: caregiver, params: jobIdParamsSchema, response: { 200: jobDetailSchema, ...errors } } },
    async (request) => confirmJob(app.db, authUser(request).userId, request.params.jobId, app.clock()),
  );

  app.post(
    '/api/caregiver/jobs/:jobId/decline',
    {
      schema: {
        tags: caregiver,
        params: jobIdParamsSchema,
        body: jobTalkBodySchema,
        response: { 200: jobDetailSchema, ...errors },
      },
    },
    async (request) =>
      talkAboutJob(app.db, authUser(request).userId, request.params.jobId, request.body.reason, app.clock()),
  );

  app.post(
    '/api/caregiver/jobs/:jobId/experience',
    {
      schema: {
        tags: caregiver,
        params: jobIdParamsSchema,
        response: { 200: jobExperienceResponseSchema, ...errors },
      },
    },
    async (request) =>
      addJobToExperience(app.db, authUser(request).userId, request.params.jobId, app.clock()),
  );

  app.get(
    '/api/caregiver/week',
    { schema: { tags: caregiver, response: { 200: caregiverWeekSchema, ...readErrors } } },
    async (request) => caregiverWeek(app.db, authUser(request).userId, app.clock()),
  );

  // ---------------------------------------------------------------- manager
  const manager = ['manager'];
  app.post(
    '/api/manager/jobs',
    {
      // A retried proposal (a lost answer, a double tap) makes one job.
      config: { idempotent: true },
      schema: { tags: manager, body: jobProposalBodySchema, response: { 201: jobDetailSchema, ...errors } },
    },
    async (request, reply) =>
      reply.code(201).send(await proposeJob(app.db, authUser(request).userId, request.body, app.clock())),
  );

  app.get(
    '/api/manager/jobs',
    {
      schema: {
        tags: manager,
        querystring: managerJobsQuerySchema,
        response: { 200: jobPageSchema, ...readErrors },
      },
    },
    async (request) => {
      const { userId } = authUser(request);
      if (request.query.elderId !== undefined)
        await requireOwnElder(app.db, userId, { elderId: request.query.elderId });
      return listJobs(app.db, 'manager', userId, request.query, app.clock());
    },
  );

  app.get(
    '/api/manager/assignments',
    {
      schema: {
        tags: manager,
        querystring: assignmentsQuerySchema,
        response: { 200: assignmentsSchema, ...readErrors },
      },
    },
    async (request) => assignments(app.db, authUser(request).userId, request.query.elderId, app.clock()),
  );

  app.get(
    '/api/manager/elder-counts',
    { schema: { tags: manager, response: { 200: elderCountsSchema, ...readErrors } } },
    async (request) => elderCounts(app.db, authUser(request).userId),
  );
}
