// Signed-in cold start (issue 14, step 3): the first thing a signed-in user sees on / is the home frame —
// the shell's own header icons (설정, 알림), the tab bar and gray placeholder blocks — painted by the entry
// with plain DOM as soon as main.js runs, instead of a blank page until React, the role check and the
// role's remote have all arrived. It shows no data and no role-specific text (nothing is verified yet): it
// is a picture of "loading", lying over #root (aria-hidden, no pointer events), and it goes away as soon as
// React shows anything but the shell's loading spinner (the remote's home with its own skeleton, /login
// after a failed session check, an error or refusal screen).
// No imports: the entry runs this before the federated bootstrap, and main.js must stay small.

/** Marks the shell's loading spinner (pages/page-loading.tsx): while only that is shown, the frame stays. */
export const PAGE_LOADING_ATTR = 'data-page-loading';

const FRAME_ID = 'boot-frame';
/** Never longer than this, whatever happens (a stuck load shows the spinner underneath instead). */
const MAX_MS = 20_000;

const svg = (paths: string) =>
  `<svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="#191F28" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${paths}</svg>`;

// The same strokes as shared-ui's IconGear and IconBell (the home header's buttons, home/home-layout.tsx).
const GEAR = svg(
  '<circle cx="12" cy="12" r="3"/><path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z"/>',
);
const BELL = svg(
  '<path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9"/><path d="M13.7 21a2 2 0 0 1-3.4 0"/>',
);

// Sizes follow the home frame (theme: 440px column, 20px page padding, 64px tab bar in rem so 글자 크기 counts).
const CSS = `
#${FRAME_ID}{position:fixed;inset:0;z-index:300;pointer-events:none;background:#fff}
#${FRAME_ID} .bf-col{max-width:440px;min-width:320px;height:100%;margin:0 auto;background:#fff;position:relative}
#${FRAME_ID} .bf-top{display:flex;align-items:flex-start;gap:8px;padding:12px 12px 8px 20px}
#${FRAME_ID} .bf-title{flex:1;min-width:0;padding-top:4px}
#${FRAME_ID} .bf-icons{display:flex;flex-shrink:0}
#${FRAME_ID} .bf-icon{display:inline-flex;align-items:center;justify-content:center;width:3rem;height:3rem}
#${FRAME_ID} .bf-b{display:block;background:#F2F4F6;border-radius:8px}
#${FRAME_ID} .bf-body{padding:8px 20px 0}
#${FRAME_ID} .bf-row{display:flex;gap:8px;margin-bottom:16px}
#${FRAME_ID} .bf-card{border:1px solid #E5E8EB;border-radius:16px;padding:20px;margin-bottom:12px}
#${FRAME_ID} .bf-tabs{position:absolute;left:0;right:0;bottom:0;display:flex;min-height:4rem;border-top:1px solid #E5E8EB;padding-bottom:env(safe-area-inset-bottom)}
#${FRAME_ID} .bf-tab{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:6px}
`;

const block = (width: string, height: string, extra = '') =>
  `<span class="bf-b" style="width:${width};height:${height};${extra}"></span>`;

const card = () =>
  `<div class="bf-card">${block('70%', '1.25rem', 'margin-bottom:12px')}${block('45%', '1rem', 'margin-bottom:16px')}` +
  `<div class="bf-row" style="margin:0">${block('52px', '1.75rem', 'border-radius:14px')}${block('52px', '1.75rem', 'border-radius:14px')}${block('52px', '1.75rem', 'border-radius:14px')}</div></div>`;

const tab = () =>
  `<div class="bf-tab">${block('24px', '24px', 'border-radius:50%')}${block('40px', '0.75rem')}</div>`;

const FRAME_HTML =
  `<style>${CSS}</style><div class="bf-col">` +
  `<div class="bf-top"><div class="bf-title">${block('64px', '1rem', 'margin-bottom:8px')}${block('180px', '1.5rem')}</div>` +
  `<div class="bf-icons"><span class="bf-icon">${GEAR}</span><span class="bf-icon">${BELL}</span></div></div>` +
  `<div class="bf-body"><div class="bf-row">${block('50%', '3rem', 'border-radius:12px')}${block('50%', '3rem', 'border-radius:12px')}</div>` +
  `${card()}${card()}</div>` +
  `<div class="bf-tabs">${tab()}${tab()}${tab()}</div></div>`;

/** Whether React is still showing nothing but the shell's loading spinner (or nothing at all). */
export function stillLoading(root: Element): boolean {
  const content = root.firstElementChild;
  if (!content) return true;
  const spinner = root.querySelector(`[${PAGE_LOADING_ATTR}]`);
  // The app frame (<main>) with nothing in it but the spinner.
  return !!spinner && (content.textContent ?? '') === (spinner.textContent ?? '');
}

/**
 * Paints the home frame over #root and removes it once React shows real content. Returns whether it was
 * painted (only on /, with a stored session).
 */
export function paintBootFrame(doc: Document = document): boolean {
  const root = doc.getElementById('root');
  if (!root || doc.getElementById(FRAME_ID)) return false;
  const frame = doc.createElement('div');
  frame.id = FRAME_ID;
  frame.setAttribute('aria-hidden', 'true');
  frame.innerHTML = FRAME_HTML;
  root.after(frame);

  const observer = new MutationObserver(() => {
    if (!stillLoading(root)) dismiss();
  });
  const timer = setTimeout(() => dismiss(), MAX_MS);
  function dismiss() {
    observer.disconnect();
    clearTimeout(timer);
    frame.remove();
  }
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  return true;
}
