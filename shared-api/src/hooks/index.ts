// SWR-based hooks shared by the shell and both remotes (a separate shared module so /login skips swr).
export { ApiProvider, swrConfig } from './swr-config';
export { useUser } from './use-user';
export { useLogout } from './use-logout';
