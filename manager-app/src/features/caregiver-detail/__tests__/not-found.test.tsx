import { screen } from '@testing-library/react';
import { CaregiverDetailPage } from '../routes/caregiver-detail-page';
import { ElderDetailPage } from '../../elder-admin/routes/elder-detail-page';
import { useSelectedElderStore } from '../../../stores/selected-elder';
import { installFakeApi, renderRoute } from '@dolbom/shared-ui/testing';
import { elderListItemFixture } from '../../../test-utils/fixtures';

const elders = [elderListItemFixture()];
const missing = { status: 404, body: { message: '찾을 수 없어요.', code: 'NOT_FOUND' } };

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  useSelectedElderStore.setState({ elderId: 3 });
  installFakeApi(({ url }) => {
    if (url === '/api/manager/elder') return { status: 200, body: elders };
    if (url.startsWith('/api/manager/999')) return missing;
    if (url === '/api/manager/elder/999') return missing;
    return undefined;
  });
});
afterEach(() => jest.restoreAllMocks());

it('a caregiver that does not exist (or is not reachable) shows a not-found state, not 다시 시도', async () => {
  renderRoute(<CaregiverDetailPage />, { path: '/detail/care/999', route: '/detail/care/:caregiverId' });
  expect(await screen.findByText('요양보호사를 찾을 수 없어요')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '홈으로 가기' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
});

it('an elder that does not exist or is another manager’s shows a not-found state', async () => {
  renderRoute(<ElderDetailPage />, { path: '/elder-admin/999', route: '/elder-admin/:elderId' });
  expect(await screen.findByText('어르신을 찾을 수 없어요')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '어르신 목록으로' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
});
