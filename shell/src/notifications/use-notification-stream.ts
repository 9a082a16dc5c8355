// Keeps the unread count, the open 알림 list and the role's open lists live while the app is open: an
// EventSource opened with a single-use ticket (the access token never goes in a URL). On an error it
// reconnects with a new ticket after a growing pause, resuming after the last event id it saw; while the
// stream is down the unread count is polled instead.
import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { streamTicket, UNREAD_KEY } from './notifications-api';

const MAX_BACKOFF_MS = 30_000;
export const POLL_MS = 30_000;

/**
 * Whether a cached SWR key is one of the role's own lists or details that a notification may change
 * (받은 연락함, 보낸 지원함, 받은 지원함, 보낸 연락함, the home's contacts, a detail's status, my page's counts).
 * Only hooks on screen refetch (SWR revalidates mounted keys), so an open list updates live (PRODUCT.md
 * "Data rules", issue 30) and nothing else is fetched. The matching lists are left alone: they are the
 * costly ones and no notification changes them.
 */
export function isLiveKey(key: unknown): boolean {
  if (typeof key !== 'string') return false;
  if (!key.startsWith('/api/caregiver/') && !key.startsWith('/api/manager/')) return false;
  return !/^\/api\/(caregiver\/near\/(list|all)|manager\/elder\/individual)\b/.test(key);
}

/** A conversation list or page of either role (issue 32). */
export const isConversationKey = (key: unknown) =>
  typeof key === 'string' && /^\/api\/(caregiver|manager)\/conversations/.test(key);

/** Returns whether the stream is down (the caller then polls). */
export function useNotificationStream(): boolean {
  const { mutate } = useSWRConfig();
  const [down, setDown] = useState(false);

  useEffect(() => {
    if (typeof EventSource === 'undefined') {
      setDown(true);
      return;
    }
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let lastId = '';
    let stopped = false;

    const connect = async () => {
      try {
        const { ticket } = await streamTicket();
        if (stopped) return;
        const query = new URLSearchParams({ ticket, ...(lastId ? { lastEventId: lastId } : {}) });
        source = new EventSource(`/api/notifications/stream?${query.toString()}`);
        source.onopen = () => {
          failures = 0;
          setDown(false);
        };
        source.addEventListener('notification', (e) => {
          const event = e as MessageEvent<string>;
          lastId = event.lastEventId || lastId;
          try {
            const data = JSON.parse(event.data) as { unreadCount?: number };
            if (typeof data.unreadCount === 'number')
              void mutate(UNREAD_KEY, { count: data.unreadCount }, false);
          } catch {
            void mutate(UNREAD_KEY);
          }
          // The 알림 list, when open, shows the new one; so does any open list the event changes.
          void mutate((key) => typeof key === 'string' && key.startsWith('/api/notifications?'));
          void mutate(isLiveKey);
        });
        // 대화 (issue 32): a message written, read or hidden — the open conversation and the list (and
        // the 대화 tab's count) fetch again. These events carry no id: Last-Event-ID stays a notification's.
        source.addEventListener('message', () => {
          void mutate(isConversationKey);
        });
        source.onerror = () => {
          source?.close();
          retry();
        };
      } catch {
        retry();
      }
    };
    const retry = () => {
      if (stopped) return;
      failures += 1;
      setDown(true);
      const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (failures - 1));
      timer = setTimeout(() => void connect(), delay);
    };
    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [mutate]);

  return down;
}
