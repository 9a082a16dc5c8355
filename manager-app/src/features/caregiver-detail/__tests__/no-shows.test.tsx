// Issue 35: a visit she did not come to without a word is counted on the caregiver's record that managers
// see — her page, not only the job where it was recorded — with her answer beside it.
import { act, screen, waitFor, within } from '@testing-library/react';
import type { NoShowRecord } from '@dolbom/shared-api/contracts';
import { installFakeApi, renderRoute } from '@dolbom/shared-ui/testing';
import { CaregiverDetailPage } from '../routes/caregiver-detail-page';
import { useSelectedElderStore } from '../../../stores/selected-elder';
import { caregiverDetailFixture, elderListItemFixture } from '../../../test-utils/fixtures';

const elders = [elderListItemFixture()];

let asked: () => boolean;
function openWith(record: NoShowRecord) {
  useSelectedElderStore.setState({ elderId: 3 });
  const requests = installFakeApi(({ url }) => {
    if (url === '/api/manager/elder') return { status: 200, body: elders };
    if (url === '/api/manager/caregivers/7/no-shows') return { status: 200, body: record };
    if (url.startsWith('/api/manager/7')) return { status: 200, body: caregiverDetailFixture() };
    return undefined;
  });
  asked = () => requests.some((r) => r.url === '/api/manager/caregivers/7/no-shows');
  renderRoute(<CaregiverDetailPage />, { path: '/detail/care/7', route: '/detail/care/:caregiverId' });
}
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it('shows how many visits she missed without a word, where, and her answer', async () => {
  openWith({
    count: 1,
    content: [
      {
        id: 4,
        caregiverId: 7,
        date: '2026-12-07',
        text: '연락 없이 오지 않았어요',
        centerName: '행복요양센터',
        reply: '버스가 끊겨서 연락을 못 드렸어요',
        repliedAt: '2026-12-07T10:00:00.000Z',
        createdAt: '2026-12-07T09:00:00.000Z',
      },
    ],
  });
  const record = await screen.findByRole('region', { name: '연락 없이 오지 않았어요' });
  expect(record).toHaveTextContent('연락 없이 오지 않았어요 1건');
  // The day and center on one line, her answer on its own.
  expect(within(record).getByText('2026.12.07 · 행복요양센터')).toBeInTheDocument();
  expect(within(record).getByText('요양보호사 답변: 버스가 끊겨서 연락을 못 드렸어요')).toBeInTheDocument();
});

it('says nothing when she has no such record', async () => {
  openWith({ count: 0, content: [] });
  expect(await screen.findByText('박정숙 요양보호사')).toBeInTheDocument();
  await waitFor(() => expect(asked()).toBe(true));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(screen.queryByRole('region', { name: '연락 없이 오지 않았어요' })).toBeNull();
});
