// 센터 회원 관리 texts (issue 13).
import { MEMBERSHIP_STATUS_TEXT, type MembershipStatus } from '@dolbom/shared-api/contracts';

export const MEMBERS_TEXT = {
  title: '센터 회원 관리',
  myStatus: '내 인증 상태',
  statusText: (s: MembershipStatus) => MEMBERSHIP_STATUS_TEXT[s],
  /** What each status means, for the member themselves. */
  meaning: {
    PENDING:
      '센터의 인증된 회원이나 운영자가 승인하면 인증돼요. 그 전에도 어르신 등록과 연락은 할 수 있지만, 등록한 어르신은 요양보호사에게 보이지 않고 보낸 연락은 센터 인증 후 요양보호사에게 전달돼요. 센터 정보는 고칠 수 없어요.',
    VERIFIED: '센터 인증을 받았어요. 센터 정보를 고칠 수 있고, 새 회원의 요청을 승인할 수 있어요.',
    REFUSED:
      '센터 회원 요청이 거절됐어요. 등록한 어르신은 요양보호사에게 보이지 않고, 요양보호사에게 연락할 수 없어요. 센터에 문의해주세요.',
    LEFT: '센터를 떠난 회원으로 표시됐어요. 요양보호사에게 연락하거나 지원을 수락할 수 없어요. 센터에 문의해주세요.',
  } satisfies Record<MembershipStatus, string>,
  pendingTitle: '승인을 기다리는 요청',
  pendingEmpty: '승인을 기다리는 요청이 없어요',
  membersTitle: '인증된 회원',
  membersEmpty: '아직 인증된 회원이 없어요. 운영자가 확인하고 있어요.',
  requestedOn: (d: string) => `${d} 요청`,
  approve: '승인',
  refuse: '거절',
  approveTitle: (name: string) => `${name} 님을 센터 회원으로 승인할까요?`,
  approveNote:
    '승인하면 이 분도 센터 정보를 고칠 수 있고, 이 분이 등록한 어르신과 보낸 연락이 요양보호사에게 전달돼요.',
  refuseTitle: (name: string) => `${name} 님의 요청을 거절할까요?`,
  refuseNote: '우리 센터에서 일하지 않는 분이면 거절해주세요. 이 분이 보낸 연락은 지워져요.',
  cancel: '아니요',
  approved: (name: string) => `${name} 님을 승인했어요`,
  // 퇴사, 어르신 넘기기, 목록에서 지우기 (issue 30)
  elders: (n: number) => `담당 어르신 ${n}명`,
  me: '나',
  leave: '퇴사 처리',
  leaveTitle: (name: string) => `${name} 님을 퇴사 처리할까요?`,
  leaveNote:
    '퇴사한 회원은 요양보호사에게 연락하거나 지원을 수락할 수 없어요. 담당 어르신은 아래 ‘퇴사한 회원’에서 동료에게 넘겨주세요.',
  leftDone: (name: string) => `${name} 님을 퇴사 처리했어요`,
  leftTitle: '퇴사한 회원',
  handover: '어르신 넘기기',
  handoverTitle: (name: string, n: number) => `${name} 님의 어르신 ${n}명을 누구에게 넘길까요?`,
  handoverNote: '어르신과 함께 연결, 근무, 답을 기다리는 연락도 넘어가요. 두 분께 알림이 가요.',
  handoverTo: '넘겨받을 동료',
  handoverNoOne: '넘겨받을 수 있는 인증된 동료가 없어요.',
  handoverConfirm: '넘기기',
  handoverDone: (name: string, n: number) => `${name} 님에게 어르신 ${n}명을 넘겼어요`,
  remove: '목록에서 지우기',
  removeTitle: (name: string) => `${name} 님을 목록에서 지울까요?`,
  removeNote: '센터 회원 목록에서 사라져요. 계정은 그분이 직접 지울 수 있어요.',
  removed: (name: string) => `${name} 님을 목록에서 지웠어요`,
  refused: (name: string) => `${name} 님의 요청을 거절했어요`,
} as const;
