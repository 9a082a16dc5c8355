// Address search over the 법정동 gazetteer (`GET /api/address?query=`): the offline fallback for
// the Kakao postcode service.
import { z } from 'zod';
import { textSchema } from './primitives';

export const ADDRESS_SEARCH_MESSAGES = {
  query: '시/구/동 이름을 입력해주세요.',
} as const;

export const ADDRESS_SEARCH_LIMIT = 20;

export const addressSearchQuerySchema = z.object({
  query: textSchema(ADDRESS_SEARCH_MESSAGES.query)
    .trim()
    .min(1, ADDRESS_SEARCH_MESSAGES.query)
    .max(50, ADDRESS_SEARCH_MESSAGES.query),
});

export const addressSearchItemSchema = z.object({
  bcode: z.string(),
  sido: z.string(),
  sigungu: z.string(),
  dong: z.string(),
  /** `서울특별시 강남구 역삼동`. */
  label: z.string(),
});
export type AddressSearchItem = z.infer<typeof addressSearchItemSchema>;
export const addressSearchResponseSchema = z.array(addressSearchItemSchema);

export const NEAREST_DONG_MESSAGES = {
  position: '현재 위치를 알 수 없어요. 동 이름으로 찾아주세요.',
  notFound: '가까운 동네를 찾지 못했어요. 동 이름으로 찾아주세요.',
} as const;

/** Farther than this from every 법정동 centre (outside Korea, a wrong fix) is not a place we know. */
export const NEAREST_DONG_MAX_KM = 15;

const coordinate = (min: number, max: number) =>
  z.coerce
    .number<string | number>({ error: NEAREST_DONG_MESSAGES.position })
    .refine(Number.isFinite, NEAREST_DONG_MESSAGES.position)
    .min(min, NEAREST_DONG_MESSAGES.position)
    .max(max, NEAREST_DONG_MESSAGES.position);

/** `GET /api/address/nearest?lat=&lng=`: the browser's position (WGS84 degrees). */
export const nearestDongQuerySchema = z.object({
  lat: coordinate(-90, 90),
  lng: coordinate(-180, 180),
});
export type NearestDongQuery = z.infer<typeof nearestDongQuerySchema>;
