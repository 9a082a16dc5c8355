// The shell's side of 알림: API calls, the unread count (SWR) kept live by the stream, and push.
import { api } from '@dolbom/shared-api';
import type { AppNotification, NotificationPreferences, Page } from '@dolbom/shared-api/contracts';

export const UNREAD_KEY = '/api/notifications/unread-count';
export const PAGE_SIZE = 20;
export const listKey = (page: number) => `/api/notifications?page=${page}&size=${PAGE_SIZE}`;
export const PREFERENCES_KEY = '/api/notifications/preferences';

export type NotificationPage = Page<AppNotification>;

export const markRead = (id: number) => api.post<null>(`/api/notifications/${id}/read`);
export const markAllRead = () => api.post<null>('/api/notifications/read-all');
export const streamTicket = () => api.post<{ ticket: string }>('/api/notifications/stream-ticket');
export const savePreferences = (p: NotificationPreferences) =>
  api.put<NotificationPreferences>(PREFERENCES_KEY, p);

/** The count the bell shows: 99+ past 99. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));
