import { useCallback, useState } from 'react';
import { newIdempotencyKey } from '@dolbom/shared-api';

const PREFIX = 'dolbom.caregiver.requestKey.';

function read(name: string): string {
  try {
    const saved = sessionStorage.getItem(PREFIX + name);
    if (saved) return saved;
    const key = newIdempotencyKey();
    sessionStorage.setItem(PREFIX + name, key);
    return key;
  } catch {
    return newIdempotencyKey(); // storage blocked: the key lives as long as the screen
  }
}

/**
 * The Idempotency-Key of one run of a creating form (`apply:12`, `accept:7`): kept in sessionStorage,
 * so a double tap, a retry after a lost answer or a reload sends the same key and the server answers
 * the first result. `renew` after success starts the next run with a new key.
 */
export function useRequestKey(name: string): { key: string; renew: () => void } {
  const [key, setKey] = useState(() => read(name));
  const renew = useCallback(() => {
    try {
      sessionStorage.removeItem(PREFIX + name);
    } catch {
      /* nothing kept */
    }
    setKey(read(name));
  }, [name]);
  return { key, renew };
}
