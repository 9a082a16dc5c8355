import { useEffect, useRef, useState, type ReactNode } from 'react';
import useSWR from 'swr';
import styled from 'styled-components';
import { Button } from '@dolbom/shared-ui/core';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { SkeletonList } from './skeleton';

/** One page of a list as the API sends it (spec §3 Page). */
interface ListPage<T> {
  content: T[];
  totalElements: number;
  last: boolean;
}

export interface PagedListProps<T> {
  /** The SWR key (API path) of each 0-based page. */
  keyFor: (page: number) => string;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
  /** The spec's empty text. */
  empty: string;
  /** Under the empty text: what else to try, and a button to do it (issue 15). */
  emptyDescription?: string | undefined;
  emptyAction?: ReactNode;
  /** Accessible name of the list. */
  label: string;
  /** Items shown elsewhere on the screen (근처 어르신's picks): left out, so nothing shows twice. */
  hide?: (item: T) => boolean;
  /** Shows `전체 N건` above the list. */
  showTotal?: boolean;
  /**
   * How the next page comes: `scroll`, as the end comes near (a plain 더 보기 where that cannot be
   * observed); `button`, 더 보기 only (operators work through queues and want to know where they are).
   */
  more?: 'scroll' | 'button';
  /** The words of a failed load. */
  errorText: (error: unknown) => string;
}

/**
 * A paged list (every list of the caregiver and the operator): page 0 shows a skeleton, the empty text
 * or an error with 다시 시도; later pages load one by one below. Give it a React key that changes with
 * its filters so it starts again from page 0.
 */
export function PagedList<T>(props: PagedListProps<T>) {
  const [count, setCount] = useState(1);
  return (
    <Stack aria-label={props.label}>
      {Array.from({ length: count }, (_, i) => (
        <Chunk key={i} index={i} isLast={i === count - 1} onMore={() => setCount(i + 2)} {...props} />
      ))}
    </Stack>
  );
}

function Chunk<T>({
  index,
  isLast,
  onMore,
  keyFor,
  renderItem,
  itemKey,
  empty,
  emptyDescription,
  emptyAction,
  hide,
  showTotal,
  more = 'scroll',
  errorText,
}: PagedListProps<T> & { index: number; isLast: boolean; onMore: () => void }) {
  const { data, error, mutate, isValidating } = useSWR<ListPage<T>>(keyFor(index));
  if (error && !data)
    return <ErrorState message={errorText(error)} onRetry={() => void mutate()} retrying={isValidating} />;
  if (!data) return <SkeletonList count={index === 0 ? 3 : 1} />;
  const shown = hide ? data.content.filter((item) => !hide(item)) : data.content;
  if (index === 0 && shown.length === 0 && data.last)
    return <EmptyState message={empty} description={emptyDescription} action={emptyAction} />;
  return (
    <>
      {index === 0 && showTotal && <Total>전체 {data.totalElements.toLocaleString('ko-KR')}건</Total>}
      {shown.map((item) => (
        <div key={itemKey(item)}>{renderItem(item)}</div>
      ))}
      {isLast && !data.last && <MoreTrigger onMore={onMore} scroll={more === 'scroll'} />}
    </>
  );
}

/** Asks for the next page when it scrolls into view; a plain 더 보기 where that is not wanted or cannot be observed. */
function MoreTrigger({ onMore, scroll }: { onMore: () => void; scroll: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const canObserve = scroll && typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    const el = ref.current;
    if (!el || !canObserve) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) onMore();
      },
      { rootMargin: '200px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [onMore, canObserve]);
  if (!canObserve)
    return (
      <Button variant="outline" onClick={onMore}>
        더 보기
      </Button>
    );
  return <div ref={ref} data-testid="more-trigger" style={{ height: 1 }} />;
}

const Stack = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Total = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
