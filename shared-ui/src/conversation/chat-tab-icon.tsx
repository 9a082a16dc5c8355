// The 대화 tab's icon with the unread count (issue 32): drawn by the shell's tab bar, given by a remote,
// so the count needs no shell change. The tab's name stays `대화`; the count is said after it.
import styled from 'styled-components';
import { IconChat, VisuallyHidden } from '@dolbom/shared-ui/core';

export function ChatTabIcon({ unread }: { unread: number }) {
  return (
    <Wrap>
      <IconChat />
      {unread > 0 && (
        <>
          <Badge aria-hidden="true" data-testid="chat-badge">
            {unread > 99 ? '99+' : unread}
          </Badge>
          <VisuallyHidden>안 읽은 메시지 {unread}개</VisuallyHidden>
        </>
      )}
    </Wrap>
  );
}

const Wrap = styled.span`
  position: relative;
  display: inline-flex;
`;
const Badge = styled.span`
  position: absolute;
  top: -6px;
  left: 14px;
  min-width: 1.25rem;
  height: 1.25rem;
  padding: 0 4px;
  border-radius: 0.625rem;
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.white};
  font-size: 1rem;
  font-weight: 700;
  line-height: 1.25rem;
  text-align: center;
`;
