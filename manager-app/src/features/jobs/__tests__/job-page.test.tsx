import type { JobEndReason } from '@dolbom/shared-api/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSelectedElderStore } from '../../../stores/selected-elder';
import { installFakeApi, type FakeRequest, renderRoute } from '@dolbom/shared-ui/testing';
import { JobPage } from '../routes/job-page';
import { AssignmentsPage } from '../routes/assignments-page';
import { detail, job } from './fixtures';

let requests: FakeRequest[];
let current = detail();

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-12-10T03:00:00Z'), advanceTimers: true });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  requests = installFakeApi(({ method, url, body }) => {
    if (method === 'GET' && url === '/api/manager/jobs/40') return { status: 200, body: current };
    if (method === 'POST' && url === '/api/manager/jobs/40/end') {
      const b = body as { lastDay: string; reason: string };
      current = detail({
        status: 'ended',
        lastDay: b.lastDay,
        endReason: b.reason as JobEndReason,
        offerElders: [{ elderId: 5, elderName: '최덕배', title: '방문 요양 · 강남구 · 남 85세 · 2등급' }],
      });
      return { status: 200, body: current };
    }
    return undefined;
  });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const open = () => renderRoute(<JobPage />, { path: '/jobs/40', route: '/jobs/:jobId' });

it('after 다시 이야기해요 shows her reason and offers 다시 제안하기 on the same connection', async () => {
  current = detail({ status: 'talk', talkReason: '화요일은 어려워요', canProposeAgain: true });
  open();
  expect(await screen.findByText(/화요일은 어려워요/)).toBeInTheDocument();
  expect(screen.getByText('010-3456-7801')).toHaveAttribute('href', 'tel:010-3456-7801');
  fireEvent.click(screen.getByRole('button', { name: '다시 제안하기' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/connections/9/propose');
});

it('근무 종료 asks the last day and a reason; 어르신 입원 then prompts to offer another elder', async () => {
  current = detail({ status: 'active', confirmedAt: '2026-11-27T01:00:00.000Z' });
  open();
  fireEvent.click(await screen.findByRole('button', { name: '근무 종료' }));
  const dialog = screen.getByRole('dialog', { name: '근무를 끝낼까요?' });
  expect(within(dialog).getByLabelText('마지막 근무일')).toHaveValue('2026-12-10');
  fireEvent.click(within(dialog).getByRole('button', { name: '근무 끝내기' }));
  expect(await within(dialog).findByText('종료 사유를 골라주세요.')).toBeInTheDocument();
  expect(requests.some((r) => r.method === 'POST')).toBe(false);
  fireEvent.change(within(dialog).getByLabelText('마지막 근무일'), { target: { value: '2026-11-20' } });
  fireEvent.click(within(dialog).getByRole('radio', { name: '어르신 입원' }));
  fireEvent.click(within(dialog).getByRole('button', { name: '근무 끝내기' }));
  expect(
    await within(dialog).findByText('마지막 근무일은 근무 시작일 뒤, 오늘부터 90일 안으로 골라주세요.'),
  ).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText('마지막 근무일'), { target: { value: '2026-12-09' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '근무 끝내기' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
    { lastDay: '2026-12-09', reason: '어르신 입원', note: '' },
  ]);
  const offer = await screen.findByRole('region', { name: '다른 어르신을 제안해 볼까요?' });
  fireEvent.click(within(offer).getByRole('button', { name: '최덕배 어르신 제안하기' }));
  expect(useSelectedElderStore.getState().elderId).toBe(5);
  expect(screen.getByTestId('location')).toHaveTextContent('/contact/7');
});

describe('배정 현황', () => {
  const openAssignments = () => renderRoute(<AssignmentsPage />, { path: '/assignments' });
  const elders = (jobs: unknown[]) => ({
    status: 200,
    body: {
      elders: [
        {
          elderId: 3,
          elderName: '이말순',
          recruiting: false,
          schedule: [{ start: '09:00', end: '13:00' }, null, null, null, null, null, null],
          jobs,
          absences: [],
        },
      ],
    },
  });

  it('shows per elder who works when, and an elder without anyone', async () => {
    let reply = elders([{ ...job, status: 'active' }]);
    installFakeApi(({ url }) => (url === '/api/manager/assignments' ? reply : undefined));
    const first = openAssignments();
    const card = await screen.findByRole('region', { name: '이말순 어르신' });
    expect(card).toHaveTextContent('박정숙 요양보호사 · 근무 중');
    expect(within(card).getByRole('list', { name: '박정숙 요양보호사 근무 시간' })).toHaveTextContent(
      '월·수 09:00–12:00',
    );
    expect(card).toHaveTextContent('모집 완료');
    first.unmount();
    reply = elders([]);
    openAssignments();
    expect(await screen.findByText('아직 배정된 요양보호사가 없어요.')).toBeInTheDocument();
  });

  it('loading failed offers 다시 시도; no elder at all says so', async () => {
    let reply: { status: number; body: unknown } = { status: 500, body: { message: 'x', code: 'X' } };
    installFakeApi(({ url }) => (url === '/api/manager/assignments' ? reply : undefined));
    openAssignments();
    const retry = await screen.findByRole('button', { name: '다시 시도' });
    reply = { status: 200, body: { elders: [] } };
    fireEvent.click(retry);
    expect(await screen.findByText('등록한 어르신이 없어요')).toBeInTheDocument();
  });
});
