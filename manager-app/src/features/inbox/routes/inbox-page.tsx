import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  ConfirmModal,
  DialogActions,
  DialogBody,
  DialogText,
  DialogTitle,
  Modal,
  SegmentedTabs,
  SubPage,
} from '@dolbom/shared-ui';
import type { ApplyEntry, ListTab } from '../../../api/types';
import { CardList, CareCard } from '../../../components/care-card';
import { AcrossElders, forElder } from '../../../components/across-elders';
import { ActionError } from '../../../components/for-selected-elder';
import { ListState } from '../../../components/list-state';
import { RevealedContact } from '../../../components/revealed-contact';
import { ConnectionButton } from '../../jobs/components/connection-button';
import { LIST_TABS, useListTab } from '../../../components/tab-param';
import { caregiverFacts, metaLine, dateText, wageText } from '../../../lib/format';
import { useAcceptApply } from '../api/accept-apply';
import { useDeclineApply } from '../api/decline-apply';
import { useApplies } from '../api/get-applies';
import { ProfilePhoto } from '../../../components/profile-photo';

const T = {
  title: '받은 지원함',
  tabs: '지원 상태',
  noneForElder: '해당 어르신은 받은 지원이 없어요',
  noneAtAll: '받은 지원이 없어요',
  emptyPending: '대기 중인 지원이 없어요',
  emptyApproved: '수락된 지원이 없어요',
  accept: '수락',
  decline: '거절',
  // Issue 30: gentle, and it says the caregiver is told (the spec's 영구적으로 삭제됩니다 frightened).
  declineTitle: (name: string) => `${name} 님의 지원을 거절할까요?`,
  confirmDecline:
    '요양보호사에게 거절됐다고 알려드려요.\n지원은 받은 지원함에서 사라지고, 요양보호사는 보낸 지원함에서 거절된 것을 볼 수 있어요.',
  declineCancel: '취소',
  declineConfirm: '거절하기',
  actionError: '처리하지 못했어요. 다시 시도해주세요.',
  appliedOn: (d: string) => `${d} 지원`,
  acceptTitle: (name: string) => `${name} 님의 지원을 수락할까요?`,
  acceptNote: '수락하면 요양보호사의 연락처가 보이고, 요양보호사에게도 센터 연락처가 보여요.',
  acceptMessage: '남긴 말',
  noMessage: '남긴 말이 없어요',
  acceptResume: '이력서',
  acceptCancel: '아니요',
  acceptConfirm: '수락하기',
  fits: (n: number) => `어르신께 맞는 돌봄 ${n}/4`,
  accepted: '지원을 수락했어요',
} as const;

/** /inbox 받은 지원함: applies to every elder (or the one filtered), tabs 대기 / 수락 (spec §2, §4). */
export function InboxPage() {
  const [tab, setTab] = useListTab();
  return (
    <SubPage title={T.title} fallback="/mypage">
      <SegmentedTabs label={T.tabs} items={LIST_TABS} value={tab} onChange={setTab} />
      <AcrossElders>{(elderId) => <Applies elderId={elderId} tab={tab} />}</AcrossElders>
    </SubPage>
  );
}

function Applies({ elderId, tab }: { elderId: number | null; tab: ListTab }) {
  const { data, error, isLoading, mutate } = useApplies(elderId, tab);
  // Whether the elder has any apply at all picks the spec's empty text.
  const other = useApplies(elderId, tab === 'pending' ? 'approved' : 'pending', 1);
  const accept = useAcceptApply();
  const decline = useDeclineApply();
  const [busy, setBusy] = useState<number | null>(null);
  const [declining, setDeclining] = useState<ApplyEntry | null>(null);
  const [accepting, setAccepting] = useState<ApplyEntry | null>(null);
  const [done, setDone] = useState(false);
  const [failed, setFailed] = useState(false);

  async function run(applyId: number, action: (id: number) => Promise<unknown>) {
    if (busy !== null) return;
    setBusy(applyId);
    setFailed(false);
    setDone(false);
    try {
      await action(applyId);
      if (action === accept) setDone(true);
    } catch (e) {
      console.error(e);
      setFailed(true);
      void mutate();
    } finally {
      setBusy(null);
    }
  }

  const none = other.data?.totalElements === 0;
  const empty = none
    ? elderId === null
      ? T.noneAtAll
      : T.noneForElder
    : tab === 'pending'
      ? T.emptyPending
      : T.emptyApproved;
  return (
    <>
      {failed && <ActionError>{T.actionError}</ActionError>}
      <Status role="status">{done ? T.accepted : ''}</Status>
      <ListState
        items={data?.content}
        error={error}
        isLoading={isLoading}
        onRetry={() => mutate()}
        empty={empty}
      >
        {(items) => (
          <CardList>
            {items.map((a) => (
              <CareCard
                key={a.applyId}
                to={`/detail/care/${a.caregiverId}?done=true`}
                eyebrow={`${forElder(a.elderName)} · ${a.caregiverName} · ${T.appliedOn(dateText(a.createdAt))}`}
                photo={<ProfilePhoto src={a.profileImage} name={a.caregiverName} size={48} />}
                meta={metaLine(caregiverFacts(a.ageGroup, a.experienceYears)) || undefined}
                title={a.title}
                wage={a.wage}
                negotiable={a.negotiable}
                tasks={a.satisfyTasks}
                tasksLabel="어르신께 맞는 돌봄"
                verified={a.certificateVerified}
              >
                {a.status === 'accepted' ? (
                  <>
                    <RevealedContact phone={a.phone} message={a.message} />
                    <ConnectionButton elderId={a.elderId} from={{ applyId: a.applyId }} />
                  </>
                ) : (
                  <Actions>
                    <Button
                      variant="outline"
                      size="medium"
                      onClick={() => setDeclining(a)}
                      disabled={busy !== null}
                    >
                      {T.decline}
                    </Button>
                    <Button
                      size="medium"
                      loading={busy === a.applyId}
                      disabled={busy !== null}
                      onClick={() => setAccepting(a)}
                    >
                      {T.accept}
                    </Button>
                  </Actions>
                )}
              </CareCard>
            ))}
          </CardList>
        )}
      </ListState>
      <Modal open={accepting !== null} onClose={() => setAccepting(null)} labelledBy="accept-title">
        {accepting && (
          <>
            <DialogBody>
              <DialogTitle id="accept-title">{T.acceptTitle(accepting.caregiverName)}</DialogTitle>
              <Summary>
                <dt>{T.acceptResume}</dt>
                <dd>
                  {accepting.title}
                  <br />
                  {wageText(accepting.wage, '시급')} ·{' '}
                  {T.fits(Object.values(accepting.satisfyTasks).filter(Boolean).length)}
                </dd>
                <dt>{T.acceptMessage}</dt>
                <dd>{accepting.message?.trim() ? accepting.message : T.noMessage}</dd>
              </Summary>
              <DialogText>{T.acceptNote}</DialogText>
            </DialogBody>
            <DialogActions>
              <Button variant="outline" onClick={() => setAccepting(null)}>
                {T.acceptCancel}
              </Button>
              <Button
                loading={busy === accepting.applyId}
                onClick={() => {
                  const id = accepting.applyId;
                  void run(id, accept).then(() => setAccepting(null));
                }}
              >
                {T.acceptConfirm}
              </Button>
            </DialogActions>
          </>
        )}
      </Modal>
      <ConfirmModal
        open={declining !== null}
        title={declining ? T.declineTitle(declining.caregiverName) : undefined}
        content={T.confirmDecline}
        leftLabel={T.declineCancel}
        rightLabel={T.declineConfirm}
        rightVariant="danger"
        rightLoading={declining !== null && busy === declining.applyId}
        onClose={() => setDeclining(null)}
        onRight={() => {
          if (!declining) return;
          void run(declining.applyId, decline).then(() => setDeclining(null));
        }}
      />
    </>
  );
}

const Summary = styled.dl`
  margin: 0;
  text-align: left;
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  color: ${({ theme }) => theme.colors.text};
  dt {
    margin-top: ${({ theme }) => theme.space.xs}px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  dd {
    margin: 0;
    word-break: keep-all;
  }
`;
const Status = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primaryDark};
  &:empty {
    display: none;
  }
`;
const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.xs}px;
`;
