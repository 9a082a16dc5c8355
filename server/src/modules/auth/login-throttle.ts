// Login backoff, on top of the per-IP rate limit (docs/adr/0006-sessions.md, 0030). It throttles the
// guesser, not the owner (issue 29):
// - per account and source address: after 5 failures for one login id from one address, each further
//   failure from there blocks that id from that address for twice as long (1 s, 2 s, 4 s … 15 min);
// - per account from every address: the same after 20 failures, so a guesser spread over many addresses
//   still meets it — but one address alone needs hours to get there, and the owner elsewhere signs in;
// - a known device (a signed token from an earlier successful login on it, ./known-device.ts) is exempt
//   from both and has a key of its own (5 failures, then the same doubling), so a stranger hammering
//   the account never keeps the owner out of her own phone;
// - a successful SMS-code recovery clears every key of the account.
// Kept in the database so every API process agrees; keyed by the attempted id whether or not it exists,
// so probing unknown ids is throttled the same way and learns nothing more. Only that id is blocked: the
// other people behind the same NAT keep signing in.
import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginThrottles } from '../../db/schema';

/** Free failures for one source (an address, or a known device) before the waits start. */
export const FREE_FAILURES = 5;
/** Free failures for the account from everywhere (devices it does not know) before the waits start. */
export const ACCOUNT_FREE_FAILURES = 20;
export const MAX_BLOCK_SECONDS = 15 * 60;
/** A quiet hour since the last failure starts the count again. */
const RESET_AFTER_SECONDS = 60 * 60;

/** Where an attempt comes from: a device that signed in before, or else its address. */
export type LoginSource = { device: string } | { address: string };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** The account-wide key; the same hash as before per-source keys existed, so old rows still count. */
const accountHash = (loginId: string) => sha256(loginId.trim());

interface ThrottleKey {
  keyHash: string;
  free: number;
}

function keysOf(loginId: string, source: LoginSource): ThrottleKey[] {
  const id = loginId.trim();
  if ('device' in source) return [{ keyHash: sha256(`${id}\ndevice:${source.device}`), free: FREE_FAILURES }];
  return [
    { keyHash: sha256(`${id}\naddress:${source.address}`), free: FREE_FAILURES },
    { keyHash: accountHash(id), free: ACCOUNT_FREE_FAILURES },
  ];
}

/** Seconds until this id may try again from this source; 0 when it may now. */
export async function blockedFor(db: Db, loginId: string, source: LoginSource, now: Date): Promise<number> {
  const keys = keysOf(loginId, source).map((k) => k.keyHash);
  const rows = await db
    .select({ blockedUntil: loginThrottles.blockedUntil })
    .from(loginThrottles)
    .where(inArray(loginThrottles.keyHash, keys));
  const until = Math.max(0, ...rows.map((r) => r.blockedUntil?.getTime() ?? 0));
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/** Block length after the n-th failure in a row, for a key with `free` free failures. */
export const blockSeconds = (failures: number, free = FREE_FAILURES) =>
  failures < free ? 0 : Math.min(2 ** (failures - free), MAX_BLOCK_SECONDS);

/** Counts a failure on every key of the source, atomically (concurrent failures on any process all count). */
export async function recordFailure(db: Db, loginId: string, source: LoginSource, now: Date): Promise<void> {
  const quietSince = new Date(now.getTime() - RESET_AFTER_SECONDS * 1000);
  const failures = sql`(case when ${loginThrottles.lastFailureAt} < ${quietSince.toISOString()}::timestamptz
    then 1 else ${loginThrottles.failures} + 1 end)`;
  const nowText = now.toISOString();
  // The block grows from the free count: 2^(n-free) s, capped; computed in SQL from the updated count.
  const block = (n: unknown, free: number) =>
    sql`case when ${n} < ${free} then null else ${nowText}::timestamptz
      + make_interval(secs => least(power(2, ${n} - ${free}), ${MAX_BLOCK_SECONDS})) end`;
  const account = accountHash(loginId);
  for (const { keyHash, free } of keysOf(loginId, source)) {
    await db
      .insert(loginThrottles)
      .values({ keyHash, accountHash: account, failures: 1, lastFailureAt: now, blockedUntil: null })
      .onConflictDoUpdate({
        target: loginThrottles.keyHash,
        set: { failures, lastFailureAt: now, blockedUntil: block(failures, free), accountHash: account },
      });
  }
}

/** A successful login forgets the failures of its source (a known device: only its own). */
export async function clearFailures(db: Db, loginId: string, source: LoginSource): Promise<void> {
  const keys = keysOf(loginId, source).map((k) => k.keyHash);
  await db.delete(loginThrottles).where(inArray(loginThrottles.keyHash, keys));
}

/** A proven phone (SMS-code recovery) clears every key of the account, wherever the failures came from. */
export async function clearAccount(db: Db, loginId: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.accountHash, accountHash(loginId)));
}

/** 429 message: when to try again, in words an older user reads at a glance. */
export function throttledMessage(seconds: number): string {
  const wait = seconds < 60 ? `${seconds}초` : `${Math.ceil(seconds / 60)}분`;
  return `로그인에 여러 번 실패했어요. ${wait} 후에 다시 시도해주세요.`;
}
