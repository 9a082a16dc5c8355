// Address → coordinates. The gazetteer (법정동 centroids) is the default; a Kakao Local adapter
// (kakao-geocoder.ts) replaces it when a REST key is configured (create-geocoder.ts).
import type { Gazetteer } from './gazetteer';

export interface AddressToGeocode {
  /** 10-digit 법정동 code from the postcode service. */
  bcode?: string;
  /** Road-name address, e.g. '서울 강남구 테헤란로 152'. */
  roadAddress?: string;
  /** Lot-number address, e.g. '서울 강남구 역삼동 737': names the 동 where a road address does not. */
  jibunAddress?: string;
}

/** exact: the building; dong: a 읍·면·동 centroid; sigungu: a 시·군·구 centroid (the coarse fallback). */
export type GeocodePrecision = 'exact' | 'dong' | 'sigungu';

export interface GeocodeResult {
  lat: number;
  lng: number;
  precision: GeocodePrecision;
  /** The 법정동 code found from the address text when none was given (stored as the address's bcode). */
  bcode?: string;
}

export interface Geocoder {
  /** Null when the address cannot be placed at all. */
  geocode(address: AddressToGeocode): Promise<GeocodeResult | null>;
}

/**
 * The bcode's 법정동 centroid, with the gazetteer's 읍·면·동 → 시·군·구 fallback. Without a known bcode
 * (issue 30: the spec's old client sends none), the address text: the lot-number address names the 동,
 * the road address at least the 시·군·구 (place-by-text.ts); `bcode` then says what was found.
 */
export class GazetteerGeocoder implements Geocoder {
  constructor(private readonly gazetteer: Gazetteer) {}

  async geocode(address: AddressToGeocode): Promise<GeocodeResult | null> {
    const code = address.bcode?.trim();
    const place = code ? this.gazetteer.lookup(code) : null;
    // 시·군·구 rows have an empty dong (shared/data/README.md).
    if (place) return { lat: place.lat, lng: place.lng, precision: place.dong ? 'dong' : 'sigungu' };
    for (const text of [address.jibunAddress, address.roadAddress]) {
      const found = text ? this.gazetteer.placeByText(text) : null;
      if (found) {
        const { lat, lng, dong } = found.place;
        return { lat, lng, precision: dong ? 'dong' : 'sigungu', bcode: found.code };
      }
    }
    return null;
  }
}
