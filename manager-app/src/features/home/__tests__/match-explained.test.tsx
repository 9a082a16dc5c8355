// Issue 30: a candidate card and the caregiver's detail say what does not fit as plainly as what fits,
// and what the score is made of; 급여순 says which way it sorts.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HomePage } from '../routes/home-page';
import { CaregiverDetailPage } from '../../caregiver-detail/routes/caregiver-detail-page';
import { useSelectedElderStore } from '../../../stores/selected-elder';
import { installFakeApi, renderRoute } from '@dolbom/shared-ui/testing';
import { caregiverCardFixture, caregiverDetailFixture } from '../../../test-utils/fixtures';

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
const explained = {
  score: 61,
  reasons: ['식사·이동 가능', '약 1.1km'],
  mismatches: ['월~금 오후가 맞지 않아요', '반려동물은 어렵다고 했어요'],
  scoreParts: [
    { label: '근무 시간', points: 8, max: 25 },
    { label: '필요한 돌봄', points: 20, max: 20 },
    { label: '거리', points: 8, max: 20 },
    { label: '급여', points: 10, max: 10 },
    { label: '돌봄 여유', points: 0, max: 5 },
    { label: '등급', points: 5, max: 5 },
    { label: '성별', points: 5, max: 5 },
    { label: '가족 동거', points: 5, max: 5 },
    { label: '반려동물', points: 0, max: 5 },
  ],
};

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  useSelectedElderStore.setState({ elderId: 3 });
  installFakeApi(({ url }) => {
    if (url === '/api/manager/elder') return { status: 200, body: elders };
    if (url.startsWith('/api/manager/elder/individual'))
      return {
        status: 200,
        body: [caregiverCardFixture({ ...explained, title: '오후는 어려워요' })],
        headers: { 'x-total-count': '1' },
      };
    if (url.startsWith('/api/manager/7')) return { status: 200, body: caregiverDetailFixture(explained) };
    return undefined;
  });
});
afterEach(() => jest.restoreAllMocks());

it('a card: ✕ lines beside the ✓ lines, and 61점 opened into its parts', async () => {
  renderRoute(<HomePage />, { path: '/', route: '/' });
  const card = (await screen.findByText('오후는 어려워요')).closest('li') as HTMLElement;
  const lines = within(card).getByRole('list', { name: '맞는 점과 맞지 않는 점' });
  expect(
    within(lines)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    '✕맞지 않아요: 월~금 오후가 맞지 않아요',
    '✕맞지 않아요: 반려동물은 어렵다고 했어요',
    '✓맞아요: 식사·이동 가능',
    '✓맞아요: 약 1.1km',
  ]);
  const parts = within(card).getByRole('group');
  expect(parts).not.toHaveAttribute('open');
  await userEvent.click(within(card).getByText('61점은 이렇게 매겼어요'));
  expect(parts).toHaveAttribute('open');
  const table = within(card).getByLabelText('점수 내역');
  expect(table).toHaveTextContent('근무 시간8 / 25점');
  expect(table).toHaveTextContent('반려동물0 / 5점');
});

it('the sort says which way 급여 sorts', async () => {
  renderRoute(<HomePage />, { path: '/', route: '/' });
  await screen.findByText('오후는 어려워요');
  expect(screen.getByRole('option', { name: '희망 시급 높은 순' })).toBeInTheDocument();
  expect(screen.queryByRole('option', { name: '급여순' })).not.toBeInTheDocument();
});

it('the detail: the same lines and the parts, open', async () => {
  renderRoute(<CaregiverDetailPage />, { path: '/detail/care/7', route: '/detail/care/:caregiverId' });
  const why = await screen.findByRole('region', { name: '이말순 어르신과 맞는 점, 맞지 않는 점' });
  expect(why).toHaveTextContent('매칭 61점');
  expect(why).toHaveTextContent('✕맞지 않아요: 월~금 오후가 맞지 않아요');
  expect(within(why).getByRole('heading', { name: '61점은 이렇게 매겼어요' })).toBeInTheDocument();
  expect(within(why).getByLabelText('점수 내역')).toHaveTextContent('근무 시간8 / 25점');
});
