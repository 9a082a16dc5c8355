// POST /api/login, /api/reissue, /api/logout and GET /api/user. Tokens travel in headers
// (PRODUCT.md): `Authorization: Bearer <access>` and `X-Refresh-Token: <refresh>`.
import { verify } from '@node-rs/argon2';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  DEVICE_TOKEN_HEADER,
  ERROR_CODES,
  LOGIN_MESSAGES,
  loginRequestSchema,
  loginResponseSchema,
  userSchema,
  type User,
} from '@dolbom/shared-api/contracts';
import { AppError, unauthorized } from '../../errors';
import { eq } from 'drizzle-orm';
import { accountSuspended, authUser, sessionEnded } from '../../plugins/auth';
import { users, type UserRow } from '../../db/schema';
import { AUTH_MESSAGES } from './messages';
import { endReasonOf } from './ended-sessions';
import { issueDeviceToken, knownDeviceOf } from './known-device';
import {
  blockedFor,
  clearFailures,
  recordFailure,
  throttledMessage,
  type LoginSource,
} from './login-throttle';
import {
  findFamilyOfToken,
  issueRefreshToken,
  rotateRefreshToken,
  type IssuedRefresh,
} from './refresh-tokens';
import { bearerToken } from './tokens';
import { findUserById, findUserByLoginId } from './user-repository';

const refreshHeaders = z.object({ 'x-refresh-token': z.string().optional() });
/** The known-device token of an earlier login here (ADR 0030); anything malformed is just not known. */
const loginHeaders = z.looseObject({ [DEVICE_TOKEN_HEADER]: z.string().optional() });

const toUser = (row: UserRow): User => ({
  userId: row.id,
  loginId: row.loginId,
  name: row.name,
  role: row.role,
});

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  async function sendTokens(reply: FastifyReply, user: UserRow, refresh: IssuedRefresh) {
    const access = await app.tokens.signAccess(
      { userId: user.id, role: user.role, sessionId: refresh.familyId },
      refresh.issuedAt,
    );
    reply.header('authorization', `Bearer ${access}`).header('x-refresh-token', refresh.token);
    // Tokens must never end up in a shared cache.
    reply.header('cache-control', 'no-store');
  }

  app.post(
    '/api/login',
    {
      // Against password guessing: per IP (LOGIN_RATE_LIMIT_MAX a minute), and a growing wait per account
      // and address, per account, or per known device, shared by every API process
      // (modules/auth/login-throttle.ts, ADR 0030).
      config: { rateLimit: { max: app.config.loginRateLimitMax, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        headers: loginHeaders,
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id, password, autoLogin } = request.body;
      const now = app.clock();
      const user = await findUserByLoginId(app.db, id);
      // A device that signed in to this account before is throttled on its own, not with the account.
      const device = user
        ? knownDeviceOf(app.keys.deriveSecret, request.headers[DEVICE_TOKEN_HEADER], user.id, now)
        : null;
      const source: LoginSource = device ? { device } : { address: request.ip };
      const wait = await blockedFor(app.db, id, source, now);
      if (wait > 0) {
        app.metrics.loginThrottles.inc({ by: 'account' });
        reply.header('retry-after', String(wait));
        throw new AppError(429, ERROR_CODES.TOO_MANY_REQUESTS, throttledMessage(wait));
      }
      if (!user) {
        app.metrics.loginFailures.inc({ reason: 'unknown_id' });
        await recordFailure(app.db, id, source, now);
        throw new AppError(401, ERROR_CODES.LOGIN_ID_NOT_FOUND, LOGIN_MESSAGES.idNotFound);
      }
      if (!(await verify(user.passwordHash, password))) {
        app.metrics.loginFailures.inc({ reason: 'bad_password' });
        await recordFailure(app.db, id, source, now);
        throw new AppError(401, ERROR_CODES.LOGIN_BAD_PASSWORD, LOGIN_MESSAGES.badPassword);
      }
      await clearFailures(app.db, id, source);
      // The session starts under a share lock of the user row: a suspension (which updates the row, then
      // ends the live sessions) either comes first and is seen here, or waits and then ends this one.
      const refresh = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .select({ suspendedAt: users.suspendedAt })
          .from(users)
          .where(eq(users.id, user.id))
          .for('share');
        return row && !row.suspendedAt ? issueRefreshToken(tx, user.id, autoLogin) : null;
      });
      if (!refresh) throw accountSuspended(app.config.supportContact, 403);
      await sendTokens(reply, user, refresh);
      // This browser is now a known device of the account (renewed, same device id, when it was one).
      reply.header(
        DEVICE_TOKEN_HEADER,
        issueDeviceToken(app.keys.deriveSecret, user.id, now, device ?? undefined),
      );
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
      // Token times are real time (JWT expiry is checked against it), not the injectable app clock.
      const result = await rotateRefreshToken(app.db, token, {
        secret: app.keys.deriveSecret,
        now: new Date(),
      });
      if (result.kind === 'ended') {
        if (result.reason === 'reused') app.sessions.remember([result.familyId], 'reused');
        throw sessionEnded(result.reason, app.config.supportContact);
      }
      const user = result.kind === 'ok' ? await findUserById(app.db, result.issued.userId) : undefined;
      if (result.kind !== 'ok' || !user) {
        throw new AppError(401, ERROR_CODES.REFRESH_INVALID, AUTH_MESSAGES.refreshInvalid);
      }
      if (user.suspendedAt) {
        await app.sessions.end([result.issued.familyId], 'suspended');
        throw accountSuspended(app.config.supportContact);
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
      if (familyId && !(await endReasonOf(app.db, familyId))) await app.sessions.end([familyId], 'logout');
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
