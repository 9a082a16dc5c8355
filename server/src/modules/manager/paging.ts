// The bare arrays the manager's four lists of spec §7 answer with (PRODUCT.md): the page's items, the
// total in a header. Lists are paged in SQL with their total (db/window-page.ts).
import type { FastifyReply } from 'fastify';
import { TOTAL_COUNT_HEADER, type Page } from '@dolbom/shared-api/contracts';

export interface PageRequest {
  page: number;
  size: number;
}

/** A page as a bare array: the items, with the count of all items in `X-Total-Count`. */
export function bareList<T>(reply: FastifyReply, page: Page<T>): T[] {
  reply.header(TOTAL_COUNT_HEADER, String(page.totalElements));
  return page.content;
}
