import type { ReactNode } from 'react';
import { EmptyState, ErrorState, SkeletonList } from '@dolbom/shared-ui';

export interface ListStateProps<T> {
  items: T[] | undefined;
  error: unknown;
  isLoading: boolean;
  onRetry: () => void;
  /** The spec's empty text. */
  empty: string;
  emptyHint?: ReactNode;
  emptyAction?: ReactNode;
  children: (items: T[]) => ReactNode;
}

/** Every list's three other states: skeleton while loading, 다시 시도 on failure, the spec's empty text. */
export function ListState<T>({
  items,
  error,
  isLoading,
  onRetry,
  empty,
  emptyHint,
  emptyAction,
  children,
}: ListStateProps<T>) {
  if (error && !items) return <ErrorState onRetry={onRetry} />;
  if (isLoading || !items) return <SkeletonList />;
  if (items.length === 0) return <EmptyState message={empty} description={emptyHint} action={emptyAction} />;
  return <>{children(items)}</>;
}
