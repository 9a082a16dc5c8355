import { authStore, permissionFlag, rememberedId } from '../auth-store';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  authStore.getState().clear();
});

describe('auth store', () => {
  it('without 자동로그인 keeps the session in sessionStorage only, under the spec keys', () => {
    authStore.getState().setTokens({ accessToken: 'a', refreshToken: 'r' }, false);
    authStore.getState().setRole('ROLE_CAREGIVER');
    expect(sessionStorage.getItem('accessToken')).toBe('a');
    expect(sessionStorage.getItem('refreshToken')).toBe('r');
    expect(sessionStorage.getItem('userRole')).toBe('ROLE_CAREGIVER');
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('with 자동로그인 keeps it in localStorage, and a reissue stays there', () => {
    authStore.getState().setTokens({ accessToken: 'a', refreshToken: 'r' }, true);
    authStore.getState().setTokens({ accessToken: 'b', refreshToken: 's' });
    expect(localStorage.getItem('accessToken')).toBe('b');
    expect(localStorage.getItem('refreshToken')).toBe('s');
    expect(sessionStorage.getItem('accessToken')).toBeNull();
  });

  it('clear forgets the session but keeps the remembered id and the permission choice', () => {
    rememberedId.set('caregiver01');
    permissionFlag.set({ camera: true, location: false });
    authStore.getState().setTokens({ accessToken: 'a', refreshToken: 'r' }, true);
    authStore.getState().clear();
    expect(authStore.getState().accessToken).toBeNull();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(rememberedId.get()).toBe('caregiver01');
    expect(permissionFlag.get()).toBe(true);
    expect(localStorage.getItem('permission.location')).toBe('false');
  });
});
