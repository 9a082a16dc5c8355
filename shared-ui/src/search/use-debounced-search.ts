import { useCallback, useEffect, useRef, useState } from 'react';

export type SearchState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; items: T[] }
  | { status: 'error'; error: unknown };

export type SearchFn<T> = (term: string, signal: AbortSignal) => Promise<T[]>;

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Search-as-you-type: waits `delay` ms after the last keystroke, cancels the request a newer term
 * replaced (so a slow old answer never overwrites a newer one), and reports failures instead of
 * hiding them (PRODUCT.md). `retry` asks again at once. A blank term is `idle` and sends nothing.
 */
export function useDebouncedSearch<T>(term: string, search: SearchFn<T>, delay = SEARCH_DEBOUNCE_MS) {
  const q = term.trim();
  const [state, setState] = useState<SearchState<T>>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const searchRef = useRef(search);
  const immediate = useRef(false);
  useEffect(() => {
    searchRef.current = search;
  });

  useEffect(() => {
    if (!q) {
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'loading' });
    const controller = new AbortController();
    const wait = immediate.current ? 0 : delay;
    immediate.current = false;
    const timer = setTimeout(() => {
      searchRef.current(q, controller.signal).then(
        (items) => {
          if (!controller.signal.aborted) setState({ status: 'success', items });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error(error);
          setState({ status: 'error', error });
        },
      );
    }, wait);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, attempt, delay]);

  const retry = useCallback(() => {
    immediate.current = true;
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry, term: q };
}
