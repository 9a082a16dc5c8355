import fs from 'node:fs';
import path from 'node:path';
import { paintBootFrame, PAGE_LOADING_ATTR } from '../boot-frame';

// The frame's markup as shipped: the <template> of the shell's index.html.
const indexHtml = fs.readFileSync(path.join(__dirname, '../../public/index.html'), 'utf8');
const template = /<template id="boot-frame-template"[\s\S]*?<\/template>/.exec(indexHtml)?.[0] ?? '';

const flush = () => new Promise((r) => setTimeout(r, 0));
const frame = () => document.getElementById('boot-frame');

beforeEach(() => {
  document.body.innerHTML = `<div id="root"></div>${template}`;
});

test('paints the home frame beside #root, hidden from assistive technology, with no text of its own', () => {
  expect(paintBootFrame()).toBe(true);
  const f = frame();
  expect(f).not.toBeNull();
  expect(f?.getAttribute('aria-hidden')).toBe('true');
  expect(f?.querySelectorAll('svg')).toHaveLength(2); // 설정 and 알림, the shell's own header icons
  expect(f?.querySelector('.bf-col')?.textContent?.trim()).toBe(''); // no data, no role text before /api/user
  expect(paintBootFrame()).toBe(false); // once
});

test('paints nothing where the page has no frame template (login.html)', () => {
  document.body.innerHTML = '<div id="root"></div>';
  expect(paintBootFrame()).toBe(false);
  expect(frame()).toBeNull();
});

test('stays while React shows only the loading spinner, and goes when the home (or anything else) renders', async () => {
  paintBootFrame();
  const root = document.getElementById('root')!;
  root.innerHTML = `<main><div role="status" aria-label="불러오는 중" ${PAGE_LOADING_ATTR}=""><span>불러오는 중</span></div></main>`;
  await flush();
  expect(frame()).not.toBeNull();
  root.innerHTML = '<main><header>내 주소</header><nav>홈</nav></main>';
  await flush();
  expect(frame()).toBeNull();
});

test('goes when the session check sends the user to /login (no spinner at all)', async () => {
  paintBootFrame();
  document.getElementById('root')!.innerHTML = '<main><form>로그인</form></main>';
  await flush();
  expect(frame()).toBeNull();
});

test('never stays longer than 20 seconds', () => {
  jest.useFakeTimers();
  try {
    paintBootFrame();
    jest.advanceTimersByTime(20_000);
    expect(frame()).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});
