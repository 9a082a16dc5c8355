// Access tokens: short-lived HS256 JWTs, verified without a database round trip.
//
// Verifying runs on every API request, and jose's WebCrypto HMAC (an async job per call) was ~10% of a
// list request's CPU (issue 16), so it is done here with node:crypto, synchronously, for exactly the
// tokens we issue: header `{"alg":"HS256","kid":…}` (nothing else accepted: no `none`, no `crit`), a
// constant-time signature check, then `exp` (required) and `nbf`/`iat` as jose checks them. The `kid`
// names the signing key (key-ring.ts, issue 28): several processes share the keys, and a rotation adds
// a key while the old one keeps verifying the tokens it signed until they expire.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES, roleSchema, type Role } from '@dolbom/shared-api/contracts';
import { MESSAGES, unauthorized } from '../../errors';

export interface AuthUser {
  userId: number;
  role: Role;
  /** The refresh-token family of this session, so logout works with only the access token. */
  sessionId?: string;
}

export interface TokenService {
  /** Signs with `iat` = issuedAt (default now): the same user, session, time and key give the same token. */
  signAccess(user: AuthUser, issuedAt?: Date): Promise<string>;
  /** Throws 401 UNAUTHORIZED for a bad token and 401 TOKEN_EXPIRED for an expired one. */
  verifyAccess(token: string): Promise<AuthUser>;
}

/** Where the token service finds its keys (key-ring.ts; staticKeys for one fixed secret). */
export interface TokenKeys {
  /** The key new tokens are signed with. */
  signing(): { kid: string; secret: Uint8Array };
  /** The key of a kid (undefined: a token from before kids), if this process knows it. */
  find(kid: string | undefined): VerifyingKey | undefined;
  /** Like find, for a kid not known here yet: may look again (another process rotated first). */
  lookup?(kid: string): Promise<VerifyingKey | undefined>;
}

export interface VerifyingKey {
  secret: Uint8Array;
  /** A replaced key: tokens it signed later than this (`iat`, seconds) are refused. */
  signedUntil?: number;
  /** A replaced key: after this (seconds since the epoch) nothing it signed can be valid, and the key
   * source stops finding it. */
  deadUntil?: number;
}

/** One secret that signs and verifies (unit tests, scripts): its kid is derived from it. */
export function staticKeys(secret: string): TokenKeys {
  const key = {
    kid: `env-${createHash('sha256').update(secret).digest('hex').slice(0, 12)}`,
    secret: new TextEncoder().encode(secret),
  };
  return {
    signing: () => key,
    find: (kid) => (kid === undefined || kid === key.kid ? key : undefined),
  };
}

const ALG = 'HS256';
const b64json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function createTokenService(opts: { keys: TokenKeys; ttlSeconds: number }): TokenService {
  const { keys } = opts;
  /** Headers already read, by their base64url text: the kid they name (null: none). Only headers of
   * known keys are kept, so made-up ones cannot grow it. */
  const headerKids = new Map<string, string | null>();
  return {
    async signAccess(user, issuedAt = new Date()) {
      const iat = Math.floor(issuedAt.getTime() / 1000);
      const { kid, secret } = keys.signing();
      const header = b64json({ alg: ALG, kid });
      const body = b64json({
        role: user.role,
        ...(user.sessionId ? { sid: user.sessionId } : {}),
        sub: String(user.userId),
        iat,
        exp: iat + opts.ttlSeconds,
      });
      const signature = createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
      return `${header}.${body}.${signature}`;
    },
    async verifyAccess(token) {
      const header = token.slice(0, token.indexOf('.'));
      let kid = headerKids.get(header);
      if (kid === undefined) {
        const read = kidOfHeader(header);
        if (read === false) throw unauthorized();
        kid = read;
      }
      const key =
        keys.find(kid ?? undefined) ?? (kid !== null && keys.lookup ? await keys.lookup(kid) : undefined);
      if (!key) throw unauthorized();
      const nowSeconds = Date.now() / 1000;
      const payload = verifyHs256(token, key.secret, nowSeconds);
      // A replaced key verifies only what it signed before it was replaced (and until then: find).
      if (
        key.signedUntil !== undefined &&
        !(typeof payload.iat === 'number' && payload.iat <= key.signedUntil)
      ) {
        throw unauthorized();
      }
      if (headerKids.size < 64) headerKids.set(header, kid);
      const userId = Number(payload.sub);
      const role = roleSchema.safeParse(payload.role);
      if (!Number.isInteger(userId) || !role.success) throw unauthorized();
      const sid = typeof payload.sid === 'string' ? payload.sid : undefined;
      return { userId, role: role.data, ...(sid ? { sessionId: sid } : {}) };
    },
  };
}

const B64URL = /^[A-Za-z0-9_-]+$/;

/** The claims of a valid, unexpired HS256 token signed with `secret` (its header already read by
 * kidOfHeader); 401 otherwise. */
export function verifyHs256(token: string, secret: Uint8Array, nowSeconds = Date.now() / 1000): JwtClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw unauthorized();
  const [header, body, signature] = parts as [string, string, string];
  if (!B64URL.test(header) || !B64URL.test(body) || !B64URL.test(signature)) throw unauthorized();
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

/**
 * The kid a token's header names (null: none, a token from before kids), or false for a header we do not
 * sign: only `alg` HS256, optionally `typ` JWT and a string `kid` — nothing else (no `crit`, no `jku`).
 */
export function kidOfHeader(header: string): string | null | false {
  if (!B64URL.test(header)) return false;
  try {
    const value = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
    const keys = Object.keys(value);
    const plain =
      value.alg === ALG &&
      keys.every(
        (k) =>
          k === 'alg' ||
          (k === 'typ' && value.typ === 'JWT') ||
          (k === 'kid' && typeof value.kid === 'string'),
      );
    if (!plain) return false;
    return typeof value.kid === 'string' ? value.kid : null;
  } catch {
    return false;
  }
}

/** The token of an `Authorization: Bearer <token>` header, if any. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}
