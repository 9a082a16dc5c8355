// 설정's account routes (PRODUCT.md "Accounts and postings"), for both roles:
//   POST   /api/user/password  { currentPassword, password, passwordCheck } → 204; the other sessions end
//   GET    /api/user/profile   → { loginId, name, phone }
//   PATCH  /api/user/profile   { name, phone } → the profile
//   DELETE /api/user           { password } → 204; the personal data goes and every session ends
//   POST   /api/user/photo     multipart `file` (PNG/JPG by content, ≤ 5 MB) → { profileImage }; caregivers
// A wrong password is 400 with the field's Korean message (not 401: the session itself is fine).
import { hash, verify } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  apiErrorSchema,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  ERROR_CODES,
  profileImageResponseSchema,
  profileSchema,
  updateProfileRequestSchema,
} from '@dolbom/shared-api/contracts';
import { eq } from 'drizzle-orm';
import { users, type UserRow } from '../../db/schema';
import { AppError, unauthorized } from '../../errors';
import { authUser } from '../../plugins/auth';
import type { PrivateStorage } from '../storage/private-storage';
import type { PublicPhotos } from '../storage/public-photos';
import { preparePhoto, PROFILE_PHOTO_ERRORS, withPhotoUpload } from '../storage/uploads';
import { liveSessionsOf, recordEnded } from '../auth/ended-sessions';
import { findUserById } from '../auth/user-repository';
import { caregiverAddressOf, deleteAccount, replacePhoto, updateProfile } from './account-repository';
import { currentProfileImage } from '../signup/repository';
import { SIGNUP_SERVER_MESSAGES } from '../signup/messages';

/** 400 with the field's message (the form's own wording, `*` and all). */
const fieldError = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.VALIDATION, message.replace(/^\*/, ''), { [field]: message });

const passwordMatches = (user: UserRow, password: string) =>
  verify(user.passwordHash, password).catch(() => false);

export async function accountRoutes(
  fastify: FastifyInstance,
  opts: { photoStorage: PublicPhotos; privateStorage: PrivateStorage },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const currentUser = async (request: Parameters<typeof authUser>[0]) => {
    const user = await findUserById(app.db, authUser(request).userId);
    if (!user) throw unauthorized();
    return user;
  };

  app.post(
    '/api/user/password',
    {
      preHandler: app.requireUser,
      // Against guessing the current password with a stolen session.
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['account'],
        security: [{ bearer: [] }],
        body: changePasswordRequestSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const { currentPassword, password } = request.body;
      if (!(await passwordMatches(user, currentPassword))) {
        throw fieldError('currentPassword', ACCOUNT_MESSAGES.currentPasswordWrong);
      }
      if (currentPassword === password) throw fieldError('password', ACCOUNT_MESSAGES.samePassword);
      const passwordHash = await hash(password);
      const here = authUser(request).sessionId;
      const ended = await app.db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        // Whoever knew the old password is out; this session (the one that knew it) stays.
        const others = (await liveSessionsOf(tx, user.id)).filter((id) => id !== here);
        await recordEnded(tx, others, 'password-reset');
        return others;
      });
      app.sessions.remember(ended, 'password-reset');
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/user/profile',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        security: [{ bearer: [] }],
        response: { 200: profileSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const user = await currentUser(request);
      const extra =
        user.role === 'ROLE_CAREGIVER'
          ? await caregiverAddressOf(app.db, user.id)
          : { address: null, profileImage: null, birthYear: null };
      return { loginId: user.loginId, name: user.name, phone: user.phone, ...extra };
    },
  );

  app.patch(
    '/api/user/profile',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        security: [{ bearer: [] }],
        body: updateProfileRequestSchema,
        response: { 200: profileSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const user = await currentUser(request);
      const { name, phone, address, birthYear } = request.body;
      if (birthYear !== undefined && user.role !== 'ROLE_CAREGIVER')
        throw fieldError('birthYear', ACCOUNT_MESSAGES.birthYearOnlyCaregiver);
      let placed;
      if (address) {
        if (user.role !== 'ROLE_CAREGIVER')
          throw fieldError('address', ACCOUNT_MESSAGES.addressOnlyCaregiver);
        // Placed like at sign-up: the coordinates decide her near list and the managers' candidates.
        const place = await app.geocoder.geocode(address);
        if (!place) throw fieldError('address', SIGNUP_SERVER_MESSAGES.addressUnknown);
        placed = { ...address, bcode: address.bcode || place.bcode || '', lat: place.lat, lng: place.lng };
      }
      await updateProfile(app.db, user.id, {
        name,
        phone,
        ...(placed ? { address: placed } : {}),
        ...(birthYear !== undefined ? { birthYear } : {}),
      });
      const extra =
        user.role === 'ROLE_CAREGIVER'
          ? await caregiverAddressOf(app.db, user.id)
          : { address: null, profileImage: null, birthYear: null };
      return { loginId: user.loginId, name, phone, ...extra };
    },
  );

  app.post(
    '/api/user/photo',
    {
      preHandler: app.requireUser,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      // A refusal before the body was read closes the connection (as the sign-up photo route does).
      onSend: async (request, reply, payload) => {
        if (reply.statusCode >= 400 && !request.raw.complete) reply.header('connection', 'close');
        return payload;
      },
      schema: {
        tags: ['account'],
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: {
          200: profileImageResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          413: apiErrorSchema,
        },
      },
    },
    async (request) => {
      // Only a caregiver has a photo; refused before a byte of the body is read.
      if (authUser(request).role !== 'ROLE_CAREGIVER') {
        throw new AppError(403, ERROR_CODES.FORBIDDEN, ACCOUNT_MESSAGES.photoOnlyCaregiver);
      }
      if (!request.isMultipart()) {
        throw new AppError(400, ERROR_CODES.VALIDATION, SIGNUP_SERVER_MESSAGES.fileMissing);
      }
      const user = await currentUser(request);
      // Streamed to a temporary file under the multipart size cap (413 with the spec's message), then
      // re-encoded (metadata and its GPS position gone, 640 px) before anything is stored.
      return withPhotoUpload(request, [], async ({ photo }) => {
        const file = await preparePhoto(photo, 'profile', PROFILE_PHOTO_ERRORS);
        const url = await opts.photoStorage.save(user.id, file);
        const old = await replacePhoto(app.db, user.id, url).catch(async (err: unknown) => {
          await opts.photoStorage.discard(url, () => currentProfileImage(app.db, user.id));
          throw err;
        });
        if (old === undefined) {
          await opts.photoStorage.remove(url);
          throw new AppError(403, ERROR_CODES.FORBIDDEN, ACCOUNT_MESSAGES.photoOnlyCaregiver);
        }
        // The replaced photo leaves the store at once: no process serves it afterwards.
        if (old && old !== url) {
          await opts.photoStorage.remove(old).catch((err: unknown) => {
            request.log.warn({ err }, 'replaced photo not removed');
          });
        }
        return { profileImage: url };
      });
    },
  );

  app.delete(
    '/api/user',
    {
      preHandler: app.requireUser,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['account'],
        security: [{ bearer: [] }],
        body: deleteAccountRequestSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      if (!(await passwordMatches(user, request.body.password))) {
        throw fieldError('password', ACCOUNT_MESSAGES.passwordWrong);
      }
      const sessions = await liveSessionsOf(app.db, user.id);
      const { photoUrl, certificateKey, proofKey } = await deleteAccount(app.db, user.id, app.clock());
      // Every session ends at once, this one included.
      await app.sessions.end(sessions, 'logout');
      for (const key of [certificateKey, proofKey]) {
        if (!key) continue;
        await opts.privateStorage.remove(key).catch((err: unknown) => {
          request.log.warn({ err }, 'private photo of a deleted account not removed');
        });
      }
      if (photoUrl) {
        await opts.photoStorage.remove(photoUrl).catch((err: unknown) => {
          request.log.warn({ err }, 'photo of a deleted account not removed');
        });
      }
      return reply.code(204).send(null);
    },
  );
}
