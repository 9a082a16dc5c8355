// 알림: newest first, unread ones marked; a tap marks it read and opens its target in the role's remote.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '@dolbom/shared-api';
import styled from 'styled-components';
import { Button, EmptyState, ErrorState, SkeletonList, SubPage } from '@dolbom/shared-ui';
import type { AppNotification } from '@dolbom/shared-api/contracts';
import { listKey, markAllRead, markRead, UNREAD_KEY, type NotificationPage } from './notifications-api';

export const NOTIFICATIONS_EMPTY = '아직 알림이 없어요';

function when(iso: string): string {
  const d = new Date(iso);
  const mins = Math.floor((Date.now() - d.getTime()) / 60000);
  if (mins < 1) return '방금 전';
  if (mins < 60) return `${mins}분 전`;
  const hours = Math.floor(mins / 60);
  if (hours < 24) return `${hours}시간 전`;
  return `${d.getMonth() + 1}월 ${d.getDate()}일`;
}

export default function NotificationsPage() {
  const navigate = useNavigate();
  const { mutate: mutateKey } = useSWRConfig();
  // The first page is live (the stream revalidates it); 더 보기 appends older pages.
  const { data, error, mutate, isValidating } = useSWR<NotificationPage>(listKey(0));
  const [older, setOlder] = useState<NotificationPage[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);
  const [busy, setBusy] = useState(false);
  const seen = new Set<number>();
  const items = [data, ...older]
    .flatMap((p) => p?.content ?? [])
    .filter((n) => (seen.has(n.id) ? false : (seen.add(n.id), true)));
  const last = older.length > 0 ? older[older.length - 1] : data;
  const hasUnread = items.some((n) => !n.read);

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      const next = await api.get<NotificationPage>(listKey(older.length + 1));
      setOlder((pages) => [...pages, next]);
    } catch {
      // The button stays; another tap tries again.
    } finally {
      setLoadingMore(false);
    }
  };
  const markLocal = (read: (n: AppNotification) => boolean) =>
    setOlder((pages) =>
      pages.map((p) => ({ ...p, content: p.content.map((n) => ({ ...n, read: n.read || read(n) })) })),
    );

  const open = async (n: AppNotification) => {
    if (!n.read) {
      try {
        await markRead(n.id);
      } catch {
        // Opening matters more than the mark; the list refreshes later.
      }
      markLocal((x) => x.id === n.id);
      void mutate();
      void mutateKey(UNREAD_KEY);
    }
    navigate(n.target);
  };

  const readAll = async () => {
    setBusy(true);
    try {
      await markAllRead();
      markLocal(() => true);
      await mutate();
      void mutateKey(UNREAD_KEY, { count: 0 }, false);
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (error && !data) {
    body = <ErrorState onRetry={() => void mutate()} retrying={isValidating} />;
  } else if (!data) {
    body = <SkeletonList count={4} />;
  } else if (items.length === 0) {
    body = <EmptyState message={NOTIFICATIONS_EMPTY} />;
  } else {
    body = (
      <>
        <Actions>
          <Button
            variant="outline"
            size="medium"
            fullWidth={false}
            onClick={() => void readAll()}
            disabled={!hasUnread}
            loading={busy}
          >
            모두 읽음
          </Button>
        </Actions>
        <List>
          {items.map((n) => (
            <li key={n.id}>
              <Item type="button" onClick={() => void open(n)} $unread={!n.read}>
                {!n.read && <Dot aria-label="읽지 않음" />}
                <Text>
                  <strong>{n.text}</strong>
                  <Title>{n.title}</Title>
                  <Time>{when(n.createdAt)}</Time>
                </Text>
              </Item>
            </li>
          ))}
        </List>
        {last && !last.last && (
          <More>
            <Button variant="outline" onClick={() => void loadMore()} loading={loadingMore}>
              더 보기
            </Button>
          </More>
        )}
      </>
    );
  }
  return <SubPage title="알림">{body}</SubPage>;
}

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px 0`};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.button<{ $unread: boolean }>`
  position: relative;
  display: flex;
  width: 100%;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.gray200};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.primaryLight : theme.colors.white)};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  font: inherit;
  cursor: pointer;
`;

const Dot = styled.span`
  flex-shrink: 0;
  width: 10px;
  height: 10px;
  margin-top: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.danger};
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  strong {
    font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  }
`;

const Title = styled.span`
  color: ${({ theme }) => theme.colors.gray700};
`;

// textSecondary: 4.5:1 or more on an unread item's primaryLight too; 16px, the smallest text size.
const Time = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
`;

const More = styled.div`
  padding: ${({ theme }) => theme.space.lg}px;
`;
