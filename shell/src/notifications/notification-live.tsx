import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { registerServiceWorker } from './push';
import { useNotificationStream } from './use-notification-stream';

const StreamDown = createContext(false);

/** One stream for the whole signed-in app (mounted by the shell around the role's routes). */
export function NotificationLive({ children }: { children: ReactNode }) {
  const down = useNotificationStream();
  useEffect(() => {
    // The PWA's service worker (shows pushes; caches nothing). A new version takes over on the next visit.
    registerServiceWorker().catch((err: unknown) => console.warn('service worker', err));
  }, []);
  return <StreamDown.Provider value={down}>{children}</StreamDown.Provider>;
}

/** True while the stream is down: the bell polls the unread count instead. */
export const useNotificationLive = () => useContext(StreamDown);
