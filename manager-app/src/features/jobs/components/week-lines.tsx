import styled from 'styled-components';
import { WEEKDAY_LABELS, type JobWeek } from '@dolbom/shared-api/contracts';

/** A week's visits as one line a day (`월 09:00–12:00`); days without a visit are left out. */
export function WeekLines({ week, label }: { week: JobWeek; label: string }) {
  return (
    <List aria-label={label}>
      {week.map((day, d) =>
        day ? (
          <li key={d}>
            <strong>{WEEKDAY_LABELS[d]}</strong> {day.start.slice(0, 5)}–{day.end.slice(0, 5)}
          </li>
        ) : null,
      )}
    </List>
  );
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs}px ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  li {
    white-space: nowrap;
  }
`;
