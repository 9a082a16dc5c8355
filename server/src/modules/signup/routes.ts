// Sign-up: id check, both registrations, and the caregiver's one-time profile photo upload.
// Registration routes live under the role prefixes (spec §7) and are marked public for the guard.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
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
  recordIdSchema,
  SIGNUP_MESSAGES,
  validateIdRequestSchema,
  validateIdResponseSchema,
} from '@dolbom/shared-api/contracts';
import { AppError } from '../../errors';
import { assertText } from '../../plugins/input-guard';
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

interface SpooledPhoto {
  /** A temporary file holding the upload (streamed: never the whole file in memory). */
  path: string;
  size: number;
  /** Its first bytes, for the type check by content. */
  head: Buffer;
}

const HEAD_BYTES = 16;

/** Streams one multipart file into a temporary file; the multipart size cap cuts it off (413). */
async function spool(stream: Readable): Promise<SpooledPhoto> {
  const file = path.join(os.tmpdir(), `dolbom-upload-${randomBytes(12).toString('hex')}`);
  let size = 0;
  let head = Buffer.alloc(0);
  const measure = new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
      size += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(stream, measure, fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  } catch (err) {
    await fsp.rm(file, { force: true });
    throw err;
  }
  return { path: file, size, head };
}

/** Reads the rest of a part nobody wants, so the next part can be read. */
const drain = (stream: Readable) =>
  pipeline(
    stream,
    new Writable({
      write(_chunk, _enc, done) {
        done();
      },
    }),
  );

/**
 * Reads the multipart body: the photo (field `file` or `profileImage`), spooled to a temporary file,
 * and an `uploadToken` field (for clients that send the token in the form rather than the header).
 */
export async function readPhotoUpload(request: FastifyRequest, extraFields: readonly string[] = []) {
  let photo: SpooledPhoto | undefined;
  let token: string | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const file = part as MultipartFile;
        if (PHOTO_FIELDS.has(file.fieldname) && !photo) photo = await spool(file.file);
        else await drain(file.file);
      } else if (part.fieldname === 'uploadToken' && typeof part.value === 'string') {
        // Multipart fields pass no schema: the input guard's text rule, here (a NUL would reach SQL).
        assertText(part.value, 'uploadToken');
        token = part.value;
      } else if (extraFields.includes(part.fieldname) && typeof part.value === 'string') {
        assertText(part.value, part.fieldname);
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (photo) await fsp.rm(photo.path, { force: true });
    // Only the file size has a photo-specific message; too many files or fields are the error handler's.
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', SIGNUP_SERVER_MESSAGES.fileTooLarge);
    }
    throw err;
  }
  return { photo, token, fields };
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
      const { photo, token: fieldToken } = await readPhotoUpload(request);
      try {
        const token = headerToken ?? fieldToken;
        if (!token || (headerToken === undefined && !(await uploadTokenValid(app.db, userId, token, now)))) {
          throw uploadForbidden();
        }
        if (!photo || photo.size === 0) {
          throw new AppError(400, ERROR_CODES.VALIDATION, SIGNUP_SERVER_MESSAGES.fileMissing);
        }
        const type = sniffPhotoType(photo.head);
        if (!type) throw new AppError(400, ERROR_CODES.VALIDATION, SIGNUP_MESSAGES.photoType);

        const url = await photoStorage.save(fs.createReadStream(photo.path), type);
        let stored = false;
        try {
          stored = await consumeTokenAndSetPhoto(app.db, userId, token, now, url);
        } finally {
          if (!stored) await photoStorage.remove(url);
        }
        if (!stored) throw uploadForbidden();
        return { profileImage: url };
      } finally {
        if (photo) await fsp.rm(photo.path, { force: true });
      }
    },
  );
}
