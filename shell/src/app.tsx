import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { AppFrame, DolbomThemeProvider } from '@dolbom/shared-ui/core';
import { setSessionEndHandler } from '@dolbom/shared-api/session';
import { LoginPage } from './pages/login-page';
import { PageLoading } from './pages/page-loading';

// Everything behind the login guard (role fetch, remote loading, home frame) is a separate chunk: /login never loads it.
const GuardedApp = lazy(() => import('./home/guarded-app'));
const FindAccountPage = lazy(() => import('./pages/find-account/find-account-page'));
const SignupPage = lazy(() => import('./pages/signup/signup-page'));
const ProfileUploadPage = lazy(() => import('./pages/signup/profile-upload-page'));
const WelcomePage = lazy(() => import('./pages/signup/welcome-page'));
const SearchCenterPage = lazy(() => import('./pages/search-center/search-center-page'));

/** Public pages other than /login load on demand. */
const publicPages = [
  { path: '/login/find-account', Page: FindAccountPage },
  { path: '/signup', Page: SignupPage },
  { path: '/signup/profile-upload', Page: ProfileUploadPage },
  { path: '/search-center', Page: SearchCenterPage },
  { path: '/welcome', Page: WelcomePage },
];

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
      {/* The one <main> of every screen, public or signed in (pages inside never add another). */}
      <AppFrame as="main">
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          {publicPages.map(({ path, Page }) => (
            <Route
              key={path}
              path={path}
              element={
                <Suspense fallback={<PageLoading />}>
                  <Page />
                </Suspense>
              }
            />
          ))}
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
