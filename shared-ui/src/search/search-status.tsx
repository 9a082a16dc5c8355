import type { ReactNode } from 'react';
import styled from 'styled-components';
import { EmptyState } from '../components/empty-state';
import { ErrorState } from '../components/error-state';
import { SkeletonList } from '../components/skeleton';
import { VisuallyHidden } from '@dolbom/shared-ui/core';
import type { SearchState } from './use-debounced-search';

export interface SearchStatusTexts {
  hint: ReactNode;
  empty: string;
  emptyHint?: ReactNode;
  error: string;
  resultCount: (n: number) => string;
}

/**
 * Everything a search-as-you-type list shows besides its rows: the hint before typing, the loading
 * skeleton, the error with 다시 시도, the empty text, and a live region announcing the count.
 * `describeError` may turn the failure into a line under the error (e.g. the server's message).
 */
export function SearchStatus<T>({
  state,
  onRetry,
  text,
  describeError,
}: {
  state: SearchState<T>;
  onRetry: () => void;
  text: SearchStatusTexts;
  describeError?: ((error: unknown) => string | undefined) | undefined;
}) {
  return (
    <>
      <VisuallyHidden role="status">
        {state.status === 'success' &&
          (state.items.length ? text.resultCount(state.items.length) : text.empty)}
      </VisuallyHidden>
      {state.status === 'idle' && <Hint>{text.hint}</Hint>}
      {state.status === 'loading' && <SkeletonList count={3} />}
      {state.status === 'error' && (
        <ErrorState message={text.error} description={describeError?.(state.error)} onRetry={onRetry} />
      )}
      {state.status === 'success' && state.items.length === 0 && (
        <EmptyState message={text.empty} description={text.emptyHint} />
      )}
    </>
  );
}

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;
