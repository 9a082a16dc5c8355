// Rate limiting is opt-in per route (`config.rateLimit`), e.g. on login against password guessing.
// State is in memory: with more than one API process it moves to Redis (ARCHITECTURE.md).
import rateLimit from '@fastify/rate-limit';
import { ERROR_CODES } from '@dolbom/shared-api/contracts';
import { globalPlugin } from './global-plugin';
import { AppError, MESSAGES } from '../errors';

export const rateLimitPlugin = globalPlugin('rate-limit', async (app) => {
  await app.register(rateLimit, {
    global: false,
    // The builder's result is thrown, so the central error handler shapes the 429 like every error.
    errorResponseBuilder: () => new AppError(429, ERROR_CODES.TOO_MANY_REQUESTS, MESSAGES.tooManyRequests),
  });
});
