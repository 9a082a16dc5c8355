import useSWR from 'swr';
import type { Page } from '@dolbom/shared-api/contracts';
import { withQuery } from '../../../lib/query';

/**
 * The operator home's queue counts (issue 30): how many wait in each queue, read as the queues' own
 * first pages of one item (their totalElements), so the count is what the queue screen then lists.
 */
export const QUEUE_KEYS = {
  memberships: withQuery('/api/admin/memberships', { page: 0, size: 1 }),
  certificates: withQuery('/api/admin/certificates', { status: 'PENDING', page: 0, size: 1 }),
  reports: withQuery('/api/admin/reports', { status: 'OPEN', page: 0, size: 1 }),
} as const;
export type Queue = keyof typeof QUEUE_KEYS;

/** The number waiting in one queue; undefined while loading or when it could not be read. */
export function useQueueCount(queue: Queue): number | undefined {
  return useSWR<Page<unknown>>(QUEUE_KEYS[queue]).data?.totalElements;
}
