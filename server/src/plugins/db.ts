// Database: opens (or takes) a Drizzle handle, migrates it, and closes what it opened.
import { globalPlugin } from './global-plugin';
import { createDb, type Db, type DbHandle, type Listen } from '../db/client';
import type { AppConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** LISTEN/NOTIFY of the database (ended sessions reach every API process this way). */
    dbListen: Listen;
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
  try {
    await db.migrate();
  } catch (err) {
    if (owned) await db.close();
    throw err;
  }
  app.decorate('db', db.db);
  app.decorate('dbListen', db.listen);
  if (owned) app.addHook('onClose', () => db.close());
});
