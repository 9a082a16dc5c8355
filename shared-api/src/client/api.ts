import { authStore, withReissueLock } from '../auth/auth-store';
import { createHttpClient } from './http';

let onSessionEnd: () => void = () => {
  if (typeof window !== 'undefined' && window.location.pathname !== '/login')
    window.location.assign('/login');
};

/** The shell sets this to a router navigation so that leaving for /login needs no page reload. */
export function setSessionEndHandler(fn: () => void) {
  onSessionEnd = fn;
}

/** The one client every app uses: bearer header, single-flight reissue, session end → /login. */
export const api = createHttpClient({
  tokens: {
    get: () => {
      const s = authStore.getState();
      return { accessToken: s.accessToken, refreshToken: s.refreshToken };
    },
    set: (t) => authStore.getState().setTokens(t),
    lock: withReissueLock,
    reload: () => authStore.getState().reload(),
    fail: () => {
      authStore.getState().clear();
      onSessionEnd();
    },
  },
});
