// The session: tokens, role and the single-flight reissue. One instance per page, shared by the shell and
// every remote as a strict singleton (docs/adr/0014-shared-singletons-and-versions.md), so its interface
// changes only with a major version (`sessionVersion` in shared-api/package.json). Everything else in
// shared-api is versioned and may exist twice; it reaches the session only through this entry.
export {
  authStore,
  useAuth,
  withReissueLock,
  rememberedId,
  permissionFlag,
  type AuthState,
  type Tokens,
} from '../auth/auth-store';
export { STORAGE_KEYS } from '../auth/storage-keys';
// The client the session drives and the errors it throws: one class for every copy of shared-api.
export { ApiError, isApiError, NETWORK_ERROR_MESSAGE, UNKNOWN_ERROR_MESSAGE } from '../client/api-error';
export { createHttpClient, tokensFromHeaders, type HttpClient, type RequestOptions } from '../client/http';
export { api, setSessionEndHandler } from '../client/api';
export { login, logout, getUser, userKey } from '../auth/auth-api';
