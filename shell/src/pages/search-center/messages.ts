/** Texts of /search-center (spec §2: header 센터 검색하기). */
export const CENTER_TEXT = {
  title: '센터 검색하기',
  fieldLabel: '센터 검색어',
  placeholder: '센터 이름, 초성 또는 지역 (예: 강남 방문요양)',
  hint: '다니시는 센터의 이름을 적어주세요.\n첫 자음(예: ㅎㅂ)이나 지역과 함께 적어도 찾아드려요 (예: 강남 방문요양).',
  empty: '검색 결과가 없어요',
  emptyHint: '센터 이름을 다시 확인해주세요.\n이름의 일부만 적어도 돼요.',
  error: '센터를 찾지 못했어요',
  resultCount: (n: number) => `검색 결과 ${n.toLocaleString('ko-KR')}개`,
  more: '더 보기',
  moreLoading: '불러오는 중…',
  moreError: '더 불러오지 못했어요. 다시 시도',
  noGrade: '평가 정보 없음',
} as const;
