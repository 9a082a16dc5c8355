import { z } from 'zod';
import { MAX_PAGE, wholeNumberSchema } from './primitives';

/** The spec's page wrapper; pages are 0-based, size 10 by default (PRODUCT.md). */
export const DEFAULT_PAGE_SIZE = 10;

export const PAGE_MESSAGES = {
  page: '*페이지 번호를 확인해주세요.',
  size: '*한 페이지 개수는 1개 이상 50개 이하로 입력해주세요.',
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
export interface Page<T> {
  content: T[];
  totalPages: number;
  totalElements: number;
  size: number;
  number: number;
  first: boolean;
  last: boolean;
}

/** The wrapper around one page of `totalElements` items (pages 0-based). */
export function pageOf<T>(
  content: T[],
  totalElements: number,
  { page, size }: { page: number; size: number },
): Page<T> {
  const totalPages = Math.ceil(totalElements / size);
  return {
    content,
    totalPages,
    totalElements,
    size,
    number: page,
    first: page === 0,
    last: page >= totalPages - 1,
  };
}
