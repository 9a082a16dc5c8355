import { useState } from 'react';
import { Button, ConfirmModal } from '@dolbom/shared-ui';
import { errorText } from '../lib/format';

/**
 * A button that asks first (the spec's confirm modal) and then runs `action`; the dialog's 확인
 * shows a spinner while it runs and a failure is shown in the dialog.
 */
export function ConfirmAction({
  label,
  title,
  content,
  action,
  cancelLabel = '취소',
  confirmLabel = '확인',
}: {
  label: string;
  title?: string;
  content: string;
  action: () => Promise<void>;
  /** The dialog's buttons; say what they do where 취소/확인 would be ambiguous (issue 15). */
  cancelLabel?: string;
  confirmLabel?: string;
}) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  async function run() {
    if (pending) return;
    setPending(true);
    try {
      await action();
      setOpen(false);
    } catch (e) {
      console.error('API 호출 실패', e);
      setFailure(errorText(e));
    } finally {
      setPending(false);
    }
  }
  return (
    <>
      <Button variant="outline" size="medium" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ConfirmModal
        open={open}
        title={title}
        content={failure ? `${content}\n${failure}` : content}
        leftLabel={cancelLabel}
        rightLabel={confirmLabel}
        rightVariant="danger"
        rightLoading={pending}
        onRight={() => void run()}
        onClose={() => {
          setOpen(false);
          setFailure(undefined);
        }}
      />
    </>
  );
}
