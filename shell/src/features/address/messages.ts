/** Texts of the sign-up's address finder around the shared PostcodeFinder (its own texts live in shared-ui). */
export const ADDRESS_TEXT = {
  title: '주소 검색',
} as const;
