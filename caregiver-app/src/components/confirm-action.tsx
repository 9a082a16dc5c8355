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
}: {
  label: string;
  title?: string;
  content: string;
  action: () => Promise<void>;
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
        leftLabel="취소"
        rightLabel="확인"
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
