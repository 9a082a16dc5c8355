// Screens download before they are opened where the next tap is likely (issue 45): a link the user touches,
// hovers or focuses, and the page's own links once they are in sight and the browser is idle (the cards of
// a list: their detail screen). A remote's screens come from `lazyPage`, whose component has `preload()`;
// the shell finds it on the element of the route a link leads to. The tab bar's links preload only on
// intent: downloading every tab's screen for a glance at the home would cost a phone's data.
import { useEffect } from 'react';
import { matchPath, useLocation, type RouteObject } from 'react-router-dom';

type Preloadable = { preload?: unknown };

/** Every route with a path, nested ones included. */
function flatten(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((r) => [...(r.path ? [r] : []), ...flatten(r.children ?? [])]);
}

/** Starts the download of the screen `href` opens, when it is one of these routes' lazy screens. */
export function preloadHref(routes: RouteObject[], href: string) {
  let url: URL;
  try {
    url = new URL(href, window.location.href);
  } catch {
    return;
  }
  if (url.origin !== window.location.origin) return;
  const route = flatten(routes).find((r) => r.path && matchPath(r.path, url.pathname));
  const type = (route?.element as { type?: Preloadable } | null | undefined)?.type;
  if (type && typeof type.preload === 'function') (type.preload as () => void)();
}

const whenIdle = (fn: () => void) =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(fn, { timeout: 2000 })
    : window.setTimeout(fn, 200);

const linkOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;

/** Preloads on intent (pointer over or down, focus) anywhere, and on sight for links outside the tab bar. */
export function useRoutePreload(routes: RouteObject[]) {
  const { pathname } = useLocation();

  useEffect(() => {
    const onIntent = (e: Event) => {
      const a = linkOf(e.target);
      if (a) preloadHref(routes, a.href);
    };
    const events = ['pointerover', 'pointerdown', 'focusin'] as const;
    events.forEach((t) => document.addEventListener(t, onIntent, { passive: true }));
    return () => events.forEach((t) => document.removeEventListener(t, onIntent));
  }, [routes]);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const seen = new WeakSet<Element>();
    const sight = new IntersectionObserver((entries) => {
      for (const e of entries) {
        if (!e.isIntersecting) continue;
        sight.unobserve(e.target);
        const href = (e.target as HTMLAnchorElement).href;
        whenIdle(() => preloadHref(routes, href));
      }
    });
    let scheduled = false;
    const scan = () => {
      scheduled = false;
      document.querySelectorAll<HTMLAnchorElement>('a[href]').forEach((a) => {
        if (seen.has(a) || a.closest('nav')) return;
        seen.add(a);
        sight.observe(a);
      });
    };
    // New links (a list's data arriving) are looked for when the browser is idle, not on every change.
    const changes = new MutationObserver(() => {
      if (!scheduled) {
        scheduled = true;
        whenIdle(scan);
      }
    });
    changes.observe(document.body, { childList: true, subtree: true });
    whenIdle(scan);
    return () => {
      changes.disconnect();
      sight.disconnect();
    };
  }, [routes, pathname]);
}
