import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { DolbomThemeProvider, lazyPage } from '@dolbom/shared-ui';
import { useRoutePreload } from '../route-preload';

// Issue 45: a remote's screen downloads before it is opened where the next tap is likely — a link touched,
// hovered or focused, or a card's link in sight — but a tab's screen only on intent.

/** jsdom has no IntersectionObserver: this one reports every observed element as in sight. */
class InSight {
  constructor(private readonly report: (entries: { isIntersecting: boolean; target: Element }[]) => void) {}
  observe(target: Element) {
    setTimeout(() => this.report([{ isIntersecting: true, target }]));
  }
  unobserve() {}
  disconnect() {}
}

function setup() {
  const loads = { near: jest.fn(), detail: jest.fn() };
  const NearPage = lazyPage(async () => {
    loads.near();
    return () => <h1>근처 어르신</h1>;
  });
  const DetailPage = lazyPage(async () => {
    loads.detail();
    return () => <h1>어르신 정보</h1>;
  });
  const routes: RouteObject[] = [
    {
      path: '/',
      element: (
        <>
          <nav>
            <Link to="/near">근처 어르신 탭</Link>
          </nav>
          <Link to="/detail/elder/7">김순자 어르신</Link>
        </>
      ),
    },
    { path: '/near', element: <NearPage /> },
    { path: '/detail/elder/:elderId', element: <DetailPage /> },
  ];
  function App() {
    useRoutePreload(routes);
    return useRoutes(routes);
  }
  render(
    <DolbomThemeProvider>
      <MemoryRouter>
        <App />
      </MemoryRouter>
    </DolbomThemeProvider>,
  );
  return loads;
}

beforeEach(() => {
  Object.assign(window, { IntersectionObserver: InSight });
});
afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

it('downloads the screen of a card in sight before it is opened, and opens it from that download', async () => {
  const loads = setup();
  await waitFor(() => expect(loads.detail).toHaveBeenCalledTimes(1), { timeout: 5000 });
  // The tab bar's link is in sight too, but a tab's screen waits for intent.
  expect(loads.near).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('link', { name: '김순자 어르신' }));
  expect(await screen.findByRole('heading', { name: '어르신 정보' })).toBeInTheDocument();
  expect(loads.detail).toHaveBeenCalledTimes(1);
});

it('downloads a tab’s screen when its link is hovered, once', async () => {
  const loads = setup();
  await userEvent.hover(screen.getByRole('link', { name: '근처 어르신 탭' }));
  expect(loads.near).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getByRole('link', { name: '근처 어르신 탭' }));
  expect(await screen.findByRole('heading', { name: '근처 어르신' })).toBeInTheDocument();
  expect(loads.near).toHaveBeenCalledTimes(1);
});
