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
