import { useId } from 'react';
import { Button, messages } from '@dolbom/shared-ui/core';
import { DialogActions, DialogBody, DialogText, DialogTitle } from './dialog-parts';
import { Modal } from './modal';

export interface ConfirmModalProps {
  open: boolean;
  title?: string;
  /** Lines separated by a newline, `<br>` or `<br/>`; shown one per line. Never parsed as HTML. */
  content?: string;
  /** Default 취소. */
  leftLabel?: string;
  /** Default 확인. */
  rightLabel?: string;
  /** Left button. Defaults to onClose. */
  onLeft?: () => void;
  onRight?: () => void;
  /** Escape and backdrop tap. */
  onClose: () => void;
  /** Shows a spinner on the right button and ignores taps while its request runs. */
  rightLoading?: boolean;
  /** Right button style; `danger` for destructive actions such as 거절. Default `primary`. */
  rightVariant?: 'primary' | 'danger';
}

/** A newline, a literal backslash-n (as strings written in source or JSON sometimes arrive), or <br>. */
const BREAK = /\r?\n|\\n|<br\s*\/?>/gi;

/** Splits the spec's content string at its line-break markers. */
export function splitLines(content: string): string[] {
  return content.split(BREAK).map((line) => line.trim());
}

/** Generic two-button confirm dialog (spec §2 shared dialogs). */
export function ConfirmModal({
  open,
  title,
  content,
  leftLabel = messages.cancel,
  rightLabel = messages.confirm,
  onLeft,
  onRight,
  onClose,
  rightLoading = false,
  rightVariant = 'primary',
}: ConfirmModalProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const contentId = `${id}-content`;
  return (
    <Modal
      open={open}
      onClose={onClose}
      role="alertdialog"
      // A dialog always has a name: its title, or its text when it has no title (aria-dialog-name).
      labelledBy={title ? titleId : content ? contentId : undefined}
      describedBy={title && content ? contentId : undefined}
      label={title || content ? undefined : rightLabel}
    >
      <DialogBody>
        {title && <DialogTitle id={titleId}>{title}</DialogTitle>}
        {content && (
          <DialogText id={contentId}>
            {splitLines(content).map((line, index) => (
              <p key={index}>{line}</p>
            ))}
          </DialogText>
        )}
      </DialogBody>
      <DialogActions>
        <Button variant="outline" size="medium" onClick={onLeft ?? onClose}>
          {leftLabel}
        </Button>
        <Button variant={rightVariant} size="medium" onClick={onRight} loading={rightLoading}>
          {rightLabel}
        </Button>
      </DialogActions>
    </Modal>
  );
}
