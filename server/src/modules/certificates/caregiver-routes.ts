// The caregiver's own certificate (issue 13): send a photo (PNG/JPG by content, ≤ 5 MB) for the
// resume's number, and read the review's status. The photo is re-encoded (no metadata, ≤ 1,600 px) and
// goes to private storage only.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  CARE_FORM_MESSAGES,
  CERTIFICATE_MESSAGES,
  caregiverCertificateSchema,
  ERROR_CODES,
  resumeStepSchemas,
} from '@dolbom/shared-api/contracts';
import { AppError } from '../../errors';
import { authUser } from '../../plugins/auth';
import type { PrivateStorage } from '../storage/private-storage';
import { preparePhoto, withPhotoUpload, type PhotoErrors } from '../storage/uploads';
import { caregiverView, certificateOf, resumeCertificateCode, submitCertificate } from './repository';

const tags = ['caregiver'];
const codeSchema = resumeStepSchemas.qualification.shape.certificateCode;

const badRequest = (message: string, field?: string) =>
  new AppError(
    400,
    ERROR_CODES.VALIDATION,
    message.replace(/^\*/, ''),
    field ? { [field]: message } : undefined,
  );

const certificatePhotoErrors: PhotoErrors = {
  missing: () => badRequest(CERTIFICATE_MESSAGES.fileMissing, 'file'),
  notPhoto: () => badRequest(CERTIFICATE_MESSAGES.photoType, 'file'),
};

export async function caregiverCertificateRoutes(
  fastify: FastifyInstance,
  opts: { privateStorage: PrivateStorage },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/caregiver/certificate',
    { schema: { tags, response: { 200: caregiverCertificateSchema, 400: apiErrorSchema } } },
    async (request) => caregiverView(await certificateOf(app.db, authUser(request).userId)),
  );

  app.post(
    '/api/caregiver/certificate',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      // A refusal before the body was read closes the connection (as the profile photo route does).
      onSend: async (request, reply, payload) => {
        if (reply.statusCode >= 400 && !request.raw.complete) reply.header('connection', 'close');
        return payload;
      },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 201: caregiverCertificateSchema, 400: apiErrorSchema, 413: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { userId } = authUser(request);
      if (!request.isMultipart()) throw badRequest(CERTIFICATE_MESSAGES.fileMissing, 'file');
      return withPhotoUpload(request, ['certificateCode'], async ({ photo, fields }) => {
        // The number: the one typed in step 2 (sent with the photo), else the resume's.
        const sent = fields.certificateCode;
        const code =
          sent !== undefined ? codeSchema.safeParse(sent) : { success: true as const, data: undefined };
        if (!code.success) throw badRequest(CARE_FORM_MESSAGES.certificateCode, 'certificateCode');
        const certificateCode = code.data ?? (await resumeCertificateCode(app.db, userId));
        if (!certificateCode) throw badRequest(CARE_FORM_MESSAGES.certificateCode, 'certificateCode');
        // Judged by the bytes (not the name or the declared type), then decoded and written anew.
        const file = await preparePhoto(photo, 'document', certificatePhotoErrors);
        const key = await opts.privateStorage.save('certificates', file);
        const { row, oldKey } = await submitCertificate(
          app.db,
          userId,
          certificateCode,
          key,
          app.clock(),
        ).catch(async (err: unknown) => {
          await opts.privateStorage.remove(key);
          throw err;
        });
        if (oldKey) await opts.privateStorage.remove(oldKey).catch(() => undefined);
        return reply.code(201).send(caregiverView(row));
      });
    },
  );
}
