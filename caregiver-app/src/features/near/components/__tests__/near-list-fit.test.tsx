import { screen, within } from '@testing-library/react';
import type { MyPage, NearAllItem, NearAllResponse, NearListResponse } from '@dolbom/shared-api/contracts';
import { installFakeApi } from '../../../../test-utils/fake-api';
import { renderRoute } from '../../../../test-utils/render';
import { NearPage } from '../../routes/near-page';

const item = (elderId: number, title: string, fit: string | null, fits: boolean): NearAllItem => ({
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
  toileting: true,
  mobility: false,
  daily: true,
  distanceKm: 0.8,
  score: 70,
  reasons: [],
  postedAt: new Date().toISOString(),
  fit,
  fits,
});

const noPicks: NearListResponse = {
  meal: null,
  toileting: null,
  mobility: null,
  daily: null,
  wage: null,
  address: '서울 강남구 역삼로 310',
};
const page = (content: NearAllItem[]): NearAllResponse =>
  ({
    content,
    totalElements: content.length,
    totalPages: 1,
    size: 10,
    number: 0,
    first: true,
    last: true,
    numberOfElements: content.length,
    empty: content.length === 0,
  }) as unknown as NearAllResponse;
const me = (resumeRegistered: boolean) =>
  ({ name: '김영희', resumeRegistered, jobOpen: true }) as unknown as MyPage;

function serve(content: NearAllItem[], resumeRegistered: boolean) {
  installFakeApi((c) => {
    if (c.url.startsWith('/api/caregiver/near/list')) return { status: 200, body: noPicks };
    if (c.url.startsWith('/api/caregiver/near/all')) return { status: 200, body: page(content) };
    if (c.url.startsWith('/api/caregiver/mypage')) return { status: 200, body: me(resumeRegistered) };
    return undefined;
  });
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('says on each card of the full list whether the elder fits, or the one main reason against', async () => {
  serve(
    [
      item(1, '방문 요양 · 강남구 역삼동 · 여 82세 · 3등급', '내 조건에 맞아요', true),
      item(2, '방문 요양 · 강남구 대치동 · 남 79세 · 2등급', '배변 도움이 가능해야 해요', false),
    ],
    true,
  );
  renderRoute('/near', <NearPage />, '/near');
  const fits = await screen.findByRole('article', { name: '방문 요양 · 강남구 역삼동 · 여 82세 · 3등급' });
  expect(fits).toHaveTextContent('내 조건에 맞아요');
  const against = screen.getByRole('article', { name: '방문 요양 · 강남구 대치동 · 남 79세 · 2등급' });
  expect(against).toHaveTextContent('배변 도움이 가능해야 해요');
  expect(within(against).getByRole('button', { name: '지원하기' })).toBeInTheDocument();
});

it('lists the elders in range without a resume too, under a call to write one', async () => {
  serve([item(3, '방문 요양 · 강남구 역삼동 · 여 90세 · 4등급', null, false)], false);
  renderRoute('/near', <NearPage />, '/near');
  const card = await screen.findByRole('article', { name: '방문 요양 · 강남구 역삼동 · 여 90세 · 4등급' });
  expect(card).not.toHaveTextContent('내 조건에 맞아요');
  expect(await screen.findByRole('region', { name: '이력서 안내' })).toBeInTheDocument();
});
