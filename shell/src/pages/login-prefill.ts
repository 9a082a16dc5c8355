import { useLocation } from 'react-router-dom';

/**
 * What /login may be opened with (router state): the id she just made at sign-up or found by 아이디 찾기
 * (issue 30), so she does not have to remember and type it.
 */
export interface LoginPrefill {
  loginId?: string;
}

/** The id /login was opened with, or ''. */
export function useLoginPrefill(): string {
  const state = useLocation().state as LoginPrefill | null;
  return typeof state?.loginId === 'string' ? state.loginId : '';
}
