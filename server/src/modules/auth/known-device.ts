// "Known device" tokens (ADR 0030): a successful login answers `X-Device-Token`, which the browser keeps
// and sends with its next logins to that account. A valid one exempts the device from the account-wide
// login backoff (./login-throttle.ts): a stranger guessing the owner's password elsewhere never keeps her
// out of her own phone. It proves only that this browser signed in to this account before; the password
// is still needed, and the device has a backoff of its own.
//
// Format: base64url(JSON { u: user id, d: device id, e: expiry in seconds }) "." base64url(HMAC-SHA256).
// The key is derived from the shared derive secret (server_keys, ADR 0028) for this use alone, so every
// API process accepts it and it is no access token anywhere.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a device stays known without signing in again (each login renews it). */
export const KNOWN_DEVICE_DAYS = 365;

interface DeviceClaims {
  u: number;
  d: string;
  e: number;
}

const keyOf = (secret: string) => createHmac('sha256', secret).update('dolbom known-device v1').digest();
const sign = (secret: string, body: string) =>
  createHmac('sha256', keyOf(secret)).update(body).digest('base64url');

/** A token for this user's device: the same device id as before when the device was known already. */
export function issueDeviceToken(secret: string, userId: number, now: Date, deviceId?: string): string {
  const claims: DeviceClaims = {
    u: userId,
    d: deviceId ?? randomBytes(16).toString('base64url'),
    e: Math.floor(now.getTime() / 1000) + KNOWN_DEVICE_DAYS * 24 * 60 * 60,
  };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

/** The device id of a valid, unexpired token of this user; null for anything else. */
export function knownDeviceOf(
  secret: string,
  token: string | undefined,
  userId: number,
  now: Date,
): string | null {
  if (!token || token.length > 400) return null;
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = Buffer.from(sign(secret, body), 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<DeviceClaims>;
    if (claims.u !== userId || typeof claims.d !== 'string' || typeof claims.e !== 'number') return null;
    return claims.e > now.getTime() / 1000 ? claims.d : null;
  } catch {
    return null;
  }
}
