import { api, TOTAL_COUNT_HEADER, type Page } from '@dolbom/shared-api';
import { DEFAULT_PAGE_SIZE, pageOf } from '@dolbom/shared-api/constants';

/**
 * The manager's four lists of spec §7 answer a bare JSON array with the count of all items in
 * `X-Total-Count` (PRODUCT.md). This fetcher reads one such list by its SWR key (the path with its
 * `page` and `size`) and gives the screens the page wrapper they page with.
 */
export async function getCountedList<T>(key: string): Promise<Page<T>> {
  const { data, headers } = await api.request<T[]>('GET', key);
  const params = new URL(key, 'http://x').searchParams;
  const page = Number(params.get('page') ?? 0);
  const size = Number(params.get('size') ?? DEFAULT_PAGE_SIZE);
  const header = headers.get(TOTAL_COUNT_HEADER);
  // Without the header (a proxy that drops it) the page itself is all we know.
  const total = header === null ? page * size + data.length : Number(header);
  return pageOf(data, total, { page, size });
}
