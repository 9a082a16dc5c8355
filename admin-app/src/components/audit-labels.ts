/** What each recorded action is called on screen; an action not listed shows as recorded. */
export const ACTION_LABELS: Record<string, string> = {
  'user.suspend': '이용 정지',
  'user.unsuspend': '정지 해제',
  'membership.approve': '센터 회원 승인',
  'membership.refuse': '센터 회원 거절',
  'certificate.confirm': '자격증 확인',
  'certificate.refuse': '자격증 반려',
  'report.resolve': '신고 처리',
  'membership.leave': '퇴사 처리',
  'membership.handover': '어르신 넘기기',
  'membership.remove': '센터 회원 목록에서 지움',
  // Reads of personal data (개인정보 접속기록).
  'read.user': '회원 정보 열람',
  'read.user-search': '회원 검색',
  'read.certificate-photo': '자격증 사진 열람',
  'read.membership-proof': '센터 증빙 사진 열람',
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
  tabs: { label: '기록 종류', action: '처리 기록', read: '열람 기록' },
  empty: { action: '아직 기록이 없어요', read: '아직 열람 기록이 없어요' },
  emptyHint: {
    action: '운영자가 처리한 일이 여기에 남아요.',
    read: '운영자가 개인정보(자격증 사진, 회원 정보, 검색)를 본 기록이 여기에 2년 동안 남아요.',
  },
  system: '시스템',
  reason: '사유',
  query: '검색어',
  noQuery: '검색어 없이 전체 목록',
  shown: (n: number) => `목록에 보인 회원 ${n}명`,
  ip: '접속 IP',
} as const;

export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;
export const targetLabel = (type: string, id: string) => `${TARGET_LABELS[type] ?? type} #${id}`;
/** `회원 김복지 (manager01)`, `자격증 박요양 (caregiver01)`: the record's account by name. */
export const subjectLabel = (type: string, who: { name: string; loginId: string }) =>
  `${TARGET_LABELS[type] ?? type} ${who.name} (${who.loginId})`;
/** A read of personal data (as opposed to an action on a record). */
export const isRead = (action: string) => action.startsWith('read.');
