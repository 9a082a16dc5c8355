import fs from 'node:fs';
// One Drizzle database over either driver: embedded PGlite (default) or PostgreSQL (DATABASE_URL).
// Both get the same schema, migrations and queries.
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Client, Pool } from 'pg';
import { MEMORY_DATA_DIR, REPO_ROOT, type AppConfig } from '../config';
import { lockDirectory } from './dir-lock';
import { PGliteRemote } from './pglite-remote';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Applies pending migrations from server/drizzle. */
  migrate(): Promise<void>;
  /** LISTEN on a channel (PostgreSQL: on a dedicated connection that reconnects by itself and then calls
   * onReconnect, since notifications sent while it was away are lost). Resolves to an unlisten. */
  listen: Listen;
  /**
   * Runs fn while holding a PostgreSQL session advisory lock (on a connection of its own, so a process
   * that dies releases it): start-up work that many processes would otherwise race (migrations, seed,
   * key generation). `onWait` is called when another process holds it. The embedded database has one
   * process, so it just runs fn.
   */
  exclusive<T>(lockId: number, fn: () => Promise<T>, onWait?: () => void): Promise<T>;
  /** Connections of the pool: in use and waiting (metrics); undefined for the embedded database. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export type Listen = (
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect?: () => void,
) => Promise<() => Promise<void>>;

const RECONNECT_MS = 1000;

function pgListen(connectionString: string): Listen {
  return async (channel, onMessage, onReconnect) => {
    let client: Client | undefined;
    let closed = false;
    let timer: NodeJS.Timeout | undefined;
    const connect = async () => {
      const c = new Client({ connectionString });
      let lost = false;
      const onLost = () => {
        if (lost || closed) return;
        lost = true;
        c.end().catch(() => undefined);
        retry();
      };
      c.on('error', onLost);
      c.on('end', onLost);
      c.on('notification', (m) => {
        if (m.channel === channel) onMessage(m.payload ?? '');
      });
      try {
        await c.connect();
        await c.query(`LISTEN "${channel}"`);
      } catch (err) {
        lost = true;
        await c.end().catch(() => undefined);
        throw err;
      }
      client = c;
    };
    const retry = () => {
      if (closed) return;
      timer = setTimeout(() => {
        connect().then(
          () => onReconnect?.(),
          () => retry(),
        );
      }, RECONNECT_MS);
      timer.unref();
    };
    await connect();
    return async () => {
      closed = true;
      clearTimeout(timer);
      await client?.end().catch(() => undefined);
    };
  };
}

export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'server/drizzle');

function pgExclusive(connectionString: string): DbHandle['exclusive'] {
  return async (lockId, fn, onWait) => {
    const client = new Client({ connectionString });
    // A dropped connection loses the lock; the work goes on and fails on its own if it must.
    client.on('error', () => undefined);
    await client.connect();
    try {
      const { rows } = await client.query<{ got: boolean }>('select pg_try_advisory_lock($1) as got', [
        lockId,
      ]);
      if (!rows[0]?.got) {
        onWait?.();
        await client.query('select pg_advisory_lock($1)', [lockId]);
      }
      try {
        return await fn();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [lockId]).catch(() => undefined);
      }
    } finally {
      await client.end().catch(() => undefined);
    }
  };
}

export interface CreateDbOptions {
  /** Where the embedded PGlite runs: its own worker thread (default, ADR 0017) or this thread (tests). */
  pglite?: 'worker' | 'in-thread';
  /** The PGlite worker stopped by itself (crash, out of memory); default: report it and end the process. */
  onWorkerExit?: (err: Error) => void;
  /** In-thread PGlite in memory only: start from this saved data directory (`dumpDataDir`) instead of an
   * empty one (the tests' ready databases, server/test/helpers/make-templates.ts). */
  loadDataDir?: Blob;
}

const exitOnWorkerLoss = (err: Error) => {
  console.error(err);
  process.exit(1);
};

export async function createDb(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'> & { databasePoolMax?: number },
  options: CreateDbOptions = {},
): Promise<DbHandle> {
  if (config.databaseUrl) {
    const pool = new Pool({ connectionString: config.databaseUrl, max: config.databasePoolMax ?? 10 });
    const db = drizzlePg(pool, { schema });
    return {
      db,
      driver: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      listen: pgListen(config.databaseUrl),
      exclusive: pgExclusive(config.databaseUrl),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  // PGlite creates only the last folder itself; DATA_DIR may not exist yet on a fresh machine.
  if (config.dataDir !== MEMORY_DATA_DIR) fs.mkdirSync(config.dataDir, { recursive: true });
  // One process per embedded database: a second server on the same DATA_DIR refuses to start.
  const unlock = config.dataDir === MEMORY_DATA_DIR ? () => {} : lockDirectory(config.dataDir);
  const dataDir = config.dataDir === MEMORY_DATA_DIR ? undefined : path.join(config.dataDir, 'pglite');
  let client: PGlite | PGliteRemote;
  let drizzlePglite: typeof import('drizzle-orm/pglite').drizzle;
  let migratePglite: typeof import('drizzle-orm/pglite/migrator').migrate;
  try {
    // Loaded only for the embedded database: a PostgreSQL deployment starts without PGlite's code.
    // The worker opens the database while this thread loads drizzle's driver.
    const opening =
      options.pglite === 'in-thread'
        ? import('@electric-sql/pglite').then(async ({ PGlite }) => {
            const pg = dataDir
              ? new PGlite(dataDir)
              : new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
            await pg.waitReady;
            return pg;
          })
        : PGliteRemote.open({ dataDir, onExit: options.onWorkerExit ?? exitOnWorkerLoss });
    [client, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
      opening,
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
  } catch (err) {
    unlock();
    throw err;
  }
  // The remote has the part of PGlite's interface that drizzle's PGlite driver calls.
  const db = drizzlePglite(client as PGlite, { schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    // One process owns an embedded database, so its notifications are never lost.
    listen: async (channel, onMessage) => {
      const unlisten = await client.listen(channel, onMessage);
      return () => (client.closed ? Promise.resolve() : unlisten());
    },
    exclusive: (_lockId, fn) => fn(),
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}
