/** @jest-environment node */
// Messages from other tabs can arrive late and out of order on a busy phone. A tab must never go back
// to an older, already rotated token pair (it would then reissue with a spent refresh token).
import { createSessionStore, isNewerSession } from '../auth-store';

/** An unsigned JWT-shaped token: only the payload's `exp` matters to the store. */
const jwt = (exp: number, n = exp) => `h.${Buffer.from(JSON.stringify({ exp, n })).toString('base64url')}.s`;

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  };
}

function tab() {
  let deliver: (m: unknown) => void = () => undefined;
  const local = memoryStorage();
  const { store } = createSessionStore({
    local,
    session: memoryStorage(),
    channel: { post: () => undefined, listen: (fn) => void (deliver = fn) },
    events: null,
    locks: null,
  });
  const message = (accessToken: string, refreshToken: string) =>
    deliver({ type: 'tokens', tokens: { accessToken, refreshToken }, autoLogin: true, role: null });
  return { store, local, message };
}

describe('the order of session states across tabs', () => {
  it('keeps the newest pair when another tab’s older message arrives late', () => {
    const t = tab();
    t.store.getState().setTokens({ accessToken: jwt(100), refreshToken: 'r1' }, true);
    t.message(jwt(300), 'r3');
    expect(t.store.getState().refreshToken).toBe('r3');
    t.message(jwt(200), 'r2'); // sent before r3's, delivered after it
    expect(t.store.getState().refreshToken).toBe('r3');
    expect(t.store.getState().accessToken).toBe(jwt(300));
  });

  it('does not reload an older pair from storage', () => {
    const t = tab();
    t.store.getState().setTokens({ accessToken: jwt(300), refreshToken: 'r3' }, true);
    t.local.setItem('accessToken', jwt(200));
    t.local.setItem('refreshToken', 'r2');
    t.store.getState().reload();
    expect(t.store.getState().refreshToken).toBe('r3');
  });

  it('takes a later pair, and tokens it cannot read, as newer', () => {
    expect(isNewerSession(jwt(300), jwt(200))).toBe(true);
    expect(isNewerSession(jwt(200), jwt(300))).toBe(false);
    expect(isNewerSession(jwt(200, 1), jwt(200, 2))).toBe(false);
    expect(isNewerSession('opaque-a', 'opaque-b')).toBe(true);
    expect(isNewerSession(jwt(200), null)).toBe(true);
  });
});
