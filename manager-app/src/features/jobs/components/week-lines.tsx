import styled from 'styled-components';
import { WEEKDAY_LABELS, type JobWeek } from '@dolbom/shared-api/contracts';

/** Days with the same hours together, Monday first: `월·수·금 09:00–13:00`, `화 14:00–18:00`. */
export function groupWeek(week: JobWeek): { days: number[]; hours: string }[] {
  const groups: { days: number[]; hours: string }[] = [];
  week.forEach((day, d) => {
    if (!day) return;
    const hours = `${day.start.slice(0, 5)}–${day.end.slice(0, 5)}`;
    const same = groups.find((g) => g.hours === hours);
    if (same) same.days.push(d);
    else groups.push({ days: [d], hours });
  });
  return groups;
}

/** A week's visits, one line per set of hours; days without a visit are left out. */
export function WeekLines({ week, label }: { week: JobWeek; label: string }) {
  return (
    <List aria-label={label}>
      {groupWeek(week).map((g) => (
        <li key={g.hours}>
          <strong>{g.days.map((d) => WEEKDAY_LABELS[d]).join('·')}</strong> <span>{g.hours}</span>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  span {
    white-space: nowrap;
  }
`;
