import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { capturePrerenderedInput } from './pages/prerendered-input';

const el = document.getElementById('root');
// Rendering as a transition lets React yield to the browser every few milliseconds, so a slow phone
// stays responsive (no long task) while the app takes over.
if (el) {
  // /login arrives prerendered (scripts/prerender-login.tsx): adopt that markup instead of replacing it,
  // so the first paint stays the largest one and nothing the user already typed is thrown away.
  if (el.firstElementChild && window.location.pathname === '/login') {
    capturePrerenderedInput(el);
    startTransition(() => {
      hydrateRoot(el, <App />);
    });
  } else {
    const root = createRoot(el);
    startTransition(() => root.render(<App />));
  }
}
