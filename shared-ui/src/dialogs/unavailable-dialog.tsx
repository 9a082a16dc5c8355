import { useId } from 'react';
import styled from 'styled-components';
import { Button, messages } from '@dolbom/shared-ui/core';
import { DialogActions, DialogBody, DialogText } from './dialog-parts';
import { Modal } from './modal';

/* The message is the whole dialog, so it reads as main text rather than a secondary line. */
const Message = styled(DialogText)`
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  color: ${({ theme }) => theme.colors.text};
`;

export interface UnavailableDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The spec's "feature not provided yet" dialog (e.g. the settings gear). */
export function UnavailableDialog({ open, onClose }: UnavailableDialogProps) {
  const id = useId();
  return (
    <Modal open={open} onClose={onClose} role="alertdialog" describedBy={id} label="안내">
      <DialogBody>
        <Message id={id}>{messages.unavailable}</Message>
      </DialogBody>
      <DialogActions>
        <Button size="medium" onClick={onClose}>
          {messages.confirm}
        </Button>
      </DialogActions>
    </Modal>
  );
}
