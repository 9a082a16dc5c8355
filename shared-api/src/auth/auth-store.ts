import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Role } from '../contracts/constants';
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
  /** Called after login and after every reissue. */
  setTokens: (tokens: Tokens, autoLogin?: boolean) => void;
  setRole: (role: Role) => void;
  clear: () => void;
}

// With 자동로그인 the session lives in localStorage (survives closing the browser);
// without it, in sessionStorage, so it ends with the browser (PRODUCT.md).
function store(auto: boolean): Storage | null {
  if (typeof window === 'undefined') return null;
  return auto ? window.localStorage : window.sessionStorage;
}

function read(key: string): string | null {
  if (typeof window === 'undefined') return null;
  return window.sessionStorage.getItem(key) ?? window.localStorage.getItem(key);
}

function removeEverywhere(key: string) {
  if (typeof window === 'undefined') return;
  window.localStorage.removeItem(key);
  window.sessionStorage.removeItem(key);
}

function initialRole(): Role | null {
  const r = read(STORAGE_KEYS.userRole);
  return r === 'ROLE_CAREGIVER' || r === 'ROLE_MANAGER' ? r : null;
}

export const authStore = createStore<AuthState>()((set, get) => ({
  accessToken: read(STORAGE_KEYS.accessToken),
  refreshToken: read(STORAGE_KEYS.refreshToken),
  role: initialRole(),
  autoLogin: typeof window !== 'undefined' && window.localStorage.getItem(STORAGE_KEYS.autoLogin) === 'true',
  setTokens: (tokens, autoLogin) => {
    const auto = autoLogin ?? get().autoLogin;
    removeEverywhere(STORAGE_KEYS.accessToken);
    removeEverywhere(STORAGE_KEYS.refreshToken);
    const s = store(auto);
    s?.setItem(STORAGE_KEYS.accessToken, tokens.accessToken);
    s?.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken);
    if (typeof window !== 'undefined') window.localStorage.setItem(STORAGE_KEYS.autoLogin, String(auto));
    set({ ...tokens, autoLogin: auto });
  },
  setRole: (role) => {
    store(get().autoLogin)?.setItem(STORAGE_KEYS.userRole, role);
    set({ role });
  },
  clear: () => {
    removeEverywhere(STORAGE_KEYS.accessToken);
    removeEverywhere(STORAGE_KEYS.refreshToken);
    removeEverywhere(STORAGE_KEYS.userRole);
    set({ accessToken: null, refreshToken: null, role: null });
  },
}));

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
