// The store the config asks for (FILE_STORE; ADR 0029). The server and `npm run files` both build
// their stores here, so a file written by one is found by the other.
import fs from 'node:fs';
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
 * How many files the local directories still hold, up to `limit` (a deployment that moved to another
 * store without `npm run files -- migrate` is told at start, instead of meeting 404 photos).
 */
export function countLocalFiles(config: Pick<AppConfig, 'uploadDir' | 'privateDir'>, limit = 1000): number {
  let count = 0;
  const walk = (dir: string, depth: number) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (count >= limit) return;
      if (entry.isFile()) count++;
      else if (entry.isDirectory() && depth > 0) walk(`${dir}/${entry.name}`, depth - 1);
    }
  };
  walk(config.uploadDir, 0);
  walk(config.privateDir, 1);
  return count;
}
