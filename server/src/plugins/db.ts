// Database: opens (or takes) a Drizzle handle and closes what it opened. Preparing it (migrations, keys,
// center list, seed under one advisory lock: db/startup.ts) is buildApp's next step, outside any plugin,
// since a first start loads the national list and may wait for another process's start-up — longer than
// a plugin is given to load.
import { globalPlugin } from './global-plugin';
import { createDb, type Db, type DbHandle, type Listen } from '../db/client';
import type { AppConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** The handle itself (start-up work that needs its advisory lock). */
    dbHandle: DbHandle;
    /** LISTEN/NOTIFY of the database (ended sessions reach every API process this way). */
    dbListen: Listen;
    /** The pool's connections in use and waiting (metrics); undefined on the embedded database. */
    dbPoolStats: DbHandle['poolStats'];
  }
}

export interface DbPluginOptions {
  config: AppConfig;
  /** A handle opened by the caller (tests); the caller closes it. */
  handle?: DbHandle;
}

export const dbPlugin = globalPlugin<DbPluginOptions>('db', async (app, { config, handle }) => {
  const owned = !handle;
  const db = handle ?? (await createDb(config));
  app.decorate('db', db.db);
  app.decorate('dbHandle', db);
  app.decorate('dbListen', db.listen);
  app.decorate('dbPoolStats', db.poolStats);
  if (owned) app.addHook('onClose', () => db.close());
});
