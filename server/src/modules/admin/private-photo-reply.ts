// How an operator receives a private photo (a 자격증, a center's proof): personal data, so no shared or
// browser cache keeps a copy, the type is the stored one (never sniffed), and it opens inline.
import type { FastifyReply } from 'fastify';
import { notFound } from '../../errors';
import { CONTENT_TYPES } from '../storage/file-store';
import type { PrivateFile } from '../storage/private-storage';

/** Sends the file (404 when storage has none) as `<name>.<type>`. */
export function sendPrivatePhoto(reply: FastifyReply, file: PrivateFile | null, name: string) {
  if (!file) throw notFound();
  reply.header('cache-control', 'no-store');
  reply.header('x-content-type-options', 'nosniff');
  reply.header('content-disposition', `inline; filename="${name}.${file.type}"`);
  reply.header('content-length', file.size);
  // The stream is the body (no JSON schema for the 200 answer).
  return reply.type(CONTENT_TYPES[file.type]).send(file.stream as unknown as never);
}
