import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { DolbomThemeProvider, Header } from '@dolbom/shared-ui';
import type { RoleModule } from '@dolbom/shared-api';
import { HomeLayout } from '../home-layout';

// Issue 30 (PRODUCT.md "Data rules"): the bell is on every screen of the tab bar, not only the home.
const role: RoleModule = {
  tabs: [
    { path: '/', label: '홈', icon: null },
    { path: '/near', label: '근처 어르신', icon: null },
    { path: '/mypage', label: '내 정보', icon: null },
  ],
  routes: [],
  HomeHeader: () => <p>내 주소</p>,
};

function renderAt(path: string) {
  localStorage.setItem('permission', 'true');
  render(
    <DolbomThemeProvider>
      <SWRConfig value={{ provider: () => new Map(), fetcher: async () => ({ count: 2 }) }}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route element={<HomeLayout role={role} />}>
              <Route path="/" element={<p>홈 화면</p>} />
              <Route path="/mypage" element={<Header title="내 정보" />} />
              <Route path="/inbox" element={<Header title="받은 연락함" onBack={() => undefined} />} />
            </Route>
            <Route path="/notifications" element={<p>알림 화면</p>} />
          </Routes>
        </MemoryRouter>
      </SWRConfig>
    </DolbomThemeProvider>,
  );
}

it('shows the bell with its count on a tab screen other than the home, and it opens 알림', async () => {
  renderAt('/mypage');
  const bell = await screen.findByRole('button', { name: '알림, 읽지 않은 알림 수 2' });
  await userEvent.click(bell);
  expect(screen.getByText('알림 화면')).toBeInTheDocument();
});

it('keeps one bell on the home (in its header) and none on a screen outside the tab bar', async () => {
  renderAt('/');
  expect(await screen.findAllByRole('button', { name: /^알림/ })).toHaveLength(1);
});

it('has no bell on a screen outside the tab bar', () => {
  renderAt('/inbox');
  expect(screen.queryByRole('button', { name: /^알림/ })).not.toBeInTheDocument();
});
