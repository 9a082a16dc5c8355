// 대화's message screen body (issue 32), the same for both roles: the messages (mine on the right), day
// lines, `읽음` under my last message the other side has read, messages still being sent or that failed
// (`보내는 중`, `보내지 못했어요 · 다시 보내기`), and the input kept above the on-screen keyboard with a
// 48 px send button. Enter inserts a line break (phones have no Shift); 보내기 sends. Data comes from the
// remote (shared-api's useConversation); this file draws it.
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, VisuallyHidden } from '@dolbom/shared-ui';

export interface ThreadMessage {
  messageId: number;
  mine: boolean;
  text: string;
  hidden: boolean;
  createdAt: string;
}
export interface ThreadPending {
  key: string;
  text: string;
  status: 'sending' | 'failed';
  error?: string;
}

export interface MessageThreadProps {
  /** Who the other side is, for screen readers (`김복지 사회복지사`). */
  otherName: string;
  messages: readonly ThreadMessage[];
  pending: readonly ThreadPending[];
  otherReadUpTo: number;
  hasOlder: boolean;
  loadingOlder: boolean;
  onOlder: () => void;
  onSend: (text: string) => void;
  onRetry: (key: string) => void;
  onDiscard: (key: string) => void;
  /** 신고 of one of the other side's messages. */
  onReport?: (messageId: number) => void;
  /** Set when no new message may be sent (the connection ended): what to say instead of the input. */
  readOnlyText?: string;
  maxLength: number;
  /** The server's words for a message it cannot take (empty, too long), shown under the input. */
  validate: (text: string) => string | undefined;
}

const time = (iso: string) =>
  new Intl.DateTimeFormat('ko-KR', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Seoul' }).format(
    new Date(iso),
  );
const day = (iso: string) =>
  new Intl.DateTimeFormat('ko-KR', {
    month: 'long',
    day: 'numeric',
    weekday: 'short',
    timeZone: 'Asia/Seoul',
  }).format(new Date(iso));

export function MessageThread(p: MessageThreadProps) {
  const endRef = useRef<HTMLDivElement>(null);
  const count = p.messages.length + p.pending.length;
  const lastId = p.messages.at(-1)?.messageId ?? 0;
  // New messages (and my own sends) bring the view to the bottom; loading older ones does not.
  useLayoutEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId, p.pending.length]);

  const lastMineRead = [...p.messages].reverse().find((m) => m.mine && m.messageId <= p.otherReadUpTo);
  let previousDay = '';
  return (
    <Wrap>
      {p.hasOlder && (
        <Button variant="secondary" size="medium" onClick={p.onOlder} disabled={p.loadingOlder}>
          {p.loadingOlder ? '불러오는 중' : '이전 메시지 보기'}
        </Button>
      )}
      <List aria-label={`${p.otherName}님과 주고받은 메시지`} aria-live="polite">
        {count === 0 && <Empty>첫 메시지를 보내보세요. 첫 방문 날짜나 시간을 여기서 정할 수 있어요.</Empty>}
        {p.messages.map((m) => {
          const d = day(m.createdAt);
          const showDay = d !== previousDay;
          previousDay = d;
          return (
            <li key={m.messageId}>
              {showDay && <DayLine>{d}</DayLine>}
              <Row $mine={m.mine}>
                <Bubble $mine={m.mine} $hidden={m.hidden}>
                  {m.hidden ? '운영자가 가린 메시지예요.' : m.text}
                </Bubble>
                <Meta $mine={m.mine}>
                  <span>
                    {m.mine ? '보냄' : `${p.otherName}`} · {time(m.createdAt)}
                  </span>
                  {m === lastMineRead && <Read>읽음</Read>}
                  {!m.mine && !m.hidden && p.onReport && (
                    <ReportButton type="button" onClick={() => p.onReport?.(m.messageId)}>
                      신고
                    </ReportButton>
                  )}
                </Meta>
              </Row>
            </li>
          );
        })}
        {p.pending.map((m) => (
          <li key={m.key}>
            <Row $mine>
              <Bubble $mine $hidden={false} $faded={m.status === 'sending'}>
                {m.text}
              </Bubble>
              {m.status === 'sending' ? (
                <Meta $mine>
                  <span>보내는 중</span>
                </Meta>
              ) : (
                <Failed role="alert">
                  <span>보내지 못했어요{m.error ? ` (${m.error})` : ''}</span>
                  <span>
                    <LinkButton type="button" onClick={() => p.onRetry(m.key)}>
                      다시 보내기
                    </LinkButton>
                    <LinkButton type="button" onClick={() => p.onDiscard(m.key)}>
                      지우기
                    </LinkButton>
                  </span>
                </Failed>
              )}
            </Row>
          </li>
        ))}
      </List>
      {p.readOnlyText ? (
        <Closed role="status">{p.readOnlyText}</Closed>
      ) : (
        <Composer maxLength={p.maxLength} validate={p.validate} onSend={p.onSend} />
      )}
      {/* After the input: scrolling here shows the newest message above the input, not under it. */}
      <div ref={endRef} />
    </Wrap>
  );
}

const DRAFT_PREFIX = 'dolbom:message-draft:';

/** The input and 보내기: the draft survives a reload (per tab and page), a problem is said under it. */
function Composer({
  maxLength,
  validate,
  onSend,
}: {
  maxLength: number;
  validate: (text: string) => string | undefined;
  onSend: (text: string) => void;
}) {
  const id = useId();
  const draftKey = `${DRAFT_PREFIX}${typeof location === 'undefined' ? '' : location.pathname}`;
  const [text, setText] = useState(() => {
    try {
      return sessionStorage.getItem(draftKey) ?? '';
    } catch {
      return '';
    }
  });
  const [error, setError] = useState<string>();
  useEffect(() => {
    try {
      if (text) sessionStorage.setItem(draftKey, text);
      else sessionStorage.removeItem(draftKey);
    } catch {
      // no storage: the draft lives while the page does
    }
  }, [draftKey, text]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = validate(text);
    if (problem) {
      setError(problem);
      return;
    }
    onSend(text.replace(/\r\n?/g, '\n').trim());
    setText('');
    setError(undefined);
  };
  const over = text.length > maxLength;
  return (
    <Form onSubmit={submit} noValidate>
      <VisuallyHidden as="label" htmlFor={id}>
        메시지
      </VisuallyHidden>
      <TextArea
        id={id}
        value={text}
        rows={2}
        placeholder="메시지를 입력하세요"
        aria-invalid={Boolean(error) || over}
        aria-describedby={error ? `${id}-error` : `${id}-count`}
        onChange={(e) => {
          setText(e.target.value);
          if (error) setError(undefined);
        }}
      />
      <SendButton type="submit" size="medium">
        보내기
      </SendButton>
      <Under>
        {error ? (
          <ErrorText id={`${id}-error`} role="alert">
            {error}
          </ErrorText>
        ) : (
          <span />
        )}
        <Count id={`${id}-count`} $over={over}>
          {text.length}/{maxLength}
        </Count>
      </Under>
    </Form>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: 100%;
`;
const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;
  flex: 1;
`;
const Empty = styled.li`
  padding: ${({ theme }) => theme.space.xl}px ${({ theme }) => theme.space.md}px;
  color: ${({ theme }) => theme.colors.textSecondary};
  text-align: center;
`;
const DayLine = styled.p`
  margin: ${({ theme }) => theme.space.xs}px 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  text-align: center;
`;
const Row = styled.div<{ $mine: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  gap: 2px;
`;
const Bubble = styled.p<{ $mine: boolean; $hidden: boolean; $faded?: boolean }>`
  max-width: 85%;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme, $mine }) => ($mine ? theme.colors.primary : theme.colors.gray100)};
  color: ${({ theme, $mine }) => ($mine ? theme.colors.white : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  opacity: ${({ $faded }) => ($faded ? 0.75 : 1)};
  font-style: ${({ $hidden }) => ($hidden ? 'italic' : 'normal')};
`;
const Meta = styled.p<{ $mine: boolean }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
`;
const Read = styled.span`
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
const LinkButton = styled.button`
  min-height: ${({ theme }) => theme.layout.tapTargetMin / 16}rem;
  padding: 0 ${({ theme }) => theme.space.xs}px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primaryDark};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: underline;
  cursor: pointer;
`;
const ReportButton = styled(LinkButton)`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;
const Failed = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  text-align: right;
`;
const Closed = styled.p`
  position: sticky;
  bottom: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.gray100};
  color: ${({ theme }) => theme.colors.textSecondary};
`;
const Form = styled.form`
  position: sticky;
  bottom: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.xs}px 0 env(safe-area-inset-bottom);
  background: ${({ theme }) => theme.colors.background};
`;
const TextArea = styled.textarea`
  min-height: 3.25rem;
  max-height: 40vh;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md}px;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  resize: vertical;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;
const SendButton = styled(Button)`
  align-self: end;
  min-width: 3rem;
  min-height: 3rem;
`;
const Under = styled.div`
  grid-column: 1 / -1;
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
`;
const ErrorText = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;
const Count = styled.span<{ $over: boolean }>`
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.textSecondary)};
  white-space: nowrap;
`;
