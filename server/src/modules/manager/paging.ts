// The spec's page wrapper for lists paged in SQL (limit/offset plus a count), and the bare arrays the
// manager's four lists of spec §7 answer with (PRODUCT.md): the page's items, the total in a header.
import type { FastifyReply } from 'fastify';
import { pageOf, TOTAL_COUNT_HEADER, type Page } from '@dolbom/shared-api/contracts';

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

/** A page as a bare array: the items, with the count of all items in `X-Total-Count`. */
export function bareList<T>(reply: FastifyReply, page: Page<T>): T[] {
  reply.header(TOTAL_COUNT_HEADER, String(page.totalElements));
  return page.content;
}
