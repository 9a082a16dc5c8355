import { Header, PageBody } from '@dolbom/shared-ui';
import { ConversationList } from '@dolbom/shared-ui/conversation';
import { useConversations } from '@dolbom/shared-api/hooks';

/**
 * /conversations, the 대화 tab: every center she is connected with, the newest talk first, unread ones
 * with a count. A tab, not a 내 정보 entry: an answer from the center is something she looks for the
 * same day, and the tab's badge tells her there is one on every tab screen (issue 32).
 */
export function ConversationsPage() {
  const { data, error, mutate } = useConversations('caregiver');
  return (
    <>
      <Header title="대화" />
      <PageBody $gap={8}>
        <ConversationList
          items={data?.content}
          loading={!data && !error}
          error={Boolean(error)}
          onRetry={() => void mutate()}
          nameOf={(c) => `${c.centerName} · ${c.otherName} 사회복지사`}
          hrefOf={(c) => `/conversations/${c.conversationId}`}
          emptyText="센터의 연락을 수락하거나 지원이 수락되면 여기서 센터와 이야기할 수 있어요."
        />
      </PageBody>
    </>
  );
}
