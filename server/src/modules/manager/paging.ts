// The spec's page wrapper for lists paged in SQL (limit/offset plus a count).
import { pageOf, type Page } from '@dolbom/shared-api/contracts';

export interface PageRequest {
  page: number;
  size: number;
}

export const offsetOf = ({ page, size }: PageRequest) => page * size;

/**
 * One page of a list paged in SQL: the page's rows (already limited to `paging`) and the count of all
 * rows, read at once, each row mapped to its answer.
 */
export async function pageFrom<Row, T>(
  rows: PromiseLike<Row[]>,
  total: PromiseLike<{ n: number }[]>,
  paging: PageRequest,
  map: (row: Row) => T,
): Promise<Page<T>> {
  const [page, [counted]] = await Promise.all([rows, total]);
  return pageOf(page.map(map), counted?.n ?? 0, paging);
}
