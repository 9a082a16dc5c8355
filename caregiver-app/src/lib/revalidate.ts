import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/** SWR keys are API paths; these prefixes name the families of keys a mutation changes. */
export const KEY_PREFIX = {
  /** Home list and contact details (`/api/caregiver/main/list…`, `/api/caregiver/main?contact=…`). */
  main: '/api/caregiver/main',
  /** Near picks, the near list and elder details. */
  near: '/api/caregiver/near',
  /** My page and its lists (contacts, applies, bookmarks). */
  mypage: '/api/caregiver/mypage',
  resume: '/api/caregiver/resume',
} as const;

/** Returns a function that revalidates every cached key starting with one of the prefixes. */
export function useRevalidate() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (...prefixes: string[]) =>
      mutate((key) => typeof key === 'string' && prefixes.some((p) => key.startsWith(p))),
    [mutate],
  );
}
