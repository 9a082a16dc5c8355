import { DEVICE_TOKEN_HEADER, REFRESH_HEADER, type User } from '../contracts/constants';
import type { LoginRequest, LoginResponse } from '../contracts/auth';
import { api } from '../client/api';
import { tokensFromHeaders } from '../client/http';
import { authStore } from './auth-store';
import { knownDeviceToken, rememberDeviceToken } from './known-devices';

export async function login(input: LoginRequest): Promise<User> {
  // A browser that signed in to this account before says so: the account-wide login backoff a guesser
  // may have caused elsewhere does not apply to it (ADR 0030).
  const device = knownDeviceToken(input.id);
  const res = await api.request<LoginResponse>('POST', '/api/login', {
    body: input,
    anonymous: true,
    ...(device ? { headers: { [DEVICE_TOKEN_HEADER]: device } } : {}),
  });
  const tokens = tokensFromHeaders(res.headers);
  if (!tokens) throw new Error('로그인 실패');
  const renewed = res.headers.get(DEVICE_TOKEN_HEADER);
  if (renewed) rememberDeviceToken(input.id, renewed);
  authStore.getState().setTokens(tokens, input.autoLogin ?? false);
  authStore.getState().setRole(res.data.user.role);
  return res.data.user;
}

/** Ends the session on the server (its refresh family) and here; never fails for the user. */
export async function logout(): Promise<void> {
  const { refreshToken } = authStore.getState();
  try {
    if (refreshToken) {
      await api.request('POST', '/api/logout', {
        anonymous: true,
        headers: { [REFRESH_HEADER]: refreshToken },
      });
    }
  } catch {
    // the local session is cleared either way
  } finally {
    authStore.getState().clear();
  }
}

export const userKey = '/api/user';
export const getUser = () => api.get<User>(userKey);
