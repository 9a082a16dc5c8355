// The spec's page wrapper for lists paged in SQL (limit/offset plus a count).
import type { Page } from '@dolbom/shared-api/contracts';

export interface PageRequest {
  page: number;
  size: number;
}

export const offsetOf = ({ page, size }: PageRequest) => page * size;

export function pageOf<T>(content: T[], totalElements: number, { page, size }: PageRequest): Page<T> {
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
