import { useId, useState, type ReactNode } from 'react';
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
  jobTalkBodySchema,
  koreanDate,
  lastDayProblem,
  type JobEndBody,
  type JobEndReason,
  type JobTalkBody,
} from '@dolbom/shared-api/contracts';
import { JOB_TEXT as T } from '../messages';

/** The first message of each field of a failed parse. */
export function issues(error: {
  issues: { path: PropertyKey[]; message: string }[];
}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of error.issues) out[String(i.path[0] ?? '_')] ??= i.message;
  return out;
}

/** A bottom dialog with a form that sends once: its button is disabled while the answer is pending. */
export function AnswerDialog({
  open,
  title,
  submitLabel,
  danger,
  onClose,
  onSubmit,
  children,
}: {
  open: boolean;
  title: string;
  submitLabel: string;
  danger?: boolean;
  onClose: () => void;
  /** Returns field errors to show, or nothing when done. */
  onSubmit: () => Promise<Record<string, string> | void>;
  children: (errors: Record<string, string>) => ReactNode;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  async function submit() {
    if (busy) return;
    setBusy(true);
    try {
      const problems = await onSubmit();
      if (problems) setErrors(problems);
      else onClose();
    } catch (e) {
      setErrors(isApiError(e) ? (e.fields ?? { _: e.message }) : { _: T.actionError });
    } finally {
      setBusy(false);
    }
  }
  const titleId = useId();
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} placement="bottom">
      <DialogBody>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <Fields>
          {children(errors)}
          {errors._ && <Failure role="alert">{errors._}</Failure>}
        </Fields>
      </DialogBody>
      <DialogActions>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {T.cancel}
        </Button>
        <Button
          variant={danger ? 'danger' : 'primary'}
          onClick={() => void submit()}
          loading={busy}
          disabled={busy}
        >
          {submitLabel}
        </Button>
      </DialogActions>
    </Modal>
  );
}

/** 다시 이야기해요: a short reason (1–200 characters) for the center. */
export function TalkDialog({
  open,
  onClose,
  onTalk,
}: {
  open: boolean;
  onClose: () => void;
  onTalk: (body: JobTalkBody) => Promise<unknown>;
}) {
  const [reason, setReason] = useState('');
  return (
    <AnswerDialog
      open={open}
      title={T.talkTitle}
      submitLabel={T.talkSend}
      onClose={onClose}
      onSubmit={async () => {
        const parsed = jobTalkBodySchema.safeParse({ reason });
        if (!parsed.success) return issues(parsed.error);
        await onTalk(parsed.data);
      }}
    >
      {(errors) => (
        <TextField
          label={T.talkLabel}
          placeholder={T.talkPlaceholder}
          value={reason}
          maxLength={200}
          showCounter
          error={errors.reason}
          onChange={(e) => setReason(e.target.value)}
        />
      )}
    </AnswerDialog>
  );
}

/** 근무 종료: the last day (today by default, from the job's start) and a reason. */
export function EndDialog({
  open,
  startDate,
  onClose,
  onEnd,
}: {
  open: boolean;
  startDate: string;
  onClose: () => void;
  onEnd: (body: JobEndBody) => Promise<unknown>;
}) {
  // Today, or the first day for a job that has not started yet (the last day is never before it).
  const [lastDay, setLastDay] = useState(() => maxDate(koreanDate(new Date()), startDate));
  const [reason, setReason] = useState<JobEndReason | null>(null);
  const [note, setNote] = useState('');
  return (
    <AnswerDialog
      open={open}
      title={T.endTitle}
      submitLabel={T.endConfirm}
      danger
      onClose={onClose}
      onSubmit={async () => {
        const parsed = jobEndBodySchema.safeParse({ lastDay, reason: reason ?? undefined, note });
        if (!parsed.success) return issues(parsed.error);
        const late = lastDayProblem(parsed.data.lastDay, startDate, new Date());
        if (late) return { lastDay: late };
        await onEnd(parsed.data);
      }}
    >
      {(errors) => (
        <>
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
        </>
      )}
    </AnswerDialog>
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
