import styled from 'styled-components';
import { Fieldset, Legend } from '@dolbom/shared-ui';
import { WEEKDAY_LABELS, type JobDay, type JobWeek } from '@dolbom/shared-api/contracts';
import { JOBS_TEXT as T } from '../messages';

export type EditableWeek = JobDay[];

const hm = (t: string) => t.slice(0, 5);

/** The elder's hours of a day as 'HH:MM', or null. */
export function elderDay(elderSchedule: JobWeek, d: number): JobDay {
  const day = elderSchedule[d];
  return day ? { start: hm(day.start), end: hm(day.end) } : null;
}

/**
 * 근무 요일과 시간 of a proposal: a day is chosen only where the elder has hours, and starts at the
 * elder's hours that day (the form keeps every visit inside the elder's schedule; proposalProblems
 * says so when a time is moved outside).
 */
export function ScheduleEditor({
  week,
  elderSchedule,
  onChange,
  error,
}: {
  week: EditableWeek;
  elderSchedule: JobWeek;
  onChange: (week: EditableWeek) => void;
  error?: string | undefined;
}) {
  const set = (d: number, day: JobDay) => onChange(week.map((x, i) => (i === d ? day : x)));
  return (
    <Fieldset>
      <Legend>{T.schedule}</Legend>
      <Hint>{T.scheduleHint}</Hint>
      <Days role="group" aria-label={T.days}>
        {WEEKDAY_LABELS.map((label, d) => {
          const elder = elderDay(elderSchedule, d);
          return (
            <Day
              key={label}
              type="button"
              aria-pressed={week[d] !== null}
              aria-label={elder ? `${label}요일` : `${label}요일 (${T.noElderHours})`}
              disabled={!elder}
              $on={week[d] !== null}
              onClick={() => set(d, week[d] ? null : elder)}
            >
              {label}
            </Day>
          );
        })}
      </Days>
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <Rows>
        {week.map((day, d) => {
          if (!day) return null;
          const elder = elderDay(elderSchedule, d);
          const name = `${WEEKDAY_LABELS[d]}요일`;
          return (
            <Row key={d} aria-label={`${name} 시간`}>
              <DayName>{WEEKDAY_LABELS[d]}</DayName>
              <Times>
                <label>
                  <span>{T.start}</span>
                  <input
                    type="time"
                    aria-label={`${name} ${T.start}`}
                    value={day.start}
                    min={elder?.start}
                    max={elder?.end}
                    onChange={(e) => set(d, { ...day, start: e.target.value })}
                  />
                </label>
                <label>
                  <span>{T.end}</span>
                  <input
                    type="time"
                    aria-label={`${name} ${T.end}`}
                    value={day.end}
                    min={elder?.start}
                    max={elder?.end}
                    onChange={(e) => set(d, { ...day, end: e.target.value })}
                  />
                </label>
              </Times>
              {elder && <ElderHours>어르신 일정 {`${elder.start}–${elder.end}`}</ElderHours>}
            </Row>
          );
        })}
      </Rows>
    </Fieldset>
  );
}

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
// Four a row (월–목, 금–일): seven in one row leave each chip under 48px on a small phone.
const Days = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(48px, 1fr));
  gap: 6px;
`;
const Day = styled.button<{ $on: boolean }>`
  min-height: 3.25rem;
  border-radius: ${({ theme }) => theme.radii.md}px;
  border: 1px solid ${({ $on, theme }) => ($on ? theme.colors.primary : theme.colors.borderStrong)};
  background: ${({ $on, theme }) => ($on ? theme.colors.primary : theme.colors.white)};
  color: ${({ $on, theme }) => ($on ? theme.colors.white : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  &:disabled {
    border-style: dashed;
    background: ${({ theme }) => theme.colors.gray100};
    color: ${({ theme }) => theme.colors.gray600};
  }
`;
const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space.xs}px 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
`;
const Rows = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  margin-top: ${({ theme }) => theme.space.sm}px;
`;
const Row = styled.section`
  display: grid;
  grid-template-columns: 2rem minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.backgroundSubtle};
`;
const DayName = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
`;
/* 시작 and 종료 side by side when both fit; on a 320px phone or at a large text size one under the other. */
const Times = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8.5rem, 1fr));
  gap: ${({ theme }) => theme.space.xs}px;
  min-width: 0;
  label {
    display: flex;
    flex-direction: column;
    gap: 2px;
    font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  input {
    min-height: 3rem;
    padding: 0 ${({ theme }) => theme.space.xs}px;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md}px;
    background: ${({ theme }) => theme.colors.white};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  }
`;
const ElderHours = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
