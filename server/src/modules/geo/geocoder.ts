// Address → coordinates. The gazetteer (법정동 centroids) is the default; a Kakao Local adapter
// (kakao-geocoder.ts) replaces it when a REST key is configured (create-geocoder.ts).
import type { Gazetteer } from './gazetteer';

export interface AddressToGeocode {
  /** 10-digit 법정동 code from the postcode service. */
  bcode?: string;
  /** Road-name address, e.g. '서울 강남구 테헤란로 152'. */
  roadAddress?: string;
}

/** exact: the building; dong: a 읍·면·동 centroid; sigungu: a 시·군·구 centroid (the coarse fallback). */
export type GeocodePrecision = 'exact' | 'dong' | 'sigungu';

export interface GeocodeResult {
  lat: number;
  lng: number;
  precision: GeocodePrecision;
}

export interface Geocoder {
  /** Null when the address cannot be placed at all. */
  geocode(address: AddressToGeocode): Promise<GeocodeResult | null>;
}

/** The bcode's 법정동 centroid, with the gazetteer's 읍·면·동 → 시·군·구 fallback; ignores roadAddress. */
export class GazetteerGeocoder implements Geocoder {
  constructor(private readonly gazetteer: Gazetteer) {}

  async geocode(address: AddressToGeocode): Promise<GeocodeResult | null> {
    const place = address.bcode ? this.gazetteer.lookup(address.bcode.trim()) : null;
    if (!place) return null;
    // 시·군·구 rows have an empty dong (shared/data/README.md).
    return { lat: place.lat, lng: place.lng, precision: place.dong ? 'dong' : 'sigungu' };
  }
}
