import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { DolbomThemeProvider } from '@dolbom/shared-ui';
import { swrConfig } from '@dolbom/shared-api/hooks';
import { installFakeApi, type Reply } from '../../test-utils/fake-api';
import NotificationsPage from '../notifications-page';
import { NotificationBell } from '../notification-bell';
import { NotificationSettings, IOS_HINT } from '../notification-settings';
import { badgeText } from '../notifications-api';

const item = (id: number, read: boolean) => ({
  id,
  type: 'contact_received',
  refId: id,
  title: `방문 요양 · 강남구 역삼동 · 여 82세 · 3등급`,
  text: '새 연락이 도착했어요.',
  target: `/detail/elder/contact/${id}`,
  createdAt: new Date().toISOString(),
  read,
});
const page = (content: unknown[], last = true) => ({
  content,
  totalPages: 1,
  totalElements: content.length,
  size: 20,
  number: 0,
  first: true,
  last,
});

function renderAt(ui: React.ReactElement) {
  return render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>
      <DolbomThemeProvider>
        <MemoryRouter initialEntries={['/notifications']}>
          <Routes>
            <Route path="/notifications" element={ui} />
            <Route path="/detail/elder/contact/:id" element={<p>연락 자세히</p>} />
          </Routes>
        </MemoryRouter>
      </DolbomThemeProvider>
    </SWRConfig>,
  );
}

function queue(replies: Reply[]) {
  return installFakeApi(() => replies.shift());
}

it('lists newest first with unread ones marked; a tap marks it read and opens its target', async () => {
  const asked = queue([
    { status: 200, body: page([item(2, false), item(1, true)]) },
    { status: 204, body: null },
  ]);
  renderAt(<NotificationsPage />);
  expect(await screen.findAllByText('새 연락이 도착했어요.')).toHaveLength(2);
  expect(screen.getAllByLabelText('읽지 않음')).toHaveLength(1);
  await userEvent.click(screen.getAllByRole('button', { name: /새 연락이 도착했어요/ })[0]!);
  expect(await screen.findByText('연락 자세히')).toBeInTheDocument();
  expect(asked).toContain('/api/notifications/2/read');
});

it('shows the empty text, and 다시 시도 after an error', async () => {
  queue([
    { status: 500, body: { message: 'x', code: 'X' } },
    { status: 200, body: page([]) },
  ]);
  renderAt(<NotificationsPage />);
  await userEvent.click(await screen.findByRole('button', { name: '다시 시도' }, { timeout: 5000 }));
  expect(await screen.findByText('아직 알림이 없어요')).toBeInTheDocument();
});

it('the bell shows the unread count, 99+ past 99', async () => {
  expect(badgeText(5)).toBe('5');
  expect(badgeText(100)).toBe('99+');
  queue([{ status: 200, body: { count: 120 } }]);
  renderAt(<NotificationBell onClick={() => undefined} />);
  expect(await screen.findByText('99+')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '알림, 읽지 않은 알림 수 99+' })).toBeInTheDocument();
});

it('on iPhone Safari the settings explain the home screen instead of a push switch; SMS is off by default', async () => {
  const ua = jest.spyOn(window.navigator, 'userAgent', 'get');
  ua.mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1');
  queue([{ status: 200, body: { sms: false } }]);
  renderAt(<NotificationSettings />);
  expect(screen.getByText(IOS_HINT)).toBeInTheDocument();
  expect(screen.queryByRole('switch', { name: '알림 받기' })).toBeNull();
  const sms = screen.getByRole('switch', { name: '문자로도 알림 받기' });
  expect(sms).toHaveAttribute('aria-checked', 'false');
  ua.mockRestore();
});
