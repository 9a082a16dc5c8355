import { IDEMPOTENCY_HEADER } from '../contracts/constants';

/**
 * A fresh Idempotency-Key for one run of a creating form (wizard). Kept in the form's draft, so a
 * double tap, a retry after a lost answer or a reload sends the same key and the server answers the
 * first result instead of creating twice. crypto.getRandomValues also works on plain-http origins,
 * where crypto.randomUUID is missing.
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The request headers that carry a key (none without one). */
export const idempotencyHeaders = (key: string | undefined): Record<string, string> | undefined =>
  key ? { [IDEMPOTENCY_HEADER]: key } : undefined;
