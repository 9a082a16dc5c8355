// Per-account login backoff, on top of the per-IP rate limit (docs/adr/0006-sessions.md). After 5 failed
// logins for one login id, each further failure blocks that id for twice as long as the one before
// (1 s, 2 s, 4 s … 15 min). Kept in the database so every API process agrees; keyed by the attempted id
// whether or not it exists, so probing unknown ids is throttled the same way and learns nothing more.
// Only that id is blocked: the other people behind the same NAT keep signing in.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginThrottles } from '../../db/schema';

export const FREE_FAILURES = 5;
export const MAX_BLOCK_SECONDS = 15 * 60;
/** A quiet hour since the last failure starts the count again. */
const RESET_AFTER_SECONDS = 60 * 60;

const keyOf = (loginId: string) => createHash('sha256').update(loginId.trim()).digest('hex');

/** Seconds until this id may try again; 0 when it may now. */
export async function blockedFor(db: Db, loginId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ blockedUntil: loginThrottles.blockedUntil })
    .from(loginThrottles)
    .where(eq(loginThrottles.keyHash, keyOf(loginId)))
    .limit(1);
  const until = row?.blockedUntil?.getTime() ?? 0;
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/** Block length after the n-th failure in a row. */
export const blockSeconds = (failures: number) =>
  failures < FREE_FAILURES ? 0 : Math.min(2 ** (failures - FREE_FAILURES), MAX_BLOCK_SECONDS);

/** Counts a failure atomically (concurrent failures on any process all count). */
export async function recordFailure(db: Db, loginId: string, now: Date): Promise<void> {
  const quietSince = new Date(now.getTime() - RESET_AFTER_SECONDS * 1000);
  const failures = sql`(case when ${loginThrottles.lastFailureAt} < ${quietSince.toISOString()}::timestamptz
    then 1 else ${loginThrottles.failures} + 1 end)`;
  const nowText = now.toISOString();
  // The block grows from the 5th failure: 2^(n-5) s, capped; computed in SQL from the updated count.
  const block = (n: unknown) =>
    sql`case when ${n} < ${FREE_FAILURES} then null else ${nowText}::timestamptz
      + make_interval(secs => least(power(2, ${n} - ${FREE_FAILURES}), ${MAX_BLOCK_SECONDS})) end`;
  await db
    .insert(loginThrottles)
    .values({ keyHash: keyOf(loginId), failures: 1, lastFailureAt: now, blockedUntil: null })
    .onConflictDoUpdate({
      target: loginThrottles.keyHash,
      set: { failures, lastFailureAt: now, blockedUntil: block(failures) },
    });
}

/** A successful login forgets the failures. */
export async function clearFailures(db: Db, loginId: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.keyHash, keyOf(loginId)));
}

/** 429 message: when to try again, in words an older user reads at a glance. */
export function throttledMessage(seconds: number): string {
  const wait = seconds < 60 ? `${seconds}초` : `${Math.ceil(seconds / 60)}분`;
  return `로그인에 여러 번 실패했어요. ${wait} 후에 다시 시도해주세요.`;
}
