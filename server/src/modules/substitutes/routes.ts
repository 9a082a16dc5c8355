// 대체 근무 (issue 35, PRODUCT.md "API of the features above", ADR 0042). The role guard (plugins/auth.ts)
// has already refused the wrong role under /api/caregiver/** and /api/manager/**; each repository call is
// scoped to the caller, so another's record is a 404. Every process runs the waves' timer: a request is
// claimed with `skip locked`, so each wave goes out once.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  absenceBodySchema,
  absenceResponseSchema,
  apiErrorSchema,
  caregiverIdParamsSchema,
  caregiverSubstituteListSchema,
  caregiverSubstituteSchema,
  jobIdParamsSchema,
  managerSubstituteListSchema,
  managerSubstituteSchema,
  noShowBodySchema,
  noShowIdParamsSchema,
  noShowRecordSchema,
  noShowReplyBodySchema,
  substituteAlertsBodySchema,
  substituteAlertsSchema,
  substituteBodySchema,
  substituteIdParamsSchema,
  substituteListQuerySchema,
} from '@dolbom/shared-api/contracts';
import { authUser } from '../../plugins/auth';
import { requireOwnElder } from '../manager/elder-ref';
import { noShowRecord, recordNoShow, replyToNoShow } from './no-shows';
import {
  acceptSubstitute,
  cancelSubstitute,
  caregiverSubstitutes,
  createSubstitute,
  managerSubstitutes,
  reportAbsence,
  sendDueWaves,
  setSubstituteAlerts,
} from './repository';

const readErrors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const errors = { ...readErrors, 409: apiErrorSchema };
/** How often each process looks for a request whose next wave is due. */
export const WAVE_POLL_MS = 60_000;

export async function substituteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const waves = setInterval(() => {
    sendDueWaves(app.db, app.clock()).catch((err) => app.log.warn({ err }, 'substitute waves failed'));
  }, WAVE_POLL_MS);
  waves.unref();
  app.addHook('preClose', async () => clearInterval(waves));

  // ---------------------------------------------------------------- caregiver
  const caregiver = ['caregiver'];
  app.post(
    '/api/caregiver/jobs/:jobId/absence',
    {
      // The same days again add nothing (one row per job and day) and tell nobody twice.
      schema: {
        tags: caregiver,
        params: jobIdParamsSchema,
        body: absenceBodySchema,
        response: { 200: absenceResponseSchema, ...errors },
      },
    },
    async (request) => ({
      absences: await reportAbsence(
        app.db,
        authUser(request).userId,
        request.params.jobId,
        request.body,
        app.clock(),
      ),
    }),
  );

  app.get(
    '/api/caregiver/substitutes',
    { schema: { tags: caregiver, response: { 200: caregiverSubstituteListSchema, ...readErrors } } },
    async (request) => caregiverSubstitutes(app.db, authUser(request).userId, app.clock()),
  );

  app.put(
    '/api/caregiver/substitutes/alerts',
    {
      schema: {
        tags: caregiver,
        body: substituteAlertsBodySchema,
        response: { 200: substituteAlertsSchema, ...readErrors },
      },
    },
    async (request) => ({
      alerts: await setSubstituteAlerts(app.db, authUser(request).userId, request.body.alerts),
    }),
  );

  app.post(
    '/api/caregiver/substitutes/:id/accept',
    {
      schema: {
        tags: caregiver,
        params: substituteIdParamsSchema,
        response: { 200: caregiverSubstituteSchema, ...errors },
      },
    },
    async (request) => acceptSubstitute(app.db, authUser(request).userId, request.params.id, app.clock()),
  );

  app.get(
    '/api/caregiver/no-shows',
    { schema: { tags: caregiver, response: { 200: noShowRecordSchema, ...readErrors } } },
    async (request) => noShowRecord(app.db, authUser(request).userId),
  );

  app.post(
    '/api/caregiver/no-shows/:id/reply',
    {
      schema: {
        tags: caregiver,
        params: noShowIdParamsSchema,
        body: noShowReplyBodySchema,
        response: { 200: noShowRecordSchema, ...errors },
      },
    },
    async (request) =>
      replyToNoShow(app.db, authUser(request).userId, request.params.id, request.body.reply, app.clock()),
  );

  // ---------------------------------------------------------------- manager
  const manager = ['manager'];
  app.post(
    '/api/manager/substitutes',
    {
      // A retried request (a lost answer, a double tap) makes one.
      config: { idempotent: true },
      schema: {
        tags: manager,
        body: substituteBodySchema,
        response: { 201: managerSubstituteSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createSubstitute(app.db, authUser(request).userId, request.body, app.clock())),
  );

  app.get(
    '/api/manager/substitutes',
    {
      schema: {
        tags: manager,
        querystring: substituteListQuerySchema,
        response: { 200: managerSubstituteListSchema, ...readErrors },
      },
    },
    async (request) => {
      const { userId } = authUser(request);
      if (request.query.elderId !== undefined)
        await requireOwnElder(app.db, userId, { elderId: request.query.elderId });
      return { content: await managerSubstitutes(app.db, userId, request.query.elderId) };
    },
  );

  app.post(
    '/api/manager/substitutes/:id/cancel',
    {
      schema: {
        tags: manager,
        params: substituteIdParamsSchema,
        response: { 200: managerSubstituteSchema, ...errors },
      },
    },
    async (request) => cancelSubstitute(app.db, authUser(request).userId, request.params.id, app.clock()),
  );

  app.post(
    '/api/manager/no-shows',
    {
      schema: { tags: manager, body: noShowBodySchema, response: { 200: noShowRecordSchema, ...errors } },
    },
    async (request) => recordNoShow(app.db, authUser(request).userId, request.body, app.clock()),
  );

  app.get(
    '/api/manager/caregivers/:caregiverId/no-shows',
    {
      schema: {
        tags: manager,
        params: caregiverIdParamsSchema,
        response: { 200: noShowRecordSchema, ...readErrors },
      },
    },
    async (request) => noShowRecord(app.db, request.params.caregiverId),
  );
}
