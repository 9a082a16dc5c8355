import { useRef, useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  ConfirmModal,
  ErrorState,
  SkeletonList,
  SubPage,
  Toast,
  useTimedValue,
} from '@dolbom/shared-ui';
import { isApiError, UNKNOWN_ERROR_MESSAGE } from '@dolbom/shared-api';
import type { CenterMember, MembershipStatus } from '@dolbom/shared-api/contracts';
import { ActionError } from '../../../components/for-selected-elder';
import { dateText } from '../../../lib/format';
import { useDecideMember, type MemberDecision } from '../api/decide-member';
import { useCenterMembers } from '../api/get-center-members';
import { memberActions, useMemberAction } from '../api/member-actions';
import { HandoverSheet } from '../components/handover-sheet';
import { MEMBERS_TEXT as T } from '../messages';

type Action = MemberDecision | 'leave' | 'remove';
interface Deciding {
  member: CenterMember;
  decision: Action;
}

/** Each confirmation's title, note, button and what it says when done. */
const ASK: Record<
  Action,
  { title: (n: string) => string; note: string; button: string; done: (n: string) => string }
> = {
  approve: { title: T.approveTitle, note: T.approveNote, button: T.approve, done: T.approved },
  refuse: { title: T.refuseTitle, note: T.refuseNote, button: T.refuse, done: T.refused },
  leave: { title: T.leaveTitle, note: T.leaveNote, button: T.leave, done: T.leftDone },
  remove: { title: T.removeTitle, note: T.removeNote, button: T.remove, done: T.removed },
};

/**
 * /center-members 센터 회원 관리 (issue 13): my membership status and what it means; for a verified
 * member, the center's pending requests with 승인 / 거절 (confirm first), and the verified members. Issue
 * 30: a colleague who left is marked 퇴사, her elders are handed to a colleague, then she can be removed.
 */
export function CenterMembersPage() {
  const { data, error, isLoading, mutate } = useCenterMembers();
  const decide = useDecideMember();
  const act = useMemberAction();
  const [handingOver, setHandingOver] = useState<CenterMember | null>(null);
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [sending, setSending] = useState(false);
  /** The button that asks before `decision` is done to `member` (the confirmation below). */
  const askButton = (member: CenterMember, decision: Action, variant: 'outline' | 'primary' = 'outline') => (
    <Button
      variant={variant}
      size="medium"
      disabled={sending}
      onClick={() => setDeciding({ member, decision })}
    >
      {ASK[decision].button}
    </Button>
  );
  const sendingRef = useRef(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [toast, setToast] = useTimedValue<string>(4000);

  async function confirm() {
    if (!deciding || sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    setFailed(null);
    const { member, decision } = deciding;
    try {
      if (decision === 'leave' || decision === 'remove')
        await act<unknown>(() => memberActions[decision](member.userId));
      else await decide(member.userId, decision);
      setToast(ASK[decision].done(member.name));
    } catch (e) {
      console.error(e);
      setFailed(isApiError(e) ? e.message : UNKNOWN_ERROR_MESSAGE);
    } finally {
      sendingRef.current = false;
      setSending(false);
      setDeciding(null);
    }
  }

  async function handOver(toUserId: number) {
    if (!handingOver || sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    setFailed(null);
    const from = handingOver;
    try {
      await act(() => memberActions.handover(from.userId, toUserId));
      const to = data?.members.find((m) => m.userId === toUserId)?.name ?? '';
      setToast(T.handoverDone(to, from.elderCount));
    } catch (e) {
      console.error(e);
      setFailed(isApiError(e) ? e.message : UNKNOWN_ERROR_MESSAGE);
    } finally {
      sendingRef.current = false;
      setSending(false);
      setHandingOver(null);
    }
  }

  return (
    <SubPage title={T.title} fallback="/mypage">
      {error && !data ? (
        <ErrorState onRetry={() => mutate()} />
      ) : isLoading || !data ? (
        <SkeletonList count={2} />
      ) : (
        <>
          <StatusCard aria-label={T.myStatus} $status={data.myStatus}>
            <span>{data.centerName}</span>
            <strong>
              {T.myStatus} · {T.statusText(data.myStatus)}
            </strong>
            <p>{T.meaning[data.myStatus]}</p>
          </StatusCard>
          {failed && <ActionError>{failed}</ActionError>}
          {data.myStatus === 'VERIFIED' && (
            <Section aria-labelledby="pending-title">
              <h2 id="pending-title">{T.pendingTitle}</h2>
              {data.pending.length === 0 ? (
                <Empty>{T.pendingEmpty}</Empty>
              ) : (
                <List>
                  {data.pending.map((m) => (
                    <Item key={m.userId} aria-label={m.name}>
                      <Who>
                        <strong>{m.name}</strong>
                        <span>
                          {m.loginId} · {m.phone}
                        </span>
                        <span>{T.requestedOn(dateText(m.requestedAt))}</span>
                      </Who>
                      <Actions>
                        {askButton(m, 'refuse')}
                        {askButton(m, 'approve', 'primary')}
                      </Actions>
                    </Item>
                  ))}
                </List>
              )}
            </Section>
          )}
          <Section aria-labelledby="members-title">
            <h2 id="members-title">{T.membersTitle}</h2>
            {data.members.length === 0 ? (
              <Empty>{T.membersEmpty}</Empty>
            ) : (
              <List>
                {data.members.map((m) => (
                  <Item key={m.userId} aria-label={m.name}>
                    <Who>
                      <strong>
                        {m.name}
                        {m.userId === data.myUserId && ` (${T.me})`}
                      </strong>
                      {m.loginId && <span>{m.loginId}</span>}
                      {data.myStatus === 'VERIFIED' && <span>{T.elders(m.elderCount)}</span>}
                    </Who>
                    {data.myStatus === 'VERIFIED' && m.userId !== data.myUserId && askButton(m, 'leave')}
                  </Item>
                ))}
              </List>
            )}
          </Section>
          {data.left.length > 0 && (
            <Section aria-labelledby="left-title">
              <h2 id="left-title">{T.leftTitle}</h2>
              <List>
                {data.left.map((m) => (
                  <Item key={m.userId} aria-label={m.name}>
                    <Who>
                      <strong>{m.name}</strong>
                      <span>{T.elders(m.elderCount)}</span>
                    </Who>
                    {m.elderCount > 0 ? (
                      <Button size="medium" disabled={sending} onClick={() => setHandingOver(m)}>
                        {T.handover}
                      </Button>
                    ) : (
                      askButton(m, 'remove')
                    )}
                  </Item>
                ))}
              </List>
            </Section>
          )}
        </>
      )}
      <ConfirmModal
        open={deciding !== null}
        title={deciding ? ASK[deciding.decision].title(deciding.member.name) : ''}
        content={deciding ? ASK[deciding.decision].note : ''}
        leftLabel={T.cancel}
        rightLabel={deciding ? ASK[deciding.decision].button : ''}
        rightVariant={deciding?.decision === 'approve' ? 'primary' : 'danger'}
        rightLoading={sending}
        onRight={() => void confirm()}
        onClose={() => {
          if (!sendingRef.current) setDeciding(null);
        }}
      />
      <HandoverSheet
        key={handingOver?.userId ?? 0}
        from={handingOver}
        colleagues={data?.members.filter((m) => m.status === 'VERIFIED') ?? []}
        sending={sending}
        onClose={() => {
          if (!sendingRef.current) setHandingOver(null);
        }}
        onConfirm={(to) => void handOver(to)}
      />
      <Toast message={toast} />
    </SubPage>
  );
}

const StatusCard = styled.section<{ $status: MembershipStatus }>`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: ${({ theme }) => theme.space.lg}px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme, $status }) =>
    $status === 'VERIFIED'
      ? theme.colors.primaryLight
      : $status === 'REFUSED'
        ? theme.colors.dangerLight
        : theme.colors.backgroundSubtle};
  span {
    font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.title / 16}rem;
  }
  p {
    margin: 0;
  }
`;
const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  }
`;
const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
`;
const Who = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  span {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;
const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm}px;
`;
