import { SegmentedTabs, SubPage } from '@dolbom/shared-ui';
import type { ApplyCard } from '@dolbom/shared-api/contracts';
import { CareCard, CenterPhone } from '../../../components/care-card';
import { ConfirmAction } from '../../../components/confirm-action';
import { PagedList } from '../../../components/paged-list';
import { TAB_ITEMS, useTab } from '../../../lib/use-tab';
import { myAppliesKey } from '../api/get-my-applies';
import { useWithdrawApply, WITHDRAW_BUTTONS, WITHDRAW_TEXT } from '../../../api/withdraw-apply';

/** /outgoing-box 보낸 지원함: 대기 (지원 취소) and 수락 (the center's phone). */
export function OutgoingBoxPage() {
  const [tab, setTab] = useTab();
  return (
    <SubPage title="보낸 지원함">
      <SegmentedTabs label="지원 상태" items={TAB_ITEMS} value={tab} onChange={setTab} />
      <PagedList<ApplyCard>
        key={tab}
        label={tab === 'pending' ? '대기 중인 지원' : '수락된 지원'}
        keyFor={(page) => myAppliesKey(tab, page)}
        itemKey={(a) => a.applyId}
        renderItem={(a) => <SentApplyCard apply={a} />}
        empty={tab === 'pending' ? '대기 중인 지원이 없어요' : '수락된 지원이 없어요'}
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
      <CenterPhone phone={a.managerPhone} />
    </CareCard>
  );
}
