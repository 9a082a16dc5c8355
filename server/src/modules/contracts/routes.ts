// 근로계약서 routes (PRODUCT.md "API of the features above", ADR 0040). The role guard (plugins/auth.ts)
// has already refused the wrong role under /api/caregiver/** and /api/manager/**; every read is scoped to
// the job's two parties (another's contract is a 404). Views, signatures and downloads are recorded with
// the caller's session.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  contractBodySchema,
  contractChangeBodySchema,
  contractDetailSchema,
  contractIdParamsSchema,
  contractVersionQuerySchema,
  jobContractSchema,
  jobIdParamsSchema,
  signContractBodySchema,
} from '@dolbom/shared-api/contracts';
import { authUser } from '../../plugins/auth';
import { recordRead } from '../admin/audit';
import { assertReported } from '../admin/reported';
import { adminErrors, adminTags } from '../admin/routes';
import { sendPrivatePhoto } from '../admin/private-photo-reply';
import type { Role } from '../jobs/views';
import type { PrivateStorage } from '../storage/private-storage';
import {
  contractDetail,
  contractPdf,
  jobContract,
  operatorContract,
  requestChange,
  saveContract,
  signContract,
  type Caller,
} from './repository';

const readErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const writeErrors = { ...readErrors, 409: apiErrorSchema };

function callerOf(request: FastifyRequest, role: Role): Caller {
  const user = authUser(request);
  return { role, userId: user.userId, sessionId: user.sessionId ?? null, ip: request.ip ?? null };
}

export async function contractRoutes(fastify: FastifyInstance, opts: { privateStorage: PrivateStorage }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const files = opts.privateStorage;

  for (const role of ['caregiver', 'manager'] as const satisfies readonly Role[]) {
    const tags = [role];
    app.get(
      `/api/${role}/jobs/:jobId/contract`,
      { schema: { tags, params: jobIdParamsSchema, response: { 200: jobContractSchema, ...readErrors } } },
      async (request) => jobContract(app.db, role, authUser(request).userId, request.params.jobId),
    );

    app.get(
      `/api/${role}/contracts/:contractId`,
      {
        schema: {
          tags,
          params: contractIdParamsSchema,
          querystring: contractVersionQuerySchema,
          response: { 200: contractDetailSchema, ...readErrors },
        },
      },
      async (request) =>
        contractDetail(app.db, callerOf(request, role), request.params.contractId, request.query.version),
    );

    app.post(
      `/api/${role}/contracts/:contractId/sign`,
      {
        // A double tap or a retry after a lost answer signs once.
        config: { idempotent: true },
        schema: {
          tags,
          params: contractIdParamsSchema,
          body: signContractBodySchema,
          response: { 200: contractDetailSchema, ...writeErrors },
        },
      },
      async (request) =>
        signContract(
          app.db,
          files,
          callerOf(request, role),
          request.params.contractId,
          request.body,
          app.clock(),
        ),
    );

    app.get(
      `/api/${role}/contracts/:contractId/pdf`,
      {
        schema: {
          tags,
          params: contractIdParamsSchema,
          querystring: contractVersionQuerySchema,
          response: writeErrors,
        },
      },
      async (request, reply) => {
        const { file, version } = await contractPdf(
          app.db,
          files,
          callerOf(request, role),
          request.params.contractId,
          request.query.version,
        );
        return sendPrivatePhoto(reply, file, `contract-${request.params.contractId}-v${version}`);
      },
    );
  }

  app.post(
    '/api/manager/jobs/:jobId/contract',
    {
      // One version per Idempotency-Key; the same fields again make no new version either.
      config: { idempotent: true, multilineBody: true },
      schema: {
        tags: ['manager'],
        params: jobIdParamsSchema,
        body: contractBodySchema,
        response: { 200: contractDetailSchema, 201: contractDetailSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { created, detail } = await saveContract(
        app.db,
        callerOf(request, 'manager'),
        request.params.jobId,
        request.body,
        app.clock(),
      );
      return reply.code(created ? 201 : 200).send(detail);
    },
  );

  app.post(
    '/api/caregiver/contracts/:contractId/change-requests',
    {
      config: { idempotent: true, multilineBody: true },
      schema: {
        tags: ['caregiver'],
        params: contractIdParamsSchema,
        body: contractChangeBodySchema,
        response: { 201: contractDetailSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await requestChange(
            app.db,
            callerOf(request, 'caregiver'),
            request.params.contractId,
            request.body,
            app.clock(),
          ),
        ),
  );

  // ---------------------------------------------------------------- operators: reported contracts only
  app.get(
    '/api/admin/contracts/:contractId',
    {
      schema: {
        tags: adminTags,
        security: [{ bearer: [] }],
        params: contractIdParamsSchema,
        response: { 200: contractDetailSchema, ...adminErrors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { contractId } = request.params;
      await assertReported(app.db, 'CONTRACT', contractId);
      const contract = await operatorContract(app.db, contractId);
      await recordRead(app.db, request, {
        action: 'read.contract',
        targetType: 'contract',
        targetId: contractId,
        detail: { version: contract.version },
      });
      return contract;
    },
  );
}
