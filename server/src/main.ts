// Starts the server: config → app → listen; closes cleanly on SIGINT/SIGTERM.
import pino from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { DatabaseLockedError } from './db/dir-lock';

async function main() {
  const config = loadConfig();
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
  const app = await buildApp(config, { logStream });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  // "Server listening" now, not within the second: scripts and operators wait for it.
  logStream.flush();
}

main().catch((err: unknown) => {
  // A refused start (another server holds the embedded database) needs its message, not a stack.
  console.error(err instanceof DatabaseLockedError ? err.message : err);
  process.exit(1);
});
