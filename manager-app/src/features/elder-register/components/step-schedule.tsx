import styled from 'styled-components';
import { Checkbox, Fieldset, Legend as SharedLegend } from '@dolbom/shared-ui';
import { WEEKDAY_LABELS } from '@dolbom/shared-api/contracts';
import { ELDER_TEXT as T } from '../messages';
import { setDayTime, toggleDay } from '../store';
import type { StepProps } from './step-props';

/** Step 2: the weekly schedule. A day toggled on gets 09:00–18:00 (spec §4); off clears it. */
export function StepSchedule({ draft, update, errors }: StepProps) {
  const { schedule } = draft;
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
              onClick={() => update({ schedule: toggleDay(schedule, day) })}
            >
              {label}
            </Day>
          ))}
        </Days>
        {errors.schedule && <ErrorText role="alert">{errors.schedule}</ErrorText>}
      </Fieldset>
      <Hours>
        {schedule.map((hours, day) =>
          hours ? (
            <HourRow key={day} aria-label={`${WEEKDAY_LABELS[day]}요일 시간`}>
              <DayName>{WEEKDAY_LABELS[day]}</DayName>
              <Times>
                <TimeLabel>
                  <span>{T.start}</span>
                  <TimeInput
                    type="time"
                    aria-label={`${WEEKDAY_LABELS[day]}요일 ${T.start}`}
                    value={hours.start.slice(0, 5)}
                    onChange={(e) => update({ schedule: setDayTime(schedule, day, 'start', e.target.value) })}
                  />
                </TimeLabel>
                <TimeLabel>
                  <span>{T.end}</span>
                  <TimeInput
                    type="time"
                    aria-label={`${WEEKDAY_LABELS[day]}요일 ${T.end}`}
                    value={hours.end.slice(0, 5)}
                    onChange={(e) => update({ schedule: setDayTime(schedule, day, 'end', e.target.value) })}
                  />
                </TimeLabel>
              </Times>
              {(errors[`schedule.${day}.end`] ?? errors[`schedule.${day}.start`]) && (
                <ErrorText role="alert" style={{ gridColumn: '1 / -1' }}>
                  {errors[`schedule.${day}.end`] ?? errors[`schedule.${day}.start`]}
                </ErrorText>
              )}
            </HourRow>
          ) : null,
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
const HourRow = styled.section`
  display: grid;
  grid-template-columns: 32px minmax(0, 1fr);
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
