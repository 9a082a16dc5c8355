import { Header, PageBody } from '@dolbom/shared-ui';
import { ConversationList } from '@dolbom/shared-ui/conversation';
import { useConversations } from '@dolbom/shared-api/hooks';

/**
 * /conversations, the 대화 tab: every caregiver connected with one of her elders, by name and elder,
 * the newest talk first, unread ones with a count (issue 32).
 */
export function ConversationsPage() {
  const list = useConversations('manager');
  return (
    <>
      <Header title="대화" />
      <PageBody $gap={8}>
        <ConversationList
          items={list.data?.content}
          loading={list.isLoading}
          error={Boolean(list.error)}
          onRetry={() => void list.mutate()}
          nameOf={(c) => `${c.otherName} 요양보호사`}
          aboutOf={(c) => `${c.about} 어르신 · ${c.centerName}`}
          hrefOf={(c) => `/conversations/${c.conversationId}`}
          emptyText="연락이나 지원이 수락되면 요양보호사와 여기서 첫 방문 날짜와 시간을 정할 수 있어요."
        />
      </PageBody>
    </>
  );
}
