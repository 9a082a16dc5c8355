// This browser's "known device" tokens (ADR 0030), one per account that signed in here: sent with the
// next login to that account, so a stranger's wrong guesses elsewhere never hold the owner back here.
// Kept in localStorage across logouts (it is no session: the password is still needed).
import { STORAGE_KEYS } from './storage-keys';

/** A shared family phone may sign in to a few accounts; older ones beyond this are forgotten. */
const MAX_ACCOUNTS = 5;

type Known = Array<[loginId: string, token: string]>;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(): Known {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(STORAGE_KEYS.knownDevices) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (e): e is [string, string] =>
            Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/** The token this browser got at its last login to `loginId`, if any. */
export function knownDeviceToken(loginId: string): string | undefined {
  return read().find(([id]) => id === loginId)?.[1];
}

/** Keeps the token a login answered, newest first. */
export function rememberDeviceToken(loginId: string, token: string): void {
  const others = read().filter(([id]) => id !== loginId);
  const next: Known = [[loginId, token] as [string, string], ...others].slice(0, MAX_ACCOUNTS);
  try {
    storage()?.setItem(STORAGE_KEYS.knownDevices, JSON.stringify(next));
  } catch {
    // Storage full or refused: the device is simply not known next time.
  }
}
