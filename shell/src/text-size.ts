// 글자 크기 (PRODUCT.md 설정): 보통 / 크게 / 아주 크게, stored on this device. It sets the root font size as a
// percentage of the browser's own default, so the phone's text size setting still counts and the two
// multiply. Every font size and text-bearing height of the app is in rem, so everything follows.
// The shell's entry applies it before React renders (no inline script: the CSP forbids them).
// No imports: the entry runs this before the federated bootstrap.

export const TEXT_SIZES = [
  { value: 'normal', label: '보통', percent: 100 },
  { value: 'large', label: '크게', percent: 112.5 },
  { value: 'xlarge', label: '아주 크게', percent: 125 },
] as const;

export type TextSize = (typeof TEXT_SIZES)[number]['value'];

export const TEXT_SIZE_KEY = 'dolbom.textSize';

const isTextSize = (v: unknown): v is TextSize => TEXT_SIZES.some((s) => s.value === v);

export function readTextSize(): TextSize {
  try {
    const stored = window.localStorage.getItem(TEXT_SIZE_KEY);
    return isTextSize(stored) ? stored : 'normal';
  } catch {
    return 'normal'; // storage blocked: the default size
  }
}

/** Sets the root font size (CSSOM, which the CSP allows) for the given size. */
export function applyTextSize(size: TextSize = readTextSize()): void {
  const percent = TEXT_SIZES.find((s) => s.value === size)?.percent ?? 100;
  document.documentElement.style.fontSize = percent === 100 ? '' : `${percent}%`;
}

export function saveTextSize(size: TextSize): void {
  try {
    window.localStorage.setItem(TEXT_SIZE_KEY, size);
  } catch {
    // storage blocked: the size still applies until the page is reloaded
  }
  applyTextSize(size);
}
