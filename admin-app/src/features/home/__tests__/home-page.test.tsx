import { screen, within } from '@testing-library/react';
import { HomePage } from '../routes/home-page';
import role from '../../../role';
import { installFakeApi, renderRoute } from '@dolbom/shared-ui/testing';

it('lists every operator task as a link under /admin', () => {
  renderRoute(<HomePage />, { path: '/' });
  const tasks = within(screen.getByRole('region', { name: '운영 업무' })).getAllByRole('link');
  expect(tasks.map((a) => [a.querySelector('strong')?.textContent, a.getAttribute('href')])).toEqual([
    ['센터 회원 승인', '/admin/memberships'],
    ['자격증 확인', '/admin/certificates'],
    ['신고', '/admin/reports'],
    ['회원 찾기', '/admin/users'],
    ['감사 기록', '/admin/audit'],
  ]);
});

it('has a route for every task, and every route but the home lives under /admin', () => {
  const paths = role.routes.map((r) => r.path);
  for (const href of [
    '/admin/memberships',
    '/admin/certificates',
    '/admin/reports',
    '/admin/users',
    '/admin/audit',
  ])
    expect(paths).toContain(href);
  expect(paths.filter((p) => p !== '/' && !p?.startsWith('/admin'))).toEqual([]);
  expect(role.tabs.map((t) => t.label)).toEqual(['홈', '회원 찾기', '감사 기록']);
});

it('says how many wait in each queue (issue 30), as the queues count them', async () => {
  installFakeApi(({ url }) => {
    const total = url.startsWith('/api/admin/memberships')
      ? 2
      : url.startsWith('/api/admin/certificates?status=PENDING')
        ? 0
        : url.startsWith('/api/admin/reports?status=OPEN')
          ? 5
          : undefined;
    return total === undefined
      ? undefined
      : { status: 200, body: { content: [], totalElements: total, totalPages: 1, size: 1, number: 0 } };
  });
  renderRoute(<HomePage />, { path: '/' });
  expect(await screen.findByRole('link', { name: /센터 회원 승인 대기 2건/ })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: /신고 대기 5건/ })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: /자격증 확인 대기 없음/ })).toBeInTheDocument();
});
