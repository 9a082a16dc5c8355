// Korean messages of sign-up that only the server can say (the form's own rules are in the contracts).
export const SIGNUP_SERVER_MESSAGES = {
  centerNotFound: '소속 센터를 찾을 수 없어요. 센터를 다시 검색해주세요.',
  addressUnknown: '주소를 찾을 수 없어요. 주소를 다시 검색해주세요.',
  uploadForbidden: '사진을 등록할 수 없어요. 회원가입 후 10분 안에 한 번만 등록할 수 있어요.',
  fileTooLarge: '5MB 이하의 사진만 올릴 수 있어요.',
  fileMissing: '업로드할 사진 파일을 선택해주세요.',
  userId: '회원 번호를 확인해주세요.',
} as const;

export const UPLOAD_TOKEN_TTL_SECONDS = 10 * 60;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
