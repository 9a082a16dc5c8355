// Finding 22 (issue 15): the caregiver detail shows the age group and 경력 under the name, beside the photo.
import { screen } from '@testing-library/react';
import { CaregiverDetailPage } from '../routes/caregiver-detail-page';
import { useSelectedElderStore } from '../../../stores/selected-elder';
import { installFakeApi } from '../../../test-utils/fake-api';
import { renderRoute } from '../../../test-utils/render';
import { caregiverDetailFixture } from '../../../test-utils/fixtures';

const elders = [
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
const detail = (ageGroup: string | null) => caregiverDetailFixture({ ageGroup });

let ageGroup: string | null = '60대';
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  useSelectedElderStore.setState({ elderId: 3 });
  installFakeApi(({ url }) => {
    if (url === '/api/manager/elder') return { status: 200, body: elders };
    if (url.startsWith('/api/manager/7')) return { status: 200, body: detail(ageGroup) };
    return undefined;
  });
});
afterEach(() => jest.restoreAllMocks());

const open = () =>
  renderRoute(<CaregiverDetailPage />, { path: '/detail/care/7', route: '/detail/care/:caregiverId' });

it('shows 60대 · 경력 3년 under the name', async () => {
  ageGroup = '60대';
  open();
  expect(await screen.findByText(/^60대 · 경력 3년/)).toBeInTheDocument();
});

it('shows no age group when the year is unknown', async () => {
  ageGroup = null;
  open();
  expect(await screen.findByText(/^경력 3년/)).toBeInTheDocument();
  expect(screen.queryByText(/\d0대/)).not.toBeInTheDocument();
});
