import { useState } from 'react';
import styled from 'styled-components';
import { Button, TextField } from '@dolbom/shared-ui';
import {
  absenceBodySchema,
  addDays,
  dateLabel,
  datesOutOfRange,
  koreanDate,
  notVisitDays,
  SUBSTITUTE_MESSAGES,
  type AbsenceBody,
  type JobWeek,
} from '@dolbom/shared-api/contracts';
import { AnswerDialog, issues } from '../../jobs/components/answer-dialogs';
import { SUBSTITUTE_TEXT as T } from '../messages';

/** The job's next visit day from today or its first day (the date picker's first value). */
function nextVisit(week: JobWeek, startDate: string): string {
  const today = koreanDate(new Date());
  let date = startDate > today ? startDate : today;
  for (let i = 0; i < 7 && notVisitDays([date], week); i++) date = addDays(date, 1);
  return date;
}

/**
 * `이날 못 가요`: the day(s) she cannot make (a visit day of this job, from today) and a reason; her manager
 * is told at once. The form runs the server's checks; a double tap sends once (AnswerDialog).
 */
export function AbsenceDialog({
  open,
  week,
  startDate,
  onClose,
  onSend,
}: {
  open: boolean;
  week: JobWeek;
  startDate: string;
  onClose: () => void;
  onSend: (body: AbsenceBody) => Promise<unknown>;
}) {
  const [date, setDate] = useState(() => nextVisit(week, startDate));
  const [dates, setDates] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const chosen = [...new Set([...dates, date].filter(Boolean))].sort();
  return (
    <AnswerDialog
      open={open}
      title={T.absenceTitle}
      submitLabel={T.absenceSend}
      onClose={onClose}
      onSubmit={async () => {
        const parsed = absenceBodySchema.safeParse({ dates: chosen, reason });
        if (!parsed.success) return issues(parsed.error);
        const problem =
          datesOutOfRange(parsed.data.dates, new Date()) ??
          (parsed.data.dates.some((d) => d < startDate) ? SUBSTITUTE_MESSAGES.beforeStart : null) ??
          notVisitDays(parsed.data.dates, week);
        if (problem) return { dates: problem };
        await onSend(parsed.data);
      }}
    >
      {(errors) => (
        <>
          <TextField
            label={T.absenceDate}
            type="date"
            value={date}
            error={errors.dates}
            onChange={(e) => setDate(e.target.value)}
          />
          <Button
            variant="outline"
            onClick={() => {
              if (date) setDates(chosen);
              setDate(addDays(date || koreanDate(new Date()), 7));
            }}
          >
            {T.absenceAdd}
          </Button>
          {dates.length > 0 && (
            <Chosen aria-label={T.absenceDate}>
              {dates.map((d) => (
                <li key={d}>
                  {dateLabel(d)}
                  <Button
                    variant="text"
                    aria-label={T.absenceRemove(dateLabel(d))}
                    onClick={() => setDates(dates.filter((x) => x !== d))}
                  >
                    ✕
                  </Button>
                </li>
              ))}
            </Chosen>
          )}
          <TextField
            label={T.absenceReason}
            placeholder={T.absenceReasonPlaceholder}
            value={reason}
            maxLength={200}
            showCounter
            error={errors.reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </>
      )}
    </AnswerDialog>
  );
}

const Chosen = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm}px;
  }
`;
