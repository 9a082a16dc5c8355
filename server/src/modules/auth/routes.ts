// POST /api/login, /api/reissue, /api/logout and GET /api/user. Tokens travel in headers
// (PRODUCT.md): `Authorization: Bearer <access>` and `X-Refresh-Token: <refresh>`.
import { verify } from '@node-rs/argon2';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  ERROR_CODES,
  LOGIN_MESSAGES,
  loginRequestSchema,
  loginResponseSchema,
  userSchema,
  type User,
} from '@dolbom/shared-api/contracts';
import { AppError, unauthorized } from '../../errors';
import { authUser } from '../../plugins/auth';
import type { UserRow } from '../../db/schema';
import { AUTH_MESSAGES } from './messages';
import { findFamilyOfToken, issueRefreshToken, revokeFamily, rotateRefreshToken } from './refresh-tokens';
import { bearerToken } from './tokens';
import { findUserById, findUserByLoginId } from './user-repository';

const refreshHeaders = z.object({ 'x-refresh-token': z.string().optional() });

const toUser = (row: UserRow): User => ({
  userId: row.id,
  loginId: row.loginId,
  name: row.name,
  role: row.role,
});

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  async function sendTokens(
    reply: FastifyReply,
    user: UserRow,
    refresh: { token: string; familyId: string },
  ) {
    const access = await app.tokens.signAccess({
      userId: user.id,
      role: user.role,
      sessionId: refresh.familyId,
    });
    reply.header('authorization', `Bearer ${access}`).header('x-refresh-token', refresh.token);
    // Tokens must never end up in a shared cache.
    reply.header('cache-control', 'no-store');
  }

  app.post(
    '/api/login',
    {
      // Against password guessing; the limit is per IP and configurable (LOGIN_RATE_LIMIT_MAX).
      config: { rateLimit: { max: app.config.loginRateLimitMax, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id, password, autoLogin } = request.body;
      const user = await findUserByLoginId(app.db, id);
      if (!user) throw new AppError(401, ERROR_CODES.LOGIN_ID_NOT_FOUND, LOGIN_MESSAGES.idNotFound);
      if (!(await verify(user.passwordHash, password))) {
        throw new AppError(401, ERROR_CODES.LOGIN_BAD_PASSWORD, LOGIN_MESSAGES.badPassword);
      }
      await sendTokens(reply, user, await issueRefreshToken(app.db, user.id, autoLogin));
      return { user: toUser(user) };
    },
  );

  app.post(
    '/api/reissue',
    {
      schema: {
        tags: ['auth'],
        headers: refreshHeaders,
        response: { 200: loginResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const token = request.headers['x-refresh-token'];
      if (!token) throw new AppError(401, ERROR_CODES.REFRESH_INVALID, AUTH_MESSAGES.refreshInvalid);
      const result = await rotateRefreshToken(app.db, token);
      if (result.kind === 'reused') {
        throw new AppError(401, ERROR_CODES.REFRESH_REUSED, AUTH_MESSAGES.refreshReused);
      }
      const user = result.kind === 'ok' ? await findUserById(app.db, result.issued.userId) : undefined;
      if (result.kind !== 'ok' || !user) {
        throw new AppError(401, ERROR_CODES.REFRESH_INVALID, AUTH_MESSAGES.refreshInvalid);
      }
      await sendTokens(reply, user, result.issued);
      return { user: toUser(user) };
    },
  );

  app.post(
    '/api/logout',
    { schema: { tags: ['auth'], headers: refreshHeaders, response: { 204: z.null() } } },
    async (request, reply) => {
      // Either token identifies the session; logout is idempotent and never fails.
      const refresh = request.headers['x-refresh-token'];
      let familyId = refresh ? await findFamilyOfToken(app.db, refresh) : undefined;
      const access = bearerToken(request.headers.authorization);
      if (!familyId && access) {
        familyId = await app.tokens.verifyAccess(access).then(
          (u) => u.sessionId,
          () => undefined,
        );
      }
      if (familyId) await revokeFamily(app.db, familyId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/user',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        response: { 200: userSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const user = await findUserById(app.db, authUser(request).userId);
      if (!user) throw unauthorized();
      return toUser(user);
    },
  );
}
