import { screen } from '@testing-library/react';
import type { NearListResponse } from '@dolbom/shared-api/contracts';
import { installFakeApi, renderRoute } from '@dolbom/shared-ui/testing';
import { elderCardFixture } from '../../../../test-utils/fixtures';
import { NearPicks, PICK_SENTENCES } from '../near-picks';

const card = (elderId: number, title: string) =>
  elderCardFixture({ elderId, title, postedAt: new Date(Date.now() - 3 * 86_400_000).toISOString() });

// The spec's grouped picks at the top level of the answer, one card or null each.
const picks: NearListResponse = {
  meal: card(1, '방문 요양 · 강남구 역삼동 · 여 82세 · 3등급'),
  toileting: null,
  mobility: null,
  daily: null,
  wage: card(2, '입주 요양 · 강남구 대치동 · 남 79세 · 2등급'),
  address: '서울 강남구 역삼로 310',
};

function serve(body: NearListResponse) {
  installFakeApi((c) => (c.url.startsWith('/api/caregiver/near/list') ? { status: 200, body } : undefined));
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('shows one card per pick the server found, under its sentence, and nothing for a null pick', async () => {
  serve(picks);
  renderRoute(<NearPicks range="1.25" />, { path: '/near' });
  expect(await screen.findByRole('region', { name: PICK_SENTENCES.meal })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: PICK_SENTENCES.wage })).toBeInTheDocument();
  expect(screen.getByText(picks.meal?.title ?? '')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: PICK_SENTENCES.toileting })).not.toBeInTheDocument();
});

it('shows an elder the server put in several slots once, with every reason it was picked (issue 30)', async () => {
  // One elder in range: the server names it under all five slots.
  const only = card(5, '방문 요양 · 강남구 논현동 · 여 83세 · 3등급');
  serve({ meal: only, toileting: only, mobility: only, daily: only, wage: only, address: '' });
  renderRoute(<NearPicks range="1.25" />, { path: '/near' });
  const sentences = [
    '요양보호사님이 가능한 식사·배변·이동 보조와 일상 돌봄을 원하는 어르신이 있어요!',
    PICK_SENTENCES.wage,
  ];
  const region = await screen.findByRole('region', { name: sentences.join(' ') });
  expect(region).toHaveTextContent(sentences[0]!);
  expect(screen.getAllByRole('article')).toHaveLength(1);
});

it('says on each card when the elder was posted, and what a 일급 is per hour', async () => {
  const daily = elderCardFixture({ elderId: 9, wageType: '일급', wage: 110000, wagePerHour: 12222 });
  serve({ ...picks, wage: daily });
  renderRoute(<NearPicks range="1.25" />, { path: '/near' });
  const meal = await screen.findByRole('region', { name: PICK_SENTENCES.meal });
  expect(meal).toHaveTextContent('3일 전');
  const wage = screen.getByRole('region', { name: PICK_SENTENCES.wage });
  expect(wage).toHaveTextContent('일급 110,000원');
  expect(wage).toHaveTextContent('시급으로 약 12,222원');
});
