import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from '../../../../test-utils/fake-api';
import { renderRoute } from '../../../../test-utils/render';
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
  it('offers 근처 어르신 and suggests a wider range below 5 km', async () => {
    renderRoute('/', <HomePage />, '/?range=3', [{ path: '/near', element: <p>근처 어르신 화면</p> }]);
    expect(await screen.findByText('아직 연락이 없어요')).toBeInTheDocument();
    expect(screen.getByText(/거리를 넓히거나/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '근처 어르신 보기' }));
    expect(await screen.findByText('근처 어르신 화면')).toBeInTheDocument();
  });

  it('does not suggest widening the range at 5 km', async () => {
    renderRoute('/', <HomePage />, '/?range=5');
    expect(await screen.findByText('아직 연락이 없어요')).toBeInTheDocument();
    expect(screen.queryByText(/넓히/)).not.toBeInTheDocument();
  });
});
