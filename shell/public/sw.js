// 돌봄이음 service worker: shows Web Push messages as system notifications and opens their target on
// click, and answers a page load that cannot reach the server with a small offline page (issue 30: a
// reload while the server was down showed the browser's own error page). It caches nothing: page loads
// go to the network first and every other request is not touched, so the remotes' entry files
// (remoteEntry.js, mf-manifest.json, remotes.json) always come from the network and each app deploys on
// its own. It is served with `cache-control: no-cache`; a new version activates at once (skipWaiting +
// clients.claim).
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

const FALLBACK_BODY = '새 알림이 도착했어요. 돌봄이음에서 확인해주세요.';

/** The offline page: made here, so it needs no cache and no request; big text, one way forward. */
function offlinePage(url) {
  const again = new URL(url).pathname + new URL(url).search;
  const html = `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#0F7B6C">
<title>연결할 수 없어요 · 돌봄이음</title>
<style>
  body { margin: 0; min-height: 100dvh; display: flex; align-items: center; justify-content: center;
    font-family: Pretendard, -apple-system, 'Apple SD Gothic Neo', 'Noto Sans KR', sans-serif;
    background: #fff; color: #191f28; }
  main { max-width: 440px; padding: 32px 24px; text-align: center; }
  .mark { width: 64px; height: 64px; margin: 0 auto 16px; border-radius: 50%; background: #E7F4F1;
    color: #0F7B6C; font-size: 1.75rem; font-weight: 800; line-height: 64px; }
  h1 { margin: 0 0 12px; font-size: 1.5rem; }
  p { margin: 0 0 24px; font-size: 1.0625rem; line-height: 1.6; color: #4e5968; word-break: keep-all; }
  a { display: block; min-height: 3.5rem; line-height: 3.5rem; border-radius: 12px; background: #0F7B6C;
    color: #fff; font-size: 1.125rem; font-weight: 700; text-decoration: none; }
</style>
</head>
<body>
<main>
  <div class="mark" aria-hidden="true">!</div>
  <h1>연결할 수 없어요</h1>
  <p>인터넷이 끊겼거나 돌봄이음에 잠시 닿지 않아요. 연결을 확인한 뒤 다시 시도해주세요. 적던 내용은 이 휴대전화에 남아 있어요.</p>
  <a href="${again.replace(/"/g, '&quot;')}">다시 시도</a>
</main>
</body>
</html>`;
  return new Response(html, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

// Page loads only, network first; nothing is stored. A failure to reach the server gets the page above.
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.mode !== 'navigate' || request.method !== 'GET') return;
  event.respondWith(fetch(request).catch(() => offlinePage(request.url)));
});

self.addEventListener('push', (event) => {
  let data;
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const title = typeof data.title === 'string' ? data.title : '돌봄이음';
  const body = typeof data.body === 'string' ? data.body : FALLBACK_BODY;
  const url = typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/notifications';
  event.waitUntil(
    self.registration.showNotification(title, {
      body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'ko',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data && event.notification.data.url) || '/notifications';
  const url = new URL(path, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if (new URL(client.url).origin === self.location.origin && 'focus' in client) {
          return client.navigate(url).then((c) => (c || client).focus());
        }
      }
      return self.clients.openWindow(url);
    }),
  );
});
