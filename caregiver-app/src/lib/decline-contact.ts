/**
 * The confirm dialog of 거절 on a received contact (inbox and contact detail). Issue 30: the spec's
 * `거절할 경우 영구적으로 삭제됩니다…` frightened and did not say the center is told; this says both gently.
 */
export const DECLINE_CONTACT = {
  title: '이 연락을 거절할까요?',
  content: '센터에 거절했다고 알려드려요.\n거절한 연락은 받은 연락함에서 사라져요.',
  cancelLabel: '취소',
  confirmLabel: '거절하기',
} as const;
