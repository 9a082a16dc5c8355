import type { ReactElement, ReactNode } from 'react';
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

/** Shows where the app navigated to, for assertions. */
function Where() {
  const { pathname, search } = useLocation();
  return (
    <output data-testid="location" aria-label="현재 위치">
      {pathname + search}
    </output>
  );
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

/** Another route of the app the screen may navigate to, rendered when the router gets there. */
export interface ExtraRoute {
  path: string;
  element: ReactElement;
}

/**
 * Renders a screen at `path` (matched by `route`, after the `before` history entries) with the app's
 * theme, a fresh SWR cache without automatic retries, a router with the `extra` routes, and a readout of
 * where the app navigated to (`현재 위치`).
 */
export function renderRoute(
  ui: ReactElement,
  {
    path = '/',
    route = path,
    before = [],
    extra = [],
  }: { path?: string; route?: string; before?: string[]; extra?: ExtraRoute[] } = {},
) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
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
          <MemoryRouter initialEntries={[...before, path]}>
            <Routes>
              <Route path={route} element={children} />
              {extra.map((r) => (
                <Route key={r.path} path={r.path} element={r.element} />
              ))}
              <Route path="*" element={null} />
            </Routes>
            <Where />
            <History />
          </MemoryRouter>
        </SWRConfig>
      </DolbomThemeProvider>
    );
  }
  return render(ui, { wrapper: Wrapper });
}
