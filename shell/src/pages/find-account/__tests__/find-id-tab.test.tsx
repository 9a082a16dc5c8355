import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DolbomThemeProvider } from '@dolbom/shared-ui';
import { installFakeApi, type Reply } from '../../../test-utils/fake-api';
import { LoginPage } from '../../login-page';
import FindAccountPage from '../find-account-page';

const EXPIRES = () => new Date(Date.now() + 180_000).toISOString();

function renderPage() {
  render(
    <DolbomThemeProvider>
      <MemoryRouter initialEntries={['/login/find-account']}>
        <Routes>
          <Route path="/login/find-account" element={<FindAccountPage />} />
          <Route path="/login" element={<LoginPage />} />
        </Routes>
      </MemoryRouter>
    </DolbomThemeProvider>,
  );
}

/** Through the code to the found id: one code sent, one find-id answer. */
async function findId() {
  const replies: Reply[] = [
    { status: 200, body: { expiresAt: EXPIRES() } },
    { status: 200, body: { maskedId: 'care*****01', loginId: 'caregiver01' } },
    { status: 200, body: { expiresAt: EXPIRES() } },
  ];
  const requests = installFakeApi(() => replies.shift());
  renderPage();
  const panel = screen.getByRole('tabpanel', { name: '아이디 찾기' });
  const user = userEvent.setup();
  await user.type(panel.querySelector("input[name='phone']") as HTMLElement, '01034567801');
  await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
  await user.type(await screen.findByLabelText('인증번호'), '123456');
  await user.click(screen.getByRole('button', { name: '확인' }));
  return { user, requests };
}

beforeEach(() => localStorage.clear());

describe('아이디 찾기 after the code (issue 30)', () => {
  it('shows the whole id, and 이 아이디로 로그인 fills it in on /login', async () => {
    const { user } = await findId();
    expect(await screen.findByText('caregiver01')).toBeInTheDocument();
    expect(screen.queryByText(/care\*+01/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '이 아이디로 로그인' }));
    expect(await screen.findByLabelText('아이디')).toHaveValue('caregiver01');
  });

  it('비밀번호 재설정 opens the password tab with the id and phone filled in', async () => {
    const { user } = await findId();
    await user.click(await screen.findByRole('button', { name: '비밀번호 재설정' }));
    const panel = screen.getByRole('tabpanel', { name: '비밀번호 찾기' });
    expect(panel).toBeVisible();
    expect(screen.getByRole('tab', { name: '비밀번호 찾기' })).toHaveAttribute('aria-selected', 'true');
    expect(panel.querySelector('input[name="id"]')).toHaveValue('caregiver01');
    expect(panel.querySelector("input[name='phone']")).toHaveValue('010-3456-7801');
  });
});
