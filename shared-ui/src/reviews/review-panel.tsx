// The 후기 of one job as its party sees it (issue 34): when it opens, the form, the "waiting for the
// other side" state, and both reviews once visible — with 신고 beside the other side's.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  REVIEW_MESSAGES,
  REVIEW_QUESTIONS,
  type JobReviewState,
  type Review,
} from '@dolbom/shared-api/contracts';
import { Button } from '@dolbom/shared-ui';
import { ReviewForm, type ReviewFormValues } from './review-form';

export interface ReviewPanelProps {
  review: JobReviewState;
  onWrite: (body: ReviewFormValues) => Promise<string | null>;
  /** 신고 beside the other side's visible review. */
  onReport?: (reviewId: number) => void;
}

const monthDay = (iso: string) =>
  new Intl.DateTimeFormat('ko-KR', { month: 'long', day: 'numeric', timeZone: 'Asia/Seoul' }).format(
    new Date(iso),
  );
const dotDate = (d: string) => d.slice(0, 10).replace(/-/g, '.');

export function ReviewPanel({ review: r, onWrite, onReport }: ReviewPanelProps) {
  return (
    <Panel aria-label="후기">
      {r.state === 'notYet' && (
        <Note>
          {r.opensOn
            ? `${dotDate(r.opensOn)}부터 후기를 쓸 수 있어요. 근무가 끝나면 바로 쓸 수 있어요.`
            : REVIEW_MESSAGES.notYet}
        </Note>
      )}
      {r.state === 'open' && (
        <>
          <Note>
            {r.otherWritten
              ? '상대방이 후기를 남겼어요. 내 후기를 쓰면 함께 공개돼요.'
              : REVIEW_MESSAGES.waiting}
          </Note>
          <ReviewForm side={r.side} onSubmit={onWrite} />
        </>
      )}
      {r.state === 'waiting' && (
        <Waiting role="status">
          <strong>후기를 보냈어요.</strong>
          <span>
            상대방의 후기를 기다리고 있어요. 상대방도 쓰면 함께 공개되고,
            {r.revealAt ? ` 늦어도 ${monthDay(r.revealAt)}에는` : ''} 공개돼요.
          </span>
        </Waiting>
      )}
      {r.state === 'closed' && <Note>{REVIEW_MESSAGES.closed}</Note>}
      {r.mine && <ReviewCard title="내 후기" review={r.mine} />}
      {r.theirs && (
        <ReviewCard
          title={r.side === 'caregiver' ? `${r.aboutName}의 후기` : `${r.aboutName} 요양보호사의 후기`}
          review={r.theirs}
          action={
            onReport && !r.theirs.hidden ? (
              <Button variant="outline" size="medium" onClick={() => onReport(r.theirs!.reviewId)}>
                신고
              </Button>
            ) : undefined
          }
        />
      )}
    </Panel>
  );
}

/** One review with its questions: `약속한 급여를 제때 줬어요 5점`, the yes/no and the text. */
export function ReviewCard({ title, review, action }: { title: string; review: Review; action?: ReactNode }) {
  const q = REVIEW_QUESTIONS[review.from];
  return (
    <ReviewBox aria-label={title}>
      <h3>{title}</h3>
      {review.hidden && !review.mine ? (
        <p>{REVIEW_MESSAGES.hidden}</p>
      ) : (
        <>
          {review.hidden && <Hidden>{REVIEW_MESSAGES.hidden}</Hidden>}
          <dl>
            {q.ratings.map((question, i) => (
              <Row key={question}>
                <dt>{question}</dt>
                <dd>{review.ratings[i]}점</dd>
              </Row>
            ))}
            <Row>
              <dt>{q.again}</dt>
              <dd>{review.again ? '예' : '아니요'}</dd>
            </Row>
          </dl>
          {review.text && <ReviewText>{review.text}</ReviewText>}
        </>
      )}
      {action}
    </ReviewBox>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;
const Note = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
`;
const Waiting = styled.p`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs}px;
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.primaryLight};
`;
/** A review's box: a review on a job's page, a text on a center's or a caregiver's page. */
export const ReviewBox = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  & h3 {
    font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  }
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs}px;
  & dd {
    margin-left: auto;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
export const ReviewText = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
const Hidden = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;
