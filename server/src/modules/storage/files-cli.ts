// `npm run files -- migrate --from local --to postgres|s3` moves an existing deployment's files into
// another store (ADR 0029), with the server's own settings (DATA_DIR, UPLOAD_DIR, PRIVATE_DIR,
// DATABASE_URL, S3_*). Safe to stop (Ctrl-C) and to run again: it finishes what is left, and a run
// after a complete one copies nothing. Then set FILE_STORE to the new store and restart the servers.
//
//   npm run files -- migrate --from local --to postgres [--dry-run]
import { loadConfig, type AppConfig, type FileStoreKind } from '../../config';
import { createDb, type DbHandle } from '../../db/client';
import { DatabaseLockedError } from '../../db/dir-lock';
import { createFileStore } from './create-file-store';
import { migrateFiles } from './migrate-files';

const KINDS: readonly FileStoreKind[] = ['local', 'postgres', 's3'];
const USAGE = 'usage: npm run files -- migrate --from local|postgres|s3 --to local|postgres|s3 [--dry-run]';

interface Args {
  from: FileStoreKind;
  to: FileStoreKind;
  dryRun: boolean;
}

export function parseArgs(argv: readonly string[]): Args {
  const [command, ...rest] = argv;
  if (command !== 'migrate') throw new Error(USAGE);
  const value = (flag: string) => {
    const i = rest.indexOf(flag);
    const v = i >= 0 ? rest[i + 1] : undefined;
    if (!v || !KINDS.includes(v as FileStoreKind))
      throw new Error(`${flag} needs one of ${KINDS.join(', ')}\n${USAGE}`);
    return v as FileStoreKind;
  };
  const args = { from: value('--from'), to: value('--to'), dryRun: rest.includes('--dry-run') };
  if (args.from === args.to) throw new Error(`--from and --to are the same store (${args.from})`);
  return args;
}

async function openStores(config: AppConfig, args: Args) {
  let handle: DbHandle | undefined;
  if (args.from === 'postgres' || args.to === 'postgres') {
    // The embedded database belongs to one process: stop the server first (its lock says so otherwise).
    handle = await createDb(config, { pglite: 'in-thread' });
    // The stored_files table of a version that never started yet.
    await handle.migrate();
  }
  const from = await createFileStore(args.from, config, handle?.db);
  const to = await createFileStore(args.to, config, handle?.db);
  return {
    from,
    to,
    async close() {
      await from.close?.();
      await to.close?.();
      await handle?.close();
    },
  };
}

export async function main(argv: readonly string[], env = process.env): Promise<number> {
  let args: Args;
  try {
    args = parseArgs(argv);
  } catch (err) {
    console.error((err as Error).message);
    return 2;
  }
  const config = loadConfig(env);
  const stores = await openStores(config, args);
  const controller = new AbortController();
  const stop = () => {
    console.log('stopping after the files in progress; run the same command again to continue');
    controller.abort();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    if (args.dryRun) {
      let count = 0;
      for await (const key of stores.from.keys()) {
        count++;
        console.log(key);
      }
      console.log(`${count} files in ${args.from}; nothing copied (--dry-run)`);
      return 0;
    }
    console.log(`moving files: ${args.from} → ${args.to}`);
    const report = await migrateFiles(stores.from, stores.to, {
      signal: controller.signal,
      onFile: (key, outcome, r) => {
        if (outcome === 'failed') console.error(`failed: ${key}`);
        const done = r.copied + r.skipped + r.failed.length;
        if (done % 100 === 0) console.log(`${done} files…`);
      },
    });
    for (const { key, error } of report.failed) console.error(`${key}: ${error}`);
    console.log(
      `copied ${report.copied}, already there ${report.skipped}, failed ${report.failed.length}` +
        (report.interrupted ? ' (stopped: run again to finish)' : ''),
    );
    if (report.failed.length > 0 || report.interrupted) return 1;
    console.log(`done: set FILE_STORE=${args.to} on every API process and restart them`);
    return 0;
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    await stores.close();
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof DatabaseLockedError ? err.message : err);
      process.exit(1);
    },
  );
}
