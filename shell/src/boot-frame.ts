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
  // The markup is an inert <template> in index.html (shell/public), so main.js carries only this code.
  const template = doc.getElementById(`${FRAME_ID}-template`);
  if (!root || !(template instanceof HTMLTemplateElement) || doc.getElementById(FRAME_ID)) return false;
  const frame = doc.createElement('div');
  frame.id = FRAME_ID;
  frame.setAttribute('aria-hidden', 'true');
  frame.append(template.content.cloneNode(true));
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
