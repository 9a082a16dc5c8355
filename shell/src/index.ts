import { applyTextSize } from './text-size';
import { paintBootFrame } from './boot-frame';

// 글자 크기 of this device, before anything renders.
applyTextSize();
// Signed in (a stored refresh token): read straight from storage so main.js imports nothing for it.
const signedIn = !!(localStorage.getItem('refreshToken') || sessionStorage.getItem('refreshToken'));
// The home frame at once on / (boot-frame.ts), until React has the home (or anything else) to show.
if (signedIn && window.location.pathname === '/') paintBootFrame();
// Async boundary: Module Federation resolves the shared singletons before the app code runs.
import('./bootstrap');
// Not on a public page: start the role's remote and the role check alongside the app (remotes/warm-start.ts).
if (signedIn && !/^\/(login|signup|welcome|search-center)(\/|$)/.test(window.location.pathname)) {
  void import('./remotes/warm-start');
}
