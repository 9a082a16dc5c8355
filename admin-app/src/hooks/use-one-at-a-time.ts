import { useCallback, useRef, useState } from 'react';

/**
 * Runs one request at a time: a second tap while the first request runs is ignored (PRODUCT.md: a
 * double tap sends one request). The ref closes the gap before React re-renders the busy button.
 */
export function useOneAtATime() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async <T>(fn: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    try {
      return await fn();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
