import { fireEvent, screen, within } from '@testing-library/react';
import type { NoShowRecord } from '@dolbom/shared-api/contracts';
import { installFakeApi, renderRoute, type FakeRequest } from '@dolbom/shared-ui/testing';
import { detail } from '../../jobs/__tests__/fixtures';
import { NoShowOnJob } from '../components/no-show';

// The job: 월·수 09:00–12:00 from 2026-12-01; today is Thursday 2026-12-10.
const empty: NoShowRecord = { count: 0, content: [] };
let requests: FakeRequest[];
beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-12-10T03:00:00Z'), advanceTimers: true });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  requests = installFakeApi(({ method, url, body }) => {
    if (method === 'GET' && url === '/api/manager/caregivers/7/no-shows') return { status: 200, body: empty };
    if (method === 'POST' && url === '/api/manager/no-shows') {
      const { date } = body as { date: string };
      return {
        status: 200,
        body: {
          count: 1,
          content: [
            {
              id: 1,
              caregiverId: 7,
              date,
              text: '연락 없이 오지 않았어요',
              centerName: '강남개포재가노인복지센터',
              reply: null,
              repliedAt: null,
              createdAt: '2026-12-10T03:00:00.000Z',
            },
          ],
        },
      };
    }
    return undefined;
  });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('records 연락 없이 오지 않았어요 for her last visit day, and her record then counts it', async () => {
  renderRoute(<NoShowOnJob job={detail({ status: 'active', caregiverId: 7 })} />);
  fireEvent.click(await screen.findByRole('button', { name: '연락 없이 오지 않았어요' }));
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).getByLabelText('오지 않은 날')).toHaveValue('2026-12-09');
  fireEvent.click(within(dialog).getByRole('button', { name: '기록하기' }));
  expect(await screen.findByText('연락 없이 오지 않았어요 1건')).toBeInTheDocument();
  expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
    { jobId: 40, date: '2026-12-09' },
  ]);
});

it('refuses a day without a visit before sending', async () => {
  renderRoute(<NoShowOnJob job={detail({ status: 'active', caregiverId: 7 })} />);
  fireEvent.click(await screen.findByRole('button', { name: '연락 없이 오지 않았어요' }));
  const dialog = screen.getByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('오지 않은 날'), { target: { value: '2026-12-08' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '기록하기' }));
  expect(await within(dialog).findByText('날짜를 다시 골라주세요.')).toBeInTheDocument();
  expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
});
