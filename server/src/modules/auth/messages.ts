// Korean messages of the auth module that are not in the shared contracts.
export const AUTH_MESSAGES = {
  refreshInvalid: '로그인이 만료됐어요. 다시 로그인해주세요.',
  refreshReused: '다른 곳에서 쓰인 로그인 정보예요. 다시 로그인해주세요.',
  loggedOut: '로그아웃되어 로그인이 끝났어요. 다시 로그인해주세요.',
  passwordChanged: '비밀번호가 바뀌어 로그인이 끝났어요. 다시 로그인해주세요.',
} as const;
