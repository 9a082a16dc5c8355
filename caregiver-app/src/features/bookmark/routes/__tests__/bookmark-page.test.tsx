import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookmarkedElder } from '@dolbom/shared-api/contracts';
import { installFakeApi, renderRoute } from '@dolbom/shared-ui/testing';
import { elderCardFixture } from '../../../../test-utils/fixtures';
import { BookmarkPage } from '../bookmark-page';

const saved: BookmarkedElder = { ...elderCardFixture({ bookmarked: true }), bookmarkId: 7 };
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
  renderRoute(<BookmarkPage />, { path: '/bookmark' });
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
