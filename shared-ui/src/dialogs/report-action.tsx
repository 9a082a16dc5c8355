// 신고하기 on the caregiver's elder and contact details and the manager's caregiver detail: a big
// outline button, the report sheet, and a toast (신고를 접수했어요, or 이미 신고했어요 for a second report
// of the same target). The role gives its body check and its request.
import { useRef, useState } from 'react';
import { isApiError, newIdempotencyKey } from '@dolbom/shared-api';
import {
  REPORT_MESSAGES,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORT_TEXT_MAX,
  type ReportReason,
} from '@dolbom/shared-api/contracts';
import { Button, Toast, useTimedValue, BOTTOM_BAR_HEIGHT } from '@dolbom/shared-ui';
import { ReportSheet, type ReportSheetOutcome } from './report-sheet';

const REASON_OPTIONS = REPORT_REASONS.map((r) => ({ value: r, label: REPORT_REASON_LABELS[r] }));
const SEND_FAILED = '신고를 보내지 못했어요. 잠시 후 다시 시도해주세요.';

type Checked<B> =
  | { success: true; data: B }
  | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };

export interface ReportActionProps<B> {
  /** The role's report body built from the reason and text, checked (a schema's safeParse). */
  check: (values: { reason: ReportReason | null; text: string }) => Checked<B>;
  /** Sends it with its idempotency key. */
  send: (body: B, key: string) => Promise<unknown>;
  /** One line naming what is reported. */
  intro: string;
  /**
   * Opened from elsewhere (a 신고 beside a message): no button of its own; `onClose` is called when the
   * sheet closes, sent or not.
   */
  control?: { open: boolean; onClose: () => void };
}

export function ReportAction<B>({ check, send, intro, control }: ReportActionProps<B>) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = control ? control.open : ownOpen;
  const setOpen = (value: boolean) => {
    if (!control) setOwnOpen(value);
    else if (!value) control.onClose();
  };
  const [toast, setToast] = useTimedValue<string>(4000);
  // One key per report being written: a retried tap is answered with the first report.
  const requestKey = useRef(newIdempotencyKey());

  function done(message: string): ReportSheetOutcome {
    setOpen(false);
    setToast(message);
    requestKey.current = newIdempotencyKey();
    return { ok: true };
  }

  async function submit(values: { reason: ReportReason | null; text: string }): Promise<ReportSheetOutcome> {
    const parsed = check(values);
    if (!parsed.success) {
      const fields: { reason?: string; text?: string } = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'reason' || key === 'text') && !fields[key]) fields[key] = issue.message;
      }
      return { ok: false, fields };
    }
    try {
      await send(parsed.data, requestKey.current);
      return done(REPORT_MESSAGES.done);
    } catch (err) {
      if (isApiError(err) && err.status === 409) return done(REPORT_MESSAGES.duplicate);
      console.error('API 호출 실패', err);
      if (isApiError(err) && err.fields) return { ok: false, fields: err.fields, message: err.message };
      return { ok: false, message: isApiError(err) ? err.message : SEND_FAILED };
    }
  }

  return (
    <>
      {!control && (
        <Button variant="outline" fullWidth onClick={() => setOpen(true)}>
          {REPORT_MESSAGES.action}
        </Button>
      )}
      <ReportSheet<ReportReason>
        open={open}
        onClose={() => setOpen(false)}
        reasons={REASON_OPTIONS}
        onSubmit={submit}
        maxText={REPORT_TEXT_MAX}
        intro={intro}
      />
      <Toast message={toast} bottomOffset={BOTTOM_BAR_HEIGHT} />
    </>
  );
}
