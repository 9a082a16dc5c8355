// The 대기 / 수락 tabs of both roles' boxes (받은 연락함, 보낸 지원함, 보낸 연락함, 받은 지원함) and the
// status of the rows each tab lists.
export type BoxStatus = 'pending' | 'accepted';

/** `approved` lists accepted rows; `pending` (the default) pending ones. */
export const statusOfTab = (tab: 'pending' | 'approved'): BoxStatus =>
  tab === 'approved' ? 'accepted' : 'pending';
