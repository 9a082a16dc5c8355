import styled from 'styled-components';
import { Button } from '@dolbom/shared-ui';

export const REMOTE_ERROR_TEXT = {
  title: '화면을 불러오지 못했어요',
  body: '인터넷 연결이 불안정하거나 잠시 점검 중일 수 있어요. 잠시 후 다시 시도해주세요.',
  retry: '다시 시도',
} as const;

export function RemoteErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <Wrap role="alert">
      <Mark aria-hidden="true">!</Mark>
      <h1>{REMOTE_ERROR_TEXT.title}</h1>
      <p>{REMOTE_ERROR_TEXT.body}</p>
      <Button onClick={onRetry}>{REMOTE_ERROR_TEXT.retry}</Button>
    </Wrap>
  );
}

const Wrap = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-height: 100dvh;
  padding: ${({ theme }) => theme.space.xl}px;
  text-align: center;
  gap: ${({ theme }) => theme.space.sm}px;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.headline}px;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.md}px;
    color: ${({ theme }) => theme.colors.textSecondary};
    line-height: 1.6;
  }
`;

const Mark = styled.div`
  width: 64px;
  height: 64px;
  border-radius: 50%;
  display: flex;
  align-items: center;
  justify-content: center;
  font-size: 32px;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerLight};
`;
