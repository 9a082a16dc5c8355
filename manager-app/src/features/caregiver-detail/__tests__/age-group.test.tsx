// Finding 22 (issue 15): the caregiver detail shows the age group and 경력 under the name, beside the photo.
import { screen } from '@testing-library/react';
import type { ManagerResumeView } from '@dolbom/shared-api/contracts';
import { CaregiverDetailPage } from '../routes/caregiver-detail-page';
import { useSelectedElderStore } from '../../../stores/selected-elder';
import { installFakeApi, renderRoute } from '@dolbom/shared-ui/testing';
import {
  caregiverDetailFixture,
  resumeViewFixture,
  elderListItemFixture,
} from '../../../test-utils/fixtures';

const elders = [elderListItemFixture()];
let experience: ManagerResumeView['experience'] | undefined;
const detail = (ageGroup: string | null) =>
  caregiverDetailFixture({ ageGroup, ...(experience && { resume: resumeViewFixture({ experience }) }) });

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
afterEach(() => {
  jest.restoreAllMocks();
  experience = undefined;
});

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

it('shows a current job as 현재 근무 중 (issue 30)', async () => {
  ageGroup = '60대';
  experience = [
    { startDate: '2020-01-01', endDate: '', work: '방문 요양', center: '행복센터', current: true },
  ];
  open();
  expect(await screen.findByText(/2020-01-01 ~ 현재 근무 중/)).toBeInTheDocument();
});
