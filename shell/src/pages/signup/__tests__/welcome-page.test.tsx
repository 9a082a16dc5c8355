import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DolbomThemeProvider } from '@dolbom/shared-ui';
import { LoginPage } from '../../login-page';
import WelcomePage from '../welcome-page';

function renderWelcome(state: unknown) {
  render(
    <DolbomThemeProvider>
      <MemoryRouter initialEntries={[{ pathname: '/welcome', state }]}>
        <WelcomePage />
      </MemoryRouter>
    </DolbomThemeProvider>,
  );
}

describe('/welcome', () => {
  it('tells a new caregiver about jobs nearby', () => {
    renderWelcome({ memberType: '요양보호사' });
    expect(screen.getByText('이제 돌봄이음에서 가까운 돌봄 일자리를 만나보세요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '돌봄이음 시작하기' })).toBeInTheDocument();
  });

  it('tells a new social worker about caregivers, not jobs', () => {
    renderWelcome({ memberType: '사회복지사' });
    expect(screen.getByText('이제 돌봄이음에서 어르신께 맞는 요양보호사를 만나보세요.')).toBeInTheDocument();
    expect(screen.queryByText(/일자리/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '돌봄이음 시작하기' })).toBeInTheDocument();
  });

  it('says nothing role-specific when opened without a sign-up', () => {
    renderWelcome(null);
    expect(screen.queryByText(/일자리|요양보호사를/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '돌봄이음 시작하기' })).toBeInTheDocument();
  });
});

describe('/welcome after a sign-up (issue 30)', () => {
  it('shows the id she just made and fills it in on /login', async () => {
    render(
      <DolbomThemeProvider>
        <MemoryRouter
          initialEntries={[
            { pathname: '/welcome', state: { memberType: '요양보호사', loginId: 'newcare01' } },
          ]}
        >
          <Routes>
            <Route path="/welcome" element={<WelcomePage />} />
            <Route path="/login" element={<LoginPage />} />
          </Routes>
        </MemoryRouter>
      </DolbomThemeProvider>,
    );
    expect(screen.getByText('내 아이디')).toBeInTheDocument();
    expect(screen.getByText('newcare01')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '돌봄이음 시작하기' }));
    expect(await screen.findByLabelText('아이디')).toHaveValue('newcare01');
  });
});
