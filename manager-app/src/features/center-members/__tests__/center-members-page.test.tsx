import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CenterMember, CenterMembers } from '@dolbom/shared-api/contracts';
import { CenterMembersPage } from '../routes/center-members-page';
import { installFakeApi, type FakeRequest, type Reply, renderRoute } from '@dolbom/shared-ui/testing';

const member = (userId: number, name: string, status: CenterMember['status']): CenterMember => ({
  userId,
  name,
  loginId: `mgr${userId}`,
  phone: '010-1111-2222',
  status,
  requestedAt: '2026-11-22T10:00:00.000Z',
  decidedAt: status === 'PENDING' ? null : '2026-11-22T11:00:00.000Z',
});
const verified: CenterMembers = {
  centerId: 5,
  centerName: '행복한요양센터 강남',
  myStatus: 'VERIFIED',
  members: [member(1, '김복지', 'VERIFIED')],
  pending: [member(9, '박신입', 'PENDING')],
};

let list: Reply;
let decision: Reply | (() => Promise<Reply>);
let requests: FakeRequest[];

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  list = { status: 200, body: verified };
  decision = { status: 200, body: { id: 9, status: 'VERIFIED', decidedAt: '2026-11-23T00:00:00.000Z' } };
  requests = installFakeApi(({ method, url }) => {
    if (method === 'GET' && url === '/api/manager/center/members') return list;
    if (method === 'POST' && url.startsWith('/api/manager/center/members/9/')) return decision as Reply;
    return undefined;
  });
});
afterEach(() => jest.restoreAllMocks());

const open = () => renderRoute(<CenterMembersPage />, { path: '/center-members', route: '/center-members' });
const decisions = () => requests.filter((r) => r.method === 'POST');

it('a failed load offers 다시 시도, which loads again', async () => {
  list = { status: 500, body: { message: '서버 오류', code: 'X' } };
  open();
  const retry = await screen.findByRole('button', { name: '다시 시도' });
  list = { status: 200, body: verified };
  fireEvent.click(retry);
  expect(await screen.findByText('박신입')).toBeInTheDocument();
});

it('a verified member sees the request; 승인 asks first, sends one request on a double tap, and says so', async () => {
  open();
  const item = await screen.findByRole('listitem', { name: '박신입' });
  expect(screen.getByText(/내 인증 상태 · 인증됨/)).toBeInTheDocument();
  fireEvent.click(within(item).getByRole('button', { name: '승인' }));
  const dialog = screen.getByRole('alertdialog');
  expect(dialog).toHaveTextContent('박신입 님을 센터 회원으로 승인할까요?');
  list = {
    status: 200,
    body: { ...verified, pending: [], members: [...verified.members, member(9, '박신입', 'VERIFIED')] },
  };
  const confirm = within(dialog).getByRole('button', { name: '승인' });
  fireEvent.click(confirm);
  fireEvent.click(confirm);
  expect(await screen.findByText('박신입 님을 승인했어요')).toBeInTheDocument();
  expect(decisions()).toEqual([expect.objectContaining({ url: '/api/manager/center/members/9/approve' })]);
  expect(await screen.findByText('승인을 기다리는 요청이 없어요')).toBeInTheDocument();
});

it('거절 can be cancelled; confirmed, it refuses', async () => {
  open();
  const item = await screen.findByRole('listitem', { name: '박신입' });
  fireEvent.click(within(item).getByRole('button', { name: '거절' }));
  fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '아니요' }));
  expect(decisions()).toEqual([]);
  fireEvent.click(within(item).getByRole('button', { name: '거절' }));
  decision = { status: 200, body: { id: 9, status: 'REFUSED', decidedAt: '2026-11-23T00:00:00.000Z' } };
  fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '거절' }));
  expect(await screen.findByText('박신입 님의 요청을 거절했어요')).toBeInTheDocument();
  expect(decisions()).toEqual([expect.objectContaining({ url: '/api/manager/center/members/9/refuse' })]);
});

it('shows the server’s Korean message when a decision fails', async () => {
  decision = { status: 409, body: { message: '이미 처리된 회원 요청이에요.', code: 'CONFLICT' } };
  open();
  const item = await screen.findByRole('listitem', { name: '박신입' });
  fireEvent.click(within(item).getByRole('button', { name: '승인' }));
  fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '승인' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('이미 처리된 회원 요청이에요.');
});

it('a pending member sees 승인 대기 with what it means, and no requests to decide', async () => {
  list = { status: 200, body: { ...verified, myStatus: 'PENDING', pending: [] } };
  open();
  expect(await screen.findByText(/내 인증 상태 · 승인 대기/)).toBeInTheDocument();
  // Issue 29: what waiting means for her elders and contacts, as on the home.
  expect(
    screen.getByText(/보낸 연락은 센터 인증 후 요양보호사에게 전달돼요\. 센터 정보는 고칠 수 없어요/),
  ).toBeInTheDocument();
  expect(screen.queryByText('승인을 기다리는 요청')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '승인' })).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByText('김복지')).toBeInTheDocument());
});
