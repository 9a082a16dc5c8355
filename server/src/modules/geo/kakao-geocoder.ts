// Kakao Local address search (GET /v2/local/search/address.json?query=…, header
// `Authorization: KakaoAK <REST key>`). A building-level hit is 'exact'; anything else — no hit, a hit
// that is only a region or a road (address_type REGION / ROAD), an HTTP error, bad JSON, a timeout —
// falls back to the given geocoder (the gazetteer), so a Kakao outage never stops a registration.
// Requests go through the outbound guard (modules/outbound): https to Kakao's API host only.
import { createGuardedFetch } from '../outbound/guarded-fetch';
import type { AddressToGeocode, GeocodeResult, Geocoder } from './geocoder';

export const KAKAO_LOCAL_BASE_URL = 'https://dapi.kakao.com';

/** The part of fetch the geocoder uses (the guarded fetch, or a test's plain fetch to a fake Kakao). */
export type KakaoFetch = (
  url: string,
  init: { headers: Record<string, string>; signal?: AbortSignal },
) => Promise<{ ok: boolean; status: number; json(): unknown }>;

export interface KakaoLocalGeocoderOptions {
  restKey: string;
  fallback: Geocoder;
  /** Injectable for tests; the guarded default refuses anything but https://dapi.kakao.com. */
  baseUrl?: string;
  timeoutMs?: number;
  /** Default: the outbound guard, allowing Kakao's API host only. Tests of a fake Kakao give a plain fetch. */
  fetch?: KakaoFetch;
  /** Told why Kakao was not used (for the log); never told the key. */
  onFallback?: (reason: string) => void;
}

interface KakaoDocument {
  address_type?: string;
  x?: string;
  y?: string;
}

const BUILDING_LEVEL = new Set(['ROAD_ADDR', 'REGION_ADDR']);

export class KakaoLocalGeocoder implements Geocoder {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly fetch: KakaoFetch;

  constructor(private readonly options: KakaoLocalGeocoderOptions) {
    this.baseUrl = (options.baseUrl ?? KAKAO_LOCAL_BASE_URL).replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 3000;
    this.fetch =
      options.fetch ??
      createGuardedFetch({
        allowedHosts: [new URL(KAKAO_LOCAL_BASE_URL).hostname],
        timeoutMs: this.timeoutMs,
      });
  }

  async geocode(address: AddressToGeocode): Promise<GeocodeResult | null> {
    const query = address.roadAddress?.trim();
    if (query) {
      try {
        const hit = await this.search(query);
        if (hit) return hit;
        this.options.onFallback?.('no building-level result');
      } catch (error) {
        this.options.onFallback?.(error instanceof Error ? error.message : String(error));
      }
    }
    return this.options.fallback.geocode(address);
  }

  private async search(query: string): Promise<GeocodeResult | null> {
    const url = `${this.baseUrl}/v2/local/search/address.json?query=${encodeURIComponent(query)}`;
    const response = await this.fetch(url, {
      headers: { Authorization: `KakaoAK ${this.options.restKey}` },
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) throw new Error(`kakao local: HTTP ${response.status}`);
    const body = (await response.json()) as { documents?: KakaoDocument[] };
    const doc = body.documents?.[0];
    if (!doc || !BUILDING_LEVEL.has(doc.address_type ?? '')) return null;
    const lng = Number(doc.x);
    const lat = Number(doc.y);
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
      return null;
    return { lat, lng, precision: 'exact' };
  }
}
