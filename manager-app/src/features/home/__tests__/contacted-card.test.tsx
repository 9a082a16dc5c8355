import { screen, within } from '@testing-library/react';
import { HomePage } from '../routes/home-page';
import { useSelectedElderStore } from '../../../stores/selected-elder';
import { installFakeApi, renderRoute } from '@dolbom/shared-ui/testing';
import { caregiverCardFixture } from '../../../test-utils/fixtures';

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
const card = (
  caregiverId: number,
  name: string,
  pendingContactId: number | null,
  experienceYears: number | null = null,
) =>
  caregiverCardFixture({ caregiverId, title: `${name}의 이력서`, name, pendingContactId, experienceYears });

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  useSelectedElderStore.setState({ elderId: 3 });
  installFakeApi(({ url }) => {
    if (url === '/api/manager/elder') return { status: 200, body: elders };
    if (url.startsWith('/api/manager/elder/individual'))
      return {
        status: 200,
        body: [
          {
            ...card(7, '박정숙', 21, 3),
            profileImage: '/uploads/p7.jpg',
            createdAt: daysAgo(3),
            ageGroup: '60대',
          },
          card(8, '김영희', null),
        ],
        headers: { 'x-total-count': '2' },
      };
    return undefined;
  });
});
afterEach(() => jest.restoreAllMocks());

it('marks the caregiver already contacted for this elder 연락함, and only that one', async () => {
  renderRoute(<HomePage />, { path: '/', route: '/' });
  const contacted = (await screen.findByText('박정숙의 이력서')).closest('article, li') as HTMLElement;
  expect(within(contacted).getByText('연락함')).toBeInTheDocument();
  const other = screen.getByText('김영희의 이력서').closest('article, li') as HTMLElement;
  expect(within(other).queryByText('연락함')).not.toBeInTheDocument();
});

it('shows the caregiver’s photo, years of experience and when the resume was written', async () => {
  renderRoute(<HomePage />, { path: '/', route: '/' });
  const first = (await screen.findByText('박정숙의 이력서')).closest('article, li') as HTMLElement;
  expect(within(first).getByRole('img', { name: '박정숙 님 사진' })).toHaveAttribute(
    'src',
    '/uploads/p7.jpg',
  );
  expect(within(first).getByText('60대 · 경력 3년 · 3일 전')).toBeInTheDocument();
  // No experience entries: no 경력 at all.
  const other = screen.getByText('김영희의 이력서').closest('article, li') as HTMLElement;
  expect(within(other).queryByText(/경력|\d0대/)).not.toBeInTheDocument();
});
