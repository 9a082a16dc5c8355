// Multipart bodies (profile photos), registered once. The 5 MB cap is enforced while streaming, so an
// oversized upload is cut off instead of being buffered whole.
import multipart from '@fastify/multipart';
import { globalPlugin } from './global-plugin';
import { PHOTO_MAX_BYTES } from '../modules/signup/messages';

export const multipartPlugin = globalPlugin('multipart', async (app) => {
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 2, fields: 10, fieldSize: 1024, parts: 12 },
  });
});
