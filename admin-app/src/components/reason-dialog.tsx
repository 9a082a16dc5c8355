import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { Button, DialogActions, DialogBody, DialogText, DialogTitle, Modal } from '@dolbom/shared-ui';
import { useOneAtATime } from '../hooks/use-one-at-a-time';
import { errorText } from '../lib/format';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  description?: string;
  /** The reason box's label, e.g. 정지 사유. */
  label: string;
  placeholder?: string;
  /** Shown when the reason is empty and required. */
  requiredMessage?: string;
  /** Shown when the reason is longer than `maxLength`. */
  tooLongMessage: string;
  maxLength?: number;
  confirmLabel: string;
  /** `danger` for 정지 and 거절. */
  confirmVariant?: 'primary' | 'danger';
  onClose: () => void;
  /** Sends the action; the dialog stays open with the server's message when it fails. */
  onConfirm: (reason: string) => Promise<unknown>;
}

/** An operator decision with a written reason: the same checks as the server (trimmed, required, ≤ max). */
export function ReasonDialog({
  open,
  title,
  description,
  label,
  placeholder,
  requiredMessage,
  tooLongMessage,
  maxLength = 200,
  confirmLabel,
  confirmVariant = 'primary',
  onClose,
  onConfirm,
}: ReasonDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useOneAtATime();

  useEffect(() => {
    if (open) {
      setReason('');
      setError(null);
    }
  }, [open]);

  const submit = () =>
    run(async () => {
      const text = reason.trim();
      if (!text && requiredMessage) return setError(requiredMessage);
      if (text.length > maxLength) return setError(tooLongMessage);
      setError(null);
      try {
        await onConfirm(text);
      } catch (e) {
        console.error(e);
        setError(errorText(e));
      }
    });

  return (
    <Modal open={open} onClose={busy ? undefined : onClose} labelledBy={`${id}-title`}>
      <DialogBody>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        {description && <DialogText>{description}</DialogText>}
        <Field>
          <label htmlFor={`${id}-reason`}>{label}</label>
          <textarea
            id={`${id}-reason`}
            value={reason}
            placeholder={placeholder}
            rows={4}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-count`}
            onChange={(e) => setReason(e.target.value)}
          />
          {error ? (
            <Error id={`${id}-error`} role="alert">
              {error}
            </Error>
          ) : (
            <Count id={`${id}-count`}>
              {reason.trim().length}/{maxLength}
            </Count>
          )}
        </Field>
      </DialogBody>
      <DialogActions>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          취소
        </Button>
        <Button variant={confirmVariant} loading={busy} onClick={() => void submit()}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Modal>
  );
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  margin-top: ${({ theme }) => theme.space.sm}px;
  text-align: left;
  label {
    font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  textarea {
    width: 100%;
    min-height: 7rem;
    padding: ${({ theme }) => theme.space.sm}px;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md}px;
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
    resize: vertical;
  }
  textarea[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;
const Error = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
`;
const Count = styled.p`
  margin: 0;
  text-align: right;
  color: ${({ theme }) => theme.colors.textTertiary};
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
`;
