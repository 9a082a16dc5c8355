// A center's reviews (for caregivers) or a caregiver's (for managers), issue 34: the totals line, then
// the texts newest first, more with 더 보기 (a cursor), with loading, empty and error states and 신고.
import useSWRInfinite from 'swr/infinite';
import styled from 'styled-components';
import type { ReviewPage } from '@dolbom/shared-api/contracts';
import { Button, EmptyState, ErrorState, SkeletonList } from '@dolbom/shared-ui';
import { ReviewBox, ReviewText } from './review-panel';

export interface ReviewListProps {
  /** The API path of the first page; `?cursor=` is added for the next ones. */
  path: string;
  /** 신고 beside each review. */
  onReport?: (reviewId: number) => void;
  errorText: (error: unknown) => string;
}

export function ReviewList({ path, onReport, errorText }: ReviewListProps) {
  const { data, error, size, setSize, isValidating, mutate } = useSWRInfinite<ReviewPage>(
    (index, previous: ReviewPage | null) => {
      if (index === 0) return path;
      if (!previous?.nextCursor) return null;
      return `${path}?cursor=${encodeURIComponent(previous.nextCursor)}`;
    },
  );
  if (error && !data)
    return (
      <ErrorState description={errorText(error)} onRetry={() => void mutate()} retrying={isValidating} />
    );
  if (!data) return <SkeletonList count={3} />;
  const [first] = data;
  const items = data.flatMap((p) => p.content);
  const last = data.at(-1);
  const loadingMore = size > data.length;
  return (
    <Wrap>
      <Totals>{first?.totals.line ?? '아직 후기가 없어요'}</Totals>
      {first && first.totals.count > 0 && first.totals.count < 3 && (
        <Small>후기가 3건 이상 모이면 점수를 보여드려요.</Small>
      )}
      {items.length === 0 ? (
        <EmptyState message="아직 공개된 후기 글이 없어요" />
      ) : (
        <List aria-label="후기 목록">
          {items.map((r) => (
            <ReviewBox as="li" key={r.reviewId}>
              <ReviewText>{r.text}</ReviewText>
              <Foot>
                <Small>{r.month}</Small>
                {onReport && (
                  <Button variant="outline" size="medium" onClick={() => onReport(r.reviewId)}>
                    신고
                  </Button>
                )}
              </Foot>
            </ReviewBox>
          ))}
        </List>
      )}
      {last?.nextCursor && (
        <Button
          variant="outline"
          size="large"
          loading={loadingMore}
          disabled={loadingMore}
          onClick={() => void setSize(size + 1)}
        >
          더 보기
        </Button>
      )}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;
const Totals = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
const Small = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  list-style: none;
  padding: 0;
`;
const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs}px;
`;
