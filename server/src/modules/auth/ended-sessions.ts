// Ended sessions (docs/adr/0006-sessions.md). A session is a refresh-token family; its id travels in the
// access token (`sid`). Ending one revokes its refresh tokens and records it in ended_sessions, in one
// transaction that also NOTIFYs every API process. Each process keeps the sessions that ended within the
// access-token lifetime in memory, so checking an access token costs a Map lookup, not a query.
//
// Propagation: LISTEN for the fast path, a periodic catch-up poll for the notification a process missed
// (its listening connection dropped, say). A process loads the recent ends before it serves (LISTEN first,
// then the load, so nothing falls between), and polls again after every reconnect.
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Listen } from '../../db/client';
import { endedSessions, refreshTokens } from '../../db/schema';

export const SESSION_ENDED_CHANNEL = 'dolbom_session_ended';

/** `suspended`: an operator suspended the account (issue 13). */
export type EndReason = 'logout' | 'password-reset' | 'reused' | 'suspended';

const isReason = (r: string): r is EndReason =>
  r === 'logout' || r === 'password-reset' || r === 'reused' || r === 'suspended';

/** Ends sessions in the caller's transaction (or its own): revoke, record, notify on commit. */
export async function recordEnded(db: Db, familyIds: string[], reason: EndReason): Promise<void> {
  if (familyIds.length === 0) return;
  const run = async (tx: Db) => {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(inArray(refreshTokens.familyId, familyIds), isNull(refreshTokens.revokedAt)));
    await tx
      .insert(endedSessions)
      .values(familyIds.map((familyId) => ({ familyId, reason })))
      .onConflictDoNothing();
    for (const id of familyIds) {
      await tx.execute(sql`select pg_notify(${SESSION_ENDED_CHANNEL}, ${`${id}:${reason}`})`);
    }
  };
  await db.transaction(run);
}

/** The live sessions of a user (a family whose newest token is not revoked). */
export async function liveSessionsOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  return rows.map((r) => r.familyId);
}

/** Why a session ended, if it did. */
export async function endReasonOf(db: Db, familyId: string): Promise<EndReason | undefined> {
  const [row] = await db
    .select({ reason: endedSessions.reason })
    .from(endedSessions)
    .where(eq(endedSessions.familyId, familyId))
    .limit(1);
  return row && isReason(row.reason) ? row.reason : undefined;
}

export interface EndedSessionCache {
  /** Why the session ended, or undefined while it is alive. */
  reasonOf(sessionId: string): EndReason | undefined;
  /** Records ends this process made (after their commit), without waiting for the notification. */
  remember(familyIds: string[], reason: EndReason): void;
  /** One catch-up poll now (tests; also run after a reconnect and on a timer). */
  poll(): Promise<void>;
  /**
   * Calls `listener` with each session this process learns has ended (by notification, poll or its own
   * end), once per session; e.g. to close that session's notification streams. Returns an unsubscribe.
   */
  onEnd(listener: (sessionId: string, reason: EndReason) => void): () => void;
  close(): Promise<void>;
}

export interface CacheOptions {
  db: Db;
  listen: Listen;
  /** How long an ended session must be remembered: the access-token lifetime. */
  accessTtlSeconds: number;
  pollMs: number;
  onError?: (err: unknown) => void;
}

// A transaction takes now() when it starts but becomes visible when it commits: each poll looks back
// this far before the previous poll's database time so a slow commit is not skipped.
const POLL_OVERLAP_SECONDS = 60;

export async function startEndedSessionCache(opts: CacheOptions): Promise<EndedSessionCache> {
  const { db } = opts;
  // familyId → why, and when it ended on this process's clock (age taken from the database's clock).
  const ended = new Map<string, { reason: EndReason; at: number }>();
  const keepMs = (opts.accessTtlSeconds + POLL_OVERLAP_SECONDS) * 1000;
  let since: string | undefined; // database time of the last poll, as text

  const listeners = new Set<(sessionId: string, reason: EndReason) => void>();
  const add = (familyId: string, reason: EndReason, at = Date.now()) => {
    if (ended.has(familyId)) return;
    ended.set(familyId, { reason, at });
    for (const listener of listeners) {
      try {
        listener(familyId, reason);
      } catch (err) {
        opts.onError?.(err);
      }
    }
  };

  async function poll() {
    const [clock] = await db
      .select({
        now: sql<string>`now()::text`,
        ms: sql<number>`(extract(epoch from now()) * 1000)::float8`,
      })
      .from(sql`(select 1) as one`);
    const dbNow = clock?.now ?? new Date().toISOString();
    const from =
      since === undefined
        ? sql`${dbNow}::timestamptz - make_interval(secs => ${opts.accessTtlSeconds + POLL_OVERLAP_SECONDS})`
        : sql`${since}::timestamptz - make_interval(secs => ${POLL_OVERLAP_SECONDS})`;
    const found = await db.select().from(endedSessions).where(gt(endedSessions.endedAt, from));
    const localNow = Date.now();
    const dbNowMs = Number(clock?.ms ?? localNow);
    for (const row of found) {
      const age = Math.max(0, dbNowMs - row.endedAt.getTime());
      add(row.familyId, isReason(row.reason) ? row.reason : 'logout', localNow - age);
    }
    since = dbNow;
    // Forget sessions whose access tokens have all expired.
    for (const [id, e] of ended) if (e.at < localNow - keepMs) ended.delete(id);
  }

  const safePoll = () => poll().catch((err: unknown) => opts.onError?.(err));

  // LISTEN before the first load: an end committed in between is then seen by one or the other.
  const unlisten = await opts.listen(
    SESSION_ENDED_CHANNEL,
    (payload) => {
      const [id, reason] = payload.split(':');
      if (id) add(id, reason && isReason(reason) ? reason : 'logout');
    },
    () => void safePoll(),
  );
  try {
    await poll();
  } catch (err) {
    await unlisten();
    throw err;
  }
  const timer = setInterval(() => void safePoll(), opts.pollMs);
  timer.unref();

  return {
    reasonOf: (id) => ended.get(id)?.reason,
    remember: (ids, reason) => ids.forEach((id) => add(id, reason)),
    poll,
    onEnd(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      clearInterval(timer);
      await unlisten();
    },
  };
}
