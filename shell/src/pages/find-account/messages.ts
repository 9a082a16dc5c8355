/** Texts of 계정정보 찾기 (spec §2 /login/find-account; PRODUCT.md: both tabs work). */
export const FIND_TEXT = {
  title: '계정정보 찾기',
  tabId: '아이디 찾기',
  tabPassword: '비밀번호 찾기',
  idIntro: '가입할 때 적은 휴대전화 번호로 인증번호를 보내드려요.',
  passwordIntro: '아이디와 가입할 때 적은 휴대전화 번호를 확인한 뒤, 새 비밀번호를 정할 수 있어요.',
  id: '아이디',
  idPlaceholder: '가입한 아이디',
  phone: '휴대전화 번호',
  phonePlaceholder: '010-0000-0000',
  sendCode: '인증번호 받기',
  resendCode: '다시 받기',
  code: '인증번호',
  codePlaceholder: '6자리 숫자',
  codeSent: '인증번호를 보냈어요. 3분 안에 입력해주세요.',
  codeExpired: '인증번호가 만료됐어요. 다시 받아주세요.',
  confirm: '확인',
  newPassword: '새 비밀번호',
  newPasswordPlaceholder: '영문, 숫자, 특수문자 포함 10~20자',
  newPasswordCheck: '새 비밀번호 확인',
  changePassword: '비밀번호 변경하기',
  foundIdTitle: '회원님의 아이디',
  loginWithId: '이 아이디로 로그인',
  resetPassword: '비밀번호 재설정',
  passwordChanged: '비밀번호를 바꿨어요. 새 비밀번호로 로그인해주세요.',
  toLogin: '로그인하러 가기',
} as const;

/** 179 → '02:59' */
export function formatRemaining(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
