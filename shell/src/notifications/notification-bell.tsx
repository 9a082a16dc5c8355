import useSWR from 'swr';
import styled from 'styled-components';
import { IconBell } from '@dolbom/shared-ui';
import { badgeText, UNREAD_KEY } from './notifications-api';
import { POLL_MS } from './use-notification-stream';
import { useNotificationLive } from './notification-live';

/** The bell of the home header: a dot with the unread count (99+), live from the stream. */
export function NotificationBell({ onClick }: { onClick: () => void }) {
  const streamDown = useNotificationLive();
  const { data } = useSWR<{ count: number }>(UNREAD_KEY, { refreshInterval: streamDown ? POLL_MS : 0 });
  const count = data?.count ?? 0;
  return (
    <Button
      type="button"
      aria-label={count > 0 ? `알림, 읽지 않은 알림 ${count}개` : '알림'}
      onClick={onClick}
    >
      <IconBell />
      {count > 0 && (
        <Badge aria-hidden="true" data-testid="notification-badge">
          {badgeText(count)}
        </Badge>
      )}
    </Button>
  );
}

const Button = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  svg {
    width: 26px;
    height: 26px;
  }
`;

const Badge = styled.span`
  position: absolute;
  top: 4px;
  right: 2px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.white};
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;
