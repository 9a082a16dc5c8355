import { api } from '@dolbom/shared-api';
import { addressSearchResponseSchema, type AddressSearchItem } from '@dolbom/shared-api/contracts';

/**
 * `GET /api/address?query=`: 법정동 by 시/구/동 names, the offline stand-in for the postcode service.
 * Anonymous: it is used before sign-up, and a stale token must not send the user to /login.
 */
export async function searchAddress(query: string, signal?: AbortSignal): Promise<AddressSearchItem[]> {
  const data = await api.get<unknown>('/api/address', { query: { query }, signal, anonymous: true });
  return addressSearchResponseSchema.parse(data);
}
