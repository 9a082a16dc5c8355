import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { authStore, useAuth } from '@dolbom/shared-api';
import { ApiProvider, useUser } from '@dolbom/shared-api/hooks';
import { PageLoading } from '../pages/page-loading';
import { remoteForRole } from '../remotes/remote-config';
import { RoleApp } from './role-app';

/**
 * The login guard. It does not trust a stored token or role: it asks the server who the user is
 * (`GET /api/user`, with one refresh on 401 done by the client) and sends anyone else to /login.
 */
export default function GuardedApp() {
  // SWR lives behind the guard: /login does not load it.
  return (
    <ApiProvider>
      <Guard />
    </ApiProvider>
  );
}

function Guard() {
  // A tab opened without a session of its own first asks the open tabs for theirs (auth-store).
  const joining = useAuth((s) => s.joining && !s.refreshToken);
  return joining ? <PageLoading /> : <SessionGuard />;
}

function SessionGuard() {
  const hasSession = useAuth((s) => !!s.accessToken || !!s.refreshToken);
  const { data: user, error } = useUser();

  useEffect(() => {
    if (user) authStore.getState().setRole(user.role);
  }, [user]);

  useEffect(() => {
    if (error) {
      console.error('역할 조회 실패', error);
      authStore.getState().clear();
    }
  }, [error]);

  if (!hasSession || error) return <Navigate to="/login" replace />;
  if (!user) return <PageLoading />;
  return <RoleApp remote={remoteForRole(user.role)} />;
}
