// The PostgreSQL store (the default with DATABASE_URL, and possible on the embedded database too): the
// files live in the `stored_files` table, so a deployment needs nothing beyond its database and every
// process reads what any other wrote. Files are small (photos are re-encoded to a few hundred KB), so a
// row is read whole. The bytes travel as base64 text: PGlite's bytea parameters and results go through a
// slow JavaScript hex codec (3 MB took 1.9 s in and 1.0 s out, base64 0.13 s and 0.06 s), and base64 is
// smaller than PostgreSQL's hex text on the wire too.
import { Readable } from 'node:stream';
import { asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema';
import { checkKey, CONTENT_TYPES, type FileStore } from './file-store';

/** `pageSize`: keys read per query when listing (small in tests, to cross pages). */
export function createPostgresFileStore(db: Db, { pageSize = 500 } = {}): FileStore {
  return {
    kind: 'postgres',
    async put(key, data) {
      const { type } = checkKey(key);
      const row = {
        key,
        contentType: CONTENT_TYPES[type],
        size: data.length,
        data: sql`decode(${data.toString('base64')}, 'base64')`,
      };
      await db
        .insert(storedFiles)
        .values(row)
        .onConflictDoUpdate({
          target: storedFiles.key,
          set: { contentType: row.contentType, size: row.size, data: sql`excluded.data` },
        });
    },
    async get(key) {
      const { type } = checkKey(key);
      const [row] = await db
        .select({ data: sql<string>`encode(${storedFiles.data}, 'base64')` })
        .from(storedFiles)
        .where(eq(storedFiles.key, key));
      if (!row) return null;
      const data = Buffer.from(row.data, 'base64');
      return { stream: Readable.from([data]), size: data.length, type };
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
          .limit(pageSize);
        for (const row of rows) yield row.key;
        if (rows.length < pageSize) return;
        after = rows[rows.length - 1]!.key;
      }
    },
  };
}
