import { applyTextSize } from './text-size';
import { paintBootFrame } from './boot-frame';

// 글자 크기 of this device, before anything renders.
applyTextSize();
// Signed in (a stored refresh token), read straight from storage so main.js imports nothing for it.
const signedIn = !!(localStorage.getItem('refreshToken') || sessionStorage.getItem('refreshToken'));
// On /: the home frame at once, painted before React's chunks run (boot-frame.ts).
if (signedIn && window.location.pathname === '/') paintBootFrame();
// Not on a public page: the role's remote and the role check start alongside the app (signed-in-start.ts).
if (signedIn && !/^\/(login|signup|welcome|search-center)(\/|$)/.test(window.location.pathname)) {
  void import('./signed-in-start');
}
// Async boundary: Module Federation resolves the shared singletons before the app code runs.
import('./bootstrap');
