import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { SkeletonList, SubPage } from '@dolbom/shared-ui';
import { MessageThread } from '@dolbom/shared-ui/conversation';
import { ReportAction } from '@dolbom/shared-ui/report';
import { useConversation } from '@dolbom/shared-api/hooks';
import {
  caregiverReportBodySchema,
  CONVERSATION_MESSAGES,
  MESSAGE_MAX,
  sendMessageBodySchema,
} from '@dolbom/shared-api/contracts';
import { sendReport } from '../../../api/send-report';
import { DetailLoadError } from '../../../components/detail-load-error';

/** The first problem of a message, in the server's words (the same schema the server checks). */
export const messageProblem = (text: string) => {
  const parsed = sendMessageBodySchema.safeParse({ text });
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};
const keptUntil = (iso: string | null) =>
  iso
    ? ` ${new Intl.DateTimeFormat('ko-KR', { month: 'long', day: 'numeric' }).format(new Date(iso))}까지 볼 수 있어요.`
    : '';

/** /conversations/:id — talking with the center's social worker about one connection. */
export function ConversationPage() {
  const id = Number(useParams().conversationId);
  const c = useConversation('caregiver', id);
  const conversation = c.data?.conversation;
  const [reporting, setReporting] = useState<number | null>(null);
  return (
    <SubPage title={conversation ? `${conversation.otherName} 사회복지사` : '대화'} fallback="/conversations">
      {c.error && !c.data && (
        <DetailLoadError
          error={c.error}
          onRetry={() => void c.mutate()}
          retrying={c.isValidating}
          what="대화"
          back={{ to: '/conversations', label: '대화 목록으로' }}
        />
      )}
      {!c.data && !c.error && <SkeletonList count={3} />}
      {conversation && c.data && (
        <>
          <p>
            {conversation.centerName} · {conversation.about}
          </p>
          <MessageThread
            otherName={`${conversation.otherName} 사회복지사`}
            messages={c.messages}
            pending={c.pending}
            otherReadUpTo={c.data.otherReadUpTo}
            hasOlder={c.hasOlder}
            loadingOlder={c.loadingOlder}
            onOlder={() => void c.loadOlder()}
            onSend={c.send}
            onRetry={c.retry}
            onDiscard={c.discard}
            onReport={setReporting}
            maxLength={MESSAGE_MAX}
            validate={messageProblem}
            readOnlyText={
              conversation.readOnly
                ? `${CONVERSATION_MESSAGES.readOnly}${keptUntil(conversation.keptUntil)}`
                : undefined
            }
          />
          <ReportAction
            control={{ open: reporting !== null, onClose: () => setReporting(null) }}
            check={(values) =>
              caregiverReportBodySchema.safeParse({ targetType: 'MESSAGE', targetId: reporting, ...values })
            }
            send={sendReport}
            intro={`${conversation.otherName} 사회복지사의 메시지를 신고하는 이유를 골라주세요.`}
          />
        </>
      )}
    </SubPage>
  );
}
