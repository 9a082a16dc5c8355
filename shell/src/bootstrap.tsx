import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { capturePrerenderedInput } from './pages/prerendered-input';

const el = document.getElementById('root');
if (el) {
  // /login arrives prerendered (scripts/prerender-login.tsx): adopt that markup instead of replacing it,
  // so the first paint stays the largest one and nothing the user already typed is thrown away.
  if (el.firstElementChild && window.location.pathname === '/login') {
    capturePrerenderedInput(el);
    hydrateRoot(el, <App />);
  } else createRoot(el).render(<App />);
}
