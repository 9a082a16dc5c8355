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
  elderCount: 0,
});
const verified: CenterMembers = {
  centerId: 5,
  centerName: '행복한요양센터 강남',
  myStatus: 'VERIFIED',
  myUserId: 1,
  members: [member(1, '김복지', 'VERIFIED')],
  pending: [member(9, '박신입', 'PENDING')],
  left: [],
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
  list = { status: 200, body: { ...verified, myStatus: 'PENDING', myUserId: 9, pending: [] } };
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

describe('퇴사, 어르신 넘기기, 목록에서 지우기 (issue 30)', () => {
  const withColleagues: CenterMembers = {
    ...verified,
    pending: [],
    members: [member(1, '김복지', 'VERIFIED'), { ...member(2, '이동료', 'VERIFIED'), elderCount: 3 }],
  };
  const answer = (extra: (req: FakeRequest) => Reply | undefined) =>
    installFakeApi((req) => {
      if (req.method === 'GET' && req.url === '/api/manager/center/members') return list;
      return extra(req);
    });

  it('퇴사 처리 is offered for a colleague, never for me, and asks first', async () => {
    list = { status: 200, body: withColleagues };
    requests = answer(({ method, url }) => {
      if (method !== 'POST' || url !== '/api/manager/center/members/2/leave') return undefined;
      list = {
        status: 200,
        body: {
          ...withColleagues,
          members: [member(1, '김복지', 'VERIFIED')],
          left: [{ ...member(2, '이동료', 'LEFT'), elderCount: 3 }],
        },
      };
      return { status: 200, body: { userId: 2, status: 'LEFT' } };
    });
    open();
    const mine = await screen.findByRole('listitem', { name: '김복지' });
    expect(within(mine).queryByRole('button', { name: '퇴사 처리' })).not.toBeInTheDocument();
    const theirs = screen.getByRole('listitem', { name: '이동료' });
    expect(within(theirs).getByText('담당 어르신 3명')).toBeInTheDocument();
    fireEvent.click(within(theirs).getByRole('button', { name: '퇴사 처리' }));
    const ask = screen.getByRole('alertdialog');
    expect(ask).toHaveTextContent('이동료 님을 퇴사 처리할까요?');
    fireEvent.click(within(ask).getByRole('button', { name: '퇴사 처리' }));
    expect(await screen.findByText('이동료 님을 퇴사 처리했어요')).toBeInTheDocument();
    const left = await screen.findByRole('region', { name: '퇴사한 회원' });
    expect(within(left).getByRole('button', { name: '어르신 넘기기' })).toBeInTheDocument();
  });

  it('어르신 넘기기 asks to whom, then hands over; a member with none can be removed after asking', async () => {
    const leftOne = { ...member(2, '이동료', 'LEFT'), elderCount: 3 };
    const third = member(3, '박셋째', 'VERIFIED');
    list = {
      status: 200,
      body: { ...withColleagues, members: [member(1, '김복지', 'VERIFIED'), third], left: [leftOne] },
    };
    requests = answer(({ method, url, body }) => {
      if (method === 'POST' && url === '/api/manager/center/members/2/handover') {
        list = {
          status: 200,
          body: { ...(list.body as CenterMembers), left: [{ ...leftOne, elderCount: 0 }] },
        };
        const to = (body as { toUserId: number }).toUserId;
        return {
          status: 200,
          body: { fromUserId: 2, toUserId: to, elders: 3, connections: 1, jobs: 1, contacts: 0 },
        };
      }
      if (method === 'DELETE' && url === '/api/manager/center/members/2') {
        list = { status: 200, body: { ...(list.body as CenterMembers), left: [] } };
        return { status: 204 };
      }
      return undefined;
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: '어르신 넘기기' }));
    const sheet = await screen.findByRole('dialog', { name: '이동료 님의 어르신 3명을 누구에게 넘길까요?' });
    fireEvent.click(within(sheet).getByRole('button', { name: '넘기기' }));
    expect(within(sheet).getByText('어르신을 넘겨받을 동료를 선택해주세요.')).toBeInTheDocument();
    fireEvent.click(within(sheet).getByRole('radio', { name: '박셋째' }));
    fireEvent.click(within(sheet).getByRole('button', { name: '넘기기' }));
    expect(await screen.findByText('박셋째 님에게 어르신 3명을 넘겼어요')).toBeInTheDocument();
    expect(requests.filter((r) => r.url.endsWith('/handover')).map((r) => r.body)).toEqual([{ toUserId: 3 }]);

    fireEvent.click(await screen.findByRole('button', { name: '목록에서 지우기' }));
    const ask = screen.getByRole('alertdialog');
    expect(ask).toHaveTextContent('이동료 님을 목록에서 지울까요?');
    fireEvent.click(within(ask).getByRole('button', { name: '목록에서 지우기' }));
    expect(await screen.findByText('이동료 님을 목록에서 지웠어요')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: '퇴사한 회원' })).not.toBeInTheDocument(),
    );
  });
});
