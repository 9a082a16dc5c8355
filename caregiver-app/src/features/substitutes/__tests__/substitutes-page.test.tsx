import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CaregiverSubstitute, CaregiverSubstituteList } from '@dolbom/shared-api/contracts';
import role from '../../../role';
import { installFakeApi, type FakeRequest as Call, renderRoute } from '@dolbom/shared-ui/testing';
import { SubstitutesPage } from '../routes/substitutes-page';

const open: CaregiverSubstitute = {
  id: 5,
  dates: ['2026-12-14'],
  start: '13:00',
  end: '17:00',
  hourlyWage: 13000,
  title: '방문 요양 · 강남구 역삼동 · 남 84세 · 3등급',
  centerName: '강남개포재가노인복지센터',
  needs: ['식사 차림 필요', '기저귀 케어 필요'],
  note: null,
  state: 'open',
  label: '모집 중',
  applicant: true,
  askedAt: '2026-12-10T03:00:00.000Z',
};

let list: CaregiverSubstituteList;
let calls: Call[];
beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-12-10T03:00:00Z'), advanceTimers: true });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  list = { alerts: false, content: [open] };
  calls = installFakeApi(({ method, url, body }) => {
    if (method === 'GET' && url === '/api/caregiver/substitutes') return { status: 200, body: list };
    if (method === 'PUT' && url === '/api/caregiver/substitutes/alerts')
      return { status: 200, body: body as object };
    if (method === 'POST' && url === '/api/caregiver/substitutes/5/accept') {
      list = {
        ...list,
        content: [{ ...open, state: 'mine', label: '내가 가요', note: '복약 확인 부탁드려요' }],
      };
      return { status: 200, body: list.content[0] };
    }
    if (url === '/api/caregiver/week') return { status: 200, body: {} };
    return undefined;
  });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const show = () => renderRoute(<SubstitutesPage />, { path: '/substitutes' });

it('is a route of the app (the target of a substitute request’s notification)', () => {
  expect(role.routes.some((r) => r.path === '/substitutes')).toBe(true);
});

it('lists the requests she was asked, never the elder’s name, and 수락 sends once on a double tap', async () => {
  show();
  const card = await screen.findByRole('listitem');
  expect(card).toHaveTextContent('2026-12-14 (월) · 13:00–17:00');
  expect(card).toHaveTextContent('지원했던 어르신');
  expect(card).toHaveTextContent('시급 13,000원');
  expect(card).toHaveTextContent('도움이 필요한 일: 식사 차림 필요, 기저귀 케어 필요');
  const accept = within(card).getByRole('button', { name: '수락' });
  fireEvent.click(accept);
  fireEvent.click(accept);
  expect(await screen.findByText('수락했어요. 내 일정에 넣었어요.')).toBeInTheDocument();
  expect(screen.getByText('센터 메모: 복약 확인 부탁드려요')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
});

it('someone else took it: 마감되었어요 and no 수락', async () => {
  list = { alerts: true, content: [{ ...open, state: 'closed', label: '마감되었어요' }] };
  show();
  expect(await screen.findByText('마감되었어요')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '수락' })).not.toBeInTheDocument();
});

it('a late 수락 shows the server’s 마감되었어요', async () => {
  installFakeApi(({ method, url }) => {
    if (method === 'GET' && url === '/api/caregiver/substitutes') return { status: 200, body: list };
    if (method === 'POST') return { status: 409, body: { message: '마감되었어요', code: 'CONFLICT' } };
    return undefined;
  });
  show();
  fireEvent.click(await screen.findByRole('button', { name: '수락' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('마감되었어요');
});

it('turns 대체 근무 알림 받기 on; nothing asked yet says so', async () => {
  list = { alerts: false, content: [] };
  show();
  expect(await screen.findByText('받은 대체 근무 요청이 없어요')).toBeInTheDocument();
  const toggle = screen.getByRole('checkbox', { name: /대체 근무 알림 받기/ });
  expect(toggle).not.toBeChecked();
  fireEvent.click(toggle);
  await waitFor(() => expect(toggle).toBeChecked());
  expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ alerts: true });
});

it('a failed load offers 다시 시도', async () => {
  installFakeApi(() => undefined);
  show();
  expect(await screen.findByRole('button', { name: '다시 시도' })).toBeInTheDocument();
});
