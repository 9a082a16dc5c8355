import useSWR from 'swr';
import styled from 'styled-components';
import { IconBell } from '@dolbom/shared-ui';
import { badgeText, UNREAD_KEY } from './notifications-api';
import { POLL_MS } from './use-notification-stream';
import { useNotificationLive } from './notification-live';
import { HeaderIconButton } from '../home/header-icon-button';

/** The bell of the home header: a dot with the unread count (99+), live from the stream. */
export function NotificationBell({ onClick }: { onClick: () => void }) {
  const streamDown = useNotificationLive();
  const { data } = useSWR<{ count: number }>(UNREAD_KEY, { refreshInterval: streamDown ? POLL_MS : 0 });
  const count = data?.count ?? 0;
  return (
    <HeaderIconButton
      type="button"
      // The name holds the visible number (99+): what is seen is what a voice-control user says.
      aria-label={count > 0 ? `알림, 읽지 않은 알림 수 ${badgeText(count)}` : '알림'}
      onClick={onClick}
    >
      <IconBell />
      {count > 0 && (
        <Badge aria-hidden="true" data-testid="notification-badge">
          {badgeText(count)}
        </Badge>
      )}
    </HeaderIconButton>
  );
}

const Badge = styled.span`
  position: absolute;
  top: 4px;
  right: 2px;
  min-width: 1.5rem;
  height: 1.5rem;
  padding: 0 5px;
  border-radius: 0.75rem;
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  font-weight: 700;
  line-height: 1.5rem;
  text-align: center;
`;
