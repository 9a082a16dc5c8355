import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ErrorState, SkeletonList, SubPage } from '@dolbom/shared-ui';
import { MessageThread } from '@dolbom/shared-ui/conversation';
import { ReportAction } from '@dolbom/shared-ui/report';
import { useConversation } from '@dolbom/shared-api/hooks';
import {
  CONVERSATION_MESSAGES,
  managerReportBodySchema,
  MESSAGE_MAX,
  sendMessageBodySchema,
} from '@dolbom/shared-api/contracts';
import { sendReport } from '../../caregiver-detail/api/send-report';

const problemOf = (text: string): string | undefined => {
  const result = sendMessageBodySchema.safeParse({ text });
  return result.success ? undefined : result.error.issues[0]?.message;
};
const untilText = (iso: string | null) =>
  iso === null
    ? ''
    : ` ${new Date(iso).toLocaleDateString('ko-KR', { month: 'long', day: 'numeric' })}까지 볼 수 있어요.`;

/** /conversations/:id — the talk with one caregiver about one elder. */
export function ConversationPage() {
  const conversationId = Number(useParams().conversationId);
  const thread = useConversation('manager', conversationId);
  const about = thread.data?.conversation;
  const who = about ? `${about.otherName} 요양보호사` : '';
  const [reportedId, setReportedId] = useState<number | null>(null);
  return (
    <SubPage title={about ? who : '대화'} fallback="/conversations">
      {thread.error && !thread.data ? (
        <ErrorState onRetry={() => void thread.mutate()} retrying={thread.isValidating} />
      ) : !about || !thread.data ? (
        <SkeletonList count={3} />
      ) : (
        <>
          <p>{about.about} 어르신</p>
          <MessageThread
            otherName={who}
            messages={thread.messages}
            pending={thread.pending}
            otherReadUpTo={thread.data.otherReadUpTo}
            hasOlder={thread.hasOlder}
            loadingOlder={thread.loadingOlder}
            onOlder={() => void thread.loadOlder()}
            onSend={thread.send}
            onRetry={thread.retry}
            onDiscard={thread.discard}
            onReport={setReportedId}
            maxLength={MESSAGE_MAX}
            validate={problemOf}
            readOnlyText={
              about.readOnly ? CONVERSATION_MESSAGES.readOnly + untilText(about.keptUntil) : undefined
            }
          />
          <ReportAction
            control={{ open: reportedId !== null, onClose: () => setReportedId(null) }}
            check={(values) =>
              managerReportBodySchema.safeParse({ targetType: 'MESSAGE', targetId: reportedId, ...values })
            }
            send={sendReport}
            intro={`${who}의 메시지를 신고하는 이유를 골라주세요.`}
          />
        </>
      )}
    </SubPage>
  );
}
