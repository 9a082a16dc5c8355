import { useState } from 'react';
import { Button, ConfirmModal } from '@dolbom/shared-ui';
import { useWithdrawContact } from '../api/withdraw-contact';
import { OUTGOING_TEXT as T } from '../messages';

/** 연락 취소 with a confirm; calls `onDone` after the contact is gone. */
export function WithdrawButton({
  contactId,
  caregiverId,
  onDone,
  onError,
  size = 'medium',
}: {
  contactId: number;
  caregiverId: number;
  onDone?: () => void;
  onError?: () => void;
  size?: 'medium' | 'large';
}) {
  const withdraw = useWithdrawContact();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (busy) return;
    setBusy(true);
    try {
      await withdraw(contactId, caregiverId);
      setOpen(false);
      onDone?.();
    } catch (e) {
      console.error(e);
      setOpen(false);
      onError?.();
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="outline" size={size} onClick={() => setOpen(true)}>
        {T.withdraw}
      </Button>
      <ConfirmModal
        open={open}
        content={T.confirmWithdraw}
        leftLabel={T.confirmLeft}
        rightLabel={T.confirmRight}
        rightVariant="danger"
        rightLoading={busy}
        onClose={() => setOpen(false)}
        onRight={() => void confirm()}
      />
    </>
  );
}
