// Account recovery (PRODUCT.md): a 6-digit code by SMS, then the masked id or a new password.
// All public. Sends are limited per phone (1 per 30 s, 5 per hour) and per IP.
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  ERROR_CODES,
  findIdRequestSchema,
  findIdResponseSchema,
  maskLoginId,
  RECOVERY_MESSAGES,
  resetPasswordRequestSchema,
  verificationRequestSchema,
  verificationResponseSchema,
  type VerificationPurpose,
} from '@dolbom/shared-api/contracts';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { liveSessionsOf, recordEnded } from '../auth/ended-sessions';
import { clearAccount } from '../auth/login-throttle';
import { findUserByLoginId } from '../auth/user-repository';
import type { SmsSender } from '../sms/sms-sender';
import { checkCode, findUserByPhone, newCode, recentSends, SENDS_PER_HOUR, storeCode } from './repository';

const phoneNotFound = () =>
  new AppError(404, ERROR_CODES.NOT_FOUND, RECOVERY_MESSAGES.phoneNotFound, {
    phone: RECOVERY_MESSAGES.phoneNotFound,
  });

const codeError = (kind: 'none' | 'expired' | 'locked' | 'wrong') => {
  if (kind === 'locked') return new AppError(429, ERROR_CODES.TOO_MANY_REQUESTS, RECOVERY_MESSAGES.locked);
  const message = kind === 'expired' ? RECOVERY_MESSAGES.expired : RECOVERY_MESSAGES.wrongCode;
  return new AppError(400, ERROR_CODES.VALIDATION, message, { code: message });
};

export async function recoveryRoutes(fastify: FastifyInstance, { sms }: { sms: SmsSender }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secret = app.keys.deriveSecret;

  async function verify(phone: string, purpose: VerificationPurpose, code: string) {
    const result = await checkCode(app.db, secret, phone, purpose, code, app.clock());
    if (result.kind !== 'ok') throw codeError(result.kind);
    return result.userId;
  }

  app.post(
    '/api/auth/verification',
    {
      // Per IP, on top of the per-phone limit: unknown phones leave no rows to count.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['account-recovery'],
        body: verificationRequestSchema,
        response: {
          200: verificationResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { phone, purpose, id } = request.body;
      const now = app.clock();
      const sends = await recentSends(app.db, phone, now);
      if (sends.recent > 0 || sends.hour >= SENDS_PER_HOUR) {
        throw new AppError(429, ERROR_CODES.TOO_MANY_REQUESTS, RECOVERY_MESSAGES.tooManySends);
      }
      const user =
        purpose === 'find-id'
          ? await findUserByPhone(app.db, phone)
          : await findUserByLoginId(app.db, id ?? '').then((u) => (u?.phone === phone ? u : undefined));
      if (!user) throw phoneNotFound();
      const code = newCode();
      const expiresAt = await storeCode(app.db, secret, { phone, purpose, userId: user.id, code }, now);
      await sms.send(phone, `인증번호 ${code}`);
      return { expiresAt: expiresAt.toISOString() };
    },
  );

  app.post(
    '/api/auth/find-id',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['account-recovery'],
        body: findIdRequestSchema,
        response: { 200: findIdResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const userId = await verify(request.body.phone, 'find-id', request.body.code);
      const [user] = await app.db.select().from(users).where(eq(users.id, userId)).limit(1);
      if (!user) throw phoneNotFound();
      // The owner proved her phone: whatever a guesser did to the account's login backoff is forgotten.
      await clearAccount(app.db, user.loginId);
      return { maskedId: maskLoginId(user.loginId), loginId: user.loginId };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['account-recovery'],
        body: resetPasswordRequestSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id, phone, code, password } = request.body;
      const user = await findUserByLoginId(app.db, id);
      if (!user || user.phone !== phone) throw phoneNotFound();
      const userId = await verify(phone, 'reset-password', code);
      // The code was sent for this id and phone; a code of another account does not reset this one.
      if (userId !== user.id) throw codeError('wrong');
      const passwordHash = await hash(password);
      const ended = await app.db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        // Every session of the account ends, access tokens included: whoever knew the old password is out.
        const sessions = await liveSessionsOf(tx, user.id);
        await recordEnded(tx, sessions, 'password-reset');
        return sessions;
      });
      app.sessions.remember(ended, 'password-reset');
      await clearAccount(app.db, user.loginId);
      return reply.code(204).send(null);
    },
  );
}
