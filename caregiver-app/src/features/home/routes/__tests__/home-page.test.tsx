import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, renderRoute } from '@dolbom/shared-ui/testing';
import { HomePage } from '../home-page';

const EMPTY = { content: [], totalPages: 0, totalElements: 0, size: 10, number: 0, first: true, last: true };

beforeEach(() =>
  installFakeApi((c) =>
    c.url.startsWith('/api/caregiver/main/list')
      ? { status: 200, body: { ...EMPTY, address: '' } }
      : undefined,
  ),
);

describe('home with no contacts (issue 15)', () => {
  it('offers 근처 어르신 at the chosen range', async () => {
    renderRoute(<HomePage />, {
      route: '/',
      path: '/?range=3',
      extra: [{ path: '/near', element: <p>근처 어르신 화면</p> }],
    });
    expect(await screen.findByText('아직 연락이 없어요')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '근처 어르신 보기' }));
    expect(await screen.findByText('근처 어르신 화면')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '현재 위치' })).toHaveTextContent('/near?range=3');
  });

  it('never suggests a wider range: the range does not hide contacts (issue 30)', async () => {
    renderRoute(<HomePage />, { route: '/', path: '/?range=1.25' });
    expect(await screen.findByText('아직 연락이 없어요')).toBeInTheDocument();
    expect(screen.queryByText(/넓히/)).not.toBeInTheDocument();
    expect(screen.getByText('받은 연락은 거리와 상관없이 모두 보여요.')).toBeInTheDocument();
  });
});
