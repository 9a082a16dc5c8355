// Issue 34: a caregiver's reviews for managers — the totals line, the texts newest first, 더 보기 with
// the cursor, and the empty and error states.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReviewPage } from '@dolbom/shared-api/contracts';
import { installFakeApi, renderRoute } from '@dolbom/shared-ui/testing';
import { CaregiverReviewsPage } from '../routes/caregiver-reviews-page';

const totals = {
  count: 3,
  line: '센터 후기 3건 · 시간 약속 4.8',
  averages: [4.8, 4.5, 4.2],
  againPercent: 100,
};
const page = (over: Partial<ReviewPage>): ReviewPage => ({
  name: '박정숙',
  totals,
  content: [],
  nextCursor: null,
  ...over,
});

let answer: (url: string) => { status: number; body: unknown } | undefined;
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  installFakeApi(({ url }) => answer(url));
});
afterEach(() => jest.restoreAllMocks());

const open = () =>
  renderRoute(<CaregiverReviewsPage />, {
    path: '/caregivers/7/reviews',
    route: '/caregivers/:caregiverId/reviews',
  });

it('shows the totals and the texts, and the next page with 더 보기', async () => {
  answer = (url) =>
    url.includes('cursor=')
      ? { status: 200, body: page({ content: [{ reviewId: 1, text: '꼼꼼하세요', month: '2026년 9월' }] }) }
      : {
          status: 200,
          body: page({
            content: [{ reviewId: 2, text: '시간 약속을 잘 지키셨어요', month: '2026년 11월' }],
            nextCursor: '1790000000000-2',
          }),
        };
  open();
  expect(await screen.findByText('센터 후기 3건 · 시간 약속 4.8')).toBeInTheDocument();
  expect(screen.getByText('시간 약속을 잘 지키셨어요')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '더 보기' }));
  expect(await screen.findByText('꼼꼼하세요')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '더 보기' })).not.toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: '신고' })).toHaveLength(2);
});

it('says when there is nothing yet, and offers a retry when loading fails', async () => {
  answer = () => ({
    status: 200,
    body: page({ totals: { count: 0, line: null, averages: null, againPercent: null } }),
  });
  const { unmount } = open();
  expect(await screen.findByText('아직 후기가 없어요')).toBeInTheDocument();
  expect(screen.getByText('아직 공개된 후기 글이 없어요')).toBeInTheDocument();
  unmount();
  answer = () => ({ status: 500, body: { message: '일시적인 오류가 생겼어요.', code: 'INTERNAL' } });
  open();
  expect(await screen.findByRole('button', { name: /다시 시도/ })).toBeInTheDocument();
});
