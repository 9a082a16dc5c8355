import { ChatTabIcon } from '@dolbom/shared-ui';
import { useConversations } from '@dolbom/shared-api/hooks';

/** 대화 tab icon with her unread total (live from the stream; checked every minute as well). */
export function ManagerChatTab() {
  const unread = useConversations('manager', { poll: 60_000 }).data?.unreadTotal ?? 0;
  return <ChatTabIcon unread={unread} />;
}
