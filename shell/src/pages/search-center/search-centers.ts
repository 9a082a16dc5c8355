import { api } from '@dolbom/shared-api';
import { centerSearchResponseSchema, type CenterSearchItem } from '@dolbom/shared-api/contracts';

/**
 * `GET /api/center?keyword=`: by name substring or by 초성 (the server decides which).
 * Anonymous: it is used before sign-up, and a stale token must not send the user to /login.
 */
export async function searchCenters(keyword: string, signal?: AbortSignal): Promise<CenterSearchItem[]> {
  const data = await api.get<unknown>('/api/center', { query: { keyword }, signal, anonymous: true });
  return centerSearchResponseSchema.parse(data);
}
