import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { dateLabel, type SubstituteVisit } from '@dolbom/shared-api/contracts';
import { won } from '../../../lib/format';
import { SUBSTITUTE_TEXT as T } from '../messages';

/** 내 일정's 대체 근무: each visit she took on its own date (that day only), with the needs and the note. */
export function SubstituteVisits({ visits = [] }: { visits?: SubstituteVisit[] }) {
  if (visits.length === 0) return <More to="/substitutes">{T.seeRequests}</More>;
  return (
    <Section aria-label={T.substituteVisits}>
      <h2>{T.substituteVisits}</h2>
      <p>{T.substituteVisitsHint}</p>
      {visits.map((v) => (
        <Card key={`${v.requestId}-${v.date}`} aria-label={`${T.substituteVisits} ${dateLabel(v.date)}`}>
          <b>
            {dateLabel(v.date)} · {v.start}–{v.end}
          </b>
          <span>{v.title}</span>
          <span>
            {v.centerName} · 시급 {won(v.hourlyWage)}
          </span>
          {v.needs.length > 0 && (
            <span>
              {T.needs}: {v.needs.join(', ')}
            </span>
          )}
          {v.note && (
            <span>
              {T.note}: {v.note}
            </span>
          )}
        </Card>
      ))}
      <More to="/substitutes">{T.seeRequests}</More>
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.title / 16}rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;
const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  overflow-wrap: anywhere;
  span {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;
const More = styled(Link)`
  display: flex;
  align-items: center;
  min-height: 3rem;
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
