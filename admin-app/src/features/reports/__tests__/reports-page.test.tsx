import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ReportsPage } from '../routes/reports-page';
import type { AdminReport } from '../api/types';
import { installFakeApi, type FakeRequest, renderRoute } from '@dolbom/shared-ui/testing';
import { contractFixture } from '@dolbom/shared-api/testing';

const report = (id: number, extra: Partial<AdminReport> = {}): AdminReport => ({
  id,
  reporter: { id: 2, loginId: 'caregiver01', name: '김영희', role: 'ROLE_CAREGIVER' },
  targetType: 'ELDER',
  targetId: 9,
  targetLabel: '어르신 이말순 (방문 요양 · 강남구 역삼동)',
  targetUser: { id: 7, loginId: 'manager01', name: '김복지', role: 'ROLE_MANAGER' },
  reason: 'MONEY',
  reasonLabel: '돈을 요구해요',
  text: '소개비를 따로 달라고 했어요',
  createdAt: '2026-11-22T01:00:00.000Z',
  status: 'OPEN',
  resolvedAt: null,
  resolvedBy: null,
  resolutionNote: null,
  ...extra,
});
const page = (content: AdminReport[]) => ({
  content,
  totalElements: content.length,
  totalPages: content.length ? 1 : 0,
  size: 20,
  number: 0,
  first: true,
  last: true,
});

let open: AdminReport[];
let resolved: AdminReport[];
let requests: FakeRequest[];
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  open = [report(1)];
  resolved = [];
  requests = installFakeApi(({ method, url, body }) => {
    if (url === '/api/admin/reports?status=OPEN&page=0&size=20') return { status: 200, body: page(open) };
    if (url === '/api/admin/reports?status=RESOLVED&page=0&size=20')
      return { status: 200, body: page(resolved) };
    if (method === 'POST' && url === '/api/admin/reports/1/resolve') {
      const done = report(1, {
        status: 'RESOLVED',
        resolvedAt: '2026-11-23T01:00:00.000Z',
        resolvedBy: { id: 1, loginId: 'admin01', name: '운영자' },
        resolutionNote: (body as { note: string }).note || null,
      });
      open = [];
      resolved = [done];
      return { status: 200, body: done };
    }
    return undefined;
  });
});
afterEach(() => jest.restoreAllMocks());

it('shows what was reported, why and by whom, with a way to the reported account', async () => {
  renderRoute(<ReportsPage />, { path: '/admin/reports', route: '/admin/reports' });
  const card = await screen.findByRole('article', { name: '신고 어르신 이말순 (방문 요양 · 강남구 역삼동)' });
  expect(card).toHaveTextContent('돈을 요구해요');
  expect(card).toHaveTextContent('소개비를 따로 달라고 했어요');
  expect(card).toHaveTextContent('신고한 사람 김영희 (caregiver01) · 2026.11.22 10:00');
  expect(within(card).getByRole('link', { name: /신고 대상 회원 보기/ })).toHaveAttribute(
    'href',
    '/admin/users/7',
  );
});

it('resolves with an optional note; it moves to 처리함 with who did it', async () => {
  renderRoute(<ReportsPage />, { path: '/admin/reports', route: '/admin/reports' });
  const card = await screen.findByRole('article', { name: /^신고 / });
  fireEvent.click(within(card).getByRole('button', { name: '처리하기' }));
  const dialog = screen.getByRole('dialog', { name: '이 신고를 처리할까요?' });
  fireEvent.change(within(dialog).getByLabelText('처리 내용 (선택)'), {
    target: { value: '센터에 주의 안내' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: '처리하기' }));
  expect(await screen.findByText('신고를 처리했어요')).toBeInTheDocument();
  expect(await screen.findByText('처리할 신고가 없어요')).toBeInTheDocument();
  expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
    { note: '센터에 주의 안내' },
  ]);

  fireEvent.click(screen.getByRole('tab', { name: '처리함' }));
  const done = await screen.findByRole('article', { name: /^신고 / });
  expect(done).toHaveTextContent('처리 내용: 센터에 주의 안내');
  expect(done).toHaveTextContent('운영자 · 2026.11.23 10:00 처리');
  expect(within(done).queryByRole('button', { name: '처리하기' })).toBeNull();
});

it('resolves without a note too', async () => {
  renderRoute(<ReportsPage />, { path: '/admin/reports', route: '/admin/reports' });
  fireEvent.click(await screen.findByRole('button', { name: '처리하기' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '처리하기' }));
  await waitFor(() =>
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ note: '' }]),
  );
});

it('shows a reported message with the messages around it, and hides it only with a reason', async () => {
  const line = (messageId: number, text: string, hidden = false) => ({
    messageId,
    from: messageId === 31 ? ('manager' as const) : ('caregiver' as const),
    text,
    hidden,
    hiddenReason: hidden ? '욕설' : null,
    createdAt: '2026-11-22T01:00:00.000Z',
  });
  const context = (hidden: boolean) => ({
    conversationId: 9,
    caregiverName: '박정숙',
    managerName: '김복지',
    centerName: '행복요양센터',
    reported: line(31, '나쁜 말', hidden),
    messages: [line(30, '안녕하세요'), line(31, '나쁜 말', hidden)],
  });
  open = [report(2, { targetType: 'MESSAGE', targetId: 31, targetLabel: '메시지 #31 · 행복요양센터' })];
  requests = installFakeApi(({ method, url, body }) => {
    if (url === '/api/admin/reports?status=OPEN&page=0&size=20') return { status: 200, body: page(open) };
    if (method === 'GET' && url === '/api/admin/messages/31') return { status: 200, body: context(false) };
    if (method === 'POST' && url === '/api/admin/messages/31/hide')
      return {
        status: 200,
        body: {
          ...context(true),
          reported: { ...context(true).reported, hiddenReason: (body as { reason: string }).reason },
        },
      };
    return undefined;
  });
  renderRoute(<ReportsPage />, { path: '/admin/reports', route: '/admin/reports' });
  const shown = await screen.findByRole('region', { name: '신고된 메시지' });
  expect(within(shown).getByRole('list', { name: '앞뒤 대화' })).toHaveTextContent('안녕하세요');
  expect(shown).toHaveTextContent('박정숙 · 김복지 (행복요양센터)');

  fireEvent.click(within(shown).getByRole('button', { name: '가리기' }));
  const dialog = screen.getByRole('dialog', { name: '이 메시지를 가릴까요?' });
  fireEvent.click(within(dialog).getByRole('button', { name: '가리기' }));
  expect(await within(dialog).findByText('가리는 이유를 200자 안으로 적어주세요.')).toBeInTheDocument();
  expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

  fireEvent.change(within(dialog).getByLabelText('가리는 이유'), { target: { value: '욕설' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '가리기' }));
  expect(await within(shown).findByText('가려짐 · 욕설')).toBeInTheDocument();
  expect(within(shown).queryByRole('button', { name: '가리기' })).toBeNull();
  expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ reason: '욕설' }]);
});

it('shows a reported review with each rated question and the yes/no answer, and hides it with a reason', async () => {
  const review = (hidden: boolean, reason: string | null = null) => ({
    reviewId: 15,
    jobId: 4,
    from: 'caregiver' as const,
    caregiverName: '장옥순',
    managerName: '김복지',
    centerName: '행복요양센터',
    questions: [
      '약속한 급여를 제때 줬어요',
      '일정을 지켜줬어요',
      '어려운 일에 도와줬어요',
      '다시 일하고 싶어요',
    ],
    ratings: [5, 4, 3],
    again: false,
    text: '급여가 늘 제때 들어왔어요.',
    createdAt: '2026-11-22T01:00:00.000Z',
    visibleAt: '2026-11-22T01:00:00.000Z',
    hidden,
    hiddenReason: reason,
  });
  open = [report(4, { targetType: 'REVIEW', targetId: 15, targetLabel: '후기 #15 · 행복요양센터' })];
  requests = installFakeApi(({ method, url, body }) => {
    if (url === '/api/admin/reports?status=OPEN&page=0&size=20') return { status: 200, body: page(open) };
    if (method === 'GET' && url === '/api/admin/reviews/15') return { status: 200, body: review(false) };
    if (method === 'POST' && url === '/api/admin/reviews/15/hide')
      return { status: 200, body: review(true, (body as { reason: string }).reason) };
    return undefined;
  });
  renderRoute(<ReportsPage />, { path: '/admin/reports', route: '/admin/reports' });
  const shown = await screen.findByRole('region', { name: '신고된 후기' });
  expect(shown).toHaveTextContent('요양보호사 · 장옥순 → 행복요양센터');
  expect(shown).toHaveTextContent(
    '약속한 급여를 제때 줬어요 5점 · 일정을 지켜줬어요 4점 · 어려운 일에 도와줬어요 3점',
  );
  expect(shown).toHaveTextContent('다시 일하고 싶어요 · 아니요');
  expect(shown).not.toHaveTextContent('undefined');
  expect(shown).toHaveTextContent('급여가 늘 제때 들어왔어요.');

  fireEvent.click(within(shown).getByRole('button', { name: '가리기' }));
  const dialog = screen.getByRole('dialog', { name: '이 후기를 가릴까요?' });
  fireEvent.change(within(dialog).getByLabelText('가리는 이유'), {
    target: { value: '사실 확인이 안 돼요' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: '가리기' }));
  expect(await within(shown).findByText('가려짐 · 사실 확인이 안 돼요')).toBeInTheDocument();
  expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
    { reason: '사실 확인이 안 돼요' },
  ]);
});

it('shows a reported 근로계약서: its parties, summary and signatures, with nothing to hide', async () => {
  open = [
    report(3, {
      targetType: 'CONTRACT',
      targetId: 7,
      targetLabel: '근로계약서 #7 · 행복요양센터 · 박정숙 요양보호사',
    }),
  ];
  requests = installFakeApi(({ url }) => {
    if (url === '/api/admin/reports?status=OPEN&page=0&size=20') return { status: 200, body: page(open) };
    if (url === '/api/admin/contracts/7') return { status: 200, body: contractFixture() };
    return undefined;
  });
  renderRoute(<ReportsPage />, { path: '/admin/reports', route: '/admin/reports' });
  const shown = await screen.findByRole('region', { name: '신고된 근로계약서' });
  expect(shown).toHaveTextContent('행복요양센터 · 김복지 → 박정숙 요양보호사 · 1번째 판');
  expect(shown).toHaveTextContent('월·수·금 9시~12시, 시급 12,000원, 매월 10일 계좌로');
  expect(shown).toHaveTextContent('요양보호사 서명 전 · 사회복지사 서명 전');
  expect(within(shown).queryByRole('button', { name: '가리기' })).toBeNull();
});
