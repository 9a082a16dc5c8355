import { useState } from 'react';
import styled from 'styled-components';
import { Button, ConfirmModal, SegmentedTabs, SubPage } from '@dolbom/shared-ui';
import type { ApplyEntry, ListTab } from '../../../api/types';
import { CardList, CareCard } from '../../../components/care-card';
import { AcrossElders, forElder } from '../../../components/across-elders';
import { ActionError } from '../../../components/for-selected-elder';
import { ListState } from '../../../components/list-state';
import { RevealedContact } from '../../../components/revealed-contact';
import { LIST_TABS, useListTab } from '../../../components/tab-param';
import { dateText } from '../../../lib/format';
import { useAcceptApply } from '../api/accept-apply';
import { useDeclineApply } from '../api/decline-apply';
import { useApplies } from '../api/get-applies';

const T = {
  title: '받은 지원함',
  tabs: '지원 상태',
  noneForElder: '해당 어르신은 받은 지원이 없어요',
  noneAtAll: '받은 지원이 없어요',
  emptyPending: '대기 중인 지원이 없어요',
  emptyApproved: '수락된 지원이 없어요',
  accept: '수락',
  decline: '거절',
  confirmDecline: '거절할 경우 영구적으로 삭제됩니다. 그래도 거절하시겠습니까?',
  actionError: '처리하지 못했어요. 다시 시도해주세요.',
  appliedOn: (d: string) => `${d} 지원`,
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
  const [failed, setFailed] = useState(false);

  async function run(applyId: number, action: (id: number) => Promise<unknown>) {
    if (busy !== null) return;
    setBusy(applyId);
    setFailed(false);
    try {
      await action(applyId);
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
                title={a.title}
                wage={a.wage}
                negotiable={a.negotiable}
                tasks={a.satisfyTasks}
                tasksLabel="어르신께 맞는 돌봄"
              >
                {a.status === 'accepted' ? (
                  <RevealedContact phone={a.phone} message={a.message} />
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
                      onClick={() => void run(a.applyId, accept)}
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
      <ConfirmModal
        open={declining !== null}
        content={T.confirmDecline}
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

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.xs}px;
`;
