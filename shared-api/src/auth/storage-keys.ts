/** Local storage keys the spec names (§3 "Auth"). */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  userRole: 'userRole',
  permission: 'permission',
  rememberedId: 'rememberedId',
  autoLogin: 'autoLogin',
  /** Our addition (ADR 0030): the known-device tokens of the accounts that signed in here. */
  knownDevices: 'knownDevices',
} as const;
