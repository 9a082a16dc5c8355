// CORS for browsers on other origins (dev servers, a CDN-hosted shell, a client written against the
// spec's API). PRODUCT.md "CORS": an allowed origin is echoed with credentials allowed, so a client that
// sends `withCredentials` / `credentials: 'include'` works; `*` (the development default) echoes any
// origin. Tokens and the manager lists' total travel in headers, so those headers are exposed.
// Written here rather than with @fastify/cors so a bad preflight answers the API's { message, code }.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, type ApiErrorBody } from '@dolbom/shared-api/contracts';
import { globalPlugin } from './global-plugin';
import type { AppConfig } from '../config';

export const CORS_ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
export const CORS_ALLOWED_HEADERS = [
  'Content-Type',
  'Authorization',
  'X-Refresh-Token',
  'X-Device-Token',
  'Idempotency-Key',
  'Accept',
  'Accept-Language',
];
export const CORS_EXPOSED_HEADERS = ['Authorization', 'X-Refresh-Token', 'X-Device-Token', 'X-Total-Count'];
const MAX_AGE_SECONDS = 600;

export const CORS_MESSAGES = {
  badPreflight: '잘못된 사전 요청이에요. 요청 방식을 확인해주세요.',
  originNotAllowed: '허용되지 않은 출처에서 보낸 요청이에요.',
} as const;

function refuse(reply: FastifyReply, status: number, body: ApiErrorBody) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

function addVary(reply: FastifyReply, value: string) {
  const current = reply.getHeader('vary');
  const list = typeof current === 'string' ? current.split(',').map((v) => v.trim()) : [];
  if (!list.some((v) => v.toLowerCase() === value.toLowerCase())) {
    reply.header('vary', [...list.filter(Boolean), value].join(', '));
  }
}

export const corsPlugin = globalPlugin<{ config: AppConfig }>('cors', async (app, { config }) => {
  const allowed = (origin: string) =>
    config.corsOrigins === '*' ? true : config.corsOrigins.includes(origin);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    // Every answer may differ by Origin, so caches must key on it.
    addVary(reply, 'Origin');
    const origin = request.headers.origin;
    const originAllowed = typeof origin === 'string' && origin !== '' && allowed(origin);
    if (originAllowed) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-allow-credentials', 'true');
      reply.header('access-control-expose-headers', CORS_EXPOSED_HEADERS.join(', '));
    }
    if (request.method !== 'OPTIONS') return;

    // No route answers OPTIONS: every OPTIONS is taken as a preflight. Never echo the input back.
    if (!request.headers['access-control-request-method'] || typeof origin !== 'string' || !origin) {
      return refuse(reply, 400, { message: CORS_MESSAGES.badPreflight, code: 'CORS_BAD_PREFLIGHT' });
    }
    if (!originAllowed) {
      return refuse(reply, 403, { message: CORS_MESSAGES.originNotAllowed, code: ERROR_CODES.FORBIDDEN });
    }
    addVary(reply, 'Access-Control-Request-Headers');
    return reply
      .code(204)
      .header('access-control-allow-methods', CORS_ALLOWED_METHODS.join(', '))
      .header('access-control-allow-headers', CORS_ALLOWED_HEADERS.join(', '))
      .header('access-control-max-age', String(MAX_AGE_SECONDS))
      .send();
  });
});
