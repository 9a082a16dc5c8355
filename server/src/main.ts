// Starts the server: config → app → listen; closes cleanly on SIGINT/SIGTERM.
import { buildApp } from './app';
import { loadConfig } from './config';
import { DatabaseLockedError } from './db/dir-lock';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
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
}

main().catch((err: unknown) => {
  // A refused start (another server holds the embedded database) needs its message, not a stack.
  console.error(err instanceof DatabaseLockedError ? err.message : err);
  process.exit(1);
});
