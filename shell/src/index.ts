import { applyTextSize } from './text-size';

// 글자 크기 of this device, before anything renders.
applyTextSize();
// Async boundary: Module Federation resolves the shared singletons before the app code runs.
import('./bootstrap');
// Signed in (a stored refresh token) and not on a public page: start the role's remote and the role check
// alongside the app (remotes/warm-start.ts). Read straight from storage so main.js imports nothing for it.
if (
  !/^\/(login|signup|welcome|search-center)(\/|$)/.test(window.location.pathname) &&
  (localStorage.getItem('refreshToken') || sessionStorage.getItem('refreshToken'))
) {
  void import('./remotes/warm-start');
}
