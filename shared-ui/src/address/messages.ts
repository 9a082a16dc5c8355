/** Texts of the address finder. The postcode failure text is PRODUCT.md's Korean one (the spec's was English). */
export const ADDRESS_TEXT = {
  loadingPostcode: '주소 검색을 불러오는 중이에요',
  postcodeUnavailable: '주소 검색 서비스를 불러오지 못했어요. 아래에서 동 이름으로 찾아주세요.',
  dongLabel: '동 이름으로 찾기',
  dongPlaceholder: '예: 역삼동, 강남구 역삼',
  hint: '시, 구, 동 이름을 적으면 찾아드려요.',
  empty: '검색 결과가 없어요',
  emptyHint: '동 이름을 다시 확인하거나 구 이름과 함께 적어보세요.',
  searchError: '주소를 찾지 못했어요',
  resultCount: (n: number) => `검색 결과 ${n}개`,
  chosenDong: '고른 동네',
  changeDong: '다른 동 고르기',
  restLabel: '나머지 주소',
  restPlaceholder: '예: 테헤란로 123',
  restHelper: '도로명과 건물번호를 적어주세요.',
  restRequired: '*나머지 주소를 입력해주세요.',
  confirm: '이 주소로 정하기',
} as const;
