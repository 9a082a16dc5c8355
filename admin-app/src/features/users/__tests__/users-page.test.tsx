import { fireEvent, screen, within } from '@testing-library/react';
import { UsersPage } from '../routes/users-page';
import type { AdminUser } from '../api/types';
import { installFakeApi, type FakeRequest, renderRoute } from '@dolbom/shared-ui/testing';

const user = (id: number, extra: Partial<AdminUser> = {}): AdminUser => ({
  id,
  loginId: `caregiver${String(id).padStart(2, '0')}`,
  name: '김영희',
  phone: '010-1234-5678',
  role: 'ROLE_CAREGIVER',
  createdAt: '2026-11-01T00:00:00.000Z',
  suspendedAt: null,
  centerName: null,
  ...extra,
});
const page = (content: AdminUser[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  size: 20,
  number: 0,
  first: true,
  last: true,
});

let requests: FakeRequest[];
beforeEach(() => {
  requests = installFakeApi(({ url }) => {
    if (url === '/api/admin/users?page=0&size=20')
      return { status: 200, body: page([user(1), user(2, { name: '박철수' })]) };
    if (url === '/api/admin/users?q=manager01&page=0&size=20')
      return {
        status: 200,
        body: page([
          user(7, {
            loginId: 'manager01',
            name: '김복지',
            role: 'ROLE_MANAGER',
            centerName: '행복재가센터',
            suspendedAt: '2026-11-20T00:00:00.000Z',
          }),
        ]),
      };
    if (url.startsWith('/api/admin/users?q=')) return { status: 200, body: page([]) };
    return undefined;
  });
});
afterEach(() => jest.restoreAllMocks());

it('lists every user at first, then finds by the query typed and keeps it in the URL', async () => {
  renderRoute(<UsersPage />, { path: '/admin/users' });
  expect(await screen.findByText('김영희 (caregiver01)')).toBeInTheDocument();
  expect(screen.getByText('전체 2건')).toBeInTheDocument();

  fireEvent.change(screen.getByLabelText('아이디, 이름 또는 전화번호'), {
    target: { value: '  manager01 ' },
  });
  fireEvent.click(screen.getByRole('button', { name: '찾기' }));
  const link = await screen.findByRole('link', { name: '김복지 (manager01) 회원 정보' });
  expect(link).toHaveAttribute('href', '/admin/users/7');
  // The title is the link; the card around it holds the rest.
  const card = link.closest('article') as HTMLElement;
  expect(within(card).getByText('사회복지사')).toBeInTheDocument();
  expect(within(card).getByText('이용 정지')).toBeInTheDocument();
  expect(within(card).getByText('행복재가센터')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/admin/users?q=manager01');
  expect(requests.map((r) => r.url)).toContain('/api/admin/users?q=manager01&page=0&size=20');
});

it('says nobody was found, with what to check', async () => {
  renderRoute(<UsersPage />, { path: '/admin/users?q=없는사람', route: '/admin/users' });
  expect(await screen.findByText('찾는 회원이 없어요')).toBeInTheDocument();
  expect(screen.getByText('아이디, 이름, 전화번호를 다시 확인해주세요.')).toBeInTheDocument();
});

it('refuses a query over 50 characters without asking the server', async () => {
  renderRoute(<UsersPage />, { path: '/admin/users' });
  await screen.findByText('김영희 (caregiver01)');
  fireEvent.change(screen.getByLabelText('아이디, 이름 또는 전화번호'), {
    target: { value: 'a'.repeat(51) },
  });
  fireEvent.click(screen.getByRole('button', { name: '찾기' }));
  expect(await screen.findByText('검색어는 50자 이내로 입력해주세요.')).toBeInTheDocument();
  expect(requests.every((r) => !r.url.includes('aaaa'))).toBe(true);
});
