import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  ChipGroup,
  DialogActions,
  DialogBody,
  DialogTitle,
  Modal,
  TextField,
} from '@dolbom/shared-ui';
import { isApiError } from '@dolbom/shared-api';
import {
  JOB_END_REASONS,
  jobEndBodySchema,
  koreanDate,
  lastDayProblem,
  type JobDetail,
  type JobEndBody,
  type JobEndReason,
} from '@dolbom/shared-api/contracts';
import { fieldErrors } from '../../../lib/zod-errors';
import { JOBS_TEXT as T } from '../messages';

/** 근무 종료: the last day (today by default) and a reason; the form checks what the server checks. */
export function EndJobDialog({
  job,
  open,
  onClose,
  onEnd,
}: {
  job: JobDetail;
  open: boolean;
  onClose: () => void;
  onEnd: (body: JobEndBody) => Promise<unknown>;
}) {
  // Today, or the first day for a job that has not started yet (the last day is never before it).
  const [lastDay, setLastDay] = useState(() => maxDate(koreanDate(new Date()), job.startDate));
  const [reason, setReason] = useState<JobEndReason | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit() {
    if (busy) return;
    const body = { lastDay, reason: reason ?? undefined, note };
    const parsed = jobEndBodySchema.safeParse(body);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    const late = lastDayProblem(parsed.data.lastDay, job.startDate, new Date());
    if (late) return setErrors({ lastDay: late });
    setBusy(true);
    try {
      await onEnd(parsed.data);
      onClose();
    } catch (e) {
      setErrors(isApiError(e) ? (e.fields ?? { _: e.message }) : { _: T.actionError });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} onClose={onClose} labelledBy="end-job-title" placement="bottom">
      <DialogBody>
        <DialogTitle id="end-job-title">{T.endTitle}</DialogTitle>
        <Fields>
          <TextField
            label={T.lastDay}
            type="date"
            value={lastDay}
            error={errors.lastDay}
            onChange={(e) => setLastDay(e.target.value)}
          />
          <ChipGroup<JobEndReason>
            label={T.endReason}
            options={JOB_END_REASONS.map((r) => ({ value: r, label: r }))}
            columns={2}
            value={reason}
            error={errors.reason}
            onChange={setReason}
          />
          <TextField
            label={T.endNote}
            value={note}
            maxLength={200}
            error={errors.note}
            onChange={(e) => setNote(e.target.value)}
          />
          {errors._ && <Failure role="alert">{errors._}</Failure>}
        </Fields>
      </DialogBody>
      <DialogActions>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {T.cancel}
        </Button>
        <Button variant="danger" onClick={() => void submit()} loading={busy} disabled={busy}>
          {T.endConfirm}
        </Button>
      </DialogActions>
    </Modal>
  );
}

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  margin-top: ${({ theme }) => theme.space.md}px;
  text-align: left;
`;
const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** The later of two `yyyy-mm-dd` dates. */
const maxDate = (a: string, b: string) => (a > b ? a : b);
