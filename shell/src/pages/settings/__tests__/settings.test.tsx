import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { DolbomThemeProvider } from '@dolbom/shared-ui';
import { swrConfig } from '@dolbom/shared-api/hooks';
import SettingsPage from '../settings-page';
import { applyTextSize, TEXT_SIZE_KEY } from '../../../text-size';
import { fakeResponse, type Reply } from '../../../test-utils/fake-api';

interface Call {
  method: string;
  url: string;
  body: unknown;
}
let calls: Call[] = [];
let replies: Reply[] = [];
/** Replies wait for this before answering (double-tap tests); resolved by default. */
let gate: Promise<void> = Promise.resolve();

beforeEach(() => {
  calls = [];
  replies = [];
  gate = Promise.resolve();
  localStorage.clear();
  document.documentElement.style.fontSize = '';
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  globalThis.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      method: init?.method ?? 'GET',
      url: String(url),
      body:
        init?.body instanceof FormData ? 'multipart' : init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    await gate;
    return fakeResponse(replies.shift() ?? { status: 500, body: { message: '서버 오류', code: 'X' } });
  }) as unknown as typeof fetch;
});

function renderAt(path: string) {
  return render(
    <DolbomThemeProvider>
      <SWRConfig value={{ ...swrConfig, provider: () => new Map(), shouldRetryOnError: false }}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/settings/*" element={<SettingsPage />} />
            <Route path="/login" element={<p>로그인 화면</p>} />
          </Routes>
        </MemoryRouter>
      </SWRConfig>
    </DolbomThemeProvider>,
  );
}

const writes = () => calls.filter((c) => c.method !== 'GET');

describe('설정', () => {
  it('lists 글자 크기 and the account pages', () => {
    renderAt('/settings');
    expect(screen.getByRole('heading', { level: 1, name: '설정' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '보통' })).toBeChecked();
    expect(screen.getByRole('link', { name: '내 정보 수정' })).toHaveAttribute('href', '/settings/profile');
    expect(screen.getByRole('link', { name: '비밀번호 변경' })).toHaveAttribute('href', '/settings/password');
    expect(screen.getByRole('link', { name: '회원 탈퇴' })).toHaveAttribute('href', '/settings/delete');
  });

  it('글자 크기 applies at once to the root font size, is kept on this device and applied on the next start', async () => {
    renderAt('/settings');
    await userEvent.click(screen.getByRole('radio', { name: '아주 크게' }));
    expect(document.documentElement.style.fontSize).toBe('125%');
    expect(localStorage.getItem(TEXT_SIZE_KEY)).toBe('xlarge');
    document.documentElement.style.fontSize = '';
    applyTextSize();
    expect(document.documentElement.style.fontSize).toBe('125%');
    await userEvent.click(screen.getByRole('radio', { name: '보통' }));
    expect(document.documentElement.style.fontSize).toBe('');
  });
});

describe('비밀번호 변경', () => {
  async function fill(current: string, next: string, check = next) {
    await userEvent.type(screen.getByLabelText('현재 비밀번호'), current);
    await userEvent.type(screen.getByLabelText('새 비밀번호'), next);
    await userEvent.type(screen.getByLabelText('새 비밀번호 확인'), check);
  }

  it('checks the new password like sign-up before asking the server', async () => {
    renderAt('/settings/password');
    await fill('old1234!!x', 'short', 'other');
    await userEvent.click(screen.getByRole('button', { name: '비밀번호 바꾸기' }));
    expect(
      screen.getByText('10~20자의 영문, 숫자, 특수문자를 모두 포함한 비밀번호를 입력해주세요'),
    ).toBeInTheDocument();
    expect(screen.getByText('비밀번호가 일치하지 않습니다.')).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it("a wrong current password shows the server's message and keeps what was typed", async () => {
    replies.push({
      status: 400,
      body: {
        message: '현재 비밀번호가 맞지 않아요.',
        code: 'VALIDATION_ERROR',
        fields: { currentPassword: '현재 비밀번호가 맞지 않아요.' },
      },
    });
    renderAt('/settings/password');
    await fill('wrong1234!', 'newpass123!!');
    await userEvent.click(screen.getByRole('button', { name: '비밀번호 바꾸기' }));
    expect(await screen.findByText('현재 비밀번호가 맞지 않아요.')).toBeInTheDocument();
    expect(screen.getByLabelText('새 비밀번호')).toHaveValue('newpass123!!');
    expect(screen.getByLabelText('현재 비밀번호')).toHaveValue('wrong1234!');
  });

  it('a double tap sends one request; success says the other devices must log in again', async () => {
    let open: () => void = () => undefined;
    gate = new Promise((r) => (open = r));
    replies.push({ status: 204, body: null });
    renderAt('/settings/password');
    await fill('old1234!!x', 'newpass123!!');
    const submit = screen.getByRole('button', { name: '비밀번호 바꾸기' });
    await userEvent.dblClick(submit);
    open();
    expect(await screen.findByText(/비밀번호를 바꿨어요/)).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        method: 'POST',
        url: '/api/user/password',
        body: { currentPassword: 'old1234!!x', password: 'newpass123!!', passwordCheck: 'newpass123!!' },
      },
    ]);
  });
});

describe('내 정보 수정', () => {
  it('loads name and phone, checks them like sign-up, saves', async () => {
    replies.push({
      status: 200,
      body: { loginId: 'caregiver01', name: '김순자', phone: '010-1234-5678', address: null },
    });
    renderAt('/settings/profile');
    const name = await screen.findByLabelText('이름');
    expect(name).toHaveValue('김순자');
    await userEvent.clear(name);
    await userEvent.type(name, 'Kim');
    await userEvent.click(screen.getByRole('button', { name: '저장하기' }));
    expect(screen.getByText('이름은 10자 이내의 한글로 입력해주세요.')).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await userEvent.clear(name);
    await userEvent.type(name, '김바뀜');
    const phone = screen.getByLabelText('휴대전화 번호');
    await userEvent.clear(phone);
    await userEvent.type(phone, '01099998888');
    expect(phone).toHaveValue('010-9999-8888');
    replies.push({
      status: 200,
      body: { loginId: 'caregiver01', name: '김바뀜', phone: '010-9999-8888', address: null },
    });
    await userEvent.click(screen.getByRole('button', { name: '저장하기' }));
    expect(await screen.findByText('내 정보를 저장했어요.')).toBeInTheDocument();
    expect(writes()[0]).toEqual({
      method: 'PATCH',
      url: '/api/user/profile',
      body: { name: '김바뀜', phone: '010-9999-8888' },
    });
  });

  it("shows a caregiver's address with 주소 다시 찾기; an unchanged address is not sent", async () => {
    const address = {
      zonecode: '06236',
      roadAddress: '서울 강남구 테헤란로 152',
      jibunAddress: '서울 강남구 역삼동 737',
      bcode: '1168010100',
    };
    replies.push({
      status: 200,
      body: { loginId: 'caregiver01', name: '김순자', phone: '010-1234-5678', address, birthYear: 1962 },
    });
    renderAt('/settings/profile');
    expect(await screen.findByText('(06236) 서울 강남구 테헤란로 152')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '주소 다시 찾기' })).toBeInTheDocument();
    replies.push({
      status: 200,
      body: { loginId: 'caregiver01', name: '김순자', phone: '010-1234-5678', address },
    });
    await userEvent.click(screen.getByRole('button', { name: '저장하기' }));
    expect(await screen.findByText('내 정보를 저장했어요.')).toBeInTheDocument();
    expect(writes()[0]?.body).toEqual({ name: '김순자', phone: '010-1234-5678', birthYear: 1962 });
  });

  it('asks a caregiver her 출생 연도 (required, 1940 … this year − 18); a manager is not asked', async () => {
    const address = {
      zonecode: '',
      roadAddress: '서울 강남구 테헤란로 152',
      jibunAddress: '',
      bcode: '1168010100',
    };
    replies.push({
      status: 200,
      body: { loginId: 'caregiver01', name: '김순자', phone: '010-1234-5678', address, birthYear: null },
    });
    const view = renderAt('/settings/profile');
    const year = await screen.findByLabelText('출생 연도');
    expect(year).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: '저장하기' }));
    expect(await screen.findByText('출생 연도를 입력해주세요.')).toBeInTheDocument();
    await userEvent.type(year, '2020');
    await userEvent.click(screen.getByRole('button', { name: '저장하기' }));
    expect(await screen.findByText('출생 연도를 4자리로 확인해주세요. (예: 1962)')).toBeInTheDocument();
    expect(writes()).toEqual([]);
    await userEvent.clear(year);
    await userEvent.type(year, '1962');
    replies.push({
      status: 200,
      body: { loginId: 'caregiver01', name: '김순자', phone: '010-1234-5678', address, birthYear: 1962 },
    });
    await userEvent.click(screen.getByRole('button', { name: '저장하기' }));
    expect(await screen.findByText('내 정보를 저장했어요.')).toBeInTheDocument();
    expect(writes()[0]?.body).toEqual({ name: '김순자', phone: '010-1234-5678', birthYear: 1962 });
    view.unmount();

    replies.push({
      status: 200,
      body: { loginId: 'manager01', name: '김복지', phone: '010-2345-6701', address: null, birthYear: null },
    });
    renderAt('/settings/profile');
    expect(await screen.findByLabelText('이름')).toHaveValue('김복지');
    expect(screen.queryByLabelText('출생 연도')).not.toBeInTheDocument();
  });

  it("a caregiver's photo: not PNG/JPG is refused before sending; a PNG is sent at once", async () => {
    replies.push({
      status: 200,
      body: {
        loginId: 'caregiver01',
        name: '김순자',
        phone: '010-1234-5678',
        address: {
          zonecode: '',
          roadAddress: '서울 강남구 테헤란로 152',
          jibunAddress: '',
          bcode: '1168010100',
        },
        profileImage: null,
      },
    });
    renderAt('/settings/profile');
    const input = await screen.findByLabelText('사진 바꾸기');
    await userEvent.upload(input, new File(['hello'], 'note.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(await screen.findByText('PNG 또는 JPG 파일만 업로드할 수 있습니다.')).toBeInTheDocument();
    expect(writes()).toEqual([]);
    replies.push({ status: 200, body: { profileImage: '/uploads/abc.png' } });
    await userEvent.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('사진을 바꿨어요.')).toBeInTheDocument();
    expect(writes()).toEqual([{ method: 'POST', url: '/api/user/photo', body: 'multipart' }]);
    expect(screen.getByRole('img', { name: '고른 프로필 사진' })).toHaveAttribute('src', '/uploads/abc.png');
  });

  it('a failed load offers 다시 시도', async () => {
    renderAt('/settings/profile');
    expect(await screen.findByText('내 정보를 불러오지 못했어요.')).toBeInTheDocument();
    replies.push({
      status: 200,
      body: { loginId: 'caregiver01', name: '김순자', phone: '010-1234-5678', address: null },
    });
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByLabelText('이름')).toHaveValue('김순자');
  });
});

describe('회원 탈퇴', () => {
  it('needs the password, asks for confirmation, shows a wrong password without losing it', async () => {
    renderAt('/settings/delete');
    await userEvent.click(screen.getByRole('button', { name: '탈퇴하기' }));
    expect(screen.getByText('비밀번호를 입력해주세요.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('비밀번호 확인'), 'wrong1234!');
    await userEvent.click(screen.getByRole('button', { name: '탈퇴하기' }));
    const dialog = screen.getByRole('alertdialog', { name: '정말 탈퇴할까요?' });
    await userEvent.click(within(dialog).getByRole('button', { name: '아니요' }));
    expect(writes()).toEqual([]);

    replies.push({
      status: 400,
      body: {
        message: '비밀번호가 맞지 않아요.',
        code: 'VALIDATION_ERROR',
        fields: { password: '비밀번호가 맞지 않아요.' },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: '탈퇴하기' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '탈퇴하기' }));
    expect(await screen.findByText('비밀번호가 맞지 않아요.')).toBeInTheDocument();
    expect(screen.getByLabelText('비밀번호 확인')).toHaveValue('wrong1234!');
  });

  it('deletes once on a double tap, then leads to the login screen', async () => {
    let open: () => void = () => undefined;
    gate = new Promise((r) => (open = r));
    replies.push({ status: 204, body: null });
    renderAt('/settings/delete');
    await userEvent.type(screen.getByLabelText('비밀번호 확인'), 'test1234!!');
    await userEvent.click(screen.getByRole('button', { name: '탈퇴하기' }));
    await userEvent.dblClick(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: '탈퇴하기' }),
    );
    open();
    expect(await screen.findByText('탈퇴가 완료되었어요')).toBeInTheDocument();
    expect(writes()).toEqual([{ method: 'DELETE', url: '/api/user', body: { password: 'test1234!!' } }]);
    await userEvent.click(screen.getByRole('button', { name: '처음 화면으로' }));
    await waitFor(() => expect(screen.getByText('로그인 화면')).toBeInTheDocument());
  });
});
