import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { logout } from '@dolbom/shared-api';

/** 로그아웃: ends the session on the server, forgets cached data, and goes to /login. */
export function useLogout() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);
  const run = useCallback(async () => {
    setPending(true);
    await logout();
    await mutate(() => true, undefined, { revalidate: false });
    navigate('/login', { replace: true });
  }, [navigate, mutate]);
  return { logout: run, pending };
}
