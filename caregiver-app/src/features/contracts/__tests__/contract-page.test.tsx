import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { contractFixture as contract } from '@dolbom/shared-api/testing';
import { installFakeApi, renderRoute, type FakeRequest as Call } from '@dolbom/shared-ui/testing';
import { ContractPage } from '../routes/contract-page';

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
    if (method === 'POST' && url === '/api/caregiver/reports')
      return { status: 201, body: { reportId: 3, status: 'OPEN' } };
    return undefined;
  });
});
afterEach(() => jest.restoreAllMocks());

const open = () => renderRoute(<ContractPage />, { route: '/contracts/:contractId', path: '/contracts/7' });

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

it('reports the contract to the operators (only they and the two parties may read it)', async () => {
  open();
  await screen.findByRole('region', { name: '한눈에 보기' });
  fireEvent.click(screen.getByRole('button', { name: '신고하기' }));
  const sheet = screen.getByRole('dialog', { name: '신고하기' });
  expect(within(sheet).getByText('이 근로계약서를 신고하는 이유를 골라주세요.')).toBeInTheDocument();
  fireEvent.click(within(sheet).getByRole('radio', { name: '돈을 요구해요' }));
  fireEvent.click(within(sheet).getByRole('button', { name: '신고하기' }));
  expect(await screen.findByText('신고를 접수했어요')).toBeInTheDocument();
  expect(requests.filter((r) => r.url === '/api/caregiver/reports').map((r) => r.body)).toEqual([
    { targetType: 'CONTRACT', targetId: 7, reason: 'MONEY', text: '' },
  ]);
});
