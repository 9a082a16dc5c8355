// Center search (`GET /api/center?keyword=`): by name substring or by 초성 (`ㅅㅇ`).
import { z } from 'zod';
import { textSchema } from './primitives';

export const CENTER_SEARCH_MESSAGES = {
  keyword: '*검색어를 입력해주세요.',
} as const;

export const CENTER_SEARCH_LIMIT = 30;

export const centerSearchQuerySchema = z.object({
  keyword: textSchema(CENTER_SEARCH_MESSAGES.keyword)
    .trim()
    .min(1, CENTER_SEARCH_MESSAGES.keyword)
    .max(50, CENTER_SEARCH_MESSAGES.keyword),
});

/** A found center: the Center of spec §3 (installationTime `yyyy-mm-dd`) plus its two addresses. */
export const centerSearchItemSchema = z.object({
  centerId: z.number().int(),
  centerName: z.string(),
  zipCode: z.string(),
  roadAddress: z.string(),
  jibunAddress: z.string(),
  detailAddress: z.string(),
  finalGrade: z.string(),
  hasCar: z.boolean(),
  installationTime: z.string(),
});
export type CenterSearchItem = z.infer<typeof centerSearchItemSchema>;
export const centerSearchResponseSchema = z.array(centerSearchItemSchema);

/** true when the keyword is only Hangul initial consonants (and spaces): a 초성 search. */
export const isChoseongKeyword = (keyword: string) => /^[ㄱ-ㅎ\s]+$/.test(keyword) && /[ㄱ-ㅎ]/.test(keyword);
