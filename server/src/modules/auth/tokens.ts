// Access tokens: short-lived HS256 JWTs, verified without a database round trip.
import { errors, jwtVerify, SignJWT } from 'jose';
import { ERROR_CODES, roleSchema, type Role } from '@dolbom/shared-api/contracts';
import { MESSAGES, unauthorized } from '../../errors';

export interface AuthUser {
  userId: number;
  role: Role;
  /** The refresh-token family of this session, so logout works with only the access token. */
  sessionId?: string;
}

export interface TokenService {
  /** Signs with `iat` = issuedAt (default now): the same user, session and time give the same token. */
  signAccess(user: AuthUser, issuedAt?: Date): Promise<string>;
  /** Throws 401 UNAUTHORIZED for a bad token and 401 TOKEN_EXPIRED for an expired one. */
  verifyAccess(token: string): Promise<AuthUser>;
}

const ALG = 'HS256';

export function createTokenService(opts: { secret: string; ttlSeconds: number }): TokenService {
  // Imported once: given the raw bytes, jose would import the key again on every call (a measurable
  // share of each API request's CPU, issue 16).
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(opts.secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    async signAccess(user, issuedAt = new Date()) {
      const iat = Math.floor(issuedAt.getTime() / 1000);
      const jwt = new SignJWT({ role: user.role, ...(user.sessionId ? { sid: user.sessionId } : {}) })
        .setProtectedHeader({ alg: ALG })
        .setSubject(String(user.userId))
        .setIssuedAt(iat)
        .setExpirationTime(iat + opts.ttlSeconds);
      return jwt.sign(await key);
    },
    async verifyAccess(token) {
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: [ALG] });
        const userId = Number(payload.sub);
        const role = roleSchema.safeParse(payload.role);
        if (!Number.isInteger(userId) || !role.success) throw unauthorized();
        const sid = typeof payload.sid === 'string' ? payload.sid : undefined;
        return { userId, role: role.data, ...(sid ? { sessionId: sid } : {}) };
      } catch (err) {
        if (err instanceof errors.JWTExpired)
          throw unauthorized(ERROR_CODES.TOKEN_EXPIRED, MESSAGES.sessionExpired);
        throw unauthorized();
      }
    },
  };
}

/** The token of an `Authorization: Bearer <token>` header, if any. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}
