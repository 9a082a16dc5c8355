// Zod-free: the remotes' first screens use these through '@dolbom/shared-api/constants' (issue 14).

/** The spec's page wrapper; pages are 0-based, size 10 by default (PRODUCT.md). */
export const DEFAULT_PAGE_SIZE = 10;

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
