// 대화 list (issue 32), the same for both roles: each conversation with the other side's name, what it is
// about, the last message and an unread badge; loading, empty and error states. Data comes from the
// remote (shared-api's useConversations).
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, ErrorState, SkeletonList, VisuallyHidden } from '@dolbom/shared-ui';

export interface ConversationListItem {
  conversationId: number;
  otherName: string;
  centerName: string;
  about: string;
  unread: number;
  readOnly: boolean;
  lastMessage: { text: string; hidden: boolean; mine: boolean; createdAt: string } | null;
}

export interface ConversationListProps {
  items: readonly ConversationListItem[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  /** The other side as a person: `김복지 사회복지사` / `박정숙 요양보호사`. */
  nameOf: (item: ConversationListItem) => string;
  /** What it is about, as a line under the name (default: `about` as the server says it). */
  aboutOf?: (item: ConversationListItem) => string;
  /** Where a row leads, e.g. `/conversations/12`. */
  hrefOf: (item: ConversationListItem) => string;
  emptyText: string;
}

const when = (iso: string) => {
  const d = new Date(iso);
  const today = new Date();
  const sameDay = d.toDateString() === today.toDateString();
  return new Intl.DateTimeFormat(
    'ko-KR',
    sameDay
      ? { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Seoul' }
      : { month: 'numeric', day: 'numeric', timeZone: 'Asia/Seoul' },
  ).format(d);
};

export function ConversationList(p: ConversationListProps) {
  if (p.error && !p.items) return <ErrorState onRetry={p.onRetry} />;
  if (!p.items) return <SkeletonList count={4} />;
  if (p.items.length === 0) return <EmptyState message="아직 대화가 없어요" description={p.emptyText} />;
  return (
    <List aria-label="대화 목록">
      {p.items.map((c) => {
        const last = c.lastMessage;
        const preview = !last
          ? '아직 메시지가 없어요'
          : last.hidden
            ? '운영자가 가린 메시지예요.'
            : `${last.mine ? '나: ' : ''}${last.text.replace(/\n/g, ' ')}`;
        return (
          <li key={c.conversationId}>
            <Row to={p.hrefOf(c)}>
              <Top>
                <Name>{p.nameOf(c)}</Name>
                {last && <Time>{when(last.createdAt)}</Time>}
              </Top>
              <About>{p.aboutOf ? p.aboutOf(c) : c.about}</About>
              <Bottom>
                <Preview>{preview}</Preview>
                {c.unread > 0 && (
                  <Badge>
                    {c.unread > 99 ? '99+' : c.unread}
                    <VisuallyHidden>개 안 읽음</VisuallyHidden>
                  </Badge>
                )}
              </Bottom>
              {c.readOnly && <Ended>끝난 연결 · 읽기만 할 수 있어요</Ended>}
            </Row>
          </li>
        );
      })}
    </List>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
const Row = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${({ theme }) => theme.space.md}px 0;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  overflow-wrap: anywhere;
`;
const Top = styled.span`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs}px;
`;
const Name = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
`;
const Time = styled.span`
  flex-shrink: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
`;
const About = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
`;
const Bottom = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs}px;
`;
const Preview = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
const Badge = styled.span`
  flex-shrink: 0;
  min-width: 1.75rem;
  padding: 0 ${({ theme }) => theme.space.xs}px;
  border-radius: ${({ theme }) => theme.radii.full}px;
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.75rem;
  text-align: center;
`;
const Ended = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
`;
