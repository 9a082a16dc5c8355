import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DolbomThemeProvider } from '@dolbom/shared-ui';
import { authStore } from '@dolbom/shared-api';
import { LoginPage } from '../login-page';
import { fakeResponse, type Reply } from '../../test-utils/fake-api';

// The API is faked at the network layer: a fetch that answers like the server.
let replies: Reply[] = [];
const requests: { url: string; body: unknown }[] = [];
const sentHeaders: Record<string, string>[] = [];

beforeEach(() => {
  replies = [];
  requests.length = 0;
  sentHeaders.length = 0;
  localStorage.clear();
  sessionStorage.clear();
  authStore.getState().clear();
  globalThis.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    sentHeaders.push({ ...(init?.headers as Record<string, string>) });
    const next = replies.shift() ?? { status: 500, body: { message: 'x', code: 'X' } };
    return fakeResponse(next);
  }) as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

function renderLogin() {
  return render(
    <DolbomThemeProvider>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/" element={<p>홈 화면</p>} />
        </Routes>
      </MemoryRouter>
    </DolbomThemeProvider>,
  );
}

const ok: Reply = {
  status: 200,
  body: { user: { userId: 1, loginId: 'caregiver01', name: '김영희', role: 'ROLE_CAREGIVER' } },
  headers: { authorization: 'Bearer acc', 'x-refresh-token': 'ref' },
};

describe('LoginPage', () => {
  it('asks for both fields before calling the server', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: '로그인하기' }));
    expect(screen.getByText('아이디를 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('비밀번호를 입력해주세요.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('logs in with Enter, stores the session and goes home', async () => {
    replies = [ok];
    renderLogin();
    await userEvent.type(screen.getByLabelText('아이디'), 'caregiver01');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'dolbom1234!{Enter}');
    expect(await screen.findByText('홈 화면')).toBeInTheDocument();
    expect(requests[0]).toEqual({
      url: '/api/login',
      body: { id: 'caregiver01', password: 'dolbom1234!', autoLogin: false },
    });
    expect(sessionStorage.getItem('accessToken')).toBe('acc');
    expect(sessionStorage.getItem('userRole')).toBe('ROLE_CAREGIVER');
  });

  it('shows a server message about the password under the password field, keeping what was typed', async () => {
    replies = [{ status: 401, body: { message: '비밀번호가 맞지 않아요.', code: 'LOGIN_BAD_PASSWORD' } }];
    renderLogin();
    await userEvent.type(screen.getByLabelText('아이디'), 'caregiver01');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'wrongpass1!{Enter}');
    expect(await screen.findByText('비밀번호가 잘못되었습니다.')).toBeInTheDocument();
    expect(screen.getByLabelText('아이디')).toHaveValue('caregiver01');
    expect(screen.queryByText('아이디가 잘못되었습니다.')).not.toBeInTheDocument();
    // Issue 30: the message goes as she corrects the field, not only at the next 로그인하기.
    await userEvent.type(screen.getByLabelText('비밀번호'), 'x');
    expect(screen.queryByText('비밀번호가 잘못되었습니다.')).not.toBeInTheDocument();
  });

  it('maps an id message to the id field and anything else to 로그인 실패 or the message', async () => {
    replies = [
      { status: 401, body: { message: '없는 아이디예요.', code: 'LOGIN_ID_NOT_FOUND' } },
      { status: 500, body: 'not json' },
    ];
    renderLogin();
    await userEvent.type(screen.getByLabelText('아이디'), 'nobody1234');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'whatever12!{Enter}');
    expect(await screen.findByText('아이디가 잘못되었습니다.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '로그인하기' }));
    expect(
      await screen.findByText('일시적인 오류가 생겼어요. 잠시 후 다시 시도해주세요.'),
    ).toBeInTheDocument();
  });

  it('keeps the known-device token a login answers and sends it with the next login to that account', async () => {
    replies = [{ ...ok, headers: { ...ok.headers, 'x-device-token': 'device-of-caregiver01' } }];
    const first = renderLogin();
    await userEvent.type(screen.getByLabelText('아이디'), 'caregiver01');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'dolbom1234!{Enter}');
    await screen.findByText('홈 화면');
    expect(sentHeaders[0]?.['x-device-token']).toBeUndefined();
    first.unmount();
    // Logged out (the session goes, the device stays known), then in again: to this account only.
    authStore.getState().clear();
    replies = [ok, ok];
    const second = renderLogin();
    await userEvent.type(screen.getByLabelText('아이디'), 'caregiver01');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'dolbom1234!{Enter}');
    await screen.findByText('홈 화면');
    expect(sentHeaders[1]?.['x-device-token']).toBe('device-of-caregiver01');
    second.unmount();
    authStore.getState().clear();
    renderLogin();
    await userEvent.type(screen.getByLabelText('아이디'), 'caregiver02');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'dolbom1234!{Enter}');
    await screen.findByText('홈 화면');
    expect(sentHeaders[2]?.['x-device-token']).toBeUndefined();
  });

  it('a double submit sends one request', async () => {
    replies = [ok];
    renderLogin();
    await userEvent.type(screen.getByLabelText('아이디'), 'caregiver01');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'dolbom1234!');
    const button = screen.getByRole('button', { name: '로그인하기' });
    await userEvent.dblClick(button);
    await screen.findByText('홈 화면');
    expect(requests).toHaveLength(1);
  });

  it('아이디 저장하기 remembers the id and prefills it next time; 자동로그인 keeps the session in localStorage', async () => {
    replies = [ok];
    const first = renderLogin();
    await userEvent.type(screen.getByLabelText('아이디'), 'caregiver01');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'dolbom1234!');
    await userEvent.click(screen.getByLabelText('아이디 저장하기'));
    await userEvent.click(screen.getByLabelText('자동로그인'));
    await userEvent.click(screen.getByRole('button', { name: '로그인하기' }));
    await screen.findByText('홈 화면');
    expect(localStorage.getItem('refreshToken')).toBe('ref');
    first.unmount();
    renderLogin();
    await waitFor(() => expect(screen.getByLabelText('아이디')).toHaveValue('caregiver01'));
    expect(screen.getByLabelText('아이디 저장하기')).toBeChecked();
  });
});
