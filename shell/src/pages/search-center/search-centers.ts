import { api, TOTAL_COUNT_HEADER } from '@dolbom/shared-api';
import { centerSearchResponseSchema, type CenterSearchItem } from '@dolbom/shared-api/contracts';

/** Centers per page; `더 보기` asks for the next one. */
export const CENTER_PAGE_SIZE = 20;

export interface CenterPage {
  items: CenterSearchItem[];
  /** Every match (X-Total-Count). */
  total: number;
}

/**
 * `GET /api/center?keyword=&page=&size=`: by name, 초성 or 시·군·구 words (the server decides which).
 * Anonymous: it is used before sign-up, and a stale token must not send the user to /login.
 */
export async function searchCenterPage(
  keyword: string,
  page: number,
  signal?: AbortSignal,
): Promise<CenterPage> {
  const res = await api.request<unknown>('GET', '/api/center', {
    query: { keyword, page, size: CENTER_PAGE_SIZE },
    signal,
    anonymous: true,
  });
  const items = centerSearchResponseSchema.parse(res.data);
  const total = Number(res.headers.get(TOTAL_COUNT_HEADER));
  return { items, total: Number.isFinite(total) && total >= items.length ? total : items.length };
}
