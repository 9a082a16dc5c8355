// The geocoder for a configuration: Kakao Local when a REST key is set, else the gazetteer alone.
import type { Gazetteer } from './gazetteer';
import { GazetteerGeocoder, type Geocoder } from './geocoder';
import { KakaoLocalGeocoder, type KakaoLocalGeocoderOptions } from './kakao-geocoder';

export interface GeocoderConfig {
  gazetteer: Gazetteer;
  kakaoRestKey?: string;
  kakaoBaseUrl?: string;
  kakaoTimeoutMs?: number;
  fetch?: KakaoLocalGeocoderOptions['fetch'];
  onFallback?: KakaoLocalGeocoderOptions['onFallback'];
}

export function createGeocoder(config: GeocoderConfig): Geocoder {
  const gazetteer = new GazetteerGeocoder(config.gazetteer);
  const restKey = config.kakaoRestKey?.trim();
  if (!restKey) return gazetteer;
  return new KakaoLocalGeocoder({
    restKey,
    fallback: gazetteer,
    baseUrl: config.kakaoBaseUrl,
    timeoutMs: config.kakaoTimeoutMs,
    fetch: config.fetch,
    onFallback: config.onFallback,
  });
}
