// One place that shapes every error as { message, code, fields? } (PRODUCT.md "Errors").
// 5xx answers never carry a stack, SQL or driver text; they are logged with the request id instead.
import fs from 'node:fs';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ApiErrorBody } from '@dolbom/shared-api/contracts';
import { clientErrorFor } from './client-errors';
import { globalPlugin } from './global-plugin';
import { AppError, MESSAGES } from '../errors';

function validationBody(validation: { instancePath: string; message?: string }[]): ApiErrorBody {
  const fields: Record<string, string> = {};
  for (const issue of validation) {
    // '/address/zonecode' → 'address.zonecode'; the first message per field is the one a person needs.
    const name = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    if (name && issue.message && !(name in fields)) fields[name] = issue.message;
  }
  const first = Object.values(fields)[0];
  return { message: first ?? MESSAGES.validation, code: ERROR_CODES.VALIDATION, fields };
}

function send(reply: FastifyReply, status: number, body: ApiErrorBody) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export interface ErrorHandlerOptions {
  /** The shell's index.html, answered for unknown non-API pages (SPA fallback); absent without a build. */
  shellIndex: string;
}

export const errorHandlerPlugin = globalPlugin<ErrorHandlerOptions>('error-handler', async (app, opts) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      const body: ApiErrorBody = { message: err.message, code: err.code };
      if (err.fields) body.fields = err.fields;
      return send(reply, err.statusCode, body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) return send(reply, 400, validationBody(err.validation));
    const known = clientErrorFor(err, request);
    if (known) {
      request.log.info({ code: err.code, status: known.status }, 'client error');
      return send(reply, known.status, known.body);
    }
    request.log.error({ err, reqId: request.id }, 'request failed');
    return send(reply, 500, { message: MESSAGES.internal, code: ERROR_CODES.INTERNAL });
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsPage && fs.existsSync(opts.shellIndex)) {
      // index.html names the current hashed bundles, so it must always be revalidated.
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(fs.createReadStream(opts.shellIndex));
    }
    return send(reply, 404, { message: MESSAGES.notFound, code: ERROR_CODES.NOT_FOUND });
  });
});
