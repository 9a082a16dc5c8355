import { api } from '@dolbom/shared-api';
import { addressSearchItemSchema, type AddressSearchItem } from '@dolbom/shared-api/contracts';

/** GET /api/address/nearest?lat=&lng=: the 법정동 nearest to the phone's position (현재 위치로 주소 찾기). */
export async function locateDong(position: { lat: number; lng: number }): Promise<AddressSearchItem> {
  const data = await api.get<unknown>('/api/address/nearest', {
    query: { lat: String(position.lat), lng: String(position.lng) },
  });
  return addressSearchItemSchema.parse(data);
}
