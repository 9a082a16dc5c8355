import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { DolbomThemeProvider } from '@dolbom/shared-ui';
import type { RoleModule } from '@dolbom/shared-api';
import { HomeLayout } from '../home-layout';
import { PERMISSION_TEXT, PermissionSheet } from '../permission-sheet';

let ask: jest.Mock;
beforeEach(() => {
  localStorage.clear();
  ask = jest.fn();
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition: ask } });
});

function renderSheet() {
  render(
    <DolbomThemeProvider>
      <PermissionSheet />
    </DolbomThemeProvider>,
  );
}

describe('PermissionSheet', () => {
  it('asks the browser for the position when location is allowed', async () => {
    renderSheet();
    await userEvent.click(screen.getByRole('checkbox', { name: '위치 접근' }));
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(ask).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('permission.location')).toBe('true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks nothing when only the camera is allowed, and says the phone asks when a photo is picked', async () => {
    renderSheet();
    expect(screen.getByText(/지금은 묻지 않고, 사진을 고를 때 휴대폰이 물어봐요/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: '카메라 및 저장공간 접근' }));
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(ask).not.toHaveBeenCalled();
    expect(localStorage.getItem('permission.camera')).toBe('true');
  });

  it('asks nothing when closed without a choice', async () => {
    renderSheet();
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(ask).not.toHaveBeenCalled();
  });
});

describe('operators (issue 30)', () => {
  const frame = (askPermissions?: boolean) => {
    localStorage.clear();
    const role: RoleModule = {
      tabs: [{ path: '/', label: '홈', icon: null }],
      routes: [],
      HomeHeader: () => <p>운영</p>,
      ...(askPermissions === undefined ? {} : { askPermissions }),
    };
    render(
      <DolbomThemeProvider>
        <SWRConfig value={{ provider: () => new Map(), fetcher: async () => ({ count: 0 }) }}>
          <MemoryRouter initialEntries={['/']}>
            <Routes>
              <Route element={<HomeLayout role={role} />}>
                <Route path="/" element={<p>홈 화면</p>} />
              </Route>
            </Routes>
          </MemoryRouter>
        </SWRConfig>
      </DolbomThemeProvider>,
    );
  };

  it('a role that asks for no permissions (the operator remote) never sees the sheet', () => {
    frame(false);
    expect(screen.getByText('홈 화면')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the other roles still see it on the home', () => {
    frame();
    expect(screen.getByRole('dialog', { name: PERMISSION_TEXT.title })).toBeInTheDocument();
  });
});
