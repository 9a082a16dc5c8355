// buildApp(config) → a ready Fastify instance; main.ts only listens. Tests call app.inject.
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import path from 'node:path';
import type { AppConfig } from './config';
import type { DbHandle } from './db/client';
import { prepareDatabase } from './db/startup';
import { LOG_SAFETY } from './log-serializers';
import { RequestLogController } from './plugins/request-log';
import { createResponseSerializerCompiler } from './plugins/response-serializer';
import { accountRoutes } from './modules/account/account-routes';
import { adminRoutes } from './modules/admin/routes';
import { addressRoutes } from './modules/address/routes';
import { authRoutes } from './modules/auth/routes';
import { caregiverRoutes } from './modules/caregiver/routes';
import { centerRoutes } from './modules/centers/routes';
import { managerRoutes } from './modules/manager/routes';
import { recoveryRoutes } from './modules/recovery/routes';
import { signupRoutes } from './modules/signup/routes';
import { notificationRoutes } from './modules/notifications/routes';
import {
  createLocalPushSender,
  createWebPushSender,
  type PushSender,
} from './modules/notifications/push-sender';
import { createGuardedFetch } from './modules/outbound/guarded-fetch';
import { createLocalSmsSender, type SmsSender } from './modules/sms/sms-sender';
import { createFileStore, filesLeftBehind } from './modules/storage/create-file-store';
import type { FileStore } from './modules/storage/file-store';
import { createPrivateStorage } from './modules/storage/private-storage';
import { createPublicPhotos } from './modules/storage/public-photos';
import { membershipProofRoutes } from './modules/membership/proof-routes';
import { adminCertificateRoutes } from './modules/certificates/admin-routes';
import { caregiverCertificateRoutes } from './modules/certificates/caregiver-routes';
import { reportRoutes } from './modules/reports/routes';
import { jobRoutes } from './modules/jobs/routes';
import { conversationRoutes } from './modules/conversations/routes';
import { contractRoutes } from './modules/contracts/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { substituteRoutes } from './modules/substitutes/routes';
import { loadGazetteer, type Gazetteer } from './modules/geo/gazetteer';
import { createGeocoder } from './modules/geo/create-geocoder';
import type { Geocoder } from './modules/geo/geocoder';
import { authPlugin } from './plugins/auth';
import { corsPlugin } from './plugins/cors';
import { dbPlugin } from './plugins/db';
import { clientErrorHandler, frameworkErrors } from './plugins/client-errors';
import { errorHandlerPlugin } from './plugins/error-handler';
import { healthPlugin } from './plugins/health';
import { metricsPlugin } from './plugins/metrics';
import { idempotencyPlugin } from './plugins/idempotency';
import { inputGuardPlugin } from './plugins/input-guard';
import { multipartPlugin } from './plugins/multipart';
import { rateLimitPlugin } from './plugins/rate-limit';
import { requestIdOf, requestIdPlugin } from './plugins/request-id';
import { securityHeadersPlugin } from './plugins/security-headers';
import { staticFilesPlugin } from './plugins/static-files';
import { swaggerPlugin } from './plugins/swagger';
import { uploadsPlugin } from './plugins/uploads';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    gazetteer: Gazetteer;
    /** Places an address: Kakao Local when KAKAO_REST_KEY is set, else the gazetteer. */
    geocoder: Geocoder;
    /** The current time; injectable so tests can move it (code and token expiry). */
    clock: () => Date;
  }
}

export interface BuildAppOptions {
  /** An already opened database (tests); the caller closes it. */
  db?: DbHandle;
  /** Overrides config.seedDemo (tests seed only when they ask to). */
  seed?: boolean;
  /** false silences the logger (tests). */
  logger?: boolean;
  /** Where log lines go instead of stdout (tests that read the log). */
  logStream?: { write(line: string): unknown };
  /** Extra routes registered before the app is ready (tests of the guard and the error handler). */
  routes?: (app: FastifyInstance) => Promise<void>;
  /** SMS adapter; default: the local sender that logs (and appends to SMS_LOG_FILE). */
  sms?: SmsSender;
  /** Where photos and private files are kept; default: the store config.fileStore names (ADR 0029). */
  fileStore?: FileStore;
  /** Clock; default: the system time. */
  clock?: () => Date;
  /** Geocoder; default: createGeocoder from the gazetteer and config.kakaoRestKey. */
  geocoder?: Geocoder;
  /** Web Push adapter; default: web-push with the VAPID keys, or the local recorder (PUSH_SENDER=local). */
  push?: PushSender;
}

// Zod's built-in messages (for checks without a custom message) in Korean, like the rest of the API.
z.config(z.locales.ko());

export async function buildApp(config: AppConfig, opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : { level: config.logLevel, ...LOG_SAFETY, ...(opts.logStream ? { stream: opts.logStream } : {}) },
    // One line per request at info, not Fastify's two (plugins/request-log.ts).
    logController: new RequestLogController(),
    trustProxy: config.trustProxy,
    // The caller's x-request-id when it is a plain token, else a new UUID (unique across processes).
    genReqId: requestIdOf,
    bodyLimit: 1024 * 1024,
    // Errors raised before routing (bad URL, over-long headers) answer in our JSON shape too.
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ check: config.checkResponses }));
  app.decorate('config', config);
  app.decorate('gazetteer', loadGazetteer(config.gazetteerPath));
  app.decorate(
    'geocoder',
    opts.geocoder ??
      createGeocoder({
        gazetteer: app.gazetteer,
        kakaoRestKey: config.kakaoRestKey,
        onFallback: (reason) => app.log.warn({ reason }, 'Kakao geocoding fell back to the gazetteer'),
      }),
  );
  app.decorate('clock', opts.clock ?? (() => new Date()));
  const sms =
    opts.sms ?? createLocalSmsSender({ log: (line) => app.log.info(line), file: config.smsLogFile });

  await app.register(errorHandlerPlugin, { shellIndex: path.join(config.appsDir.shell, 'index.html') });
  await app.register(healthPlugin);
  await app.register(metricsPlugin, { config });
  await app.register(requestIdPlugin, { draining: () => app.lifecycle.draining });
  await app.register(inputGuardPlugin);
  await app.register(corsPlugin, { config });
  await app.register(securityHeadersPlugin, { config });
  await app.register(dbPlugin, { config, ...(opts.db ? { handle: opts.db } : {}) });
  // Migrations, the shared keys, the national center list and the demo seed, under one advisory lock.
  try {
    await prepareDatabase(
      app.dbHandle,
      {
        gazetteer: app.gazetteer,
        centersPath: config.centersPath,
        centersForce: config.centersForce,
        seed: opts.seed ?? config.seedDemo,
        dataDir: config.dataDir,
      },
      app.log,
    );
  } catch (err) {
    await app.close().catch(() => undefined);
    throw err;
  }
  const fileStore = opts.fileStore ?? (await openFileStore(app, config));
  const photoStorage = createPublicPhotos(fileStore);
  const privateStorage = createPrivateStorage(fileStore);
  await app.register(rateLimitPlugin);
  await app.register(authPlugin, { config });
  await app.register(idempotencyPlugin);
  await app.register(swaggerPlugin, { serveDocs: config.apiDocs });
  await app.register(multipartPlugin);
  await app.register(staticFilesPlugin, { config });
  await app.register(uploadsPlugin, { photos: photoStorage });

  await app.register(authRoutes);
  await app.register(signupRoutes, { photoStorage });
  await app.register(centerRoutes);
  await app.register(addressRoutes);
  await app.register(recoveryRoutes, { sms });
  await app.register(accountRoutes, { photoStorage, privateStorage });
  await app.register(caregiverRoutes);
  await app.register(managerRoutes);
  await app.register(adminRoutes);
  await app.register(caregiverCertificateRoutes, { privateStorage });
  await app.register(adminCertificateRoutes, { privateStorage });
  await app.register(membershipProofRoutes, { privateStorage });
  await app.register(reportRoutes);
  await app.register(jobRoutes);
  await app.register(conversationRoutes);
  await app.register(contractRoutes, { privateStorage });
  await app.register(reviewRoutes);
  await app.register(substituteRoutes);
  await app.register(notificationRoutes, {
    sms,
    push:
      opts.push ??
      (config.pushSender === 'web-push'
        ? createWebPushSender(
            { ...app.keys.vapid, subject: config.vapid.subject },
            createGuardedFetch({ allowedHosts: config.pushServiceHosts }),
          )
        : createLocalPushSender()),
  });
  if (opts.routes) await app.register(opts.routes);

  await app.ready();
  return app;
}

/** The configured store, closed with the app; a deployment that left files behind in the local directories is told. */
async function openFileStore(app: FastifyInstance, config: AppConfig): Promise<FileStore> {
  const store = await createFileStore(config.fileStore, config, app.db);
  app.addHook('onClose', async () => store.close?.());
  const warning = filesLeftBehind(config);
  if (warning) app.log.warn({ fileStore: config.fileStore }, warning);
  return store;
}
