import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { UserDetailPage } from '../routes/user-detail-page';
import type { AdminUserDetail } from '../api/types';
import { installFakeApi, type FakeRequest, renderRoute } from '@dolbom/shared-ui/testing';

let user: AdminUserDetail;
let requests: FakeRequest[];

const base: AdminUserDetail = {
  id: 5,
  loginId: 'caregiver05',
  name: '최순자',
  phone: '010-5555-0005',
  role: 'ROLE_CAREGIVER',
  createdAt: '2026-11-01T00:00:00.000Z',
  suspendedAt: null,
  centerName: null,
  caregiver: { resumeRegistered: true, jobOpen: true },
  manager: null,
  history: [],
};

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  user = { ...base };
  requests = installFakeApi(({ method, url, body }) => {
    if (method === 'GET' && url === '/api/admin/users/5') return { status: 200, body: user };
    if (method === 'GET' && url === '/api/admin/users/404')
      return { status: 404, body: { message: '찾을 수 없어요', code: 'NOT_FOUND' } };
    if (method === 'POST' && url === '/api/admin/users/5/suspend') {
      const reason = (body as { reason: string }).reason;
      user = {
        ...user,
        suspendedAt: '2026-11-23T01:00:00.000Z',
        history: [
          {
            id: 1,
            actor: { id: 1, loginId: 'admin01', name: '운영자' },
            action: 'user.suspend',
            targetType: 'user',
            targetId: '5',
            subject: { id: 5, loginId: 'caregiver05', name: '박요양' },
            detail: { reason },
            createdAt: '2026-11-23T01:00:00.000Z',
          },
        ],
      };
      return { status: 200, body: user };
    }
    if (method === 'POST' && url === '/api/admin/users/5/unsuspend') {
      user = { ...user, suspendedAt: null };
      return { status: 200, body: user };
    }
    return undefined;
  });
});
afterEach(() => jest.restoreAllMocks());

const open = (id = 5) =>
  renderRoute(<UserDetailPage />, { path: `/admin/users/${id}`, route: '/admin/users/:id' });

it('shows who the user is and what they have', async () => {
  open();
  expect(await screen.findByRole('heading', { name: '최순자 (caregiver05)' })).toBeInTheDocument();
  expect(screen.getByText('010-5555-0005')).toBeInTheDocument();
  expect(screen.getByText('이용 중')).toBeInTheDocument();
  expect(screen.getByText('등록함')).toBeInTheDocument();
  expect(screen.getByText('구직 중')).toBeInTheDocument();
  expect(screen.getByText('이 회원에 대한 운영 기록이 없어요')).toBeInTheDocument();
});

it('suspends with a required reason, sends one request for a double tap, and says so', async () => {
  open();
  fireEvent.click(await screen.findByRole('button', { name: '이용 정지하기' }));
  const dialog = screen.getByRole('dialog', { name: '최순자 님의 이용을 정지할까요?' });
  fireEvent.click(within(dialog).getByRole('button', { name: '정지하기' }));
  expect(await within(dialog).findByText('정지 사유를 입력해주세요.')).toBeInTheDocument();
  expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

  fireEvent.change(within(dialog).getByLabelText('정지 사유'), {
    target: { value: '  허위 구인 글 반복  ' },
  });
  const confirm = within(dialog).getByRole('button', { name: '정지하기' });
  fireEvent.click(confirm);
  fireEvent.click(confirm);
  expect(await screen.findByText('이용을 정지했어요')).toBeInTheDocument();
  const posts = requests.filter((r) => r.method === 'POST');
  expect(posts).toEqual([
    { method: 'POST', url: '/api/admin/users/5/suspend', body: { reason: '허위 구인 글 반복' } },
  ]);
  await waitFor(() => expect(screen.getByText(/부터 이용 정지$/)).toBeInTheDocument());
  expect(screen.getByText('사유: 허위 구인 글 반복')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: '정지 해제하기' })).toBeInTheDocument();
});

it('refuses a reason over 200 characters like the server', async () => {
  open();
  fireEvent.click(await screen.findByRole('button', { name: '이용 정지하기' }));
  const dialog = screen.getByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('정지 사유'), { target: { value: '가'.repeat(201) } });
  fireEvent.click(within(dialog).getByRole('button', { name: '정지하기' }));
  expect(await within(dialog).findByText('정지 사유는 200자 이내로 입력해주세요.')).toBeInTheDocument();
  expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
});

it('lifts a suspension after the confirm dialog', async () => {
  user = { ...base, suspendedAt: '2026-11-20T00:00:00.000Z' };
  open();
  fireEvent.click(await screen.findByRole('button', { name: '정지 해제하기' }));
  const dialog = screen.getByRole('alertdialog', { name: '최순자 님의 정지를 해제할까요?' });
  fireEvent.click(within(dialog).getByRole('button', { name: '해제하기' }));
  expect(await screen.findByText('정지를 해제했어요')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText('이용 중')).toBeInTheDocument());
  expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
    '/api/admin/users/5/unsuspend',
  ]);
});

it('keeps the dialog open with the server message when the suspension is refused', async () => {
  installFakeApi(({ method }) =>
    method === 'GET'
      ? { status: 200, body: user }
      : { status: 409, body: { message: '이미 이용이 정지된 계정이에요.', code: 'CONFLICT' } },
  );
  open();
  fireEvent.click(await screen.findByRole('button', { name: '이용 정지하기' }));
  const dialog = screen.getByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('정지 사유'), { target: { value: '사유' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '정지하기' }));
  expect(await within(dialog).findByText('이미 이용이 정지된 계정이에요.')).toBeInTheDocument();
});

it('offers no suspension for an operator, and says when the user does not exist', async () => {
  user = { ...base, role: 'ROLE_ADMIN', caregiver: null };
  const { unmount } = open();
  expect(await screen.findByText('운영자 계정은 정지할 수 없어요.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '이용 정지하기' })).not.toBeInTheDocument();
  unmount();
  open(404);
  expect(await screen.findByText('회원을 찾을 수 없어요')).toBeInTheDocument();
});
