// The core entry: what /login needs and nothing more. Zod schemas live in '@dolbom/shared-api/contracts',
// the SWR hooks in '@dolbom/shared-api/hooks' (both separate shared modules, loaded only where used).
export * from './contracts/constants';
export type { LoginRequest, LoginResponse } from './contracts/auth';
export type { Page } from './contracts/page';
// The session (and the client it drives) is its own strict-singleton shared module: a remote's own copy of
// this entry still uses the shell's tokens, single-flight reissue and ApiError class.
export {
  ApiError,
  isApiError,
  NETWORK_ERROR_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
  createHttpClient,
  tokensFromHeaders,
  type HttpClient,
  type RequestOptions,
  api,
  setSessionEndHandler,
  authStore,
  useAuth,
  rememberedId,
  permissionFlag,
  STORAGE_KEYS,
  login,
  logout,
  getUser,
  userKey,
  type AuthState,
  type Tokens,
} from '@dolbom/shared-api/session';
export { newIdempotencyKey, idempotencyHeaders } from './client/idempotency';
export type { RoleModule, TabItem } from './role-module';
