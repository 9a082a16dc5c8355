import { createStore, useStore } from 'zustand';
import { ROLES, type Role } from '../contracts/constants';
import { STORAGE_KEYS } from './storage-keys';

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

export interface AuthState {
  accessToken: string | null;
  refreshToken: string | null;
  role: Role | null;
  autoLogin: boolean;
  /** A new tab without a session of its own is asking the other tabs for theirs (a short moment). */
  joining: boolean;
  /** Called after login and after every reissue; every other tab of the browser follows. */
  setTokens: (tokens: Tokens, autoLogin?: boolean) => void;
  setRole: (role: Role) => void;
  /** Forgets the session here and in every other tab (logout, a session the server ended). */
  clear: () => void;
  /** Re-reads the tokens another tab may have stored meanwhile (before a reissue, under the lock). */
  reload: () => void;
}

/** What the session store needs from the browser; tests give two "tabs" a shared fake. */
export interface SessionEnv {
  local: Storage | null;
  session: Storage | null;
  /** Same-origin messages between tabs (BroadcastChannel). */
  channel: { post(message: unknown): void; listen(fn: (message: unknown) => void): void } | null;
  /** Where `storage` events of other tabs arrive (window). */
  events: { addEventListener(type: 'storage', fn: (e: StorageEvent) => void): void } | null;
  /** Web Locks (navigator.locks): one reissue at a time across tabs. */
  locks: { request<T>(name: string, fn: () => Promise<T>): Promise<T> } | null;
}

type SessionMessage =
  | { type: 'tokens'; tokens: Tokens; autoLogin: boolean; role: Role | null }
  | { type: 'clear' }
  | { type: 'ask' };

const CHANNEL = 'dolbom-session';
const REISSUE_LOCK = 'dolbom-reissue';
/** How long a new tab waits for another tab to hand over its session. */
const JOIN_WAIT_MS = 300;

const isRole = (r: string | null | undefined): r is Role => (ROLES as readonly unknown[]).includes(r);

const broadcast = (bc: BroadcastChannel): SessionEnv['channel'] => ({
  post: (m) => bc.postMessage(m),
  listen: (fn) => bc.addEventListener('message', (e) => fn(e.data)),
});

function browserEnv(): SessionEnv {
  if (typeof window === 'undefined') {
    return { local: null, session: null, channel: null, events: null, locks: null };
  }
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return {
    local: window.localStorage,
    session: window.sessionStorage,
    channel: typeof BroadcastChannel === 'undefined' ? null : broadcast(new BroadcastChannel(CHANNEL)),
    events: window,
    locks: locks
      ? { request: <T>(name: string, fn: () => Promise<T>) => locks.request(name, fn) as Promise<T> }
      : null,
  };
}

/**
 * The session of this browser, shared by its tabs (docs/adr/0006-sessions.md). With 자동로그인 it lives in
 * localStorage (survives closing the browser); without it, in sessionStorage, so it ends with the browser
 * (PRODUCT.md) — a tab opened later asks the open tabs for it over BroadcastChannel instead. Every change
 * (a reissue, logout) reaches the other tabs, and reissues run one at a time across tabs (Web Locks).
 */
/** The `exp` of an access token (a JWT), or 0 when it cannot be read. */
function expiresAt(token: string | null): number {
  const payload = token?.split('.')[1];
  if (!payload) return 0;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp : 0;
  } catch {
    return 0;
  }
}

/**
 * Whether `incoming` is a later state of the session than `current`. Messages from other tabs and
 * localStorage copies can arrive late and out of order (a busy phone): going back to an older, already
 * rotated pair would make this tab reissue with it. Tokens that are not readable JWTs are taken as newer.
 */
export function isNewerSession(incoming: string | null, current: string | null): boolean {
  if (!incoming || incoming === current) return false;
  const a = expiresAt(incoming);
  const b = expiresAt(current);
  return !(a && b) || a > b;
}

export function createSessionStore(env: SessionEnv) {
  const { local, session, channel } = env;
  const storeFor = (auto: boolean) => (auto ? local : session);
  const read = (key: string) => session?.getItem(key) ?? local?.getItem(key) ?? null;
  const removeEverywhere = (key: string) => {
    local?.removeItem(key);
    session?.removeItem(key);
  };
  const post = (m: SessionMessage) => channel?.post(m);

  // Writes in place (no remove-then-set in the same storage, which another tab could read halfway).
  const persist = (tokens: Tokens, auto: boolean) => {
    const other = storeFor(!auto);
    other?.removeItem(STORAGE_KEYS.accessToken);
    other?.removeItem(STORAGE_KEYS.refreshToken);
    const s = storeFor(auto);
    s?.setItem(STORAGE_KEYS.accessToken, tokens.accessToken);
    s?.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken);
  };
  const forget = () => {
    removeEverywhere(STORAGE_KEYS.accessToken);
    removeEverywhere(STORAGE_KEYS.refreshToken);
    removeEverywhere(STORAGE_KEYS.userRole);
  };

  const initialAccess = read(STORAGE_KEYS.accessToken);
  const initialRefresh = read(STORAGE_KEYS.refreshToken);
  const role = read(STORAGE_KEYS.userRole);
  const joining = !initialRefresh && !!channel;

  const store = createStore<AuthState>()((set, get) => ({
    accessToken: initialAccess,
    refreshToken: initialRefresh,
    role: isRole(role) ? role : null,
    autoLogin: local?.getItem(STORAGE_KEYS.autoLogin) === 'true',
    joining,
    setTokens: (tokens, autoLogin) => {
      const auto = autoLogin ?? get().autoLogin;
      persist(tokens, auto);
      local?.setItem(STORAGE_KEYS.autoLogin, String(auto));
      set({ ...tokens, autoLogin: auto, joining: false });
      post({ type: 'tokens', tokens, autoLogin: auto, role: get().role });
    },
    setRole: (r) => {
      storeFor(get().autoLogin)?.setItem(STORAGE_KEYS.userRole, r);
      set({ role: r });
    },
    clear: () => {
      const had = !!get().refreshToken;
      forget();
      set({ accessToken: null, refreshToken: null, role: null, joining: false });
      if (had) post({ type: 'clear' });
    },
    reload: () => {
      const accessToken = read(STORAGE_KEYS.accessToken);
      const refreshToken = read(STORAGE_KEYS.refreshToken);
      if (accessToken && refreshToken && refreshToken !== get().refreshToken) {
        if (isNewerSession(accessToken, get().accessToken)) set({ accessToken, refreshToken });
      }
    },
  }));

  /** Another tab's session, taken over without telling the others again. */
  const adopt = (tokens: Tokens, auto: boolean, r: Role | null) => {
    const current = store.getState().accessToken;
    if (current && !isNewerSession(tokens.accessToken, current)) return;
    if (!auto) persist(tokens, false); // sessionStorage is this tab's own copy
    if (r) storeFor(auto)?.setItem(STORAGE_KEYS.userRole, r);
    store.setState({ ...tokens, autoLogin: auto, joining: false, ...(r ? { role: r } : {}) });
  };
  const endHere = () => {
    if (!store.getState().refreshToken) return;
    forget();
    store.setState({ accessToken: null, refreshToken: null, role: null, joining: false });
  };

  if (channel) {
    channel.listen((data) => {
      const m = data as SessionMessage;
      const state = store.getState();
      if (m.type === 'tokens') adopt(m.tokens, m.autoLogin, m.role);
      else if (m.type === 'clear') endHere();
      else if (m.type === 'ask' && state.accessToken && state.refreshToken) {
        post({
          type: 'tokens',
          tokens: { accessToken: state.accessToken, refreshToken: state.refreshToken },
          autoLogin: state.autoLogin,
          role: state.role,
        });
      }
    });
    if (joining) {
      post({ type: 'ask' });
      setTimeout(() => {
        if (store.getState().joining) store.setState({ joining: false });
      }, JOIN_WAIT_MS);
    }
  }

  // Where BroadcastChannel is missing, localStorage's own events still carry the 자동로그인 session.
  env.events?.addEventListener('storage', (e) => {
    if (e.storageArea !== local || (e.key !== STORAGE_KEYS.refreshToken && e.key !== null)) return;
    const refreshToken = local?.getItem(STORAGE_KEYS.refreshToken) ?? null;
    const accessToken = local?.getItem(STORAGE_KEYS.accessToken) ?? null;
    if (refreshToken && accessToken) {
      if (refreshToken !== store.getState().refreshToken) {
        const r = local?.getItem(STORAGE_KEYS.userRole) ?? null;
        adopt({ accessToken, refreshToken }, true, isRole(r) ? r : null);
      }
    } else if (store.getState().autoLogin) endHere();
  });

  /** Runs fn while no other tab of this browser runs it (where Web Locks exist; else only in this tab). */
  const withReissueLock = <T>(fn: () => Promise<T>): Promise<T> =>
    env.locks ? env.locks.request(REISSUE_LOCK, fn) : fn();

  return { store, withReissueLock };
}

const browserSession = createSessionStore(browserEnv());

export const authStore = browserSession.store;
export const withReissueLock = browserSession.withReissueLock;

export function useAuth<T>(selector: (s: AuthState) => T): T {
  return useStore(authStore, selector);
}

/** 아이디 저장하기: the remembered id is kept apart from the session and survives logout. */
export const rememberedId = {
  get: (): string =>
    typeof window === 'undefined' ? '' : (window.localStorage.getItem(STORAGE_KEYS.rememberedId) ?? ''),
  set: (id: string) => window.localStorage.setItem(STORAGE_KEYS.rememberedId, id),
  clear: () => window.localStorage.removeItem(STORAGE_KEYS.rememberedId),
};

/** The permission sheet's choice (spec §2): shown until the flag is 'true'. */
export const permissionFlag = {
  get: (): boolean =>
    typeof window !== 'undefined' && window.localStorage.getItem(STORAGE_KEYS.permission) === 'true',
  set: (choices: { camera: boolean; location: boolean }) => {
    window.localStorage.setItem(STORAGE_KEYS.permission, 'true');
    window.localStorage.setItem(`${STORAGE_KEYS.permission}.camera`, String(choices.camera));
    window.localStorage.setItem(`${STORAGE_KEYS.permission}.location`, String(choices.location));
  },
};
