// Finding 22 (issue 15): the caregiver detail shows the age group and 경력 under the name, beside the photo.
import { screen } from '@testing-library/react';
import { CaregiverDetailPage } from '../routes/caregiver-detail-page';
import { useSelectedElderStore } from '../../../stores/selected-elder';
import { installFakeApi } from '../../../test-utils/fake-api';
import { renderRoute } from '../../../test-utils/render';

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
const resume = {
  jobPosition: ['요양보호사'],
  hasDementiaTraining: 'COMPLETE',
  certificateCode: '2015-123456',
  hasVehicle: false,
  workPlace: ['서울 강남구'],
  workDay: [1, 2, 3],
  workTimeSlot: [1],
  isNegotiableTime: false,
  wage: 13000,
  elderRank: [3, 4],
  meal: ['식사 도움'],
  toileting: [],
  mobility: [],
  daily: [],
  preferredGender: '상관없음',
  isFamilyPreferred: true,
  isPetPreferred: true,
  experience: [{ startDate: '2020-01-01', endDate: '2023-01-01', work: '방문 요양', center: '행복센터' }],
  introduction: '성실하게 모시겠습니다.',
  title: '성실한 요양보호사',
};
const detail = (ageGroup: string | null) => ({
  ...resume,
  resumeId: 7,
  createdAt: new Date().toISOString(),
  negotiable: false,
  caregiverId: 7,
  name: '박정숙',
  profileImage: null,
  resume,
  possibleTasks: { meal: true, toileting: false, mobility: false, daily: false },
  score: 80,
  reasons: [],
  distanceKm: 1.2,
  isBookmarks: false,
  bookmarkId: null,
  pendingContactId: null,
  experienceYears: 3,
  ageGroup,
});

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

it('shows a current job as 현재 근무 중 (issue 30)', async () => {
  ageGroup = '60대';
  resume.experience = [
    { startDate: '2020-01-01', endDate: '', work: '방문 요양', center: '행복센터', current: true },
  ] as unknown as typeof resume.experience;
  open();
  expect(await screen.findByText(/2020-01-01 ~ 현재 근무 중/)).toBeInTheDocument();
});
