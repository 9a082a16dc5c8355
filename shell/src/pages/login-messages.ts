/** Login texts (spec §2, §5, §8). */
export const LOGIN_TEXT = {
  idLabel: '아이디',
  idPlaceholder: '아이디를 입력해주세요',
  passwordLabel: '비밀번호',
  passwordPlaceholder: '비밀번호를 입력해주세요',
  rememberId: '아이디 저장하기',
  autoLogin: '자동로그인',
  forgot: '계정정보를 잊어버렸어요',
  submit: '로그인하기',
  noAccount: '아직 회원이 아니신가요?',
  signup: '회원가입',
  idRequired: '아이디를 입력해주세요.',
  passwordRequired: '비밀번호를 입력해주세요.',
  idWrong: '아이디가 잘못되었습니다.',
  passwordWrong: '비밀번호가 잘못되었습니다.',
  failed: '로그인 실패',
} as const;

export interface LoginErrors {
  id?: string;
  password?: string;
  form?: string;
}

/** Spec §5: a server message naming 아이디 or 비밀번호 goes under that field; anything else above the button. */
export function loginErrorFromMessage(message: string | undefined): LoginErrors {
  if (message?.includes('아이디')) return { id: LOGIN_TEXT.idWrong };
  if (message?.includes('비밀번호')) return { password: LOGIN_TEXT.passwordWrong };
  return { form: message || LOGIN_TEXT.failed };
}
