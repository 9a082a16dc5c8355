import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ErrorState, SkeletonList, SubPage, TextField } from '@dolbom/shared-ui';
import { isApiError, newIdempotencyKey } from '@dolbom/shared-api';
import {
  addDays,
  dateLabel,
  dayInterval,
  koreanDate,
  minimumWageText,
  substituteBodySchema,
  substituteProblems,
  timeOf,
  weekdayOf,
  yearOf,
  type JobDetail,
} from '@dolbom/shared-api/contracts';
import { formatNumber, parseWage } from '../../../lib/format';
import { fieldErrors } from '../../../lib/zod-errors';
import { useJob } from '../../jobs/api/jobs';
import { People } from '../../jobs/components/people';
import { useCreateSubstitute } from '../api/substitutes';
import { SUBSTITUTE_TEXT as T } from '../messages';

/**
 * /substitutes/new?jobId=&date= (from 배정 현황 or the job): the manager's substitute request for a visit of
 * the job — date(s), hours inside that day's visit (prefilled), wage (the job's; at least the year's
 * minimum), a note for the one who goes.
 */
export function SubstitutePage() {
  const [params] = useSearchParams();
  const jobId = Number(params.get('jobId'));
  const { data, error, mutate, isValidating } = useJob(jobId);
  return (
    <SubPage title={T.formTitle} fallback="/assignments">
      {error && !data && (
        <ErrorState message={T.jobMissing} onRetry={() => void mutate()} retrying={isValidating} />
      )}
      {!data && !error && <SkeletonList count={3} />}
      {data && <SubstituteForm job={data} date={params.get('date')} />}
    </SubPage>
  );
}

/** The job's next visit day from today or its first day. */
function nextVisit(job: JobDetail): string {
  const today = koreanDate(new Date());
  let date = job.startDate > today ? job.startDate : today;
  for (let i = 0; i < 7 && !dayInterval(job.schedule[weekdayOf(date)]); i++) date = addDays(date, 1);
  return date;
}

function SubstituteForm({ job, date }: { job: JobDetail; date: string | null }) {
  const navigate = useNavigate();
  const create = useCreateSubstitute();
  const first = date ?? nextVisit(job);
  const visit = dayInterval(job.schedule[weekdayOf(first)]);
  const [dates, setDates] = useState<string[]>([first]);
  const [next, setNext] = useState(addDays(first, 7));
  const [start, setStart] = useState(visit ? timeOf(visit[0]) : '09:00');
  const [end, setEnd] = useState(visit ? timeOf(visit[1]) : '12:00');
  const [hourlyWage, setWage] = useState(job.hourlyWage);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  // One key for this run of the form: a double tap or a retry after a lost answer makes one request.
  const [requestKey] = useState(newIdempotencyKey);
  const year = Math.max(yearOf(new Date()), ...dates.map(yearOf));

  async function submit() {
    if (busy) return;
    setFailure('');
    const body = { jobId: job.jobId, dates, start, end, hourlyWage, note };
    const parsed = substituteBodySchema.safeParse(body);
    const problems = parsed.success
      ? substituteProblems(parsed.data, job.schedule, new Date())
      : fieldErrors(parsed.error);
    if (Object.keys(problems).length) return setErrors(problems);
    setBusy(true);
    try {
      await create(body, requestKey);
      navigate(`/assignments?elderId=${job.elderId}`, { replace: true });
    } catch (e) {
      setBusy(false);
      if (isApiError(e) && e.fields) setErrors(e.fields);
      setFailure(isApiError(e) ? e.message : T.actionError);
    }
  }

  return (
    <Form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <People parties={job} />
      <fieldset>
        <legend>{T.dates}</legend>
        <Dates>
          {dates.map((d) => (
            <li key={d}>
              {dateLabel(d)}
              {dates.length > 1 && (
                <Button
                  variant="text"
                  aria-label={T.removeDate(dateLabel(d))}
                  onClick={() => setDates(dates.filter((x) => x !== d))}
                >
                  ✕
                </Button>
              )}
            </li>
          ))}
        </Dates>
        <TextField
          label={T.nextDate}
          type="date"
          value={next}
          error={errors.dates}
          onChange={(e) => setNext(e.target.value)}
        />
        <Button
          variant="outline"
          onClick={() => {
            if (next) setDates([...new Set([...dates, next])].sort());
            setErrors({});
          }}
        >
          {T.addDate}
        </Button>
      </fieldset>
      <Times>
        <TextField
          label={T.start}
          type="time"
          value={start}
          error={errors.start}
          onChange={(e) => setStart(e.target.value)}
        />
        <TextField
          label={T.end}
          type="time"
          value={end}
          error={errors.end}
          onChange={(e) => setEnd(e.target.value)}
        />
      </Times>
      <TextField
        label={T.hourlyWage}
        inputMode="numeric"
        autoComplete="off"
        value={formatNumber(hourlyWage)}
        helper={`${minimumWageText(year)} 이상으로 적어주세요.`}
        error={errors.hourlyWage}
        onChange={(e) => setWage(parseWage(e.target.value))}
      />
      <TextField
        label={T.note}
        placeholder={T.notePlaceholder}
        value={note}
        maxLength={300}
        showCounter
        error={errors.note}
        onChange={(e) => setNote(e.target.value)}
      />
      {failure && <Failure role="alert">{failure}</Failure>}
      <Button type="submit" size="large" fullWidth loading={busy} disabled={busy}>
        {T.send}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
  fieldset {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm}px;
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs}px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
const Dates = styled.ul`
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
    min-height: 2.75rem;
    font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  }
`;
const Times = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  gap: ${({ theme }) => theme.space.sm}px;
`;
const Failure = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.dangerLight};
  color: ${({ theme }) => theme.colors.danger};
`;
