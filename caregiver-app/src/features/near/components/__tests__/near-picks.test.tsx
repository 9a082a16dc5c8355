import { screen } from '@testing-library/react';
import type { ElderCard, NearListResponse } from '@dolbom/shared-api/contracts';
import { installFakeApi } from '../../../../test-utils/fake-api';
import { renderRoute } from '../../../../test-utils/render';
import { NearPicks, PICK_SENTENCES } from '../near-picks';

const card = (elderId: number, title: string): ElderCard => ({
  elderId,
  title,
  center: '행복한요양센터 강남',
  centerGrade: 'A',
  centerGradeYear: 2024,
  centerVerified: true,
  wage: 13000,
  wageType: '시급',
  negotiable: false,
  bookmarked: false,
  meal: true,
  toileting: false,
  mobility: false,
  daily: true,
  distanceKm: 1.2,
  score: 70,
  reasons: [],
  postedAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
});

// The spec's grouped picks at the top level of the answer, one card or null each.
const picks: NearListResponse = {
  meal: card(1, '방문 요양 · 강남구 역삼동 · 여 82세 · 3등급'),
  toileting: null,
  mobility: null,
  daily: null,
  wage: card(2, '입주 요양 · 강남구 대치동 · 남 79세 · 2등급'),
  address: '서울 강남구 역삼로 310',
};

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('shows one card per pick the server found, under its sentence, and nothing for a null pick', async () => {
  installFakeApi((c) =>
    c.url.startsWith('/api/caregiver/near/list') ? { status: 200, body: picks } : undefined,
  );
  renderRoute('/near', <NearPicks range="1.25" />, '/near');
  expect(await screen.findByRole('region', { name: PICK_SENTENCES.meal })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: PICK_SENTENCES.wage })).toBeInTheDocument();
  expect(screen.getByText(picks.meal?.title ?? '')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: PICK_SENTENCES.toileting })).not.toBeInTheDocument();
});

it('says on each card when the elder was posted', async () => {
  installFakeApi((c) =>
    c.url.startsWith('/api/caregiver/near/list') ? { status: 200, body: picks } : undefined,
  );
  renderRoute('/near', <NearPicks range="1.25" />, '/near');
  const meal = await screen.findByRole('region', { name: PICK_SENTENCES.meal });
  expect(meal).toHaveTextContent('3일 전');
});
