/** Texts of the sign-up's address finder around the shared PostcodeFinder (its own texts live in shared-ui). */
export const ADDRESS_TEXT = {
  title: '주소 검색',
  fallbackIntro: '대신 아래에서 사는 동네 이름으로 주소를 찾을 수 있어요.',
} as const;
