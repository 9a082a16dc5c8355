import { act, render, screen } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { isLiveKey, useNotificationStream } from '../use-notification-stream';

// Issue 30: 받은 연락함 did not update while open. A notification on the stream now revalidates the
// role's open lists (mounted SWR keys), not the matching lists.

class FakeEventSource {
  static last: FakeEventSource | null = null;
  listeners: Record<string, ((e: MessageEvent<string>) => void)[]> = {};
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(public url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, fn: (e: MessageEvent<string>) => void) {
    (this.listeners[type] ??= []).push(fn);
  }
  close() {}
  emit(type: string, data: unknown) {
    for (const fn of this.listeners[type] ?? [])
      fn({ data: JSON.stringify(data), lastEventId: '1' } as MessageEvent<string>);
  }
}

const INBOX = '/api/caregiver/mypage/contacts?tab=pending&page=0&size=10';

function Live() {
  useNotificationStream();
  return null;
}
function Inbox({ fetcher }: { fetcher: (key: string) => Promise<string> }) {
  const { data } = useSWR(INBOX, fetcher);
  return <p>{data ?? '…'}</p>;
}

it('revalidates the open 받은 연락함 when a notification arrives', async () => {
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  globalThis.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    headers: { get: () => null },
    json: async () => ({ ticket: 't', expiresInSeconds: 60 }),
    text: async () => JSON.stringify({ ticket: 't', expiresInSeconds: 60 }),
  })) as never;
  let version = 0;
  const fetcher = jest.fn(async () => `연락 ${++version}건`);
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Live />
      <Inbox fetcher={fetcher} />
    </SWRConfig>,
  );
  expect(await screen.findByText('연락 1건')).toBeInTheDocument();
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
  await act(async () => FakeEventSource.last?.emit('notification', { unreadCount: 1 }));
  expect(await screen.findByText('연락 2건')).toBeInTheDocument();
});

it('leaves the matching lists and other paths alone', () => {
  expect(isLiveKey(INBOX)).toBe(true);
  expect(isLiveKey('/api/caregiver/main/list?range=1.25&order=1&page=0&size=10')).toBe(true);
  expect(isLiveKey('/api/manager/apply?page=0&size=10')).toBe(true);
  expect(isLiveKey('/api/caregiver/near?elderId=3')).toBe(true);
  expect(isLiveKey('/api/caregiver/near/all?range=5&page=0&size=10')).toBe(false);
  expect(isLiveKey('/api/caregiver/near/list?range=5')).toBe(false);
  expect(isLiveKey('/api/manager/elder/individual?elderId=3&distance=도보15분이내')).toBe(false);
  expect(isLiveKey('/api/notifications/unread-count')).toBe(false);
  expect(isLiveKey(['/api/caregiver/mypage'])).toBe(false);
});
