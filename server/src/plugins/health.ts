// Health and readiness for load balancers and orchestrators (issue 28). No authentication, no personal
// data, one cheap query: fit to be called every second by every balancer.
// - GET /healthz: the process is alive and serving (no database: a database outage must not get every
//   process restarted).
// - GET /readyz: the database answers, its schema has this build's migrations (or newer ones: an older
//   build beside a newer one in a rolling deploy still serves), and the process is not draining.
// SIGTERM (main.ts) starts draining: /readyz answers 503 at once while everything else is still served for
// SHUTDOWN_GRACE_SECONDS, so the balancer stops sending before the server stops accepting.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { bigint, pgSchema } from 'drizzle-orm/pg-core';
import { globalPlugin } from './global-plugin';
import { MIGRATIONS_DIR } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: {
      /** True from SIGTERM on: /readyz is 503 and answers ask clients to close their connections. */
      readonly draining: boolean;
      startDraining(): void;
    };
  }
}

/** The `when` of this build's last migration: drizzle records it as created_at when applied. */
export function expectedMigration(dir = MIGRATIONS_DIR): number {
  const journal = JSON.parse(fs.readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

/** drizzle's record of applied migrations (its own schema, not ours). */
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  createdAt: bigint('created_at', { mode: 'number' }),
});

const NO_STORE = 'no-store';
// Probes are not requests anyone needs a log line of (one a second per balancer): warnings only.
const probe = { logLevel: 'warn' as const, schema: { hide: true } };

export const healthPlugin = globalPlugin('health', async (app) => {
  const expected = expectedMigration();
  let draining = false;
  app.decorate('lifecycle', {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
  });

  app.get('/healthz', probe, async (_request, reply) => {
    reply.header('cache-control', NO_STORE);
    return { status: 'ok' };
  });

  app.get('/readyz', probe, async (_request, reply) => {
    reply.header('cache-control', NO_STORE);
    if (draining) return reply.code(503).send({ status: 'draining' });
    let latest: number;
    try {
      const [row] = await app.db
        .select({ latest: sql<string | number | null>`max(${appliedMigrations.createdAt})` })
        .from(appliedMigrations);
      latest = Number(row?.latest ?? 0);
    } catch {
      return reply.code(503).send({ status: 'database unreachable' });
    }
    if (latest < expected) return reply.code(503).send({ status: 'schema behind' });
    return { status: 'ready' };
  });
});
