// Lists paged in SQL with their total in the same query (issue 16): `count(*) over ()` on each row of the
// limited page instead of a second `select count(*)` with the same filters — one round trip, one plan.
// A page past the end has no row to carry the total, so only then is it counted on its own.
import { sql } from 'drizzle-orm';
import { pageOf, type Page } from '@dolbom/shared-api/contracts';

/** The number of rows the query's where matched, repeated on each row of its (limited) page. */
export const totalOver = () => sql<number>`count(*) over ()`.mapWith(Number);

export interface Paging {
  page: number;
  size: number;
}

/** limit and offset of a page, as the parameters of a prepared statement. */
export const limitOffset = ({ page, size }: Paging) => ({ limit: size, offset: page * size });

/** The page of rows read with `totalOver()`; `countAll` runs only for a page past the end. */
export async function windowPage<Row extends { total: number }, T>(
  rows: Row[],
  paging: Paging,
  countAll: () => PromiseLike<number>,
  map: (row: Row) => T,
): Promise<Page<T>> {
  const total = rows[0]?.total ?? (paging.page > 0 ? await countAll() : 0);
  return pageOf(rows.map(map), total, paging);
}
