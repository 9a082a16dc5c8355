import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  type NavigateFunction,
} from 'react-router-dom';
import { SWRConfig } from 'swr';
import { DolbomThemeProvider } from '@dolbom/shared-ui';
import { swrConfig } from '@dolbom/shared-api/hooks';

/** Shows where the app went, for assertions on navigation. */
function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="현재 위치">{pathname + search}</output>;
}

let navigateNow: NavigateFunction | null = null;
/** Keeps the router's navigate so a test can press the phone's back button. */
function History() {
  navigateNow = useNavigate();
  return null;
}
/** The phone's (browser's) back button: one history entry back. */
export function browserBack() {
  act(() => {
    void navigateNow?.(-1);
  });
}

/**
 * Renders a route as the app does (theme, the app's SWR set-up with an empty cache, a router at
 * `at`, after the `before` history entries), with a location readout so tests can see navigation.
 */
export function renderRoute(
  path: string,
  element: ReactElement,
  at: string,
  extra: { path: string; element: ReactElement }[] = [],
  before: string[] = [],
) {
  return render(
    <DolbomThemeProvider>
      <SWRConfig
        value={{
          ...swrConfig,
          provider: () => new Map(),
          dedupingInterval: 0,
          shouldRetryOnError: false,
          onError: () => {},
        }}
      >
        <MemoryRouter initialEntries={[...before, at]}>
          <Routes>
            <Route path={path} element={element} />
            {extra.map((r) => (
              <Route key={r.path} path={r.path} element={r.element} />
            ))}
            <Route path="*" element={null} />
          </Routes>
          <Where />
          <History />
        </MemoryRouter>
      </SWRConfig>
    </DolbomThemeProvider>,
  );
}
