/** '2026-11-23T04:05:00.000Z' → '2026.11.23 13:05' in Korean time (operators read when it happened). */
export function dateTimeText(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const parts = new Intl.DateTimeFormat('ko-KR', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(d);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}.${get('month')}.${get('day')} ${get('hour')}:${get('minute')}`;
}

/** What failed, as a person reads it: the server's Korean message, or a generic line. */
export function errorText(e: unknown, fallback = '처리하지 못했어요. 다시 시도해주세요.'): string {
  const message = (e as { message?: unknown } | null)?.message;
  return typeof message === 'string' && /[가-힣]/.test(message) ? message : fallback;
}
