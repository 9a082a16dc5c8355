import { relativeTimeText } from '../relative-time';

// 2026-11-22 12:00 KST.
const NOW = new Date('2026-11-22T03:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('relativeTimeText', () => {
  it.each([
    [ago(10_000), '방금 전'],
    [ago(-5 * MIN), '방금 전'],
    [ago(5 * MIN), '5분 전'],
    [ago(3 * HOUR), '3시간 전'],
    // 2026-11-21 23:30 KST: yesterday on the Korean calendar though only 12.5 hours ago.
    ['2026-11-21T14:30:00Z', '어제'],
    [ago(3 * 24 * HOUR), '3일 전'],
    [ago(8 * 24 * HOUR), '1주 전'],
    [ago(40 * 24 * HOUR), '1개월 전'],
    [ago(400 * 24 * HOUR), '1년 전'],
    ['not a date', ''],
  ])('%s → %s', (when, text) => {
    expect(relativeTimeText(when, NOW)).toBe(text);
  });
});
