import { fireEvent, screen } from '@testing-library/react';
import { useSelectedElderStore } from '../../../stores/selected-elder';
import { installFakeApi, type Reply, renderRoute } from '@dolbom/shared-ui/testing';
import { ManagerHomeHeader } from '../../home/components/home-header';
import { InboxPage } from '../../inbox/routes/inbox-page';
import { ConnectionPage } from '../routes/connection-page';
import { connection, job, page } from './fixtures';

const elders = [
  {
    elderId: 3,
    elderName: '이말순',
    gender: 'female',
    rank: 4,
    address: '서울 강남구',
    birth: '1944-12-25',
    recruiting: true,
  },
  {
    elderId: 4,
    elderName: '최덕배',
    gender: 'male',
    rank: 3,
    address: '서울 강남구',
    birth: '1940-01-02',
    recruiting: true,
  },
];

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  useSelectedElderStore.setState({ elderId: 3 });
});
afterEach(() => jest.restoreAllMocks());

it('the home’s elder switcher shows the chosen elder’s new applies, unanswered contacts and active jobs', async () => {
  installFakeApi(({ url }) => {
    if (url === '/api/manager/elder') return { status: 200, body: elders };
    if (url === '/api/manager/elder-counts')
      return {
        status: 200,
        body: {
          elders: [
            { elderId: 3, newApplies: 2, unansweredContacts: 1, activeJobs: 1 },
            { elderId: 4, newApplies: 0, unansweredContacts: 3, activeJobs: 0 },
          ],
        },
      };
    return undefined;
  });
  renderRoute(<ManagerHomeHeader />);
  expect(await screen.findByText('새 지원 2 · 답 없는 연락 1 · 근무 중 1')).toBeInTheDocument();
  // The options stay the elders' names (what every list's filter and the e2e pick by); switching shows
  // that elder's counts.
  fireEvent.change(screen.getByRole('combobox', { name: '어르신 선택' }), { target: { value: '4' } });
  expect(await screen.findByText('새 지원 0 · 답 없는 연락 3 · 근무 중 0')).toBeInTheDocument();
});

describe('an accepted apply in 받은 지원함', () => {
  const accepted = {
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
    status: 'accepted',
    caregiverName: '박정숙',
    profileImage: null,
    phone: '010-3456-7801',
    message: '',
  };
  let connections: Reply;
  beforeEach(() => {
    connections = { status: 200, body: page([connection()]) };
    installFakeApi(({ url }) => {
      if (url === '/api/manager/elder') return { status: 200, body: elders };
      if (url.startsWith('/api/manager/apply?'))
        return { status: 200, body: [accepted], headers: { 'x-total-count': '1' } };
      if (url === '/api/manager/connections?elderId=3&size=50') return connections;
      return undefined;
    });
  });
  const open = () => renderRoute(<InboxPage />, { path: '/inbox?tab=approved', route: '/inbox' });

  it('offers 채용 제안하기, which opens the proposal of its connection', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: '채용 제안하기' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/connections/9/propose');
  });

  it('once proposed, offers 근무 보기 instead', async () => {
    connections = { status: 200, body: page([connection({ job, canPropose: false })]) };
    open();
    fireEvent.click(await screen.findByRole('button', { name: '근무 보기' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/jobs/40');
  });
});

describe('/connections/:connectionId', () => {
  it('shows both sides (names, phones, center) and 채용 제안하기; after 다시 이야기해요, her reason and 다시 제안하기', async () => {
    let conn = connection();
    installFakeApi(({ url }) =>
      url === '/api/manager/connections/9' ? { status: 200, body: conn } : undefined,
    );
    const first = renderRoute(<ConnectionPage />, {
      path: '/connections/9',
      route: '/connections/:connectionId',
    });
    const people = await screen.findByRole('region', { name: '연결된 사람' });
    expect(people).toHaveTextContent('박정숙 요양보호사');
    expect(people).toHaveTextContent('담당 김사복 · 행복한요양센터 강남 · 010-2222-3333');
    expect(screen.getByRole('link', { name: '010-3456-7801' })).toHaveAttribute('href', 'tel:010-3456-7801');
    fireEvent.click(screen.getByRole('button', { name: '채용 제안하기' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/connections/9/propose');
    first.unmount();
    conn = connection({ job: { ...job, status: 'talk', talkReason: '화요일은 어려워요' } });
    renderRoute(<ConnectionPage />, { path: '/connections/9', route: '/connections/:connectionId' });
    expect(await screen.findByText(/화요일은 어려워요/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 제안하기' })).toBeInTheDocument();
  });
});
