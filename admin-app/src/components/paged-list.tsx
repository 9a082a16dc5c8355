import { useState, type ReactNode } from 'react';
import useSWR from 'swr';
import styled from 'styled-components';
import { Button, EmptyState, ErrorState, SkeletonList } from '@dolbom/shared-ui';
import type { Page } from '@dolbom/shared-api';
import { errorText } from '../lib/format';

export interface PagedListProps<T> {
  /** The SWR key (API path with its query) of each 0-based page. */
  keyFor: (page: number) => string;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
  /** What the list says when it has nothing. */
  empty: string;
  emptyDescription?: string;
  /** Accessible name of the list. */
  label: string;
  /** Shows `전체 N건` above the list. */
  showTotal?: boolean;
}

/**
 * Every operator list: page 0 shows a skeleton, the empty text or an error with 다시 시도; each
 * 더 보기 loads the next page below (a button, not endless scrolling: operators work through queues
 * and want to know where they are). Give it a React key that changes with its filters.
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
  showTotal,
}: PagedListProps<T> & { index: number; isLast: boolean; onMore: () => void }) {
  const { data, error, mutate, isValidating } = useSWR<Page<T>>(keyFor(index));
  if (error && !data)
    return (
      <ErrorState
        message={errorText(error, '정보를 불러오지 못했어요')}
        onRetry={() => void mutate()}
        retrying={isValidating}
      />
    );
  if (!data) return <SkeletonList count={index === 0 ? 3 : 1} />;
  if (index === 0 && data.content.length === 0)
    return <EmptyState message={empty} description={emptyDescription} />;
  return (
    <>
      {index === 0 && showTotal && <Total>전체 {data.totalElements.toLocaleString('ko-KR')}건</Total>}
      {data.content.map((item) => (
        <div key={itemKey(item)}>{renderItem(item)}</div>
      ))}
      {isLast && !data.last && (
        <Button variant="outline" onClick={onMore}>
          더 보기
        </Button>
      )}
    </>
  );
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
