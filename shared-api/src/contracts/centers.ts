// Center search (`GET /api/center?keyword=`) over the national 장기요양기관 list: by name substring, 초성
// (`ㅅㅇ`) and 시·군·구 (`강남 방문요양`), paged (`page`, `size`; the total in X-Total-Count).
import { z } from 'zod';
import { centerServiceGradeSchema } from './center-grade';
import { MAX_PAGE, textSchema, wholeNumberSchema } from './primitives';
import { PAGE_MESSAGES } from './page';

export const CENTER_SEARCH_MESSAGES = {
  keyword: '검색어를 입력해주세요.',
} as const;

export const CENTER_SEARCH_LIMIT = 30;

export const centerSearchQuerySchema = z.object({
  keyword: textSchema(CENTER_SEARCH_MESSAGES.keyword)
    .trim()
    .min(1, CENTER_SEARCH_MESSAGES.keyword)
    .max(50, CENTER_SEARCH_MESSAGES.keyword),
  page: wholeNumberSchema(PAGE_MESSAGES.page, 0, MAX_PAGE).default(0),
  size: wholeNumberSchema(PAGE_MESSAGES.size, 1, 50).default(CENTER_SEARCH_LIMIT),
});
export type CenterSearchQuery = z.input<typeof centerSearchQuerySchema>;

/**
 * A found center: the Center of spec §3 plus its two addresses, and (our additions) where it is, its
 * services and the latest grade of each. `finalGrade` is the letter shown with `gradeYear`
 * (`평가 최우수(A) · 2024`, formatCenterGrade); `installationTime` is `yyyy-mm-dd`, or `''` when the
 * national list does not publish it.
 */
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
  gradeYear: z.number().int().nullable(),
  sido: z.string(),
  sigungu: z.string(),
  services: z.array(z.string()),
  grades: z.array(centerServiceGradeSchema),
});
export type CenterSearchItem = z.infer<typeof centerSearchItemSchema>;
export const centerSearchResponseSchema = z.array(centerSearchItemSchema);

/** true when the keyword is only Hangul initial consonants (and spaces): a 초성 search. */
export const isChoseongKeyword = (keyword: string) => /^[ㄱ-ㅎ\s]+$/.test(keyword) && /[ㄱ-ㅎ]/.test(keyword);
