import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import type { RoleModule } from '@dolbom/shared-api';
import { loadRoleModule } from '../remotes/load-role';
import type { RemoteName } from '../remotes/remote-config';
import { PageLoading } from '../pages/page-loading';
import { NotFoundPage } from '../pages/not-found-page';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteErrorScreen, RemoteRefusedScreen } from './remote-error-screen';
import { isRemoteRefused } from '../remotes/remote-compat-guard';
import { HomeLayout } from './home-layout';
import { NotificationLive } from '../notifications/notification-live';
import { useRoutePreload } from './route-preload';

const NotificationsPage = lazy(() => import('../notifications/notifications-page'));
// 설정 is the shell's, for both roles (PRODUCT.md); loaded when opened.
const SettingsPage = lazy(() => import('../pages/settings/settings-page'));
const shellPage = (Page: ComponentType) => (
  <Suspense fallback={<PageLoading />}>
    <Page />
  </Suspense>
);

type State =
  { status: 'loading' } | { status: 'ready'; role: RoleModule } | { status: 'error' } | { status: 'refused' };

/** Loads the signed-in role's remote and mounts its routes; a failure shows 다시 시도, which loads it afresh. */
export function RoleApp({ remote }: { remote: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadRoleModule(remote, attempt).then(
      (role) => live && setState({ status: 'ready', role }),
      (e: unknown) => {
        // A refusal's message names the module and both versions.
        console.error(isRemoteRefused(e) ? e.message : e);
        if (live) setState({ status: isRemoteRefused(e) ? 'refused' : 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [remote, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'error') return <RemoteErrorScreen onRetry={retry} />;
  if (state.status === 'refused') return <RemoteRefusedScreen />;
  return (
    <RemoteErrorBoundary onRetry={retry} resetKey={attempt}>
      <NotificationLive>
        <RoleRoutes role={state.role} />
      </NotificationLive>
    </RemoteErrorBoundary>
  );
}

function RoleRoutes({ role }: { role: RoleModule }) {
  const routes = useMemo<RouteObject[]>(() => {
    const tabPaths = new Set(role.tabs.map((t) => t.path));
    const inFrame = role.routes.filter((r) => r.path !== undefined && tabPaths.has(r.path));
    const alone = role.routes.filter((r) => !(r.path !== undefined && tabPaths.has(r.path)));
    return [
      { element: <HomeLayout role={role} />, children: inFrame },
      ...alone,
      { path: '/notifications', element: shellPage(NotificationsPage) },
      { path: '/settings/*', element: shellPage(SettingsPage) },
      // /admin/** exists only in the operators' remote: for anyone else it is the 404 page like any unknown path.
      { path: '*', element: <NotFoundPage /> },
    ];
  }, [role]);
  useRoutePreload(routes);
  return useRoutes(routes);
}
