/** Fixed texts of the spec used by shared components. Keep them exactly as written. */
export const messages = {
  back: '뒤로 가기',
  cancel: '취소',
  confirm: '확인',
  close: '닫기',
  retry: '다시 시도',
  loadError: '정보를 불러오지 못했어요',
  loading: '불러오는 중',
  unavailable: '해당 기능은 현재 제공되지 않으며, 추후 업데이트될 예정입니다',
} as const;
