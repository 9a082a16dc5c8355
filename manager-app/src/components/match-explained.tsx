import styled from 'styled-components';
import { FitList } from '@dolbom/shared-ui';
import type { ScorePart } from '@dolbom/shared-api/contracts';
import { Score } from './reasons';

export interface MatchExplainedProps {
  score: number;
  /** What fits (`식사·이동 가능`, `약 1.1km`). */
  reasons: readonly string[];
  /** What does not (`월~금 오후가 맞지 않아요`), as plainly (issue 30). */
  mismatches: readonly string[];
  /** The score's parts: they add up to `score`. */
  parts: readonly ScorePart[];
  /** The detail shows the parts open; a card keeps them behind `61점은 이렇게 매겼어요`. */
  open?: boolean;
}

/**
 * A match, explained (issue 30: cards showed ✓ lines and an unexplained `61점`): the score, what fits and
 * what does not, one line each at the same size, and what the score is made of, part by part.
 */
export function MatchExplained({ score, reasons, mismatches, parts, open = false }: MatchExplainedProps) {
  const table = (
    <Parts aria-label="점수 내역">
      {parts.map((p) => (
        <div key={p.label}>
          <dt>{p.label}</dt>
          <dd>
            <strong>{p.points}</strong> / {p.max}점
          </dd>
        </div>
      ))}
    </Parts>
  );
  return (
    <Wrap>
      <Score>매칭 {score}점</Score>
      <FitList fits={reasons} misses={mismatches} label="맞는 점과 맞지 않는 점" />
      {parts.length > 0 &&
        (open ? (
          <Open>
            <h3>{score}점은 이렇게 매겼어요</h3>
            {table}
          </Open>
        ) : (
          <Details>
            <summary>{score}점은 이렇게 매겼어요</summary>
            {table}
          </Details>
        ))}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.xs}px;
  & > span {
    align-self: flex-start;
  }
`;
const Details = styled.details`
  summary {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxs}px;
    min-height: 3rem;
    color: ${({ theme }) => theme.colors.primaryDark};
    font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    list-style: none;
    cursor: pointer;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::before {
    content: '▸';
  }
  &[open] summary::before {
    content: '▾';
  }
`;
const Open = styled.div`
  h3 {
    margin: ${({ theme }) => theme.space.xs}px 0;
    font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  }
`;
const Parts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs}px;
  max-width: 20rem;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.xs}px;
  }
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 0;
    white-space: nowrap;
  }
`;
