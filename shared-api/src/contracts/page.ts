import { z } from 'zod';
import { MAX_PAGE, wholeNumberSchema } from './primitives';
import { DEFAULT_PAGE_SIZE } from './page-shape';

// The page shape and its builder are zod-free (page-shape.ts), for the remotes' first screens.
export { DEFAULT_PAGE_SIZE, pageOf, type Page } from './page-shape';

export const PAGE_MESSAGES = {
  page: '페이지 번호를 확인해주세요.',
  size: '한 페이지 개수는 1개 이상 50개 이하로 입력해주세요.',
} as const;

export const pageQuerySchema = z.object({
  page: wholeNumberSchema(PAGE_MESSAGES.page, 0, MAX_PAGE).default(0),
  size: wholeNumberSchema(PAGE_MESSAGES.size, 1, 50).default(DEFAULT_PAGE_SIZE),
});

export function pageSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    content: z.array(item),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
    size: z.number().int(),
    number: z.number().int(),
    first: z.boolean(),
    last: z.boolean(),
  });
}
