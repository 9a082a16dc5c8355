// The core entry: what /login needs and nothing more. Zod schemas live in '@dolbom/shared-api/contracts',
// the SWR hooks in '@dolbom/shared-api/hooks' (both separate shared modules, loaded only where used).
export * from './contracts/constants';
export type { LoginRequest, LoginResponse } from './contracts/auth';
export type { Page } from './contracts/page';
export { ApiError, isApiError, NETWORK_ERROR_MESSAGE, UNKNOWN_ERROR_MESSAGE } from './client/api-error';
export { createHttpClient, tokensFromHeaders, type HttpClient, type RequestOptions } from './client/http';
export { api, setSessionEndHandler } from './client/api';
export { newIdempotencyKey, idempotencyHeaders } from './client/idempotency';
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
export type { RoleModule, TabItem } from './role-module';
