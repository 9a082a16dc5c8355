// Authentication: the token service, request.user, a requireUser hook, and the role guard.
// The guard runs on every request, so /api/caregiver/**, /api/manager/** and /api/admin/** need the right role
// even on paths that do not exist: a 401/403 comes before any 404 and route existence is not leaked.
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Role } from '@dolbom/shared-api/contracts';
import { globalPlugin } from './global-plugin';
import { AppError, forbidden, unauthorized } from '../errors';
import { ERROR_CODES, suspendedMessage } from '@dolbom/shared-api/contracts';
import {
  recordEnded,
  startEndedSessionCache,
  type EndedSessionCache,
  type EndReason,
} from '../modules/auth/ended-sessions';
import { AUTH_MESSAGES } from '../modules/auth/messages';
import { startKeyRing, type KeyRing } from '../modules/auth/key-ring';
import { bearerToken, createTokenService, type AuthUser, type TokenService } from '../modules/auth/tokens';
import type { AppConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** The keys every process shares (signing keys by kid, the derive secret, VAPID): ADR 0028. */
    keys: KeyRing;
    /** Ended sessions (docs/adr/0006-sessions.md): every process refuses their access tokens. */
    sessions: EndedSessionCache & {
      /** Ends sessions for good: in the database, on every process, and here at once. */
      end(familyIds: string[], reason: EndReason): Promise<void>;
    };
    /** Pre-handler for routes outside the role prefixes that still need a signed-in user. */
    requireUser: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** Set by the guard or requireUser; null on public routes. */
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** Skips the role guard (sign-up under /api/caregiver/ and /api/manager/). */
    public?: boolean;
  }
}

const PROTECTED: ReadonlyArray<{ prefix: string; role: Role }> = [
  { prefix: '/api/caregiver', role: 'ROLE_CAREGIVER' },
  { prefix: '/api/manager', role: 'ROLE_MANAGER' },
  { prefix: '/api/admin', role: 'ROLE_ADMIN' },
];

function underPrefix(pathname: string, prefix: string) {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The role a request needs, judged on the decoded path and on the matched route pattern both,
 * so percent-encoding cannot route past the check. */
export function requiredRole(request: FastifyRequest): Role | undefined {
  const raw = request.url.split('?')[0] ?? '';
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // Malformed escapes: judge the raw path; routing will reject it anyway.
  }
  const candidates = [raw, decoded, request.routeOptions.url ?? ''];
  return PROTECTED.find((p) => candidates.some((c) => underPrefix(c, p.prefix)))?.role;
}

/**
 * The 401 every token of a suspended account gets (sign-in is a 403: the password was right), naming the
 * 고객센터 number of SUPPORT_CONTACT when set.
 */
export const accountSuspended = (supportContact: string | undefined, status: 401 | 403 = 401) =>
  new AppError(status, ERROR_CODES.ACCOUNT_SUSPENDED, suspendedMessage(supportContact));

/** The 401 an access token or refresh token of an ended session gets. */
export function sessionEnded(reason: EndReason, supportContact: string | undefined) {
  if (reason === 'reused') return unauthorized(ERROR_CODES.REFRESH_REUSED, AUTH_MESSAGES.refreshReused);
  if (reason === 'suspended') return accountSuspended(supportContact);
  const message = reason === 'password-reset' ? AUTH_MESSAGES.passwordChanged : AUTH_MESSAGES.loggedOut;
  return unauthorized(ERROR_CODES.SESSION_ENDED, message);
}

/** The signed-in user of a request that passed the guard or requireUser. */
export function authUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export const authPlugin = globalPlugin<{ config: AppConfig }>('auth', async (app, { config }) => {
  const keys = await startKeyRing({
    db: app.db,
    listen: app.dbListen,
    accessTtlSeconds: config.accessTokenTtlSeconds,
    envSecret: config.jwtSecret,
    envVapid: config.vapid.keys,
    onError: (err) => app.log.warn({ err }, 'reloading the keys failed'),
  });
  app.addHook('onClose', () => keys.close());
  app.decorate('keys', keys);
  const tokens = createTokenService({ keys, ttlSeconds: config.accessTokenTtlSeconds });
  app.decorate('tokens', tokens);
  app.decorateRequest('user', null);

  // Loaded before the app serves its first request, so a fresh process already refuses ended sessions.
  const cache = await startEndedSessionCache({
    db: app.db,
    listen: app.dbListen,
    accessTtlSeconds: config.accessTokenTtlSeconds,
    pollMs: config.sessionPollMs,
    onError: (err) => app.log.warn({ err }, 'ended-session poll failed'),
  });
  app.addHook('onClose', () => cache.close());
  app.decorate('sessions', {
    ...cache,
    async end(familyIds: string[], reason: EndReason) {
      await recordEnded(app.db, familyIds, reason);
      cache.remember(familyIds, reason);
    },
  });

  const authenticate = async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized();
    const user = await tokens.verifyAccess(token);
    const ended = user.sessionId ? cache.reasonOf(user.sessionId) : undefined;
    if (ended) throw sessionEnded(ended, config.supportContact);
    request.user = user;
    return request.user;
  };

  const requireUser = async (request: FastifyRequest) => {
    await authenticate(request);
  };
  app.decorate('requireUser', requireUser);

  // Authentication comes first on every protected route: before the body is validated and before a
  // rate limit counts (issue 29), so a caller without a session learns only that, always as a 401.
  // A route that lists requireUser among its preHandlers gets it moved to the front of onRequest (the
  // rate limit's hook is added to onRequest too, by an onRoute hook that ran before this one).
  app.addHook('onRoute', (route) => {
    const asList = <T>(hooks: T | T[] | undefined): T[] =>
      hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
    const preHandlers = asList(route.preHandler);
    if (!preHandlers.includes(requireUser)) return;
    route.preHandler = preHandlers.filter((h) => h !== requireUser);
    route.onRequest = [requireUser, ...asList(route.onRequest)];
  });

  app.addHook('onRequest', async (request) => {
    const role = requiredRole(request);
    if (!role || request.routeOptions.config.public) return;
    const user = await authenticate(request);
    if (user.role !== role) throw forbidden();
  });
});
