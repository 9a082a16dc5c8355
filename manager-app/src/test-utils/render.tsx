import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { DolbomThemeProvider } from '@dolbom/shared-ui';
import { swrConfig } from '@dolbom/shared-api/hooks';

/** Shows where the app navigated to, for assertions. */
function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** Renders a screen at `path` (matched by `route`) with the app's theme, a fresh SWR cache and a router. */
export function renderRoute(
  ui: ReactElement,
  { path = '/', route = path }: { path?: string; route?: string } = {},
) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <DolbomThemeProvider>
        <SWRConfig
          value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0, onError: () => {} }}
        >
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route} element={children} />
              <Route path="*" element={null} />
            </Routes>
            <Where />
          </MemoryRouter>
        </SWRConfig>
      </DolbomThemeProvider>
    );
  }
  return render(ui, { wrapper: Wrapper });
}
