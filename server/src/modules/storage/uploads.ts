// The one home of uploads: every feature that takes a file (the sign-up and 설정 profile photo, the
// certificate photo, the center's proof photo) reads, checks and re-encodes it here, then stores it with
// PublicPhotos or PrivateStorage. A route does:
//
//   return withPhotoUpload(request, ['certificateCode'], async ({ photo, fields }) => {
//     const file = await preparePhoto(photo, 'document', { missing: …, notPhoto: … });
//     const key = await privateStorage.save('certificates', file);
//     …
//   });
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, SIGNUP_MESSAGES } from '@dolbom/shared-api/contracts';
import { AppError } from '../../errors';
import { assertText } from '../../plugins/input-guard';
import { SIGNUP_SERVER_MESSAGES } from '../signup/messages';
import {
  encodePhoto,
  NotAPhotoError,
  sniffPhotoType,
  type PhotoPurpose,
  type PreparedPhoto,
} from './file-content';

const PHOTO_FIELDS = new Set(['file', 'profileImage']);

export interface SpooledPhoto {
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

export interface PhotoUpload {
  /** The photo (field `file` or `profileImage`), spooled to a temporary file; undefined when none was sent. */
  photo: SpooledPhoto | undefined;
  /** An `uploadToken` field (for clients that send the sign-up token in the form rather than the header). */
  token: string | undefined;
  /** The `extraFields` that were sent. */
  fields: Record<string, string>;
}

/**
 * Reads the multipart body: the photo spooled to a temporary file, the token and the wanted text
 * fields. The caller removes the temporary file (`withPhotoUpload` does).
 */
export async function readPhotoUpload(
  request: FastifyRequest,
  extraFields: readonly string[] = [],
): Promise<PhotoUpload> {
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

/** Reads the upload, runs `use`, and removes the temporary file whatever happens. */
export async function withPhotoUpload<T>(
  request: FastifyRequest,
  extraFields: readonly string[],
  use: (upload: PhotoUpload) => Promise<T>,
): Promise<T> {
  const upload = await readPhotoUpload(request, extraFields);
  try {
    return await use(upload);
  } finally {
    if (upload.photo) await fsp.rm(upload.photo.path, { force: true });
  }
}

export interface PhotoErrors {
  /** No photo part, or an empty one. */
  missing: () => AppError;
  /** Not a PNG or JPEG by its bytes, or it does not decode. */
  notPhoto: () => AppError;
}

/** The profile photo's refusals (sign-up and 설정 alike), without a field: the photo screen shows them. */
export const PROFILE_PHOTO_ERRORS: PhotoErrors = {
  missing: () => new AppError(400, ERROR_CODES.VALIDATION, SIGNUP_SERVER_MESSAGES.fileMissing),
  notPhoto: () => new AppError(400, ERROR_CODES.VALIDATION, SIGNUP_MESSAGES.photoType),
};

/**
 * Checks the uploaded photo and re-encodes it for its purpose (file-content.ts): the only way to a
 * photo a store takes.
 */
export async function preparePhoto(
  photo: SpooledPhoto | undefined,
  purpose: PhotoPurpose,
  errors: PhotoErrors,
): Promise<PreparedPhoto> {
  if (!photo || photo.size === 0) throw errors.missing();
  // The cheap refusal first: a text file named .png never reaches the decoder.
  if (!sniffPhotoType(photo.head)) throw errors.notPhoto();
  try {
    return await encodePhoto(photo.path, purpose);
  } catch (err) {
    if (err instanceof NotAPhotoError) throw errors.notPhoto();
    throw err;
  }
}
