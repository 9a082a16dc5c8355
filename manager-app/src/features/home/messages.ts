import type { ManagerDistance, ManagerSort } from '@dolbom/shared-api/contracts';

export const HOME_TEXT = {
  label: '맞춤 요양보호사',
  contacted: '연락함',
  elderSelect: '어르신 선택',
  newApplies: '새 지원',
  unansweredContacts: '답 없는 연락',
  activeJobs: '근무 중',
  loadFailed: '불러오지 못했어요',
  noElderTitle: '어르신을 등록해주세요',
  noElder: '등록한 어르신이 없어요',
  noElderHint: '어르신을 등록하면 꼭 맞는 요양보호사를 찾아드려요.',
  register: '어르신 등록하기',
  closed: '모집이 끝난 어르신이에요',
  closedHint: '모집을 마쳐서 요양보호사를 찾지 않아요. 어르신 관리에서 다시 모집할 수 있어요.',
  toAdmin: '어르신 관리로 가기',
  distance: '거리',
  sort: '정렬',
  empty: '조건에 맞는 요양보호사가 없어요',
  emptyHint: '거리를 넓히면 더 많은 요양보호사를 볼 수 있어요.',
  widen: (d: string) => `${d}로 넓혀 보기`,
  save: '저장',
  saved: '저장됨',
  more: '더 보기',
  count: (n: number) => `요양보호사 ${n}명`,
} as const;

export const DISTANCE_LABELS: Record<ManagerDistance, string> = {
  도보15분이내: '도보 15분 이내',
  도보20분이내: '도보 20분 이내',
  '3km이내': '3km 이내',
  '5km이내': '5km 이내',
};

export const SORT_LABELS: Record<ManagerSort, string> = {
  accuracy: '정확도순',
  time_match: '시간 일치순',
  // Says which way it sorts (issue 30): the caregivers who ask the most per hour first.
  high_salary: '희망 시급 높은 순',
};
