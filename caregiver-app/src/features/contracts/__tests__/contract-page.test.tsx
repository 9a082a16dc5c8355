import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ContractDetail } from '@dolbom/shared-api/contracts';
import { installFakeApi, type Call } from '../../../test-utils/fake-api';
import { renderRoute } from '../../../test-utils/render';
import { ContractPage } from '../routes/contract-page';

const day = { start: '09:00', end: '12:00', breakStart: null, breakEnd: null };
function contract(overrides: Partial<ContractDetail> = {}): ContractDetail {
  return {
    contractId: 7,
    jobId: 40,
    version: 1,
    latestVersion: 1,
    fields: {
      employer: { centerName: '행복요양센터', centerAddress: '서울 강남구 역삼로 1', managerName: '김복지' },
      employee: { name: '박정숙', birthYear: 1962 },
      startDate: '2026-12-01',
      endDate: null,
      workplace: '강남구 역삼동',
      workType: '방문 요양',
      duties: '방문 요양: 말벗 등 정서 지원',
      days: [day, null, day, null, day, null, null],
      weeklyWorkMinutes: 540,
      hourlyWage: 12_000,
      juhyu: false,
      juhyuHours: 0,
      payDay: 10,
      payMethod: '계좌 입금',
      annualLeave: '통상근로자의 근로시간에 비례하여 연차유급휴가를 부여함',
      insurance: { employment: false, industrial: true, pension: false, health: false },
      delivery: '교부함',
      extra: '',
    },
    summary: '월·수·금 9시~12시, 시급 12,000원, 매월 10일 계좌로',
    contentHash: 'a'.repeat(64),
    createdAt: '2026-11-27T01:00:00.000Z',
    signatures: { caregiver: null, manager: null },
    completedAt: null,
    pdfSha256: null,
    canSign: true,
    versions: [
      {
        version: 1,
        createdAt: '2026-11-27T01:00:00.000Z',
        signedByCaregiver: false,
        signedByManager: false,
        completedAt: null,
      },
    ],
    changeRequests: [],
    ...overrides,
  };
}

let requests: Call[];
let fail = false;
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  fail = false;
  requests = installFakeApi(({ method, url }) => {
    if (method === 'GET' && url === '/api/caregiver/contracts/7')
      return fail ? { status: 500, body: { message: '오류' } } : { status: 200, body: contract() };
    if (method === 'POST' && url === '/api/caregiver/contracts/7/change-requests')
      return { status: 201, body: contract() };
    return undefined;
  });
});
afterEach(() => jest.restoreAllMocks());

const open = () => renderRoute('/contracts/:contractId', <ContractPage />, '/contracts/7');

it('shows the one-line summary on top, then the contract section by section in words', async () => {
  open();
  const summary = await screen.findByRole('region', { name: '한눈에 보기' });
  expect(summary).toHaveTextContent('월·수·금 9시~12시, 시급 12,000원, 매월 10일 계좌로');
  const hours = screen.getByRole('region', { name: '4. 근로일 및 근로시간' });
  expect(hours).toHaveTextContent('월요일: 시업 09:00, 종업 12:00, 휴게 없음, 근로시간 3시간');
  expect(screen.getByRole('region', { name: '2. 근무장소' })).toHaveTextContent('어르신 댁 (강남구 역삼동)');
  expect(screen.getByRole('form', { name: '서명하기' })).toBeInTheDocument();
});

it('sends `이 부분을 고쳐주세요` once for a double tap, and says the social worker was told', async () => {
  open();
  const wage = await screen.findByRole('region', { name: '5. 임금' });
  fireEvent.click(within(wage).getByRole('button', { name: '이 부분을 고쳐주세요' }));
  const sheet = await screen.findByRole('dialog');
  fireEvent.click(within(sheet).getByRole('button', { name: '고쳐달라고 보내기' }));
  expect(await within(sheet).findByText('고칠 내용을 500자 안으로 적어주세요.')).toBeInTheDocument();
  fireEvent.change(within(sheet).getByLabelText('어떻게 고치면 좋을지 적어주세요'), {
    target: { value: '월급날을 25일로 해주세요.' },
  });
  const send = within(sheet).getByRole('button', { name: '고쳐달라고 보내기' });
  fireEvent.click(send);
  fireEvent.click(send);
  expect(await within(sheet).findByText(/사회복지사에게 전했어요/)).toBeInTheDocument();
  const posts = requests.filter((r) => r.method === 'POST');
  expect(posts).toHaveLength(1);
  expect(posts[0]!.body).toEqual({ version: 1, section: 'wage', text: '월급날을 25일로 해주세요.' });
});

it('says so when the contract cannot be loaded, and tries again', async () => {
  fail = true;
  open();
  const retry = await screen.findByRole('button', { name: /다시 시도/ });
  fail = false;
  fireEvent.click(retry);
  await waitFor(() => expect(screen.getByRole('region', { name: '한눈에 보기' })).toBeInTheDocument());
});
