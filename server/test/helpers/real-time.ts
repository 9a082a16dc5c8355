// Moves the process's real clock (Date) instead of waiting for it (issue 43: no fixed sleeps), for what
// runs on real time rather than the app's injectable clock — token expiry (auth/tokens.ts). Only Date is
// faked; timers, microtasks and the database keep running as they do, and the clock stands still at the
// moved time until `realTime()` puts it back.
const NOT_DATE = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/** Date.now() and new Date() read `ms` later than now from here on. */
export function moveRealTime(ms: number) {
  jest.useFakeTimers({ doNotFake: [...NOT_DATE], now: Date.now() + ms });
}

/** Back to the real clock. */
export function realTime() {
  jest.useRealTimers();
}
