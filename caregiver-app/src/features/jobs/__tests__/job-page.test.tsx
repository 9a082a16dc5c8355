import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeApi, type FakeRequest as Call, type Reply, renderRoute } from '@dolbom/shared-ui/testing';
import { JobPage } from '../routes/job-page';
import { detail, elderCard } from './fixtures';

let requests: Call[];
let current = detail();
let confirmReply: () => Reply;
let experienceReply: Reply;

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-12-10T03:00:00Z'), advanceTimers: true });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  current = detail();
  confirmReply = () => {
    current = detail({ status: 'active', confirmedAt: '2026-11-27T01:00:00.000Z' });
    return { status: 200, body: current };
  };
  experienceReply = { status: 200, body: { experience: [] } };
  requests = installFakeApi(({ method, url, body }) => {
    if (method === 'GET' && url === '/api/caregiver/jobs/40') return { status: 200, body: current };
    if (method === 'POST' && url === '/api/caregiver/jobs/40/confirm') return confirmReply();
    if (method === 'POST' && url === '/api/caregiver/jobs/40/decline') {
      current = detail({ status: 'talk', talkReason: (body as { reason: string }).reason });
      return { status: 200, body: current };
    }
    if (method === 'POST' && url === '/api/caregiver/jobs/40/end') {
      const b = body as { lastDay: string };
      current = detail({
        status: 'ended',
        lastDay: b.lastDay,
        endReason: '어르신 입원',
        sameCenterPostings: [elderCard(5, '방문 요양 · 강남구 대치동 · 남 85세 · 2등급')],
      });
      return { status: 200, body: current };
    }
    if (method === 'POST' && url === '/api/caregiver/jobs/40/experience') {
      if (experienceReply.status === 200) current = { ...current, experienceAdded: true };
      return experienceReply;
    }
    return undefined;
  });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const open = () => renderRoute(<JobPage />, { route: '/jobs/:jobId', path: '/jobs/40' });
const posts = () => requests.filter((r) => r.method === 'POST');

it('shows the proposal with its money, and one tap shows how it was computed', async () => {
  open();
  expect(
    await screen.findByRole('heading', { name: '방문 요양 · 강남구 역삼동 · 여 82세 · 3등급' }),
  ).toBeInTheDocument();
  expect(screen.getByText('010-2222-3333')).toHaveAttribute('href', 'tel:010-2222-3333');
  expect(screen.getByText('주 20시간')).toBeInTheDocument();
  // 12,000 × 20 × 4.345 = 1,042,800; 주휴 (20 ÷ 40) × 8 = 4 h × 12,000 × 4.345 = 208,560.
  const pay = screen.getByRole('region', { name: '예상 월급 (세전)' });
  expect(pay).toHaveTextContent('약 1,251,360원');
  fireEvent.click(within(pay).getByRole('button', { name: '어떻게 계산했나요?' }));
  expect(pay).toHaveTextContent('시급 12,000원 × 주 20시간 × 4.345주 = 1,042,800원');
  expect(pay).toHaveTextContent('주휴수당: (20시간 ÷ 40) × 8 = 주 4시간');
  expect(pay).toHaveTextContent('= 208,560원');
});

it('says when the proposal clashes with another of her jobs, and when its wage is below the minimum', async () => {
  current = detail({
    hourlyWage: 10000,
    clashes: [
      {
        jobId: 41,
        title: '입주 요양 · 서초구',
        centerName: '다른센터',
        weekdays: [0, 2],
        text: '월·수 오전에 다른 근무가 있어요',
      },
    ],
  });
  open();
  const alerts = await screen.findAllByRole('alert');
  expect(alerts.map((a) => a.textContent).join(' ')).toContain(
    '월·수 오전에 다른 근무가 있어요 (입주 요양 · 서초구)',
  );
  expect(alerts.map((a) => a.textContent).join(' ')).toContain(
    '2026년 최저시급 10,320원보다 낮은 시급이에요.',
  );
});

it('a double tap on 근무 확정 sends one confirm, and the page shows 근무 중', async () => {
  open();
  const confirm = await screen.findByRole('button', { name: '근무 확정' });
  fireEvent.click(confirm);
  fireEvent.click(confirm);
  expect(await screen.findByRole('button', { name: '근무 종료' })).toBeInTheDocument();
  expect(posts()).toHaveLength(1);
  expect(screen.getByText('근무 중이에요.')).toBeInTheDocument();
});

it('a confirm refused for a clash says which hours', async () => {
  confirmReply = () => ({
    status: 409,
    body: {
      message: '다른 근무와 시간이 겹쳐요.',
      code: 'CONFLICT',
      fields: { schedule: '월·수 오전에 다른 근무가 있어요' },
    },
  });
  open();
  fireEvent.click(await screen.findByRole('button', { name: '근무 확정' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('월·수 오전에 다른 근무가 있어요');
  expect(screen.getByRole('button', { name: '근무 확정' })).toBeEnabled();
});

it('다시 이야기해요 needs a reason, then sends it', async () => {
  open();
  fireEvent.click(await screen.findByRole('button', { name: '다시 이야기해요' }));
  const dialog = screen.getByRole('dialog', { name: '어떤 점을 다시 이야기할까요?' });
  fireEvent.click(within(dialog).getByRole('button', { name: '보내기' }));
  expect(
    await within(dialog).findByText('이야기하고 싶은 내용을 200자 안으로 적어주세요.'),
  ).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText('센터에 전할 말'), {
    target: { value: '  화요일은 어려워요 ' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: '보내기' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(posts().map((r) => r.body)).toEqual([{ reason: '화요일은 어려워요' }]);
  expect(await screen.findByText(/다시 이야기하자고 답했어요/)).toBeInTheDocument();
});

it('ended for 어르신 입원: the same center’s open postings first, and one tap adds it to her resume', async () => {
  current = detail({ status: 'active' });
  open();
  fireEvent.click(await screen.findByRole('button', { name: '근무 종료' }));
  const dialog = screen.getByRole('dialog', { name: '근무를 끝낼까요?' });
  fireEvent.click(within(dialog).getByRole('radio', { name: '어르신 입원' }));
  fireEvent.click(within(dialog).getByRole('button', { name: '근무 끝내기' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(posts()[0]!.body).toEqual({ lastDay: '2026-12-10', reason: '어르신 입원', note: '' });
  const same = await screen.findByRole('region', { name: '같은 센터의 다른 어르신' });
  expect(same).toHaveTextContent('방문 요양 · 강남구 대치동 · 남 85세 · 2등급');
  fireEvent.click(screen.getByRole('button', { name: '이력서 경력에 넣기' }));
  expect(await screen.findByText('이력서 경력에 넣었어요')).toBeInTheDocument();
  expect(posts().map((r) => r.url)).toContain('/api/caregiver/jobs/40/experience');
});

it('a job that has not started yet ends by default on its first day, which the server accepts', async () => {
  current = detail({ status: 'active', startDate: '2026-12-20' });
  open();
  fireEvent.click(await screen.findByRole('button', { name: '근무 종료' }));
  const dialog = screen.getByRole('dialog', { name: '근무를 끝낼까요?' });
  expect(within(dialog).getByLabelText('마지막 근무일')).toHaveValue('2026-12-20');
  fireEvent.click(within(dialog).getByRole('radio', { name: '개인 사정' }));
  fireEvent.click(within(dialog).getByRole('button', { name: '근무 끝내기' }));
  await waitFor(() => expect(posts()).toHaveLength(1));
  expect(posts()[0]!.body).toEqual({ lastDay: '2026-12-20', reason: '개인 사정', note: '' });
});

it('warns of a wage below the minimum of the year that applies to the job (its start year when later)', async () => {
  // Today is 2026-12-10; the job starts in 2027, so 2027's line of the table applies.
  current = detail({
    startDate: '2027-01-04',
    hourlyWage: 10_300,
    minimumWage: 10_500,
    minimumWageYear: 2027,
    belowMinimum: true,
  });
  open();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    '2027년 최저시급 10,500원보다 낮은 시급이에요. 센터에 확인해보세요.',
  );
});
