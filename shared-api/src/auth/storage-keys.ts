/** Local storage keys the spec names (§3 "Auth"). */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  userRole: 'userRole',
  permission: 'permission',
  rememberedId: 'rememberedId',
  autoLogin: 'autoLogin',
} as const;
