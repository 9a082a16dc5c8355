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
  return <output data-testid="location">{pathname + search}</output>;
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

/** Renders a screen at `path` (matched by `route`) with the app's theme, a fresh SWR cache and a router. */
export function renderRoute(
  ui: ReactElement,
  { path = '/', route = path, before = [] }: { path?: string; route?: string; before?: string[] } = {},
) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <DolbomThemeProvider>
        <SWRConfig
          value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0, onError: () => {} }}
        >
          <MemoryRouter initialEntries={[...before, path]}>
            <Routes>
              <Route path={route} element={children} />
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
