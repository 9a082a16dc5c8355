import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authStore } from '@dolbom/shared-api';
import { MembershipsPage } from '../routes/memberships-page';
import type { AdminMembership } from '../api/types';
import { installFakeApi, type FakeRequest, renderRoute } from '@dolbom/shared-ui/testing';

const item = (id: number, name: string, extra: Partial<AdminMembership> = {}): AdminMembership => ({
  id,
  status: 'PENDING',
  requestedAt: '2026-11-22T01:00:00.000Z',
  user: { id, loginId: `manager${id}`, name, phone: '010-2222-3333' },
  center: { id: 40, name: '행복재가센터', address: '서울 강남구 테헤란로 1' },
  proofAt: null,
  requestCount: 1,
  ...extra,
});
const page = (content: AdminMembership[]) => ({
  content,
  totalElements: content.length,
  totalPages: content.length ? 1 : 0,
  size: 20,
  number: 0,
  first: true,
  last: true,
});

let queue: AdminMembership[];
let requests: FakeRequest[];
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  authStore.setState({ accessToken: 'operator-token' });
  URL.createObjectURL = jest.fn(() => 'blob:proof-1');
  URL.revokeObjectURL = jest.fn();
  queue = [item(31, '정새봄'), item(32, '한가을')];
  requests = installFakeApi(({ method, url }) => {
    if (method === 'GET' && url === '/api/admin/memberships?page=0&size=20')
      return { status: 200, body: page(queue) };
    if (method === 'GET' && /^\/api\/admin\/memberships\/\d+\/proof$/.test(url))
      return { status: 200, body: new Blob(['png'], { type: 'image/png' }) };
    const m = /^\/api\/admin\/memberships\/(\d+)\/(approve|refuse)$/.exec(url);
    if (method === 'POST' && m) {
      const id = Number(m[1]);
      if (!queue.some((q) => q.id === id))
        return { status: 409, body: { message: '이미 처리된 회원 요청이에요.', code: 'CONFLICT' } };
      queue = queue.filter((q) => q.id !== id);
      return {
        status: 200,
        body: {
          id,
          status: m[2] === 'approve' ? 'VERIFIED' : 'REFUSED',
          decidedAt: '2026-11-23T01:00:00.000Z',
        },
      };
    }
    return undefined;
  });
});
afterEach(() => jest.restoreAllMocks());

const posts = () => requests.filter((r) => r.method === 'POST').map((r) => r.url);

it('approves a request after the confirm dialog, once for a double tap, and the queue shrinks', async () => {
  renderRoute(<MembershipsPage />, { path: '/admin/memberships' });
  const card = await screen.findByRole('article', { name: '정새봄 (manager31)' });
  expect(within(card).getByText('행복재가센터')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: '010-2222-3333' })).toHaveAttribute(
    'href',
    'tel:010-2222-3333',
  );
  fireEvent.click(within(card).getByRole('button', { name: '승인' }));
  const dialog = screen.getByRole('alertdialog', { name: '정새봄 님을 행복재가센터의 회원으로 승인할까요?' });
  const yes = within(dialog).getByRole('button', { name: '승인' });
  fireEvent.click(yes);
  fireEvent.click(yes);
  expect(await screen.findByText('정새봄 님을 승인했어요')).toBeInTheDocument();
  expect(posts()).toEqual(['/api/admin/memberships/31/approve']);
  await waitFor(() =>
    expect(screen.queryByRole('article', { name: '정새봄 (manager31)' })).not.toBeInTheDocument(),
  );
  expect(screen.getByText('전체 1건')).toBeInTheDocument();
});

it('refuses a request after a danger confirm', async () => {
  renderRoute(<MembershipsPage />, { path: '/admin/memberships' });
  const card = await screen.findByRole('article', { name: '한가을 (manager32)' });
  fireEvent.click(within(card).getByRole('button', { name: '거절' }));
  fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '거절' }));
  expect(await screen.findByText('한가을 님의 요청을 거절했어요')).toBeInTheDocument();
  expect(posts()).toEqual(['/api/admin/memberships/32/refuse']);
});

it('says the queue is empty, and shows the server message when another operator decided first', async () => {
  queue = [];
  const { unmount } = renderRoute(<MembershipsPage />, { path: '/admin/memberships' });
  expect(await screen.findByText('승인을 기다리는 요청이 없어요')).toBeInTheDocument();
  unmount();

  queue = [item(31, '정새봄')];
  renderRoute(<MembershipsPage />, { path: '/admin/memberships' });
  const card = await screen.findByRole('article', { name: '정새봄 (manager31)' });
  queue = [];
  fireEvent.click(within(card).getByRole('button', { name: '승인' }));
  fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '승인' }));
  expect(await screen.findByText('이미 처리된 회원 요청이에요.')).toBeInTheDocument();
});

it('shows the proof photo a first member sent (fetched with the operator token), or says there is none', async () => {
  queue = [item(31, '정새봄', { proofAt: '2026-11-22T01:05:00.000Z', requestCount: 2 }), item(32, '한가을')];
  renderRoute(<MembershipsPage />, { path: '/admin/memberships' });
  const card = await screen.findByRole('article', { name: '정새봄 (manager31)' });
  const img = await within(card).findByRole('img', {
    name: '정새봄 님이 보낸 행복재가센터의 센터 확인 서류 사진',
  });
  expect(img).toHaveAttribute('src', 'blob:proof-1');
  expect(within(card).getByText('거절된 뒤 다시 요청했어요 (마지막 요청)')).toBeInTheDocument();
  const proof = requests.find((r) => r.url === '/api/admin/memberships/31/proof')!;
  expect(proof.headers).toMatchObject({ authorization: 'Bearer operator-token' });
  const other = screen.getByRole('article', { name: '한가을 (manager32)' });
  expect(within(other).getByText('센터 확인 서류를 아직 보내지 않았어요.')).toBeInTheDocument();
  expect(within(other).queryByRole('img')).not.toBeInTheDocument();
  expect(requests.some((r) => r.url === '/api/admin/memberships/32/proof')).toBe(false);
});
