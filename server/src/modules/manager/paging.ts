// The bare arrays the manager's four lists of spec §7 answer with (PRODUCT.md): the page's items, the
// total in a header. Lists are paged in SQL with their total (db/window-page.ts).
import type { FastifyReply } from 'fastify';
import { TOTAL_COUNT_HEADER, type Page } from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { limitOffset, windowPage } from '../../db/window-page';

export interface PageRequest {
  page: number;
  size: number;
}

/** A page as a bare array: the items, with the count of all items in `X-Total-Count`. */
export function bareList<T>(reply: FastifyReply, page: Page<T>): T[] {
  reply.header(TOTAL_COUNT_HEADER, String(page.totalElements));
  return page.content;
}

interface PageStatement<Row> {
  execute(params: Record<string, unknown>): Promise<Row[]>;
}

/**
 * The two prepared statements of a list for every elder of the manager or one (issue 16): `build(db,
 * oneElder)` returns the query prepared with `limit`, `offset` (and `elderId` when oneElder) placeholders.
 */
export function elderPageStatements<Row>(build: (db: Db, oneElder: boolean) => PageStatement<Row>) {
  return { all: prepared((db) => build(db, false)), ofElder: prepared((db) => build(db, true)) };
}

/** One page of such a list with its total (rows carry `count(*) over ()`; `count` runs past the end only). */
export async function elderPage<Row extends { total: number }, T>(
  db: Db,
  statements: ReturnType<typeof elderPageStatements<Row>>,
  q: { elderId: number | null; params: Record<string, unknown>; paging: PageRequest },
  count: () => PromiseLike<{ n: number }[]>,
  map: (row: Row) => T,
): Promise<Page<T>> {
  const params = { ...q.params, ...limitOffset(q.paging) };
  const rows = await (q.elderId === null
    ? statements.all(db).execute(params)
    : statements.ofElder(db).execute({ ...params, elderId: q.elderId }));
  return windowPage(rows, q.paging, async () => (await count())[0]?.n ?? 0, map);
}
