/** What each recorded action is called on screen; an action not listed shows as recorded. */
export const ACTION_LABELS: Record<string, string> = {
  'user.suspend': '이용 정지',
  'user.unsuspend': '정지 해제',
  'membership.approve': '센터 회원 승인',
  'membership.refuse': '센터 회원 거절',
  'certificate.confirm': '자격증 확인',
  'certificate.refuse': '자격증 반려',
  'report.resolve': '신고 처리',
};

export const TARGET_LABELS: Record<string, string> = {
  user: '회원',
  membership: '센터 회원',
  certificate: '자격증',
  report: '신고',
};

export const AUDIT_TEXT = {
  title: '감사 기록',
  list: '감사 기록 목록',
  empty: '아직 기록이 없어요',
  emptyHint: '운영자가 처리한 일이 여기에 남아요.',
  system: '시스템',
  reason: '사유',
} as const;

export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;
export const targetLabel = (type: string, id: string) => `${TARGET_LABELS[type] ?? type} #${id}`;
