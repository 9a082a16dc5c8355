// 신고하기 (issue 13): a bottom sheet with the reasons as big choices, optional free text and one big
// submit button. What the reasons are, how a report is checked and where it goes belong to the remote
// (`onSubmit`); the sheet shows the answer: field messages, or a message for the whole form.
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, ChipGroup, type ChipOption, TextField, BottomSheet } from '@dolbom/shared-ui';

export interface ReportSheetValues<R extends string> {
  reason: R | null;
  text: string;
}

/** What `onSubmit` answers: done (the remote closes the sheet), or what to show. */
export type ReportSheetOutcome =
  { ok: true } | { ok: false; message?: string; fields?: { reason?: string; text?: string } };

export interface ReportSheetProps<R extends string> {
  open: boolean;
  onClose: () => void;
  reasons: readonly ChipOption<R>[];
  onSubmit: (values: ReportSheetValues<R>) => Promise<ReportSheetOutcome>;
  /** Longest free text. */
  maxText: number;
  title?: string;
  /** Names what is reported, e.g. `이 어르신 공고를 신고하는 이유를 골라주세요.` */
  intro?: string;
}

export function ReportSheet<R extends string>({
  open,
  onClose,
  reasons,
  onSubmit,
  maxText,
  title = '신고하기',
  intro,
}: ReportSheetProps<R>) {
  const id = useId();
  const [reason, setReason] = useState<R | null>(null);
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<Extract<ReportSheetOutcome, { ok: false }>>();
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);

  function close() {
    setReason(null);
    setText('');
    setOutcome(undefined);
    onClose();
  }

  async function submit() {
    // A double tap sends one report.
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      const answer = await onSubmit({ reason, text });
      if (answer.ok) {
        setReason(null);
        setText('');
        setOutcome(undefined);
      } else {
        setOutcome(answer);
      }
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return (
    <BottomSheet open={open} onClose={close} title={title}>
      <Form
        aria-describedby={outcome?.message ? `${id}-message` : undefined}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {intro && <Intro>{intro}</Intro>}
        <ChipGroup<R>
          label="신고 이유"
          options={reasons}
          value={reason}
          onChange={(r) => {
            setReason(r);
            setOutcome(undefined);
          }}
          error={outcome?.fields?.reason}
          columns={1}
        />
        <TextField
          label="자세한 내용 (선택)"
          placeholder="있었던 일을 적어주세요"
          maxLength={maxText}
          showCounter
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            // The old message no longer describes what is typed.
            setOutcome(undefined);
          }}
          error={outcome?.fields?.text}
        />
        {outcome?.message && (
          <Message id={`${id}-message`} role="alert">
            {outcome.message}
          </Message>
        )}
        <Button type="submit" fullWidth loading={sending}>
          신고하기
        </Button>
      </Form>
    </BottomSheet>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
