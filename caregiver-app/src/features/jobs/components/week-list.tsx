import styled from 'styled-components';
import { WEEKDAY_LABELS, type JobWeek } from '@dolbom/shared-api/contracts';

/** A job's days and hours, one line a day (`월 09:00–12:00`). */
export function WeekList({ week, label }: { week: JobWeek; label: string }) {
  return (
    <Days aria-label={label}>
      {week.map((day, d) =>
        day ? (
          <li key={d}>
            <b>{WEEKDAY_LABELS[d]}</b> {day.start.slice(0, 5)}–{day.end.slice(0, 5)}
          </li>
        ) : null,
      )}
    </Days>
  );
}

const Days = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 2px ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    white-space: nowrap;
  }
`;
