import { screen, within } from '@testing-library/react';
import type { MyPage, NearAllItem, NearAllResponse, NearListResponse } from '@dolbom/shared-api/contracts';
import { installFakeApi, renderRoute } from '@dolbom/shared-ui/testing';
import { elderCardFixture } from '../../../../test-utils/fixtures';
import { NearPage } from '../../routes/near-page';

const item = (elderId: number, title: string, over: Partial<NearAllItem> = {}): NearAllItem =>
  elderCardFixture({ elderId, title, distanceKm: 0.8, ...over });
const against = (...mismatches: string[]) => ({ fit: mismatches[0]!, fits: false, mismatches });

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
  }) as unknown as NearAllResponse;
const me = (resumeRegistered: boolean) =>
  ({ name: '김영희', resumeRegistered, jobOpen: true }) as unknown as MyPage;

function serve(content: NearAllItem[], resumeRegistered: boolean, picks = noPicks) {
  installFakeApi((c) => {
    if (c.url.startsWith('/api/caregiver/near/list')) return { status: 200, body: picks };
    if (c.url.startsWith('/api/caregiver/near/all')) return { status: 200, body: page(content) };
    if (c.url.startsWith('/api/caregiver/mypage')) return { status: 200, body: me(resumeRegistered) };
    return undefined;
  });
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('says on each card whether the elder fits, or the main reason against and how many more', async () => {
  serve(
    [
      item(1, '방문 요양 · 강남구 역삼동 · 여 82세 · 3등급'),
      item(2, '방문 요양 · 강남구 대치동 · 남 79세 · 2등급', against('배변 도움이 가능해야 해요')),
      item(
        3,
        '방문 요양 · 강남구 삼성동 · 여 88세 · 2등급',
        against('월~금 오후가 맞지 않아요', '반려동물은 어렵다고 하셨어요'),
      ),
    ],
    true,
  );
  renderRoute(<NearPage />, { path: '/near' });
  const fits = await screen.findByRole('article', { name: '방문 요양 · 강남구 역삼동 · 여 82세 · 3등급' });
  expect(fits).toHaveTextContent('✓내 조건에 맞아요');
  const one = screen.getByRole('article', { name: '방문 요양 · 강남구 대치동 · 남 79세 · 2등급' });
  expect(one).toHaveTextContent('✕배변 도움이 가능해야 해요');
  expect(within(one).getByRole('button', { name: '지원하기' })).toBeInTheDocument();
  const two = screen.getByRole('article', { name: '방문 요양 · 강남구 삼성동 · 여 88세 · 2등급' });
  expect(two).toHaveTextContent('✕월~금 오후가 맞지 않아요 외 1가지');
});

it('lists each elder once: the picks are left out of the list below them (issue 30)', async () => {
  const picked = item(1, '방문 요양 · 강남구 역삼동 · 여 82세 · 3등급');
  const other = item(2, '방문 요양 · 강남구 대치동 · 남 79세 · 2등급');
  serve([picked, other], true, { ...noPicks, meal: picked, wage: picked });
  renderRoute(<NearPage />, { path: '/near' });
  await screen.findByRole('article', { name: other.title });
  expect(screen.getAllByRole('article', { name: picked.title })).toHaveLength(1);
  expect(screen.getByRole('heading', { name: '다른 가까운 어르신' })).toBeInTheDocument();
});

it('says so when every elder in range is among the picks', async () => {
  const picked = item(1, '방문 요양 · 강남구 역삼동 · 여 82세 · 3등급');
  serve([picked], true, { ...noPicks, meal: picked });
  renderRoute(<NearPage />, { path: '/near' });
  expect(await screen.findByText('이 거리 안에 다른 어르신은 없어요')).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(1);
});

it('lists the elders in range without a resume too, under a call to write one', async () => {
  serve([item(3, '방문 요양 · 강남구 역삼동 · 여 90세 · 4등급', { fit: null, fits: false })], false);
  renderRoute(<NearPage />, { path: '/near' });
  const card = await screen.findByRole('article', { name: '방문 요양 · 강남구 역삼동 · 여 90세 · 4등급' });
  expect(card).not.toHaveTextContent('내 조건에 맞아요');
  expect(await screen.findByRole('region', { name: '이력서 안내' })).toBeInTheDocument();
});
