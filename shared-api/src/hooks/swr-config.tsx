import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
// The package's core entry, never a relative path: it must be the one shared instance (one auth store).
import { api, isApiError } from '@dolbom/shared-api';

/** Keys are API paths (with their query), so the default fetcher is a GET through the shared client. */
export const swrConfig: SWRConfiguration = {
  fetcher: (key: string) => api.get(key),
  revalidateOnFocus: false,
  // 4xx answers do not get better by asking again; network trouble and 5xx may.
  shouldRetryOnError: (err: unknown) => !(isApiError(err) && err.status >= 400 && err.status < 500),
  errorRetryCount: 2,
  onError: (err: unknown) => {
    console.error(err);
  },
};

export function ApiProvider({ children }: { children: ReactNode }) {
  return <SWRConfig value={swrConfig}>{children}</SWRConfig>;
}
