import { useCallback } from 'react';
import { api } from '@dolbom/shared-api';
import { KEY_PREFIX, useRevalidate } from '../lib/revalidate';

/** DELETE /api/caregiver/apply/{applyId} → 204; the elder can be applied to again. */
export const withdrawApply = (applyId: number) => api.del<void>(`/api/caregiver/apply/${applyId}`);

export function useWithdrawApply() {
  const revalidate = useRevalidate();
  return useCallback(
    async (applyId: number) => {
      await withdrawApply(applyId);
      void revalidate(KEY_PREFIX.near, KEY_PREFIX.mypage);
    },
    [revalidate],
  );
}

/** The confirm dialog's text for 지원 취소. */
export const WITHDRAW_TEXT = '지원을 취소할까요?\n취소한 뒤에도 다시 지원할 수 있어요.';
/** Its buttons: 취소/확인 read as "cancel the cancel" (issue 15). */
export const WITHDRAW_BUTTONS = { cancelLabel: '아니요', confirmLabel: '지원 취소' } as const;
