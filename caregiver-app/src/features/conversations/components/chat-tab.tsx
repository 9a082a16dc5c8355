import { ChatTabIcon } from '@dolbom/shared-ui';
import { useConversations } from '@dolbom/shared-api/hooks';

/** The 대화 tab's icon: the unread count, live from the notification stream (polled every minute too). */
export function CaregiverChatTab() {
  const { data } = useConversations('caregiver', { poll: 60_000 });
  return <ChatTabIcon unread={data?.unreadTotal ?? 0} />;
}
