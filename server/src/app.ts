// buildApp(config) → a ready Fastify instance; main.ts only listens. Tests call app.inject.
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import path from 'node:path';
import type { AppConfig } from './config';
import type { DbHandle } from './db/client';
import { seedDemo } from './db/seed';
import { authRoutes } from './modules/auth/routes';
import { loadGazetteer, type Gazetteer } from './modules/geo/gazetteer';
import { authPlugin } from './plugins/auth';
import { corsPlugin } from './plugins/cors';
import { dbPlugin } from './plugins/db';
import { errorHandlerPlugin } from './plugins/error-handler';
import { rateLimitPlugin } from './plugins/rate-limit';
import { staticFilesPlugin } from './plugins/static-files';
import { swaggerPlugin } from './plugins/swagger';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    gazetteer: Gazetteer;
  }
}

export interface BuildAppOptions {
  /** An already opened database (tests); the caller closes it. */
  db?: DbHandle;
  /** Overrides config.seedDemo (tests seed only when they ask to). */
  seed?: boolean;
  /** false silences the logger (tests). */
  logger?: boolean;
  /** Extra routes registered before the app is ready (tests of the guard and the error handler). */
  routes?: (app: FastifyInstance) => Promise<void>;
}

// Zod's built-in messages (for checks without a custom message) in Korean, like the rest of the API.
z.config(z.locales.ko());

export async function buildApp(config: AppConfig, opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('gazetteer', loadGazetteer(config.gazetteerPath));

  await app.register(errorHandlerPlugin, { shellIndex: path.join(config.appsDir.shell, 'index.html') });
  await app.register(corsPlugin, { config });
  await app.register(dbPlugin, { config, ...(opts.db ? { handle: opts.db } : {}) });
  await app.register(rateLimitPlugin);
  await app.register(authPlugin, { config });
  await app.register(swaggerPlugin);
  await app.register(staticFilesPlugin, { config });

  await app.register(authRoutes);
  if (opts.routes) await app.register(opts.routes);

  if (opts.seed ?? config.seedDemo) {
    if (await seedDemo(app.db, app.gazetteer)) app.log.info('seeded demo data');
  }
  await app.ready();
  return app;
}
