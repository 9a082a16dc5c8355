// The store of @fastify/rate-limit in PostgreSQL (issue 28): one row per route and client address in
// rate_limit_hits (UNLOGGED), counted with one upsert, so every API process counts against the same
// limit (with the in-memory store, 20 logins a minute per IP became 40 with two processes). Only routes
// that ask for a limit (`config.rateLimit`) pay the round trip; the hot read routes have none.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { rateLimitHits } from '../db/schema';

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/** A fixed window per key: the first hit opens it (reset_at = now + window), later hits count in it. */
const hit = prepared((db) =>
  db
    .insert(rateLimitHits)
    .values({
      key: sql.placeholder('key'),
      hits: 1,
      resetAt: sql`now() + make_interval(secs => ${sql.placeholder('seconds')}::double precision)`,
    })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${rateLimitHits.resetAt} <= now() then 1 else ${rateLimitHits.hits} + 1 end`,
        resetAt: sql`case when ${rateLimitHits.resetAt} <= now() then excluded.reset_at else ${rateLimitHits.resetAt} end`,
      },
    })
    .returning({
      hits: rateLimitHits.hits,
      ttlMs: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitHits.resetAt} - now()) * 1000))::integer`,
    })
    .prepare('rate_limit_hit'),
);

const peek = prepared((db) =>
  db
    .select({
      hits: rateLimitHits.hits,
      ttlMs: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitHits.resetAt} - now()) * 1000))::integer`,
    })
    .from(rateLimitHits)
    .where(sql`${rateLimitHits.key} = ${sql.placeholder('key')} and ${rateLimitHits.resetAt} > now()`)
    .prepare('rate_limit_peek'),
);

interface RouteInfo {
  method?: string | string[];
  url?: string;
}

/** A store class for `@fastify/rate-limit`'s `store` option, over this database. */
export function pgRateLimitStore(db: Db) {
  class PgRateLimitStore {
    // The plugin constructs the store with its options (unused: the limits come with each call).
    constructor(
      _options?: unknown,
      readonly prefix = '',
    ) {}

    incr(key: string, cb: Callback, timeWindowMs: number) {
      hit(db)
        .execute({ key: this.prefix + key, seconds: timeWindowMs / 1000 })
        .then(
          ([row]) => cb(null, { current: row?.hits ?? 1, ttl: row?.ttlMs ?? timeWindowMs }),
          (err: Error) => cb(err),
        );
    }

    read(key: string, cb: Callback) {
      peek(db)
        .execute({ key: this.prefix + key })
        .then(
          ([row]) => cb(null, { current: row?.hits ?? 0, ttl: row?.ttlMs ?? 0 }),
          (err: Error) => cb(err),
        );
    }

    /** One store per limited route: its counts are its own (`POST /api/login|10.0.0.1`). */
    // Typed as the route's options, but at run time the plugin passes its merged limit settings with the
    // route under `routeInfo`.
    child(params: object) {
      const { method, url } = (params as { routeInfo?: RouteInfo }).routeInfo ?? {};
      const methods = Array.isArray(method) ? method.join(',') : (method ?? '');
      return new PgRateLimitStore(undefined, `${methods} ${url ?? ''}|`);
    }
  }
  return PgRateLimitStore;
}

/** Deletes windows that ended (every process runs the same idempotent DELETE now and then). */
export async function deleteEndedWindows(db: Db): Promise<void> {
  await db.delete(rateLimitHits).where(sql`${rateLimitHits.resetAt} < now() - interval '1 minute'`);
}
