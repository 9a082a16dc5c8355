/** Texts of /search-center (spec §2: header 센터 검색하기). */
export const CENTER_TEXT = {
  title: '센터 검색하기',
  fieldLabel: '센터 검색어',
  placeholder: '센터 이름 또는 초성 (예: ㅎㅂ)',
  hint: '다니시는 센터의 이름을 적어주세요.\n이름의 첫 자음만 적어도 찾아드려요 (예: ㅎㅂ).',
  empty: '검색 결과가 없어요',
  emptyHint: '센터 이름을 다시 확인해주세요.\n이름의 일부만 적어도 돼요.',
  error: '센터를 찾지 못했어요',
  resultCount: (n: number) => `검색 결과 ${n}개`,
  grade: (grade: string) => `평가 ${grade}등급`,
} as const;
