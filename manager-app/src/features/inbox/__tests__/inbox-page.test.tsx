import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { InboxPage } from '../routes/inbox-page';
import { useSelectedElderStore } from '../../../stores/selected-elder';
import { installFakeApi, type FakeRequest, type Reply, renderRoute } from '@dolbom/shared-ui/testing';

const elders = [
  { elderId: 3, elderName: '이말순', gender: 'female', rank: 4, address: '서울 강남구', birth: '1944-12-25' },
  { elderId: 4, elderName: '최덕배', gender: 'male', rank: 3, address: '서울 강남구', birth: '1940-01-02' },
];
/** The manager's lists are bare arrays with the total in X-Total-Count (PRODUCT.md). */
const list = (content: unknown[]): Reply => ({
  status: 200,
  body: content,
  headers: { 'x-total-count': String(content.length) },
});
const apply = {
  applyId: 21,
  elderId: 3,
  elderName: '이말순',
  caregiverId: 7,
  title: '10년 경력, 식사·이동 모두 자신 있어요',
  createdAt: '2026-11-22T10:00:00.000Z',
  wage: 13000,
  negotiable: false,
  centerName: '행복한요양센터 강남',
  satisfyTasks: { meal: true, toileting: true, mobility: true, daily: true },
  status: 'pending',
  caregiverName: '박정숙',
  profileImage: null,
  phone: null,
  message: null,
};

let pending: Reply;
let approved: Reply;
let requests: FakeRequest[];

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  useSelectedElderStore.setState({ elderId: 3 });
  pending = list([apply]);
  approved = list([]);
  requests = installFakeApi(({ method, url }) => {
    if (url === '/api/manager/elder') return { status: 200, body: elders };
    if (url.startsWith('/api/manager/apply?') && url.includes('tab=pending')) return pending;
    if (url.startsWith('/api/manager/apply?') && url.includes('tab=approved')) return approved;
    if (method === 'DELETE' && url === '/api/manager/apply/21') return { status: 204 };
    if (method === 'POST' && url === '/api/manager/apply/21')
      return { status: 200, body: { ...apply, status: 'accepted' } };
    return undefined;
  });
});
afterEach(() => jest.restoreAllMocks());

const open = (path = '/inbox') => renderRoute(<InboxPage />, { path, route: '/inbox' });

it('a failed load offers 다시 시도, which loads again', async () => {
  pending = { status: 500, body: { message: '서버 오류', code: 'X' } };
  open();
  const retry = await screen.findByRole('button', { name: '다시 시도' });
  pending = list([apply]);
  fireEvent.click(retry);
  expect(await screen.findByText(apply.title)).toBeInTheDocument();
});

it('lists every elder’s applies without choosing, each naming its elder, and filters by one', async () => {
  const other = { ...apply, applyId: 22, elderId: 4, elderName: '최덕배', title: '주말 방문 가능해요' };
  pending = list([other, apply]);
  open();
  expect(await screen.findByText(apply.title)).toBeInTheDocument();
  expect(screen.getByText(other.title)).toBeInTheDocument();
  expect(screen.getByText(/최덕배 어르신 · 박정숙/)).toBeInTheDocument();
  expect(screen.getByText(/이말순 어르신 · 박정숙/)).toBeInTheDocument();
  const listCalls = () => requests.filter((r) => r.url.startsWith('/api/manager/apply?'));
  expect(listCalls().every((r) => !r.url.includes('elderId='))).toBe(true);
  const filter = screen.getByRole('radiogroup');
  expect(within(filter).getByRole('radio', { name: /전체/ })).toHaveAttribute('aria-checked', 'true');
  pending = list([other]);
  fireEvent.click(within(filter).getByRole('radio', { name: /최덕배/ }));
  await waitFor(() => expect(screen.queryByText(apply.title)).not.toBeInTheDocument());
  expect(listCalls().some((r) => r.url.includes('elderId=4'))).toBe(true);
  expect(screen.getByText(other.title)).toBeInTheDocument();
});

it('a manager with no elder is asked to register one', async () => {
  requests = installFakeApi(({ url }) =>
    url === '/api/manager/elder' ? { status: 200, body: [] } : undefined,
  );
  open();
  expect(await screen.findByRole('button', { name: '어르신 등록하기' })).toBeInTheDocument();
  expect(screen.queryByText(/해당 어르신은/)).not.toBeInTheDocument();
});

it('the empty texts: nothing at all, nothing for the elder, nothing waiting, nothing accepted', async () => {
  pending = list([]);
  const zero = open();
  expect(await screen.findByText('받은 지원이 없어요')).toBeInTheDocument();
  zero.unmount();
  const first = open('/inbox?elder=3');
  expect(await screen.findByText('해당 어르신은 받은 지원이 없어요')).toBeInTheDocument();
  first.unmount();
  approved = list([{ ...apply, status: 'accepted', phone: '010-3456-7801', message: '' }]);
  const second = open();
  expect(await screen.findByText('대기 중인 지원이 없어요')).toBeInTheDocument();
  second.unmount();
  pending = list([apply]);
  approved = list([]);
  open('/inbox?tab=approved');
  expect(await screen.findByText('수락된 지원이 없어요')).toBeInTheDocument();
});

it('거절 asks gently and says the caregiver is told; 취소 keeps the apply, 거절하기 deletes it', async () => {
  open();
  fireEvent.click(await screen.findByRole('button', { name: '거절' }));
  const dialog = screen.getByRole('alertdialog');
  // Issue 30: the spec's 영구적으로 삭제됩니다 frightened and said nothing about the other side.
  expect(dialog).toHaveTextContent('요양보호사에게 거절됐다고 알려드려요.');
  expect(dialog).not.toHaveTextContent('영구적으로');
  fireEvent.click(within(dialog).getByRole('button', { name: '취소' }));
  expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: '거절' }));
  pending = list([]);
  fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '거절하기' }));
  await waitFor(() => expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1));
  expect(await screen.findByText('받은 지원이 없어요')).toBeInTheDocument();
});

it('수락 shows the applicant’s message and resume first and accepts only on 수락하기', async () => {
  pending = list([{ ...apply, message: '주말에도 가능합니다. 연락 주세요.' }]);
  open();
  fireEvent.click(await screen.findByRole('button', { name: '수락' }));
  const dialog = screen.getByRole('dialog', { name: '박정숙 님의 지원을 수락할까요?' });
  expect(dialog).toHaveTextContent('주말에도 가능합니다. 연락 주세요.');
  expect(dialog).toHaveTextContent(apply.title);
  expect(dialog).toHaveTextContent('어르신께 맞는 돌봄 4/4');
  fireEvent.click(within(dialog).getByRole('button', { name: '아니요' }));
  expect(requests.some((r) => r.method === 'POST')).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: '수락' }));
  pending = list([]);
  approved = list([{ ...apply, status: 'accepted', phone: '010-3456-7801', message: '' }]);
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '수락하기' }));
  await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
  await waitFor(() => expect(screen.getByText('지원을 수락했어요')).toHaveAttribute('role', 'status'));
  expect(await screen.findByText('대기 중인 지원이 없어요')).toBeInTheDocument();
});
