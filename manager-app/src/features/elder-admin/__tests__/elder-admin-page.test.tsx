import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ElderAdminPage } from '../routes/elder-admin-page';
import { HomePage } from '../../home/routes/home-page';
import { useSelectedElderStore } from '../../../stores/selected-elder';
import { installFakeApi, type FakeRequest, renderRoute } from '@dolbom/shared-ui/testing';

let elders = [
  {
    elderId: 3,
    elderName: '이말순',
    gender: 'female',
    rank: 4,
    address: '서울 강남구',
    birth: '1944-12-25',
    recruiting: true,
  },
];
let requests: FakeRequest[];

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  useSelectedElderStore.setState({ elderId: 3 });
  elders = [{ ...elders[0]!, recruiting: true }];
  requests = installFakeApi(({ method, url, body }) => {
    if (url === '/api/manager/elder') return { status: 200, body: elders };
    if (method === 'PUT' && url === '/api/manager/elder/3/posting') {
      const recruiting = (body as { recruiting: boolean }).recruiting;
      elders = [{ ...elders[0]!, recruiting }];
      return { status: 200, body: { elderId: 3, recruiting } };
    }
    if (url.startsWith('/api/manager/elder/individual'))
      return { status: 200, body: [], headers: { 'x-total-count': '0' } };
    return undefined;
  });
});
afterEach(() => jest.restoreAllMocks());

it('어르신 관리 shows 모집 중 and closes the posting (모집 완료) after a confirmation, then reopens it', async () => {
  renderRoute(<ElderAdminPage />, { path: '/elder-admin', route: '/elder-admin' });
  expect(await screen.findByText('모집 중')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '이말순 어르신 모집 완료하기' }));
  // Issue 30: one tap asks first; 취소 changes nothing.
  const ask = await screen.findByRole('alertdialog', { name: '이말순 어르신 모집을 마칠까요?' });
  fireEvent.click(within(ask).getByRole('button', { name: '취소' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);
  fireEvent.click(screen.getByRole('button', { name: '이말순 어르신 모집 완료하기' }));
  const again = await screen.findByRole('alertdialog');
  fireEvent.click(within(again).getByRole('button', { name: '모집 완료하기' }));
  expect(await screen.findByText('모집 완료')).toBeInTheDocument();
  expect(screen.getByText('요양보호사에게 보이지 않아요')).toBeInTheDocument();
  const puts = requests.filter((r) => r.method === 'PUT');
  expect(puts.map((r) => r.body)).toEqual([{ recruiting: false }]);
  fireEvent.click(screen.getByRole('button', { name: '이말순 어르신 다시 모집하기' }));
  await waitFor(() => expect(screen.getByText('모집 중')).toBeInTheDocument());
});

it('home says the posting is closed and offers no candidates', async () => {
  elders = [{ ...elders[0]!, recruiting: false }];
  renderRoute(<HomePage />, { path: '/', route: '/' });
  expect(await screen.findByText('모집이 끝난 어르신이에요')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '어르신 관리로 가기' })).toBeInTheDocument();
  expect(requests.some((r) => r.url.startsWith('/api/manager/elder/individual'))).toBe(false);
});

it('an elder whose care ended says so and offers no reopening (issue 30)', async () => {
  elders = [{ ...elders[0]!, recruiting: false, careEnded: '별세' } as (typeof elders)[number]];
  renderRoute(<ElderAdminPage />, { path: '/elder-admin', route: '/elder-admin' });
  expect(await screen.findByText('돌봄 종료 · 별세')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /다시 모집하기|모집 완료하기/ })).not.toBeInTheDocument();
  expect(screen.queryByText('요양보호사에게 보이지 않아요')).not.toBeInTheDocument();
});
