// Sign-up: id check, both registrations, and the caregiver's one-time profile photo upload.
// Registration routes live under the role prefixes (spec §7) and are marked public for the guard.
import { hash } from '@node-rs/argon2';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  caregiverRegisterResponseSchema,
  caregiverRegisterSchema,
  completeExperience,
  ERROR_CODES,
  managerRegisterResponseSchema,
  managerRegisterSchema,
  profileImageResponseSchema,
  SIGNUP_MESSAGES,
  validateIdRequestSchema,
  validateIdResponseSchema,
} from '@dolbom/shared-api/contracts';
import { AppError } from '../../errors';
import type { PhotoStorage } from '../storage/photo-storage';
import { sniffPhotoType } from '../storage/photo-storage';
import { SIGNUP_SERVER_MESSAGES } from './messages';
import {
  consumeTokenAndSetPhoto,
  idTaken,
  loginIdExists,
  registerCaregiver,
  registerManager,
  uploadTokenValid,
} from './repository';

const PHOTO_FIELDS = new Set(['file', 'profileImage']);

const uploadForbidden = () =>
  new AppError(403, ERROR_CODES.FORBIDDEN, SIGNUP_SERVER_MESSAGES.uploadForbidden);

/** Reads the multipart body: the photo (field `file` or `profileImage`) and an `uploadToken` field. */
async function readPhotoUpload(request: FastifyRequest) {
  let photo: Buffer | undefined;
  let token: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const file = part as MultipartFile;
        const data = await file.toBuffer();
        if (PHOTO_FIELDS.has(file.fieldname) && !photo) photo = data;
      } else if (part.fieldname === 'uploadToken' && typeof part.value === 'string') {
        token = part.value;
      }
    }
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 413) {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', SIGNUP_SERVER_MESSAGES.fileTooLarge);
    }
    throw err;
  }
  return { photo, token };
}

export interface SignupRoutesOptions {
  photoStorage: PhotoStorage;
}

export async function signupRoutes(fastify: FastifyInstance, { photoStorage }: SignupRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/validateID',
    {
      // Modest: enough for a person trying ids, too few to enumerate accounts quickly.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['signup'],
        body: validateIdRequestSchema,
        response: { 200: validateIdResponseSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      if (await loginIdExists(app.db, request.body.id)) throw idTaken();
      return { available: true as const };
    },
  );

  app.post(
    '/api/manager/register',
    {
      config: { public: true, idempotent: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['signup'],
        body: managerRegisterSchema,
        response: { 201: managerRegisterResponseSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      // Checked before the slow hash; the unique index catches a race inside the transaction.
      if (await loginIdExists(app.db, body.id)) throw idTaken();
      const passwordHash = await hash(body.password);
      const userId = await registerManager(
        app.db,
        { loginId: body.id, passwordHash, name: body.name, phone: body.phone },
        body.centerId,
      );
      return reply.code(201).send({ userId });
    },
  );

  app.post(
    '/api/caregiver/register',
    {
      config: { public: true, idempotent: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['signup'],
        body: caregiverRegisterSchema,
        response: { 201: caregiverRegisterResponseSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const place = await app.geocoder.geocode({
        bcode: body.address.bcode,
        roadAddress: body.address.roadAddress,
      });
      if (!place) {
        throw new AppError(400, ERROR_CODES.VALIDATION, SIGNUP_SERVER_MESSAGES.addressUnknown, {
          address: SIGNUP_SERVER_MESSAGES.addressUnknown,
        });
      }
      if (await loginIdExists(app.db, body.id)) throw idTaken();
      const passwordHash = await hash(body.password);
      const result = await registerCaregiver(
        app.db,
        { loginId: body.id, passwordHash, name: body.name, phone: body.phone },
        {
          zonecode: body.address.zonecode,
          roadAddress: body.address.roadAddress,
          jibunAddress: body.address.jibunAddress,
          bcode: body.address.bcode,
          lat: place.lat,
          lng: place.lng,
          introduction: body.introduction,
          experience: completeExperience(body.experience),
        },
        app.clock(),
      );
      return reply.code(201).send({
        userId: result.userId,
        uploadToken: result.uploadToken,
        uploadTokenExpiresAt: result.expiresAt.toISOString(),
      });
    },
  );

  app.post(
    '/api/caregiver/register/:id',
    {
      config: { public: true },
      schema: {
        tags: ['signup'],
        consumes: ['multipart/form-data'],
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: {
          200: profileImageResponseSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          413: apiErrorSchema,
        },
      },
    },
    async (request) => {
      if (!request.isMultipart()) {
        throw new AppError(400, ERROR_CODES.VALIDATION, SIGNUP_SERVER_MESSAGES.fileMissing);
      }
      const userId = request.params.id;
      const { photo, token: fieldToken } = await readPhotoUpload(request);
      const header = request.headers['x-upload-token'];
      const token = (typeof header === 'string' ? header : undefined) ?? fieldToken;
      const now = app.clock();
      if (!token || !(await uploadTokenValid(app.db, userId, token, now))) throw uploadForbidden();
      if (!photo || photo.length === 0) {
        throw new AppError(400, ERROR_CODES.VALIDATION, SIGNUP_SERVER_MESSAGES.fileMissing);
      }
      const type = sniffPhotoType(photo);
      if (!type) throw new AppError(400, ERROR_CODES.VALIDATION, SIGNUP_MESSAGES.photoType);

      const url = await photoStorage.save(photo, type);
      let stored = false;
      try {
        stored = await consumeTokenAndSetPhoto(app.db, userId, token, now, url);
      } finally {
        if (!stored) await photoStorage.remove(url);
      }
      if (!stored) throw uploadForbidden();
      return { profileImage: url };
    },
  );
}
