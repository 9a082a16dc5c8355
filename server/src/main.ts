// Starts the server: config → app → listen; closes cleanly on SIGINT/SIGTERM.
// SIGTERM drains first (issue 28): /readyz turns 503 at once, requests are still served for
// SHUTDOWN_GRACE_SECONDS (the balancer notices and stops sending), then the server stops accepting,
// finishes what is in flight, ends event streams with a retry hint, closes the pool and exits — all within
// 15 s, or it exits anyway. SIGINT (Ctrl-C in development) skips the grace.
import type { FastifyInstance } from 'fastify';
import { loadConfig } from './config';
import { createDb, type DbHandle } from './db/client';
import { DatabaseLockedError } from './db/dir-lock';

let app: FastifyInstance | undefined;
/** However long the grace and the requests in flight, the process is gone this long after the signal. */
const SHUTDOWN_LIMIT_MS = 15_000;

async function main() {
  const config = loadConfig();
  // The embedded database opens in its worker thread while this thread loads the app's modules
  // (ADR 0017); a lost worker is logged and ends the server rather than leaving it hanging.
  const opening: Promise<DbHandle> | undefined = config.databaseUrl
    ? undefined
    : createDb(config, {
        onWorkerExit: (err) => {
          if (app) app.log.fatal({ err }, 'the embedded database stopped; exiting');
          else console.error(err);
          process.exit(1);
        },
      });
  opening?.catch(() => undefined);
  const { default: pino } = await import('pino');
  // Log lines go out in batches (at 4 KB, or after at most a second), not one write per line: per-line
  // writes were ~5% of a busy list request's CPU (issue 16). Whatever is buffered is written at exit.
  const logStream = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => logStream.flush(), 1000).unref();
  process.on('exit', () => {
    try {
      logStream.flushSync();
    } catch {
      // not open yet, or already closed: nothing to write
    }
  });
  const { buildApp } = await import('./app');
  const db = await opening;
  try {
    app = await buildApp(config, db ? { db, logStream } : { logStream });
  } catch (err) {
    await db?.close().catch(() => undefined);
    throw err;
  }
  const started = app;
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    const graceMs = signal === 'SIGTERM' ? config.shutdownGraceSeconds * 1000 : 0;
    started.lifecycle.startDraining();
    started.log.info({ signal, graceSeconds: graceMs / 1000 }, 'draining: /readyz answers 503');
    logStream.flush();
    setTimeout(() => {
      started.log.error('shutdown took longer than 15 s; exiting');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    new Promise((resolve) => setTimeout(resolve, graceMs))
      .then(() => {
        started.log.info({ signal }, 'shutting down');
        return started.close();
      })
      .then(() => db?.close())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          started.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  await started.listen({ port: config.port, host: config.host });
  // "Server listening" now, not within the second: scripts and operators wait for it.
  logStream.flush();
}

main().catch((err: unknown) => {
  // A refused start (another server holds the embedded database) needs its message, not a stack.
  console.error(err instanceof DatabaseLockedError ? err.message : err);
  process.exit(1);
});
