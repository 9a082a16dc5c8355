import { useState } from 'react';
import { isApiError, UNKNOWN_ERROR_MESSAGE } from '@dolbom/shared-api';
import { BottomSheet, Button, ChipGroup, SheetActions, SheetBody } from '@dolbom/shared-ui';
import {
  ELDER_CARE_END_REASONS,
  ELDER_CARE_MESSAGES,
  type ElderCareEndReason,
} from '@dolbom/shared-api/contracts';
import { ActionError } from '../../../components/for-selected-elder';
import { useEndCare } from '../api/end-care';

export const END_CARE_TEXT = {
  open: '돌봄 종료',
  title: (name: string) => `${name} 어르신 돌봄을 마칠까요?`,
  body: '모집이 마감되고, 받은 지원과 보낸 연락은 끝나요. 요양보호사에게 알림이 가요.\n근무 중인 요양보호사의 근무도 오늘로 끝나요. 되돌릴 수 없어요.',
  reason: '마치는 이유',
  cancel: '취소',
  confirm: '돌봄 종료하기',
  done: '돌봄을 마쳤어요',
} as const;
const T = END_CARE_TEXT;

/** 돌봄 종료 (issue 30): the reason (입원, 별세, 종결), what happens, then one confirmed request. */
export function EndCareSheet(props: {
  open: boolean;
  elderId: number;
  name: string;
  onClose: () => void;
  onEnded: () => void;
}) {
  const endCare = useEndCare();
  const [reason, setReason] = useState<ElderCareEndReason | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function confirm() {
    if (sending) return;
    if (!reason) return setError(ELDER_CARE_MESSAGES.reason);
    setSending(true);
    setError(null);
    try {
      await endCare(props.elderId, reason);
      props.onEnded();
    } catch (e) {
      console.error(e);
      setError(isApiError(e) ? e.message : UNKNOWN_ERROR_MESSAGE);
    } finally {
      setSending(false);
    }
  }

  return (
    <BottomSheet open={props.open} onClose={props.onClose} title={T.title(props.name)}>
      <SheetBody>
        <p>{T.body}</p>
        <ChipGroup<ElderCareEndReason>
          label={T.reason}
          options={ELDER_CARE_END_REASONS.map((r) => ({ value: r, label: r }))}
          columns={3}
          value={reason}
          onChange={(r) => {
            setReason(r);
            setError(null);
          }}
        />
        {error && <ActionError>{error}</ActionError>}
        <SheetActions>
          <Button variant="outline" onClick={props.onClose}>
            {T.cancel}
          </Button>
          <Button variant="danger" loading={sending} onClick={() => void confirm()}>
            {T.confirm}
          </Button>
        </SheetActions>
      </SheetBody>
    </BottomSheet>
  );
}
