// Zod schemas live in '@dolbom/shared-api/contracts'; this entry stays zod-free for small bundles.
export * from './contracts/constants';
export type { LoginRequest, LoginResponse } from './contracts/auth';
export type { Page } from './contracts/page';
export { ApiError, isApiError, NETWORK_ERROR_MESSAGE, UNKNOWN_ERROR_MESSAGE } from './client/api-error';
export { createHttpClient, tokensFromHeaders, type HttpClient, type RequestOptions } from './client/http';
export { api, setSessionEndHandler } from './client/api';
export {
  authStore,
  useAuth,
  rememberedId,
  permissionFlag,
  type AuthState,
  type Tokens,
} from './auth/auth-store';
export { STORAGE_KEYS } from './auth/storage-keys';
export { login, logout, getUser, userKey } from './auth/auth-api';
export { ApiProvider, swrConfig } from './hooks/swr-config';
export { useUser } from './hooks/use-user';
export type { RoleModule, TabItem } from './role-module';
export { useLogout } from './auth/use-logout';
