import { Button, FullPageMessage } from '@dolbom/shared-ui';

export const REMOTE_ERROR_TEXT = {
  title: '화면을 불러오지 못했어요',
  body: '인터넷 연결이 불안정하거나 잠시 점검 중일 수 있어요. 잠시 후 다시 시도해주세요.',
  retry: '다시 시도',
} as const;

export function RemoteErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <FullPageMessage
      role="alert"
      tone="danger"
      mark="!"
      title={REMOTE_ERROR_TEXT.title}
      body={REMOTE_ERROR_TEXT.body}
      action={<Button onClick={onRetry}>{REMOTE_ERROR_TEXT.retry}</Button>}
    />
  );
}

export const REMOTE_REFUSED_TEXT = {
  title: '앱을 업데이트하는 중이에요',
  body: '지금 쓰시는 앱과 새 화면이 서로 맞지 않아 열 수 없어요. 잠시 후 다시 열어주세요.',
  retry: '다시 열기',
} as const;

/**
 * A remote that needs a newer shared library than this shell has (a strict singleton: React, the session…)
 * is not run at all; a new page load picks up whatever has been deployed (or rolled back) meanwhile.
 */
export function RemoteRefusedScreen() {
  return (
    <FullPageMessage
      role="alert"
      tone="danger"
      mark="!"
      title={REMOTE_REFUSED_TEXT.title}
      body={REMOTE_REFUSED_TEXT.body}
      action={<Button onClick={() => window.location.reload()}>{REMOTE_REFUSED_TEXT.retry}</Button>}
    />
  );
}
