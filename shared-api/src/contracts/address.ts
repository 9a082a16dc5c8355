// Address search over the 법정동 gazetteer (`GET /api/address?query=`): the offline fallback for
// the Kakao postcode service.
import { z } from 'zod';
import { textSchema } from './primitives';

export const ADDRESS_SEARCH_MESSAGES = {
  query: '*시/구/동 이름을 입력해주세요.',
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
