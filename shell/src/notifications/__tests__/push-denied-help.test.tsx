import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { DolbomThemeProvider } from '@dolbom/shared-ui';
import { fakeResponse } from '../../test-utils/fake-api';
import { NotificationSettings } from '../notification-settings';
import { phoneBrowser } from '../push-denied-help';

const SAMSUNG =
  'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36';
const CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

/** A browser that can push, whose person answers the permission prompt with `answer`. */
function pushCapable(permission: NotificationPermission, answer: NotificationPermission, ua: string) {
  Object.defineProperty(navigator, 'userAgent', { value: ua, configurable: true });
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { getRegistration: async () => undefined },
    configurable: true,
  });
  Object.assign(window, {
    PushManager: function PushManager() {},
    Notification: { permission, requestPermission: async () => answer },
  });
}

function renderSettings() {
  globalThis.fetch = jest.fn(async () => fakeResponse({ status: 200, body: { sms: true } })) as never;
  render(
    <DolbomThemeProvider>
      <SWRConfig value={{ provider: () => new Map(), fetcher: () => ({ sms: true }) }}>
        <NotificationSettings />
      </SWRConfig>
    </DolbomThemeProvider>,
  );
}

describe('앱 푸시 refused (issue 30)', () => {
  it('tells which phone browser this is', () => {
    expect(phoneBrowser(SAMSUNG)).toBe('samsung');
    expect(phoneBrowser(CHROME)).toBe('android-chrome');
    expect(phoneBrowser(IPHONE)).toBe('ios-app');
    expect(phoneBrowser('Mozilla/5.0 (X11; Linux x86_64) Firefox/120.0')).toBeNull();
  });

  it('explains how to allow it on this phone when she says no, the other phones folded', async () => {
    pushCapable('default', 'denied', SAMSUNG);
    renderSettings();
    await userEvent.click(screen.getByRole('switch', { name: '알림 받기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('알림이 차단되어 있어요');
    const help = screen.getByRole('note', { name: '알림 허용 방법' });
    const samsung = screen.getByText('삼성 인터넷').closest('details');
    expect(samsung).toHaveAttribute('open');
    expect(help).toHaveTextContent('사이트 및 다운로드');
    expect(screen.getByText('안드로이드 크롬').closest('details')).not.toHaveAttribute('open');
    expect(screen.getByText('아이폰 (홈 화면의 돌봄이음)')).toBeInTheDocument();
  });

  it('shows the help at once when she refused before', () => {
    pushCapable('denied', 'denied', CHROME);
    renderSettings();
    expect(screen.getByText('안드로이드 크롬').closest('details')).toHaveAttribute('open');
  });
});
