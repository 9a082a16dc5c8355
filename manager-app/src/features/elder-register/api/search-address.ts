import { api } from '@dolbom/shared-api';
import { addressSearchResponseSchema, type AddressSearchItem } from '@dolbom/shared-api/contracts';

/** GET /api/address?query=: 법정동 by 시/구/동 names (the gazetteer the shell's sign-up falls back to). */
export async function searchAddress(query: string, signal?: AbortSignal): Promise<AddressSearchItem[]> {
  const data = await api.get<unknown>('/api/address', { query: { query }, signal });
  return addressSearchResponseSchema.parse(data);
}
