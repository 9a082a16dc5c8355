import { useState } from 'react';
import useSWR from 'swr';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Checkbox, ChipGroup, ErrorState, SkeletonList, SubPage, TextField } from '@dolbom/shared-ui';
import { isApiError, newIdempotencyKey } from '@dolbom/shared-api';
import {
  addDays,
  hoursOf,
  JOB_MESSAGES,
  jobProposalBodySchema,
  koreanDate,
  minimumWageText,
  proposalMinimumWage,
  proposalProblems,
  weeklyMinutes,
  WORK_TYPES,
  type Connection,
  type JobWeek,
  type WorkType,
} from '@dolbom/shared-api/contracts';
import type { ElderDetail, OutgoingContactDetail } from '../../../api/types';
import { useElder } from '../../../api/get-elder';
import { contactKey } from '../../outgoing/api/get-contact';
import { formatNumber, parseWage } from '../../../lib/format';
import { fieldErrors } from '../../../lib/zod-errors';
import { useConnection, useProposeJob } from '../api/jobs';
import { People } from '../components/people';
import { elderDay, ScheduleEditor, type EditableWeek } from '../components/schedule-editor';
import { JOBS_TEXT as T } from '../messages';

/** /connections/:connectionId/propose: 채용 제안 (start date, weekly schedule, hourly wage, work type). */
export function ProposePage() {
  const connectionId = Number(useParams().connectionId);
  const connection = useConnection(connectionId);
  const elder = useElder(connection.data?.elderId ?? null);
  // The contact's offer (시급, 근무 형태) prefills the form when the connection came from a contact.
  const contactId = connection.data?.contactId;
  const contact = useSWR<OutgoingContactDetail>(contactId ? contactKey(contactId) : null);
  const failed = (connection.error && !connection.data) || (elder.error && !elder.data);
  const ready =
    connection.data && elder.data && (!connection.data.contactId || contact.data || contact.error);
  return (
    <SubPage title={T.proposeTitle} fallback={`/connections/${connectionId}`}>
      {failed ? (
        <ErrorState
          onRetry={() => {
            void connection.mutate();
            void elder.mutate();
          }}
        />
      ) : !ready ? (
        <SkeletonList count={3} />
      ) : !connection.data!.canPropose ? (
        <Closed connection={connection.data!} />
      ) : (
        <ProposeForm connection={connection.data!} elder={elder.data!} contact={contact.data} />
      )}
    </SubPage>
  );
}

/** A proposal is open or the job is on already (another tab, a back button): say so, and show the job. */
function Closed({ connection }: { connection: Connection }) {
  const navigate = useNavigate();
  const job = connection.job;
  return (
    <Form as="div">
      <Failure role="alert">{connection.endedAt ? T.connectionEnded : JOB_MESSAGES.openJobExists}</Failure>
      {job && (
        <Button
          size="large"
          variant="secondary"
          onClick={() => navigate(`/jobs/${job.jobId}`, { replace: true })}
        >
          {T.seeJob}
        </Button>
      )}
    </Form>
  );
}

interface Draft {
  startDate: string;
  schedule: EditableWeek;
  hourlyWage: number;
  workType: WorkType;
  keepOpen: boolean;
}

/** The form's first values: after 다시 이야기해요, the talked job; else the elder's schedule and wage. */
function initialDraft(c: Connection, elder: ElderDetail, contact: OutgoingContactDetail | undefined): Draft {
  const now = new Date();
  const startDate = addDays(koreanDate(now), 1);
  const minimum = proposalMinimumWage(startDate, now).hourly;
  const schedule = Array.from({ length: 7 }, (_, d) => elderDay(elder.schedule, d));
  if (c.job && c.job.status === 'talk')
    return {
      startDate: c.job.startDate < startDate ? startDate : c.job.startDate,
      schedule: Array.from({ length: 7 }, (_, d) => c.job!.schedule[d] ?? null),
      hourlyWage: c.job.hourlyWage,
      workType: c.job.workType,
      keepOpen: c.job.keepOpen,
    };
  const offered =
    contact?.wageType === '시급' ? contact.wage : elder.wageType === '시급' ? elder.wage : minimum;
  return {
    startDate,
    schedule,
    hourlyWage: Math.max(offered, minimum),
    workType: contact?.workType ?? elder.workRequirement,
    keepOpen: false,
  };
}

function ProposeForm({
  connection,
  elder,
  contact,
}: {
  connection: Connection;
  elder: ElderDetail;
  contact: OutgoingContactDetail | undefined;
}) {
  const navigate = useNavigate();
  const propose = useProposeJob();
  const [draft, setDraft] = useState(() => initialDraft(connection, elder, contact));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  // One key for this run of the form: a double tap or a retry after a lost answer makes one job.
  const [requestKey] = useState(newIdempotencyKey);
  const update = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch)) delete next[k];
      return next;
    });
  };
  const elderSchedule: JobWeek = elder.schedule;
  const minimum = proposalMinimumWage(draft.startDate || koreanDate(new Date()), new Date());
  const hours = hoursOf(weeklyMinutes(draft.schedule));

  async function submit() {
    if (busy) return;
    setFailure('');
    const body = { connectionId: connection.connectionId, ...draft };
    const parsed = jobProposalBodySchema.safeParse(body);
    const problems = parsed.success
      ? proposalProblems(parsed.data, elderSchedule, new Date())
      : fieldErrors(parsed.error);
    if (Object.keys(problems).length) return setErrors(problems);
    setBusy(true);
    try {
      const job = await propose(body, requestKey);
      navigate(`/jobs/${job.jobId}`, { replace: true });
    } catch (e) {
      setBusy(false);
      if (isApiError(e) && e.fields) setErrors(e.fields);
      setFailure(isApiError(e) ? e.message : T.actionError);
    }
  }

  const dayError = Object.entries(errors).find(([k]) => k.startsWith('schedule'))?.[1];
  return (
    <Form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <People parties={connection} />
      <TextField
        label={T.startDate}
        type="date"
        value={draft.startDate}
        error={errors.startDate}
        onChange={(e) => update({ startDate: e.target.value })}
      />
      <ScheduleEditor
        week={draft.schedule}
        elderSchedule={elderSchedule}
        error={dayError}
        onChange={(schedule) => update({ schedule })}
      />
      {hours > 0 && <Hours>{T.weeklyHours(hours)}</Hours>}
      <TextField
        label={T.hourlyWage}
        inputMode="numeric"
        autoComplete="off"
        value={formatNumber(draft.hourlyWage)}
        helper={`${minimumWageText(minimum.year)} 이상으로 적어주세요.`}
        error={errors.hourlyWage}
        right={<Unit aria-hidden="true">원</Unit>}
        onChange={(e) => update({ hourlyWage: parseWage(e.target.value) })}
      />
      <ChipGroup<WorkType>
        label={T.workType}
        options={WORK_TYPES.map((w) => ({ value: w, label: w }))}
        columns={2}
        value={draft.workType}
        error={errors.workType}
        onChange={(workType) => update({ workType })}
      />
      <Checkbox
        label={T.keepOpen}
        description={T.keepOpenHint}
        checked={draft.keepOpen}
        onChange={(e) => update({ keepOpen: e.target.checked })}
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
`;
const Hours = styled.p`
  margin: -${({ theme }) => theme.space.sm}px 0 0;
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
const Unit = styled.span`
  display: flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
const Failure = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.dangerLight};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
`;
