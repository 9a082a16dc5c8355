// Rate limiting is opt-in per route (`config.rateLimit`), e.g. on login against password guessing.
// Counts live in PostgreSQL (rate-limit-store.ts), so N API processes enforce one limit.
import rateLimit from '@fastify/rate-limit';
import { ERROR_CODES } from '@dolbom/shared-api/contracts';
import { globalPlugin } from './global-plugin';
import { deleteEndedWindows, pgRateLimitStore } from './rate-limit-store';
import { AppError, MESSAGES } from '../errors';

const CLEANUP_MS = 10 * 60 * 1000;

export const rateLimitPlugin = globalPlugin('rate-limit', async (app) => {
  await app.register(rateLimit, {
    global: false,
    store: pgRateLimitStore(app.db),
    // The builder's result is thrown, so the central error handler shapes the 429 like every error.
    errorResponseBuilder: () => new AppError(429, ERROR_CODES.TOO_MANY_REQUESTS, MESSAGES.tooManyRequests),
    onExceeded: (request) => {
      const route = request.routeOptions.url ?? 'unmatched';
      app.metrics.rateLimited.inc({ route });
      if (route === '/api/login') app.metrics.loginThrottles.inc({ by: 'ip' });
    },
  });
  const cleanup = setInterval(() => {
    deleteEndedWindows(app.db).catch((err) => app.log.warn({ err }, 'rate limit cleanup failed'));
  }, CLEANUP_MS);
  cleanup.unref();
  app.addHook('onClose', async () => clearInterval(cleanup));
});
