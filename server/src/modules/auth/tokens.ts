// Access tokens: short-lived HS256 JWTs, verified without a database round trip.
//
// Signing uses jose. Verifying runs on every API request, and jose's WebCrypto HMAC (an async job per
// call) was ~10% of a list request's CPU (issue 16), so it is done here with node:crypto, synchronously,
// for exactly the tokens we issue: header `{"alg":"HS256"}` (nothing else accepted: no `none`, no `crit`),
// a constant-time signature check, then `exp` (required) and `nbf`/`iat` as jose checks them.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
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
  const secret = new TextEncoder().encode(opts.secret);
  // Imported once: given the raw bytes, jose would import the key again on every signature.
  const key = crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
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
      const payload = verifyHs256(token, secret);
      const userId = Number(payload.sub);
      const role = roleSchema.safeParse(payload.role);
      if (!Number.isInteger(userId) || !role.success) throw unauthorized();
      const sid = typeof payload.sid === 'string' ? payload.sid : undefined;
      return { userId, role: role.data, ...(sid ? { sessionId: sid } : {}) };
    },
  };
}

/** The protected header of every token we sign (jose writes exactly this). */
const HEADER_B64URL = Buffer.from(JSON.stringify({ alg: ALG })).toString('base64url');
const B64URL = /^[A-Za-z0-9_-]+$/;

/** The claims of a valid, unexpired HS256 token signed with `secret`; 401 otherwise. */
export function verifyHs256(token: string, secret: Uint8Array, nowSeconds = Date.now() / 1000): JwtClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw unauthorized();
  const [header, body, signature] = parts as [string, string, string];
  if (!B64URL.test(body) || !B64URL.test(signature)) throw unauthorized();
  if (header !== HEADER_B64URL && !isPlainHs256Header(header)) throw unauthorized();
  const expected = createHmac('sha256', secret).update(`${header}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw unauthorized();
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    throw unauthorized();
  }
  if (!claims || typeof claims !== 'object' || Array.isArray(claims)) throw unauthorized();
  const { exp, nbf, iat } = claims as JwtClaims;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) throw unauthorized();
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > nowSeconds)) throw unauthorized();
  if (iat !== undefined && typeof iat !== 'number') throw unauthorized();
  if (exp <= nowSeconds) throw unauthorized(ERROR_CODES.TOKEN_EXPIRED, MESSAGES.sessionExpired);
  return claims as JwtClaims;
}

interface JwtClaims {
  sub?: unknown;
  role?: unknown;
  sid?: unknown;
  exp?: unknown;
  nbf?: unknown;
  iat?: unknown;
}

/** A header spelled differently but meaning the same: `{"alg":"HS256"}`, optionally `"typ":"JWT"`. */
function isPlainHs256Header(header: string): boolean {
  if (!B64URL.test(header)) return false;
  try {
    const value = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
    const keys = Object.keys(value);
    return value.alg === ALG && keys.every((k) => k === 'alg' || (k === 'typ' && value.typ === 'JWT'));
  } catch {
    return false;
  }
}

/** The token of an `Authorization: Bearer <token>` header, if any. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}
