import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeApi, renderRoute, type FakeRequest } from '@dolbom/shared-ui/testing';
import { contractFixture } from '@dolbom/shared-api/testing';
import { detail } from '../../jobs/__tests__/fixtures';
import { ContractFormPage } from '../routes/contract-form-page';

const draft = {
  startDate: '2026-12-01',
  endDate: null,
  days: [
    { start: '09:00', end: '12:00', breakStart: null, breakEnd: null },
    null,
    { start: '09:00', end: '12:00', breakStart: null, breakEnd: null },
    null,
    null,
    null,
    null,
  ],
  hourlyWage: 12_500,
  payDay: 10,
  payMethod: '계좌 입금',
  duties: '방문 요양: 말벗 등 정서 지원',
  insurance: { employment: false, industrial: true, pension: false, health: false },
  extra: '',
};

let requests: FakeRequest[];
beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-27T03:00:00Z'), advanceTimers: true });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  requests = installFakeApi(({ method, url }) => {
    if (method === 'GET' && url === '/api/manager/jobs/40') return { status: 200, body: detail() };
    if (method === 'GET' && url === '/api/manager/jobs/40/contract')
      return { status: 200, body: { jobId: 40, contractId: null, draft } };
    if (method === 'POST' && url === '/api/manager/jobs/40/contract')
      return { status: 201, body: contractFixture({ jobId: 40 }) };
    return undefined;
  });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const open = () =>
  renderRoute(<ContractFormPage />, { path: '/jobs/40/contract', route: '/jobs/:jobId/contract' });

it('starts from the job, checks a break as the server does, and sends one version for a double tap', async () => {
  open();
  expect(await screen.findByRole('heading', { name: '근로계약서 만들기' })).toBeInTheDocument();
  expect(await screen.findByLabelText('시급')).toHaveValue('12,500');
  expect(screen.getByText('월요일 09:00~12:00')).toBeInTheDocument();

  // A break that starts and never ends: the form's words, nothing sent.
  fireEvent.change(screen.getAllByLabelText('휴게 시작')[0]!, { target: { value: '10:00' } });
  fireEvent.click(screen.getByRole('button', { name: '계약서 보내기' }));
  expect(await screen.findByText('휴게 시간은 그날 근무 시간 안에 있어야 해요.')).toBeInTheDocument();
  expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

  fireEvent.change(screen.getAllByLabelText('휴게 끝')[0]!, { target: { value: '10:30' } });
  fireEvent.change(screen.getByLabelText('임금 지급일 (매월)'), { target: { value: '25' } });
  const send = screen.getByRole('button', { name: '계약서 보내기' });
  fireEvent.click(send);
  fireEvent.click(send);
  await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
  expect(requests.find((r) => r.method === 'POST')!.body).toMatchObject({
    payDay: 25,
    days: [{ start: '09:00', end: '12:00', breakStart: '10:00', breakEnd: '10:30' }, ...draft.days.slice(1)],
  });
});
