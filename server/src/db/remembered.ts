// Rows the server read lately, remembered with their version (ADR 0023): per database handle, at most
// `max` entries, and the entry read from the database longest ago goes first. A statement that uses a
// remembered value checks its version itself, so nothing here is ever trusted as current.
//
// Values are frozen, deeply: a caller that changed one would change what the next request reads.
import type { Db } from './client';
import { prepared } from './prepared';

export interface Remembered<K, V> {
  get(db: Db, key: K): V | undefined;
  /** Remembers `value` (frozen) as the latest read of `key`. */
  set(db: Db, key: K, value: V): V;
}

export function remembered<K, V extends object>(max: number): Remembered<K, V> {
  const maps = prepared(() => new Map<K, V>());
  return {
    get: (db, key) => maps(db).get(key),
    set(db, key, value) {
      const map = maps(db);
      map.delete(key);
      if (map.size >= max) map.delete(map.keys().next().value as K);
      map.set(key, deepFreeze(value));
      return value;
    },
  };
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
