import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeApi, renderRoute, type FakeRequest } from '@dolbom/shared-ui/testing';
import { detail } from '../../jobs/__tests__/fixtures';
import { SubstitutePage } from '../routes/substitute-page';

// The job: 월·수 09:00–12:00 at 12,500원, active, from 2026-12-01 (a Tuesday).
let requests: FakeRequest[];
let answer: { status: number; body: unknown };
beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-12-10T03:00:00Z'), advanceTimers: true });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  answer = { status: 201, body: { id: 1 } };
  requests = installFakeApi(({ method, url }) => {
    if (method === 'GET' && url === '/api/manager/jobs/40')
      return { status: 200, body: detail({ status: 'active' }) };
    if (method === 'POST' && url === '/api/manager/substitutes') return answer;
    return undefined;
  });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const open = (query = '?jobId=40&date=2026-12-14') =>
  renderRoute(<SubstitutePage />, { path: `/substitutes/new${query}`, route: '/substitutes/new' });

it('starts from the absent day and that day’s visit hours and the job’s wage; a double tap sends one request', async () => {
  open();
  expect(await screen.findByText('2026-12-14 (월)')).toBeInTheDocument();
  expect(screen.getByLabelText('시작 시간')).toHaveValue('09:00');
  expect(screen.getByLabelText('끝나는 시간')).toHaveValue('12:00');
  expect(screen.getByLabelText('시급')).toHaveValue('12,500');
  fireEvent.change(screen.getByLabelText('방문 메모 (대신 가는 분만 봐요)'), {
    target: { value: '복약 확인 부탁드려요' },
  });
  const send = screen.getByRole('button', { name: '대체 요청 보내기' });
  fireEvent.click(send);
  fireEvent.click(send);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/assignments?elderId=3'));
  const posts = requests.filter((r) => r.method === 'POST');
  expect(posts).toHaveLength(1);
  expect(posts[0]!.body).toEqual({
    jobId: 40,
    dates: ['2026-12-14'],
    start: '09:00',
    end: '12:00',
    hourlyWage: 12500,
    note: '복약 확인 부탁드려요',
  });
});

it('checks what the server checks before sending: the minimum wage and hours inside the visit', async () => {
  open();
  await screen.findByText('2026-12-14 (월)');
  fireEvent.change(screen.getByLabelText('시급'), { target: { value: '9000' } });
  fireEvent.change(screen.getByLabelText('시작 시간'), { target: { value: '08:00' } });
  fireEvent.click(screen.getByRole('button', { name: '대체 요청 보내기' }));
  expect(await screen.findByText('시급은 2026년 최저시급 10,320원 이상이어야 해요.')).toBeInTheDocument();
  expect(screen.getByText('월 방문 시간 안에서 골라주세요.')).toBeInTheDocument();
  expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
});

it('adds another visit day, and refuses a day without a visit', async () => {
  open();
  await screen.findByText('2026-12-14 (월)');
  fireEvent.change(screen.getByLabelText('더할 날짜'), { target: { value: '2026-12-15' } });
  fireEvent.click(screen.getByRole('button', { name: '날짜 더하기' }));
  expect(screen.getByText('2026-12-15 (화)')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '대체 요청 보내기' }));
  expect(await screen.findByText('화에는 방문이 없어요.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '2026-12-15 (화) 빼기' }));
  expect(screen.queryByText('2026-12-15 (화)')).not.toBeInTheDocument();
});

it('shows the server’s answer when it refuses', async () => {
  answer = { status: 409, body: { message: '근무 중인 일정에만 쓸 수 있어요.', code: 'CONFLICT' } };
  open();
  await screen.findByText('2026-12-14 (월)');
  fireEvent.click(screen.getByRole('button', { name: '대체 요청 보내기' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('근무 중인 일정에만 쓸 수 있어요.');
});
