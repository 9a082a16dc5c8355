// Korean messages of the auth module that are not in the shared contracts.
export const AUTH_MESSAGES = {
  refreshInvalid: '로그인이 만료되었습니다. 다시 로그인해주세요.',
  refreshReused: '다른 곳에서 사용된 로그인 정보입니다. 다시 로그인해주세요.',
  loggedOut: '로그아웃되어 세션이 종료되었습니다. 다시 로그인해주세요.',
  passwordChanged: '비밀번호가 변경되어 세션이 종료되었습니다. 다시 로그인해주세요.',
} as const;
