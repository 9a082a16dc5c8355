// Database: opens (or takes) a Drizzle handle, prepares it (migrations, keys, center list, seed under
// one advisory lock: db/startup.ts), and closes what it opened.
import { globalPlugin } from './global-plugin';
import { createDb, type Db, type DbHandle, type Listen } from '../db/client';
import { prepareDatabase, type StartupOptions } from '../db/startup';
import type { AppConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
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
  startup: StartupOptions;
}

export const dbPlugin = globalPlugin<DbPluginOptions>('db', async (app, { config, handle, startup }) => {
  const owned = !handle;
  const db = handle ?? (await createDb(config));
  try {
    await prepareDatabase(db, startup, app.log);
  } catch (err) {
    if (owned) await db.close();
    throw err;
  }
  app.decorate('db', db.db);
  app.decorate('dbListen', db.listen);
  app.decorate('dbPoolStats', db.poolStats);
  if (owned) app.addHook('onClose', () => db.close());
});
