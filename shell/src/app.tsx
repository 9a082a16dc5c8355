import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { AppFrame, DolbomThemeProvider } from '@dolbom/shared-ui';
import { setSessionEndHandler } from '@dolbom/shared-api';
import { LoginPage } from './pages/login-page';
import { PageLoading } from './pages/page-loading';

// Everything behind the login guard (role fetch, remote loading, home frame) is a separate chunk: /login never loads it.
const GuardedApp = lazy(() => import('./home/guarded-app'));

/** A failed refresh sends the user to /login through the router, without a page reload. */
function SessionEndRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    setSessionEndHandler(() => navigate('/login', { replace: true }));
  }, [navigate]);
  return null;
}

/** The whole app inside a router; the build prerenders it for /login with a static router. */
export function AppRoutes() {
  return (
    <DolbomThemeProvider>
      <SessionEndRedirect />
      <AppFrame>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route
            path="/*"
            element={
              <Suspense fallback={<PageLoading />}>
                <GuardedApp />
              </Suspense>
            }
          />
        </Routes>
      </AppFrame>
    </DolbomThemeProvider>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
