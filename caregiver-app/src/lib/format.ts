import { isApiError, UNKNOWN_ERROR_MESSAGE } from '@dolbom/shared-api';
import { messages } from '@dolbom/shared-ui';

/** 13000 → '13,000' (spec §5: thousands separators are shown). */
export function thousands(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 13000 → '13,000원'. */
export const won = (n: number) => `${thousands(n)}원`;

/** '시급 13,000원'. */
export const wageText = (wageType: string, wage: number) => `${wageType} ${won(wage)}`;

/** The one distance text of both remotes and the server (`약 1km 이내`, `약 2.2km`). */
export { distanceText } from '@dolbom/shared-api/constants';

/** '2026-11-20T…' → '11월 20일'. */
export function dayText(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : `${d.getMonth() + 1}월 ${d.getDate()}일`;
}

/** The Korean message to show for a failed call. */
export function errorText(e: unknown): string {
  return isApiError(e) ? e.message : UNKNOWN_ERROR_MESSAGE;
}

/** Builds an API path with its query; it is also the SWR key (keys are API paths). */
export function apiPath(path: string, query: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.append(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** What a failed load says: the server's message for a 4xx (e.g. not found), the shared text otherwise. */
export function loadErrorText(e: unknown): string {
  return isApiError(e) && e.status >= 400 && e.status < 500 ? e.message : messages.loadError;
}

/** Digits → 0000-0000000 (the certificate number). */
export function formatCertificate(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, 11);
  return d.length > 4 ? `${d.slice(0, 4)}-${d.slice(4)}` : d;
}
