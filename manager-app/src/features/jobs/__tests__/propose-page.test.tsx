import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeApi, type FakeRequest, type Reply, renderRoute } from '@dolbom/shared-ui/testing';
import { ProposePage } from '../routes/propose-page';
import { connection, detail, elder, job } from './fixtures';

let requests: FakeRequest[];
let proposeReply: Reply;
let conn = connection();

beforeEach(() => {
  // 2026-11-26 in Korea: tomorrow (the prefilled start) is in 2026, whose minimum is 10,320원.
  jest.useFakeTimers({ now: new Date('2026-11-26T03:00:00Z'), advanceTimers: true });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  conn = connection();
  proposeReply = { status: 201, body: detail() };
  requests = installFakeApi(({ method, url }) => {
    if (url === '/api/manager/connections/9') return { status: 200, body: conn };
    if (url === '/api/manager/elder/3') return { status: 200, body: elder };
    if (method === 'POST' && url === '/api/manager/jobs') return proposeReply;
    return undefined;
  });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const open = () =>
  renderRoute(<ProposePage />, {
    path: '/connections/9/propose',
    route: '/connections/:connectionId/propose',
  });
const posts = () => requests.filter((r) => r.method === 'POST');

it('starts from the elder’s schedule and wage; days without elder hours cannot be chosen', async () => {
  open();
  const days = await screen.findByRole('group', { name: '근무 요일' });
  expect(within(days).getByRole('button', { name: '월요일' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(days).getByRole('button', { name: '화요일' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(days).getByRole('button', { name: '목요일 (일정 없음)' })).toBeDisabled();
  expect(screen.getByLabelText('화요일 시작')).toHaveValue('14:00');
  expect(screen.getByText('주 16시간')).toBeInTheDocument();
  expect(screen.getByLabelText('시급')).toHaveValue('12,500');
  expect(screen.getByLabelText('근무 시작일')).toHaveValue('2026-11-27');
});

it('a wage under the year’s minimum gets the server’s message and sends nothing', async () => {
  open();
  const wage = await screen.findByLabelText('시급');
  fireEvent.change(wage, { target: { value: '10000' } });
  fireEvent.click(screen.getByRole('button', { name: '채용 제안 보내기' }));
  expect(await screen.findByText('시급은 2026년 최저시급 10,320원 이상이어야 해요.')).toBeInTheDocument();
  expect(posts()).toHaveLength(0);
});

it('a visit moved outside the elder’s hours is refused before sending', async () => {
  open();
  fireEvent.change(await screen.findByLabelText('월요일 종료'), { target: { value: '15:00' } });
  fireEvent.click(screen.getByRole('button', { name: '채용 제안 보내기' }));
  expect(await screen.findByText('월 방문 시간이 어르신 일정을 벗어나요.')).toBeInTheDocument();
  expect(posts()).toHaveLength(0);
});

it('a double tap sends one proposal, with its Idempotency-Key, then opens the job', async () => {
  open();
  fireEvent.click(
    within(await screen.findByRole('group', { name: '근무 요일' })).getByRole('button', { name: '화요일' }),
  );
  fireEvent.click(screen.getByRole('checkbox', { name: /계속 모집하기/ }));
  const send = screen.getByRole('button', { name: '채용 제안 보내기' });
  fireEvent.click(send);
  fireEvent.click(send);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/jobs/40'));
  expect(posts()).toHaveLength(1);
  expect(posts()[0]!.body).toEqual({
    connectionId: 9,
    startDate: '2026-11-27',
    schedule: [
      { start: '09:00', end: '13:00' },
      null,
      { start: '09:00', end: '13:00' },
      null,
      { start: '09:00', end: '13:00' },
      null,
      null,
    ],
    hourlyWage: 12500,
    workType: '방문 요양',
    keepOpen: true,
  });
  expect(posts()[0]!.headers!['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
});

it('after 다시 이야기해요 the form starts from the talked job', async () => {
  conn = connection({
    job: { ...job, status: 'talk', talkReason: '화요일은 어려워요', hourlyWage: 13000 },
  });
  open();
  expect(await screen.findByLabelText('시급')).toHaveValue('13,000');
  const days = screen.getByRole('group', { name: '근무 요일' });
  expect(within(days).getByRole('button', { name: '화요일' })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByLabelText('월요일 종료')).toHaveValue('12:00');
});

it('the server’s refusal is shown and the form keeps what was typed', async () => {
  proposeReply = {
    status: 409,
    body: { message: '이미 채용 제안 중이거나 근무 중이에요.', code: 'CONFLICT' },
  };
  open();
  fireEvent.change(await screen.findByLabelText('시급'), { target: { value: '13500' } });
  fireEvent.click(screen.getByRole('button', { name: '채용 제안 보내기' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('이미 채용 제안 중이거나 근무 중이에요.');
  expect(screen.getByLabelText('시급')).toHaveValue('13,500');
  expect(screen.getByRole('button', { name: '채용 제안 보내기' })).toBeEnabled();
});

it('with a proposal already open (another tab, the back button) it says so and shows the job, no form', async () => {
  conn = connection({ job, canPropose: false });
  open();
  expect(await screen.findByRole('alert')).toHaveTextContent('이미 채용 제안 중이거나 근무 중이에요.');
  expect(screen.queryByRole('button', { name: '채용 제안 보내기' })).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '근무 보기' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/jobs/40');
});
