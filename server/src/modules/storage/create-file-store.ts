// The store the config asks for (FILE_STORE; ADR 0029). The server and `npm run files` both build
// their stores here, so a file written by one is found by the other.
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig, FileStoreKind } from '../../config';
import type { Db } from '../../db/client';
import type { FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';
import { createPostgresFileStore } from './postgres-file-store';
import { createS3FileStore } from './s3-file-store';

export type FileStoreConfig = Pick<AppConfig, 'uploadDir' | 'privateDir' | 's3'> & {
  appsDir?: AppConfig['appsDir'];
};

/** A store of the given kind; `db` is needed for `postgres` only. */
export async function createFileStore(
  kind: FileStoreKind,
  config: FileStoreConfig,
  db?: Db,
): Promise<FileStore> {
  switch (kind) {
    case 'local':
      // The private directory is never inside a directory served publicly (uploads, the apps).
      return createLocalFileStore({
        publicDir: config.uploadDir,
        privateDir: config.privateDir,
        servedDirs: config.appsDir ? Object.values(config.appsDir) : [],
      });
    case 'postgres':
      if (!db) throw new Error('the postgres file store needs the database');
      return createPostgresFileStore(db);
    case 's3':
      if (!config.s3) throw new Error('FILE_STORE=s3 needs S3_BUCKET');
      return createS3FileStore(config.s3);
  }
}

/**
 * A deployment that moved to another store by default (DATABASE_URL or S3_BUCKET, no FILE_STORE) while its
 * local directories still hold files is told at start, instead of meeting 404 photos: the warning, or null.
 */
export function filesLeftBehind(
  config: Pick<AppConfig, 'uploadDir' | 'privateDir' | 'fileStore' | 'fileStoreExplicit'>,
): string | null {
  if (config.fileStore === 'local' || config.fileStoreExplicit || !holdsAFile(config)) return null;
  return (
    `files are kept in ${config.fileStore} now, but ${config.uploadDir} or ${config.privateDir} still ` +
    `holds some: move them with \`npm run files -- migrate --from local --to ${config.fileStore}\` ` +
    '(or set FILE_STORE=local to keep using them)'
  );
}

/** Whether the local directories hold a file (the public one, or an area folder of the private one). */
function holdsAFile(config: Pick<AppConfig, 'uploadDir' | 'privateDir'>): boolean {
  const entries = (dir: string) => {
    try {
      return fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return [];
    }
  };
  if (entries(config.uploadDir).some((e) => e.isFile())) return true;
  return entries(config.privateDir).some(
    (area) => area.isDirectory() && entries(path.join(config.privateDir, area.name)).some((e) => e.isFile()),
  );
}
