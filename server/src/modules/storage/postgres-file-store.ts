// The PostgreSQL store (the default with DATABASE_URL, and possible on the embedded database too): the
// files live in the `stored_files` table, so a deployment needs nothing beyond its database and every
// process reads what any other wrote. Files are small (photos are re-encoded to a few hundred KB), so a
// row is read whole.
import { Readable } from 'node:stream';
import { asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema';
import { checkKey, CONTENT_TYPES, type FileStore } from './file-store';

const PAGE = 500;

export function createPostgresFileStore(db: Db): FileStore {
  return {
    kind: 'postgres',
    async put(key, data) {
      const { type } = checkKey(key);
      const row = { key, contentType: CONTENT_TYPES[type], size: data.length, data };
      await db
        .insert(storedFiles)
        .values(row)
        .onConflictDoUpdate({
          target: storedFiles.key,
          set: { contentType: row.contentType, size: row.size, data: row.data },
        });
    },
    async get(key) {
      const { type } = checkKey(key);
      const [row] = await db
        .select({ data: storedFiles.data })
        .from(storedFiles)
        .where(eq(storedFiles.key, key));
      if (!row) return null;
      return { stream: Readable.from([row.data]), size: row.data.length, type };
    },
    async size(key) {
      checkKey(key);
      const [row] = await db
        .select({ size: storedFiles.size })
        .from(storedFiles)
        .where(eq(storedFiles.key, key));
      return row?.size ?? null;
    },
    async delete(key) {
      checkKey(key);
      await db.delete(storedFiles).where(eq(storedFiles.key, key));
    },
    async *keys() {
      // By pages in key order: no long-running cursor, and rows added meanwhile are still reached.
      let after = '';
      for (;;) {
        const rows = await db
          .select({ key: storedFiles.key })
          .from(storedFiles)
          .where(gt(storedFiles.key, after))
          .orderBy(asc(storedFiles.key))
          .limit(PAGE);
        for (const row of rows) yield row.key;
        if (rows.length < PAGE) return;
        after = rows[rows.length - 1]!.key;
      }
    },
  };
}
