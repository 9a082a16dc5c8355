import { fireEvent, screen, within } from '@testing-library/react';
import type { AuditEntry } from '@dolbom/shared-api/contracts';
import { AuditPage } from '../routes/audit-page';
import { installFakeApi, type FakeRequest, renderRoute } from '@dolbom/shared-ui/testing';

const entry = (id: number, action: string, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  actor: { id: 1, loginId: 'admin01', name: '운영자' },
  action,
  targetType: 'user',
  targetId: String(100 + id),
  subject: null,
  detail: null,
  createdAt: '2026-11-23T04:05:00.000Z',
  ...extra,
});

const page = (content: AuditEntry[], number: number, totalElements: number, size = 20) => ({
  content,
  totalElements,
  totalPages: Math.ceil(totalElements / size),
  size,
  number,
  first: number === 0,
  last: (number + 1) * size >= totalElements,
});

let requests: FakeRequest[];
afterEach(() => jest.restoreAllMocks());

it('lists who did what to whom and when, newest first, with the reason, and pages with 더 보기', async () => {
  const first = Array.from({ length: 20 }, (_, i) =>
    i === 0
      ? entry(21, 'user.suspend', { detail: { reason: '허위 구인 글 반복' } })
      : entry(21 - i, 'user.unsuspend'),
  );
  requests = installFakeApi(({ url }) => {
    if (url === '/api/admin/audit?page=0&size=20') return { status: 200, body: page(first, 0, 21) };
    if (url === '/api/admin/audit?page=1&size=20')
      return {
        status: 200,
        body: page([entry(1, 'membership.approve', { targetType: 'membership', actor: null })], 1, 21),
      };
    return undefined;
  });
  renderRoute(<AuditPage />, { path: '/admin/audit' });

  expect(await screen.findByText('전체 21건')).toBeInTheDocument();
  const list = screen.getByRole('region', { name: '감사 기록 목록' });
  const top = within(list).getAllByRole('article')[0]!;
  expect(top).toHaveTextContent('이용 정지');
  expect(top).toHaveTextContent('회원 #121');
  expect(top).toHaveTextContent('사유: 허위 구인 글 반복');
  expect(top).toHaveTextContent('운영자 (admin01) · 2026.11.23 13:05');

  fireEvent.click(screen.getByRole('button', { name: '더 보기' }));
  expect(await screen.findByText('센터 회원 #101')).toBeInTheDocument();
  expect(within(list).getAllByRole('article')).toHaveLength(21);
  expect(screen.getByText('센터 회원 승인')).toBeInTheDocument();
  expect(screen.getByText(/시스템 ·/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '더 보기' })).not.toBeInTheDocument();
  expect(requests.map((r) => r.url)).toEqual([
    '/api/admin/audit?page=0&size=20',
    '/api/admin/audit?page=1&size=20',
  ]);
});

it('names the account a record is about, with a link to it, instead of `회원 #15` (issue 30)', async () => {
  const about = { id: 15, loginId: 'caregiver01', name: '박요양' };
  installFakeApi(({ url }) =>
    url === '/api/admin/audit?page=0&size=20'
      ? {
          status: 200,
          body: page(
            [
              entry(2, 'user.suspend', { targetId: '15', subject: about }),
              entry(1, 'certificate.refuse', { targetType: 'certificate', targetId: '3', subject: about }),
            ],
            0,
            2,
          ),
        }
      : undefined,
  );
  renderRoute(<AuditPage />, { path: '/admin/audit' });
  const links = await screen.findAllByRole('link', { name: /박요양 \(caregiver01\)/ });
  expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['회원 박요양 (caregiver01)', '/admin/users/15'],
    ['자격증 박요양 (caregiver01)', '/admin/users/15'],
  ]);
  expect(screen.queryByText('회원 #15')).not.toBeInTheDocument();
});

it('says so when nothing was recorded yet', async () => {
  installFakeApi(() => ({ status: 200, body: page([], 0, 0) }));
  renderRoute(<AuditPage />, { path: '/admin/audit' });
  expect(await screen.findByText('아직 기록이 없어요')).toBeInTheDocument();
});

it('shows 다시 시도 when the log cannot be read, and loads it on the retry', async () => {
  let fail = true;
  installFakeApi(() => (fail ? undefined : { status: 200, body: page([entry(1, 'user.suspend')], 0, 1) }));
  renderRoute(<AuditPage />, { path: '/admin/audit' });
  const retry = await screen.findByRole('button', { name: '다시 시도' });
  fail = false;
  fireEvent.click(retry);
  expect(await screen.findByText('회원 #101')).toBeInTheDocument();
});

it('열람 기록 lists who read which personal data, when and from where', async () => {
  requests = installFakeApi(({ url }) => {
    if (url === '/api/admin/audit?kind=read&page=0&size=20')
      return {
        status: 200,
        body: page(
          [
            entry(3, 'read.certificate-photo', {
              targetType: 'certificate',
              targetId: '7',
              detail: { ip: '203.0.113.9' },
            }),
            entry(2, 'read.user-search', {
              targetType: 'user-search',
              targetId: '010-1234',
              detail: { query: '010-1234', page: 0, shown: [4, 5, 6], ip: '203.0.113.9' },
            }),
            entry(1, 'read.user', { detail: { ip: '203.0.113.9' } }),
          ],
          0,
          3,
        ),
      };
    if (url === '/api/admin/audit?page=0&size=20') return { status: 200, body: page([], 0, 0) };
    return undefined;
  });
  renderRoute(<AuditPage />, { path: '/admin/audit' });
  expect(await screen.findByText('아직 기록이 없어요')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('tab', { name: '열람 기록' }));
  expect(await screen.findByText('전체 3건')).toBeInTheDocument();
  const [photo, search, user] = within(screen.getByRole('region', { name: '감사 기록 목록' })).getAllByRole(
    'article',
  );
  expect(photo).toHaveTextContent('자격증 사진 열람');
  expect(photo).toHaveTextContent('자격증 #7');
  expect(photo).toHaveTextContent('운영자 (admin01) · 2026.11.23 13:05');
  expect(photo).toHaveTextContent('접속 IP 203.0.113.9');
  expect(search).toHaveTextContent('회원 검색');
  expect(search).toHaveTextContent('검색어: 010-1234');
  expect(search).toHaveTextContent('목록에 보인 회원 3명');
  expect(user).toHaveTextContent('회원 정보 열람');
  expect(user).toHaveTextContent('회원 #101');
  expect(requests.map((r) => r.url)).toEqual([
    '/api/admin/audit?page=0&size=20',
    '/api/admin/audit?kind=read&page=0&size=20',
  ]);
});
