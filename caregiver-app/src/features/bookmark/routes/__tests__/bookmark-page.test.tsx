import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookmarkedElder } from '@dolbom/shared-api/contracts';
import { installFakeApi } from '../../../../test-utils/fake-api';
import { renderRoute } from '../../../../test-utils/render';
import { BookmarkPage } from '../bookmark-page';

const saved: BookmarkedElder = {
  bookmarkId: 7,
  elderId: 3,
  title: '방문 요양 · 강남구 역삼동 · 여 82세 · 3등급',
  center: '행복한요양센터 강남',
  centerGrade: 'A',
  centerGradeYear: 2024,
  centerVerified: true,
  wage: 13000,
  wageType: '시급',
  negotiable: false,
  bookmarked: true,
  meal: true,
  toileting: false,
  mobility: false,
  daily: true,
  distanceKm: 1.2,
  score: 70,
  reasons: [],
  postedAt: new Date().toISOString(),
};
const page = {
  content: [saved],
  totalPages: 1,
  totalElements: 1,
  size: 10,
  number: 0,
  first: true,
  last: true,
};

it('저장함: unsaving offers 되돌리기, which saves the elder again', async () => {
  const calls = installFakeApi((c) =>
    c.method === 'GET' && c.url.startsWith('/api/caregiver/mypage/bookmarks')
      ? { status: 200, body: page }
      : c.method === 'POST'
        ? { status: 200, body: c.body as object }
        : undefined,
  );
  renderRoute('/bookmark', <BookmarkPage />, '/bookmark');
  await userEvent.click(await screen.findByRole('button', { name: /저장/, pressed: true }));
  expect(await screen.findByText('저장함에서 뺐어요')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '되돌리기' }));
  await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
  expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([
    ['/api/caregiver/near/bookmark?elderId=3', { bookmarked: false }],
    ['/api/caregiver/near/bookmark?elderId=3', { bookmarked: true }],
  ]);
  expect(screen.queryByText('저장함에서 뺐어요')).not.toBeInTheDocument();
});
