import styled from 'styled-components';
import { SegmentedTabs, SubPage } from '@dolbom/shared-ui';
import type { ApplyCard, CaregiverApplyTab } from '@dolbom/shared-api/contracts';
import { CareCard, CenterPhone } from '../../../components/care-card';
import { ConfirmAction } from '../../../components/confirm-action';
import { PagedList } from '../../../components/paged-list';
import { APPLY_TAB_ITEMS, useTab } from '../../../lib/use-tab';
import { myAppliesKey } from '../api/get-my-applies';
import { useWithdrawApply, WITHDRAW_BUTTONS, WITHDRAW_TEXT } from '../../../api/withdraw-apply';
import { dayText } from '../../../lib/format';

const LIST: Record<CaregiverApplyTab, { label: string; empty: string; description?: string }> = {
  pending: { label: '대기 중인 지원', empty: '대기 중인 지원이 없어요' },
  approved: { label: '수락된 지원', empty: '수락된 지원이 없어요' },
  declined: {
    label: '거절된 지원',
    empty: '거절된 지원이 없어요',
    description: '센터가 거절한 지원은 여기에 남아요. 같은 어르신에게 다시 지원할 수도 있어요.',
  },
};

/** /outgoing-box 보낸 지원함: 대기 (지원 취소), 수락 (the center's phone) and 거절 (issue 30). */
export function OutgoingBoxPage() {
  const [tab, setTab] = useTab<CaregiverApplyTab>(APPLY_TAB_ITEMS);
  return (
    <SubPage title="보낸 지원함">
      <SegmentedTabs label="지원 상태" items={APPLY_TAB_ITEMS} value={tab} onChange={setTab} />
      <PagedList<ApplyCard>
        key={tab}
        label={LIST[tab].label}
        keyFor={(page) => myAppliesKey(tab, page)}
        itemKey={(a) => a.applyId}
        renderItem={(a) => <SentApplyCard apply={a} />}
        empty={LIST[tab].empty}
        emptyDescription={LIST[tab].description}
      />
    </SubPage>
  );
}

function SentApplyCard({ apply: a }: { apply: ApplyCard }) {
  const withdraw = useWithdrawApply();
  return (
    <CareCard
      to={`/detail/elder/${a.elderId}`}
      card={a}
      actions={
        a.status === 'pending' ? (
          <ConfirmAction
            label="지원 취소"
            content={WITHDRAW_TEXT}
            {...WITHDRAW_BUTTONS}
            action={() => withdraw(a.applyId)}
          />
        ) : undefined
      }
    >
      {a.status === 'declined' && a.declinedAt ? (
        <Declined>{dayText(a.declinedAt)}에 센터가 거절했어요</Declined>
      ) : (
        <CenterPhone phone={a.managerPhone} />
      )}
    </CareCard>
  );
}

const Declined = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
