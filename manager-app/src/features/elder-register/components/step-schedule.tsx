import { useState } from 'react';
import styled from 'styled-components';
import { Checkbox, Fieldset, Legend as SharedLegend } from '@dolbom/shared-ui';
import { WEEKDAY_LABELS } from '@dolbom/shared-api/contracts';
import { ELDER_TEXT as T } from '../messages';
import { sameHoursEveryDay, setDayTime, toggleDay, toggleDaySame, type Schedule } from '../store';
import type { StepProps } from './step-props';

/** True when two or more days are chosen and all have the same hours. */
const allSame = (schedule: Schedule) => {
  const days = schedule.filter((d) => d !== null);
  return days.length > 1 && days.every((d) => d.start === days[0]!.start && d.end === days[0]!.end);
};

/**
 * Step 2: the weekly schedule. A day toggled on gets 09:00–18:00 (spec §4); off clears it. With
 * `모든 요일 같은 시간` (issue 30) one pair of times sets every chosen day instead of one by one.
 */
export function StepSchedule({ draft, update, errors }: StepProps) {
  const { schedule } = draft;
  const [same, setSame] = useState(() => allSame(schedule));
  const firstDay = schedule.findIndex((d) => d !== null);
  const setTime = (day: number, which: 'start' | 'end', value: string) => {
    const changed = setDayTime(schedule, day, which, value);
    update({ schedule: same ? sameHoursEveryDay(changed, changed[day]!) : changed });
  };
  const timeRow = (day: number, label: string, aria: string) => {
    const hours = schedule[day]!;
    const error = errors[`schedule.${day}.end`] ?? errors[`schedule.${day}.start`];
    return (
      <HourRow key={day} aria-label={`${aria} 시간`} $wide={same}>
        <DayName>{label}</DayName>
        <Times>
          {(['start', 'end'] as const).map((which) => (
            <TimeLabel key={which}>
              <span>{which === 'start' ? T.start : T.end}</span>
              <TimeInput
                type="time"
                aria-label={`${aria} ${which === 'start' ? T.start : T.end}`}
                value={hours[which].slice(0, 5)}
                onChange={(e) => setTime(day, which, e.target.value)}
              />
            </TimeLabel>
          ))}
        </Times>
        {error && (
          <ErrorText role="alert" style={{ gridColumn: '1 / -1' }}>
            {error}
          </ErrorText>
        )}
      </HourRow>
    );
  };
  return (
    <>
      <Fieldset>
        <Legend>{T.days}</Legend>
        <Hint>{T.daysHint}</Hint>
        <Days role="group" aria-label={T.days}>
          {WEEKDAY_LABELS.map((label, day) => (
            <Day
              key={label}
              type="button"
              aria-pressed={schedule[day] !== null}
              $on={schedule[day] !== null}
              onClick={() => update({ schedule: (same ? toggleDaySame : toggleDay)(schedule, day) })}
            >
              {label}
            </Day>
          ))}
        </Days>
        {errors.schedule && <ErrorText role="alert">{errors.schedule}</ErrorText>}
      </Fieldset>
      <Checkbox
        label={T.sameHours}
        checked={same}
        onChange={(e) => {
          setSame(e.target.checked);
          if (e.target.checked && firstDay >= 0)
            update({ schedule: sameHoursEveryDay(schedule, schedule[firstDay]!) });
        }}
      />
      <Hours>
        {same
          ? firstDay >= 0 && timeRow(firstDay, T.everyDay, T.everyDay)
          : schedule.map((hours, day) =>
              hours ? timeRow(day, WEEKDAY_LABELS[day]!, `${WEEKDAY_LABELS[day]}요일`) : null,
            )}
      </Hours>
      <Checkbox
        label={T.negotiable}
        checked={draft.negotiable}
        onChange={(e) => update({ negotiable: e.target.checked })}
      />
    </>
  );
}

const Legend = styled(SharedLegend)`
  margin-bottom: 0;
`;
const Hint = styled.p`
  margin: ${({ theme }) => theme.space.xxs}px 0 ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
// Four a row (월–목, 금–일): seven in one row leave each chip under 48px wide on a small phone.
const Days = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(48px, 1fr));
  gap: 6px;
`;
const Day = styled.button<{ $on: boolean }>`
  min-height: 3.25rem;
  min-width: 3rem;
  border-radius: ${({ theme }) => theme.radii.md}px;
  border: 1px solid ${({ $on, theme }) => ($on ? theme.colors.primary : theme.colors.borderStrong)};
  background: ${({ $on, theme }) => ($on ? theme.colors.primary : theme.colors.white)};
  color: ${({ $on, theme }) => ($on ? theme.colors.white : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
const Hours = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
`;
const HourRow = styled.section<{ $wide: boolean }>`
  display: grid;
  grid-template-columns: ${({ $wide }) => ($wide ? '3.5rem' : '32px')} minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.backgroundSubtle};
`;
/* 시작 and 종료 side by side when both fit whole (\`09:00 AM\` / \`오전 09:00\` with the clock icon); on a
   320px phone or at a large text size 종료 goes under 시작 instead of cutting off 오전/오후. */
const Times = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8.5rem, 1fr));
  gap: ${({ theme }) => theme.space.xs}px;
  min-width: 0;
`;
const DayName = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  text-align: center;
  word-break: keep-all;
`;
const TimeLabel = styled.label`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
const TimeInput = styled.input`
  width: 100%;
  min-width: 0;
  min-height: 3rem;
  padding: 0 ${({ theme }) => theme.space.xs}px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  color: ${({ theme }) => theme.colors.text};
`;
const ErrorText = styled.p`
  margin-top: ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  color: ${({ theme }) => theme.colors.danger};
`;
