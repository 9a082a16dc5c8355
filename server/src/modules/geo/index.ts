// Geo: the 법정동 gazetteer, great-circle distance and geocoders.
export { loadGazetteer, parseGazetteer } from './gazetteer';
export type { Gazetteer, Place } from './gazetteer';
export {
  EARTH_RADIUS_KM,
  RADIUS_SQL_SLACK_KM,
  boundingBox,
  haversineKm,
  inBoundingBox,
  withinRadius,
} from './distance';
export type { BoundingBox, LatLng } from './distance';
export { GazetteerGeocoder } from './geocoder';
export type { AddressToGeocode, GeocodePrecision, GeocodeResult, Geocoder } from './geocoder';
export { KAKAO_LOCAL_BASE_URL, KakaoLocalGeocoder } from './kakao-geocoder';
export type { KakaoLocalGeocoderOptions } from './kakao-geocoder';
export { createGeocoder } from './create-geocoder';
export type { GeocoderConfig } from './create-geocoder';
