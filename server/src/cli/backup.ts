// `npm run backup` / `npm run backup -- restore <folder>` (issue 28): backups of the embedded database.
// PostgreSQL deployments use pg_dump or point-in-time recovery instead (README "Deploy").
//
//   npm run backup [-- --out ./backups]   writes ./backups/dolbom-<time>/ with pglite.tar.gz (a consistent
//                                          copy of the database, keys included) and files/ (everything
//                                          else DATA_DIR holds: the local file store)
//   npm run backup -- restore <folder>    puts such a folder back into an empty DATA_DIR
//
// The embedded database belongs to one process, which holds it in memory: a copy of its folder taken
// while the server runs is not a database. So both refuse while a server holds DATA_DIR (its lock):
// stop the server, back up (seconds), start it again. In production, without the TypeScript loader:
// `node server/dist/server/src/cli/backup.js`.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, MEMORY_DATA_DIR } from '../config';
import { DatabaseLockedError, LOCK_FILE, lockDirectory } from '../db/dir-lock';

const PGLITE = 'pglite';
const ARCHIVE = 'pglite.tar.gz';
const FILES = 'files';

export interface BackupResult {
  folder: string;
  databaseBytes: number;
  files: number;
}

function copyTree(from: string, to: string, skip: (name: string) => boolean): number {
  let count = 0;
  if (!fs.existsSync(from)) return 0;
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (skip(entry.name)) continue;
    const src = path.join(from, entry.name);
    const dst = path.join(to, entry.name);
    if (entry.isDirectory()) {
      fs.mkdirSync(dst, { recursive: true });
      count += copyTree(src, dst, () => false);
    } else if (entry.isFile()) {
      fs.mkdirSync(to, { recursive: true });
      fs.copyFileSync(src, dst);
      count += 1;
    }
  }
  return count;
}

/** Backs up the embedded database in `dataDir` into a new folder under `outDir`. */
export async function backupEmbedded(
  dataDir: string,
  outDir: string,
  now = new Date(),
): Promise<BackupResult> {
  if (!fs.existsSync(path.join(dataDir, PGLITE))) throw new Error(`no embedded database in ${dataDir}`);
  const unlock = lockDirectory(dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const pg = new PGlite(path.join(dataDir, PGLITE));
    let archive: Blob;
    try {
      await pg.waitReady;
      archive = await pg.dumpDataDir('gzip');
    } finally {
      await pg.close();
    }
    const folder = path.join(outDir, `dolbom-${now.toISOString().replace(/[:.]/g, '-')}`);
    fs.mkdirSync(folder, { recursive: true });
    const bytes = Buffer.from(await archive.arrayBuffer());
    fs.writeFileSync(path.join(folder, ARCHIVE), bytes);
    const files = copyTree(
      dataDir,
      path.join(folder, FILES),
      (name) => name === PGLITE || name === LOCK_FILE,
    );
    return { folder, databaseBytes: bytes.length, files };
  } finally {
    unlock();
  }
}

/** Restores a backup folder into `dataDir`, which must not hold a database yet. */
export async function restoreEmbedded(folder: string, dataDir: string): Promise<{ files: number }> {
  const archive = path.join(folder, ARCHIVE);
  if (!fs.existsSync(archive)) throw new Error(`${folder} is not a backup: no ${ARCHIVE}`);
  const target = path.join(dataDir, PGLITE);
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
    throw new Error(`${target} already holds a database: move it away first (nothing was changed)`);
  }
  const unlock = lockDirectory(dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const pg = new PGlite(target, { loadDataDir: new Blob([fs.readFileSync(archive)]) });
    try {
      await pg.waitReady;
      // Proof that what was loaded is a database, before anyone starts a server on it.
      await pg.query('select 1');
    } finally {
      await pg.close();
    }
    return { files: copyTree(path.join(folder, FILES), dataDir, () => false) };
  } finally {
    unlock();
  }
}

async function main(argv: string[]) {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump or point-in-time recovery (README "Deploy").',
    );
    return 2;
  }
  if (config.dataDir === MEMORY_DATA_DIR) {
    console.error('DATA_DIR=memory:// keeps nothing to back up.');
    return 2;
  }
  if (argv[0] === 'restore') {
    if (!argv[1]) {
      console.error('usage: npm run backup -- restore <backup folder>');
      return 2;
    }
    const { files } = await restoreEmbedded(path.resolve(argv[1]), config.dataDir);
    console.log(`Restored ${argv[1]} into ${config.dataDir} (${files} files besides the database).`);
    return 0;
  }
  const at = argv.indexOf('--out');
  const outDir = path.resolve(
    at >= 0 && argv[at + 1] ? argv[at + 1]! : path.join(config.dataDir, '..', 'backups'),
  );
  const result = await backupEmbedded(config.dataDir, outDir);
  console.log(
    `Backed up ${config.dataDir} to ${result.folder} (database ${Math.round(result.databaseBytes / 1024)} KB, ${result.files} files).`,
  );
  return 0;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(
        err instanceof DatabaseLockedError
          ? `${err.message}\nThe embedded database is backed up while no server runs on it: stop it, back up, start it.`
          : err,
      );
      process.exit(1);
    },
  );
}
