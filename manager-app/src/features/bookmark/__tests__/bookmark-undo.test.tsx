import { fireEvent, screen, waitFor } from '@testing-library/react';
import { BookmarkPage } from '../routes/bookmark-page';
import { installFakeApi, type FakeRequest, type Reply, renderRoute } from '@dolbom/shared-ui/testing';

const elders = [
  { elderId: 1, elderName: '김순례', gender: 'female', rank: 3, address: '서울 강남구', birth: '1941-04-12' },
];
const saved = {
  bookmarkId: 5,
  elderId: 1,
  elderName: '김순례',
  caregiverId: 7,
  caregiverName: '박정숙',
  profileImage: null,
  caregiverSupport: [],
  mismatches: [],
  resumeId: 7,
  title: '성실하게 모시겠습니다',
  wage: 13000,
  negotiable: false,
  possibleTasks: { meal: true, toileting: false, mobility: false, daily: false },
};

let kept = true;
let requests: FakeRequest[];
function answer({ method, url }: FakeRequest): Reply | undefined {
  if (url === '/api/manager/elder') return { status: 200, body: elders };
  if (method === 'GET' && url.startsWith('/api/manager/bookmark'))
    return { status: 200, body: kept ? [saved] : [], headers: { 'x-total-count': kept ? '1' : '0' } };
  if (method === 'DELETE' && url === '/api/manager/bookmark/5') {
    kept = false;
    return { status: 204, body: undefined };
  }
  if (method === 'POST' && url === '/api/manager/bookmark') {
    kept = true;
    return { status: 201, body: { bookmarkId: 6 } };
  }
  return undefined;
}

beforeEach(() => {
  kept = true;
  jest.spyOn(console, 'error').mockImplementation(() => {});
  requests = installFakeApi(answer);
});
afterEach(() => jest.restoreAllMocks());

it('저장함: unsaving offers 되돌리기 (role=status), which saves the caregiver for the same elder again', async () => {
  renderRoute(<BookmarkPage />, { path: '/bookmark' });
  await screen.findByText('성실하게 모시겠습니다');
  fireEvent.click(screen.getByRole('button', { name: /저장/ }));
  const toast = await screen.findByText('저장함에서 뺐어요');
  expect(toast.closest('[role="status"]')).not.toBeNull();
  await waitFor(() => expect(screen.queryByText('성실하게 모시겠습니다')).not.toBeInTheDocument());
  fireEvent.click(screen.getByRole('button', { name: '되돌리기' }));
  await waitFor(() =>
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ elderId: 1, caregiverId: 7 }),
  );
  expect(await screen.findByText('성실하게 모시겠습니다')).toBeInTheDocument();
  expect(screen.queryByText('저장함에서 뺐어요')).not.toBeInTheDocument();
});
