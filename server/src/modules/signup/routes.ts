// Sign-up: id check, both registrations, and the caregiver's one-time profile photo upload.
// Registration routes live under the role prefixes (spec §7) and are marked public for the guard.
import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
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
  recordIdSchema,
  validateIdRequestSchema,
  validateIdResponseSchema,
} from '@dolbom/shared-api/contracts';
import { AppError } from '../../errors';
import type { PublicPhotos } from '../storage/public-photos';
import { preparePhoto, PROFILE_PHOTO_ERRORS, withPhotoUpload } from '../storage/uploads';
import { MEMBERSHIP_REQUESTS_PER_HOUR, spendHourly } from '../limits/hourly-limits';
import { SIGNUP_SERVER_MESSAGES } from './messages';
import {
  consumeTokenAndSetPhoto,
  currentProfileImage,
  idTaken,
  loginIdExists,
  registerCaregiver,
  registerManager,
  uploadTokenValid,
} from './repository';

const uploadForbidden = () =>
  new AppError(403, ERROR_CODES.FORBIDDEN, SIGNUP_SERVER_MESSAGES.uploadForbidden);

export interface SignupRoutesOptions {
  photoStorage: PublicPhotos;
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
        response: {
          201: managerRegisterResponseSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      // Checked before the slow hash; the unique index catches a race inside the transaction.
      if (await loginIdExists(app.db, body.id)) throw idTaken();
      // A manager's sign-up asks the center for membership and notifies its verified members: 30 an
      // hour from one address (an office may sign up its staff; a flood stops there).
      await spendHourly(app.db, reply, MEMBERSHIP_REQUESTS_PER_HOUR, `address:${request.ip}`, app.clock());
      const passwordHash = await hash(body.password);
      const result = await registerManager(
        app.db,
        { loginId: body.id, passwordHash, name: body.name, phone: body.phone },
        body.centerId,
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
        jibunAddress: body.address.jibunAddress,
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
          // Without one sent, the code the address text was placed at (issue 30).
          bcode: body.address.bcode || place.bcode || '',
          lat: place.lat,
          lng: place.lng,
          introduction: body.introduction,
          birthYear: body.birthYear ?? null,
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
      // One photo per sign-up; retries fit easily, a flood of guesses does not.
      config: { public: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
      // A refusal (bad token, 429) before the body was read closes the connection, so the server does
      // not read megabytes only to drop them.
      onSend: async (request, reply, payload) => {
        if (reply.statusCode >= 400 && !request.raw.complete) reply.header('connection', 'close');
        return payload;
      },
      schema: {
        tags: ['signup'],
        consumes: ['multipart/form-data'],
        params: z.object({ id: recordIdSchema(SIGNUP_SERVER_MESSAGES.userId) }),
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
      const now = app.clock();
      // The header token is checked before a byte of the body is read: a stranger's upload costs nothing.
      const header = request.headers['x-upload-token'];
      const headerToken = typeof header === 'string' ? header : undefined;
      if (headerToken !== undefined && !(await uploadTokenValid(app.db, userId, headerToken, now))) {
        throw uploadForbidden();
      }
      return withPhotoUpload(request, [], async ({ photo, token: fieldToken }) => {
        const token = headerToken ?? fieldToken;
        if (!token || (headerToken === undefined && !(await uploadTokenValid(app.db, userId, token, now)))) {
          throw uploadForbidden();
        }
        // Re-encoded (metadata and its GPS position gone, 640 px) before anything is stored.
        const file = await preparePhoto(photo, 'profile', PROFILE_PHOTO_ERRORS);
        const url = await photoStorage.save(userId, file);
        let stored = false;
        try {
          stored = await consumeTokenAndSetPhoto(app.db, userId, token, now, url);
        } finally {
          // The same photo sent twice at once has one URL: the request that lost keeps the winner's photo.
          if (!stored) await photoStorage.discard(url, () => currentProfileImage(app.db, userId));
        }
        if (!stored) throw uploadForbidden();
        return { profileImage: url };
      });
    },
  );
}
