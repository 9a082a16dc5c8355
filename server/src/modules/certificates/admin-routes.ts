// The operators' certificate queue (issue 13, ROLE_ADMIN by the guard on /api/admin/**): list, the
// photo (private: only here, never cached), confirm and refuse (both audited).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminCertificateIdParamsSchema,
  adminCertificatePageSchema,
  adminCertificateQuerySchema,
  adminCertificateSchema,
  apiErrorSchema,
  certificateRefuseBodySchema,
} from '@dolbom/shared-api/contracts';
import { notFound } from '../../errors';
import { authUser } from '../../plugins/auth';
import { recordRead } from '../admin/audit';
import { sendPrivatePhoto } from '../admin/private-photo-reply';
import { adminErrors, adminTags as tags } from '../admin/routes';
import type { PrivateStorage } from '../storage/private-storage';
import { certificatePhotoKey, decideCertificate, listCertificates } from './repository';

const security = [{ bearer: [] }];
const decisionErrors = { ...adminErrors, 404: apiErrorSchema, 409: apiErrorSchema };

export async function adminCertificateRoutes(
  fastify: FastifyInstance,
  opts: { privateStorage: PrivateStorage },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/certificates',
    {
      schema: {
        tags,
        security,
        querystring: adminCertificateQuerySchema,
        response: { 200: adminCertificatePageSchema, ...adminErrors },
      },
    },
    async (request) => listCertificates(app.db, request.query),
  );

  app.get(
    '/api/admin/certificates/:id/photo',
    {
      schema: {
        tags,
        security,
        params: adminCertificateIdParamsSchema,
        response: { ...adminErrors, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const key = await certificatePhotoKey(app.db, request.params.id);
      const file = await opts.privateStorage.open(key);
      if (!file) throw notFound();
      // A certificate photo is personal data: who looked at it, and when, is recorded.
      await recordRead(app.db, request, {
        action: 'read.certificate-photo',
        targetType: 'certificate',
        targetId: request.params.id,
      }).catch((err: unknown) => {
        file.stream.destroy();
        throw err;
      });
      return sendPrivatePhoto(reply, file, `certificate-${request.params.id}`);
    },
  );

  app.post(
    '/api/admin/certificates/:id/confirm',
    {
      schema: {
        tags,
        security,
        params: adminCertificateIdParamsSchema,
        response: { 200: adminCertificateSchema, ...decisionErrors },
      },
    },
    async (request) =>
      decideCertificate(
        app.db,
        request.params.id,
        authUser(request).userId,
        { status: 'CONFIRMED' },
        app.clock(),
      ),
  );

  app.post(
    '/api/admin/certificates/:id/refuse',
    {
      schema: {
        tags,
        security,
        params: adminCertificateIdParamsSchema,
        body: certificateRefuseBodySchema,
        response: { 200: adminCertificateSchema, ...decisionErrors },
      },
    },
    async (request) =>
      decideCertificate(
        app.db,
        request.params.id,
        authUser(request).userId,
        { status: 'REFUSED', reason: request.body.reason },
        app.clock(),
      ),
  );
}
